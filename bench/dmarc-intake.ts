/**
 * What the DMARC report intake takes, and what it holds after: the built site started as
 * production runs it, with the intake on and its owners' records and Microsoft's DKIM key in a DNS
 * stub on loopback. First a stranger's flood: 10 MB messages of junk, DKIM-signed for the
 * stranger's own domain so that each is read past its signature, over 4 connections as fast as the
 * intake takes them, while pages are asked for; their p95 against the idle site's. The message is
 * made once: a stranger's own CPU is not the site's. Then 2,000
 * gzipped aggregate reports of 20 rows each (shaped and signed as Microsoft sends them), for 200
 * domains, sent over SMTP by a pool of 4 connections; reports stored a second, the rows in the
 * database, and the site's RSS before, just after and after a quiet spell.
 */
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { randomBytes } from 'node:crypto';
import { microsoftAttachment, reporterKeys, type AggregateReport } from '../test/support/dmarc-report-kit';
import { startDnsStub } from '../test/support/dns-stub';
import { freePort } from '../test/support/free-port';
import { sleep } from './http';
import { readMemory, siteSpec, startServer, type BenchContext } from './site';
import { num, table, type TargetCheck } from './report-format';

const REPORTS = 2_000;
/** Ten reports a domain: within a signer's day for one domain (REPORT_QUOTA). */
const DOMAINS = 200;
const FLOOD_MS = 15_000;
/** Its attachment: base64 makes the message 9.6 MB, just within the intake's 10 MB, so each is read whole. */
const FLOOD_MB = 7;
const PAGE_CLIENTS = 4;
/** Yesterday, UTC: the intake reads a report only for a period around its arrival. */
const BEGIN_S = Math.floor(Date.now() / 86_400_000 - 1) * 86_400;
const ROWS = 20;
const CONNECTIONS = 4;
const ADDRESS = 'dmarc@reports.bench.test';
const QUIET_MS = 15_000;

/** Targets: a day of reports for thousands of domains arrives at a few a second; the intake keeps nothing in memory per report. */
const DMARC_INTAKE_TARGETS = { reportsPerS: 50, rssGrowthMb: 64, floodP95Ratio: 2 };

export interface DmarcIntakeFigures {
  reports: number;
  rowsPerReport: number;
  seconds: number;
  reportsPerS: number;
  rowsStored: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** The lowest RSS over QUIET_MS after the last report. */
  rssQuietMb: number;
  /** GET / p95, idle and under the flood, and the junk messages the intake took meanwhile. */
  idleP95Ms: number;
  floodP95Ms: number;
  floodMessages: number;
}

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)] ?? NaN;

/** GET / from PAGE_CLIENTS clients, one after another each, for `ms`: each answer's time. */
async function pageTimes(base: string, ms: number): Promise<number[]> {
  const times: number[] = [];
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: PAGE_CLIENTS }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        await (await fetch(`${base}/`)).arrayBuffer();
        times.push(performance.now() - start);
      }
    }),
  );
  return times;
}

const reportOf = (n: number): AggregateReport => {
  const domain = `client-${n % DOMAINS}.co.za`;
  return {
    orgName: 'Outlook.com',
    email: 'dmarcreport@microsoft.com',
    reportId: `bench-${n}`,
    begin: BEGIN_S,
    end: BEGIN_S + 86_399,
    domain,
    rows: Array.from({ length: ROWS }, (_, at) => ({
      sourceIp: `10.${(n >> 8) & 255}.${n & 255}.${at + 1}`,
      count: at + 1,
      disposition: 'none' as const,
      dkim: at % 4 ? ('pass' as const) : ('fail' as const),
      spf: 'pass' as const,
      headerFrom: domain,
      dkimResults: [{ domain, result: at % 4 ? 'pass' : 'fail', selector: 'selector1' }],
      spfResults: [{ domain, result: 'pass' }],
    })),
  };
};

