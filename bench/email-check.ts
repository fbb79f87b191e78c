/**
 * "Is my e-mail safe?": what one full check of a domain costs, run by the checker itself
 * (createEmailSecurityChecker, in this process) against the tests' loopback world: Knot and a
 * validating Unbound over a signed co.za, and the domains' SMTP and web servers on 127.x.y.z ports
 * 25, 80 and 443 (test/support/email-world.ts; binding those ports needs root). Each check gets a
 * new checker, so no result is kept and every check asks and connects afresh; one check at a
 * time, strong.co.za and weak.co.za taking turns. Per check: its time (from the call to its
 * result), its DNS questions (the checker's own count, told through `onChecked`; the look-alike
 * finding's, about 60 names for these two, on a budget of their own and counted apart), and the TCP
 * connections this process opened while it ran (every client socket Node announces on the
 * 'net.client.socket' diagnostics channel: Node 24, the project's, announces `new Socket().connect()`
 * too, as the SMTP probe connects; Node 20 did not, hence the check below that port 25 was seen).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { createEmailSecurityChecker } from '../server/email-security/email-checker';
import type { EmailSecurityResult, Finding } from '../shared/email-security/result';
import { startEmailWorld, type EmailWorld } from '../test/support/email-world';
import { measureEmailBounds, type EmailBoundsFigures } from './email-bounds';

interface Spread {
  median: number;
  max: number;
}

interface EmailCheckRow {
  domain: string;
  /** What the check finds there, and so how much it has to do. */
  what: string;
  checks: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** p50 of the time until every finding but STARTTLS had arrived (the SMTP peer's greeting waits 100 ms). */
  withoutStarttlsP50Ms: number;
  dnsQueries: Spread;
  /** The look-alike finding's questions, on their own budget (LOOKALIKE_QUERY_BUDGET). */
  lookalikeQueries: Spread;
  connections: Spread;
  /** Connections per check by what they were for (the mean over the checks; each check opens the same). */
  connectionsFor: Record<string, number>;
}

export interface EmailCheckFigures {
  /** Checks of each domain run first and not counted. */
  warmUp: number;
  rows: EmailCheckRow[];
  /** A 60 KB DMARC record's result: its report's drawing time, and 1,000 such results kept (bench/email-bounds.ts). */
  bounds?: EmailBoundsFigures;
}

const CHECKS = 60;
const WARM_UP = 5;

const DOMAINS = [
  {
    domain: 'strong.co.za',
    what: 'passes every check: 1 MX with STARTTLS, an MTA-STS policy over HTTPS, the website over HTTPS and http',
    // Every check passes but these two, which only inform.
    expected: (status: string, check: string) =>
      status === 'pass' || (status === 'info' && ['caa', 'security-txt'].includes(check)),
  },
  {
    domain: 'weak.co.za',
    what: 'a gap in every check: unsigned, 1 MX without STARTTLS, no MTA-STS, an HTTPS certificate days from expiry',
    expected: (status: string) => status !== 'not-tested',
  },
] as const;

const percentile = (sorted: number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const round = (value: number) => Math.round(value * 100) / 100;
const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), max: sorted.at(-1)! };
};

interface OneCheck {
  ms: number;
  /** Until every finding but STARTTLS's had arrived. */
  withoutStarttlsMs: number;
  dnsQueries: number;
  lookalikeQueries: number;
  /** The remote port of each connection opened ('none' where it never connected, or not yet when the check ended). */
  ports: string[];
  result: EmailSecurityResult;
}

/** One full check with a new checker: its time, its DNS questions and the TCP connections it opened. */
async function checkOnce(world: EmailWorld, domain: string): Promise<OneCheck> {
  let dnsQueries = -1;
  let lookalikeQueries = -1;
  const ports: string[] = [];
  const opened = (message: unknown) => {
    const { socket } = message as { socket: Socket };
    const at = ports.push('none') - 1;
    // The remote port is known once connected (and gone once the socket is destroyed).
    socket.once('connect', () => (ports[at] = String(socket.remotePort)));
  };
  const checker = createEmailSecurityChecker({
    ...world.settings,
    onChecked: (ran) => void ({ dnsQueries, lookalikeQueries } = ran),
  });
  subscribe('net.client.socket', opened);
  const started = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - started) / 1e6;
  let withoutStarttlsMs = 0;
  const onFinding = (found: Finding) => {
    if (found.check !== 'starttls') withoutStarttlsMs = since();
  };
  let result: EmailSecurityResult;
  try {
    result = await checker.check(domain, { onFinding });
  } finally {
    unsubscribe('net.client.socket', opened);
  }
  const ms = since();
  if (dnsQueries < 0) throw new Error(`${domain}: onChecked was not called`);
  return { ms, withoutStarttlsMs, dnsQueries, lookalikeQueries, ports, result };
}

