/**
 * Domain checks: what a visitor waits for GET /api/domain-check, from the production server as
 * `npm start` runs it, against an RDAP service and a ZACR WHOIS server on loopback (the same
 * stand-ins the tests use, speaking the real protocols). Cold: every name new, so each check asks
 * the registry (RDAP over HTTP, or WHOIS over a fresh TCP connection). Cached: one name asked again
 * and again, answered from memory. One request at a time, each on a new connection, as a
 * browser's check after a pause in typing is.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN_CHECK_PATH } from '../shared/domain-check';
import { bootstrapFileText, startRdapRegistry } from '../test/support/rdap-registry';
import { startWhoisRegistry } from '../test/support/whois-registry';
import { request } from './http';
import { siteSpec, startServer, type BenchContext } from './site';

interface Latencies {
  what: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface DomainCheckFigures {
  rows: Latencies[];
}

const COLD = 400;
const CACHED = 2000;

const percentile = (sorted: number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

async function timed(what: string, urls: string[]): Promise<Latencies> {
  const times: number[] = [];
  for (const url of urls) {
    const started = process.hrtime.bigint();
    const res = await request(url);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  const sorted = times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    what,
    count: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1)!),
  };
}

export async function measureDomainCheck(ctx: BenchContext, log: (line: string) => void): Promise<DomainCheckFigures> {
  const [rdap, whois] = await Promise.all([startRdapRegistry(), startWhoisRegistry()]);
  const bootstrapFile = path.join(ctx.workDir, 'dns.json');
  writeFileSync(bootstrapFile, bootstrapFileText([[['africa'], rdap.baseUrl]]));
  const spec = siteSpec(ctx, 'domain-check');
  const site = await startServer(ctx, {
    ...spec,
    env: {
      ...spec.env,
      DOMAIN_CHECK_BOOTSTRAP_FILE: bootstrapFile,
      DOMAIN_CHECK_WHOIS: `co.za=127.0.0.1:${whois.port}`,
      DOMAIN_CHECK_RATE_LIMIT_MAX: '100000',
    },
  });
  const check = (name: string) => `${site.url}${DOMAIN_CHECK_PATH}?name=${encodeURIComponent(name)}`;
  const names = (suffix: string, count: number) => Array.from({ length: count }, (_, i) => check(`bench-${i}.${suffix}`));
  try {
    // Warm-up: the first requests pay for the code's first run, not for the check.
    await timed('warm-up', [...names('warm.africa', 20), ...names('warm.co.za', 20)]);
    const rows = [
      await timed('cold, RDAP (404: available)', names('africa', COLD)),
      await timed('cold, WHOIS (Available)', names('co.za', COLD)),
      await timed(
        'cached, RDAP answer',
        Array.from({ length: CACHED }, () => check('bench-0.africa')),
      ),
      await timed(
        'cached, WHOIS answer',
        Array.from({ length: CACHED }, () => check('bench-0.co.za')),
      ),
    ];
    for (const row of rows) log(`  ${row.what}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms (${row.count})`);
    return { rows };
  } finally {
    await site.stop();
    await Promise.all([rdap.close(), whois.close()]);
  }
}