export async function measureDmarcIntake(ctx: BenchContext, log: (line: string) => void): Promise<DmarcIntakeFigures> {
  const keys = reporterKeys(['microsoft.com', 'evil.co.za']);
  const dns = await startDnsStub({
    ...keys.records,
    ...Object.fromEntries(
      Array.from({ length: DOMAINS }, (_, n) => [`_dmarc.client-${n}.co.za`, [`v=DMARC1; p=none; rua=mailto:${ADDRESS}`]]),
    ),
  });
  const port = await freePort();
  const spec = siteSpec(ctx, 'dmarc-intake');
  const dataDir = path.join(ctx.workDir, 'dmarc-intake-data');
  const site = await startServer(ctx, {
    ...spec,
    env: {
      ...spec.env,
      DATA_DIR: dataDir,
      DNS_SERVERS: dns.servers,
      DMARC_REPORTS_ADDRESS: ADDRESS,
      DMARC_REPORTS_PORT: String(port),
    },
  });
  const mailer = createTransport({
    host: '127.0.0.1',
    port,
    ignoreTLS: true,
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: Infinity,
  });
  const stranger = createTransport({ host: '127.0.0.1', port, ignoreTLS: true, pool: true, maxConnections: CONNECTIONS });
  try {
    await sleep(2000);
    const base = site.url;
    const idleP95Ms = p95(await pageTimes(base, FLOOD_MS));
    const { message: junk } = await createTransport({ streamTransport: true, buffer: true }).sendMail({
      dkim: keys.dkim('evil.co.za'),
      from: 'anyone@evil.co.za',
      to: ADDRESS,
      subject: 'junk',
      attachments: [{ filename: 'r.xml.gz', content: randomBytes(FLOOD_MB * 1024 * 1024) }],
    });
    let floodMessages = 0;
    let flooding = true;
    const flood = Array.from({ length: CONNECTIONS }, async () => {
      while (flooding) {
        await stranger
          .sendMail({ envelope: { from: 'anyone@evil.co.za', to: [ADDRESS] }, raw: junk as Buffer })
          .catch(() => undefined);
        floodMessages += 1;
      }
    });
    const floodP95Ms = p95(await pageTimes(base, FLOOD_MS));
    flooding = false;
    await Promise.all(flood);
    // Its connections gone before the reports come: a client has a few at a time.
    stranger.close();
    await sleep(1000);
    log(
      `  DMARC intake flood: GET / p95 ${idleP95Ms.toFixed(1)} ms idle, ${floodP95Ms.toFixed(1)} ms under ${floodMessages} messages of ${((junk as Buffer).length / 2 ** 20).toFixed(1)} MB`,
    );
    const rssBeforeMb = readMemory(site.pid).rssMb;
    const started = process.hrtime.bigint();
    let next = 0;
    const sender = async () => {
      while (next < REPORTS) {
        const n = next++;
        await mailer.sendMail({
          dkim: keys.dkim('microsoft.com'),
          from: 'dmarcreport@microsoft.com',
          to: ADDRESS,
          subject: `Report Domain: ${reportOf(n).domain}`,
          text: 'This is a DMARC aggregate report.',
          attachments: [microsoftAttachment(reportOf(n))],
        });
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, sender));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const rssAfterMb = readMemory(site.pid).rssMb;
    let rssQuietMb = rssAfterMb;
    for (let waited = 0; waited < QUIET_MS; waited += 1000) {
      await sleep(1000);
      rssQuietMb = Math.min(rssQuietMb, readMemory(site.pid).rssMb);
    }
    const db = new DatabaseSync(path.join(dataDir, 'site.db'), { readOnly: true });
    const rowsStored = (db.prepare('SELECT COUNT(*) AS n FROM dmarc_report_rows').get() as { n: number }).n;
    db.close();
    const figures = {
      reports: REPORTS,
      rowsPerReport: ROWS,
      seconds,
      reportsPerS: REPORTS / seconds,
      rowsStored,
      rssBeforeMb,
      rssAfterMb,
      rssQuietMb,
      idleP95Ms,
      floodP95Ms,
      floodMessages,
    };
    log(
      `  DMARC intake: ${REPORTS} reports in ${seconds.toFixed(1)} s (${figures.reportsPerS.toFixed(0)}/s), ${rowsStored} rows; ` +
        `RSS ${rssBeforeMb.toFixed(0)} → ${rssAfterMb.toFixed(0)} MB, ${rssQuietMb.toFixed(0)} MB after ${QUIET_MS / 1000} s quiet`,
    );
    return figures;
  } finally {
    mailer.close();
    stranger.close();
    await site.stop();
    await dns.close();
  }
}

const growth = (f: DmarcIntakeFigures) => f.rssQuietMb - f.rssBeforeMb;

export function dmarcIntakeSection({ dmarcIntake: f }: { dmarcIntake?: DmarcIntakeFigures }): string[] {
  if (!f) return [];
  return [
    '## DMARC report intake',
    '',
    `The built site with the intake on (bench/dmarc-intake.ts): ${num(f.reports, 0)} gzipped reports of ${f.rowsPerReport} rows ` +
      `for ${DOMAINS} domains, over SMTP from ${CONNECTIONS} pooled connections, each answered 250 only once stored.`,
    '',
    table(
      ['reports/s', 'rows stored', 'RSS before', 'RSS after', `RSS after ${QUIET_MS / 1000} s quiet`],
      [
        [
          num(f.reportsPerS, 0),
          num(f.rowsStored, 0),
          `${num(f.rssBeforeMb, 0)} MB`,
          `${num(f.rssAfterMb, 0)} MB`,
          `${num(f.rssQuietMb, 0)} MB`,
        ],
      ],
    ),
    '',
  ];
}

export function dmarcIntakeChecks({ dmarcIntake: f }: { dmarcIntake?: DmarcIntakeFigures }): TargetCheck[] {
  const area = 'DMARC report intake';
  const targets = [
    `≥ ${DMARC_INTAKE_TARGETS.reportsPerS} reports/s stored`,
    `RSS after ${REPORTS / 1000}k reports, once quiet, ≤ ${DMARC_INTAKE_TARGETS.rssGrowthMb} MB above before`,
    `GET / p95 under a stranger's flood of 10 MB messages ≤ ${DMARC_INTAKE_TARGETS.floodP95Ratio}× the idle site's`,
  ];
  if (!f) return targets.map((target) => ({ area, target, measured: 'not measured' }));
  return [
    {
      area,
      target: targets[0]!,
      measured: `${f.reportsPerS.toFixed(0)}/s (${f.rowsStored} of ${f.reports * f.rowsPerReport} rows stored)`,
      met: f.reportsPerS >= DMARC_INTAKE_TARGETS.reportsPerS && f.rowsStored === f.reports * f.rowsPerReport,
    },
    {
      area,
      target: targets[1]!,
      measured: `${growth(f).toFixed(0)} MB (${f.rssBeforeMb.toFixed(0)} → ${f.rssQuietMb.toFixed(0)} MB)`,
      met: growth(f) <= DMARC_INTAKE_TARGETS.rssGrowthMb,
    },
    {
      area,
      target: targets[2]!,
      measured: `${f.floodP95Ms.toFixed(1)} ms against ${f.idleP95Ms.toFixed(1)} ms (${f.floodMessages} messages)`,
      met: f.floodP95Ms <= DMARC_INTAKE_TARGETS.floodP95Ratio * f.idleP95Ms,
    },
  ];
}