/** What a connection to a port was for. */
const purpose = (world: EmailWorld, port: string) =>
  ({ '25': 'SMTP', '443': 'HTTPS', '80': 'HTTP', [String(world.dns.port)]: 'DNS over TCP', none: 'not connected' })[port] ??
  `port ${port}`;

const statusesOf = (result: EmailSecurityResult) => result.findings.map((found) => `${found.check} ${found.status}`).join(', ');

export async function measureEmailCheck(log: (line: string) => void): Promise<EmailCheckFigures> {
  const world = await startEmailWorld();
  try {
    // Warm-up: the first checks pay for the code's first run and fill Unbound's cache.
    for (let i = 0; i < WARM_UP; i += 1) for (const { domain } of DOMAINS) await checkOnce(world, domain);
    const runs = new Map<string, OneCheck[]>(DOMAINS.map(({ domain }) => [domain, []]));
    for (let i = 0; i < CHECKS; i += 1) for (const { domain } of DOMAINS) runs.get(domain)!.push(await checkOnce(world, domain));
    const rows = DOMAINS.map(({ domain, what, expected }): EmailCheckRow => {
      const checks = runs.get(domain)!;
      // A step that failed or timed out would be quick and not what is meant to be measured.
      const first = statusesOf(checks[0]!.result);
      const odd = checks.find(
        (one) => statusesOf(one.result) !== first || one.result.findings.some((found) => !expected(found.status, found.check)),
      );
      if (odd) throw new Error(`${domain}: unexpected findings: ${statusesOf(odd.result)}`);
      // Both domains' mail servers answer: a check that saw no connection to port 25 was not counted right.
      if (checks.some((one) => !one.ports.includes('25')))
        throw new Error(
          `${domain}: no SMTP connection seen; this Node does not announce new Socket().connect() on net.client.socket`,
        );
      const times = checks.map((one) => one.ms).sort((a, b) => a - b);
      const connectionsFor: Record<string, number> = {};
      for (const one of checks)
        for (const port of one.ports) connectionsFor[purpose(world, port)] = (connectionsFor[purpose(world, port)] ?? 0) + 1;
      for (const key of Object.keys(connectionsFor)) connectionsFor[key] = round(connectionsFor[key]! / checks.length);
      return {
        domain,
        what,
        checks: checks.length,
        p50Ms: round(percentile(times, 0.5)),
        p95Ms: round(percentile(times, 0.95)),
        maxMs: round(times.at(-1)!),
        withoutStarttlsP50Ms: round(spread(checks.map((one) => one.withoutStarttlsMs)).median),
        dnsQueries: spread(checks.map((one) => one.dnsQueries)),
        lookalikeQueries: spread(checks.map((one) => one.lookalikeQueries)),
        connections: spread(checks.map((one) => one.ports.length)),
        connectionsFor,
      };
    });
    for (const row of rows)
      log(
        `  ${row.domain}: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, max ${row.maxMs} ms; DNS ${row.dnsQueries.median} ` +
          `(max ${row.dnsQueries.max}), look-alikes ${row.lookalikeQueries.median} (max ${row.lookalikeQueries.max}); connections ${row.connections.median} (max ${row.connections.max}; per check: ` +
          `${Object.entries(row.connectionsFor)
            .map(([what, n]) => `${what} ${n}`)
            .join(', ')})`,
      );
    const bounds = await measureEmailBounds(world, createEmailSecurityChecker(world.settings), log);
    return { warmUp: WARM_UP, rows, bounds };
  } finally {
    await world.stop();
  }
}
