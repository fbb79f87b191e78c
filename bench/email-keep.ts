/**
 * A child of the bench (bench/email-bounds.ts), run with `npm start`'s Node flags and malloc
 * settings plus --expose-gc: a checker in a process of its own runs 1,000 checks of names whose
 * DMARC record is about 60 KB (n0.huge.co.za to n999.huge.co.za, against the tests' loopback DNS
 * named in BENCH_DNS_SERVERS), four at a time, keeping BENCH_KEEP of their results, and says on
 * stdout, as JSON, its RSS and heap before and after, each read after full collections. pdfkit is
 * loaded first (one report drawn), as in a site that has drawn one.
 */
import { createEmailSecurityChecker, EMAIL_CHECK_TIMES } from '../server/email-security/email-checker';
import { parseDnsServers } from '../server/email-security/dns-client';
import { parseNetworks } from '../server/email-security/public-address';
import { renderEmailSecurityReport } from '../server/email-security/report-pdf';

export const CHECKS = EMAIL_CHECK_TIMES.keepMax;
const AT_ONCE = 4;
const MB = 1024 * 1024;

interface KeptMemory {
  rssMb: number;
  heapMb: number;
}

export interface KeepRun {
  kept: number;
  before: KeptMemory;
  after: KeptMemory;
  /** One kept result as JSON. */
  resultBytes: number;
}

const collected = (): KeptMemory => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMb: rss / MB, heapMb: heapUsed / MB };
};

async function main(): Promise<void> {
  const keep = Number(process.env.BENCH_KEEP ?? CHECKS);
  const checker = createEmailSecurityChecker({
    dnsServers: parseDnsServers(process.env.BENCH_DNS_SERVERS),
    allowed: parseNetworks(process.env.BENCH_ALLOW_NETWORKS ?? ''),
    ehloName: 'bench.kopano.test',
    stepMs: 2_000,
    totalMs: 8_000,
    keepMs: EMAIL_CHECK_TIMES.keepMs,
    keepMax: keep,
    running: AT_ONCE,
    perClient: AT_ONCE,
  });
  const first = await checker.check('huge.co.za');
  renderEmailSecurityReport(first, { publicUrl: 'https://bench.kopano.test', date: new Date() });
  const before = collected();
  const names = Array.from({ length: CHECKS }, (_, at) => `n${at}.huge.co.za`);
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < names.length) await checker.check(names[next++]!);
    }),
  );
  const kept = names.map((name) => checker.kept(name)).filter((result) => result !== undefined);
  // Each must hold the 60 KB record as read (cut to its bound), or this measured something else.
  const read = kept.filter((result) => result.findings.find((found) => found.check === 'dmarc')?.records?.[0]?.length === 1024);
  if (kept.length !== keep || read.length !== keep)
    throw new Error(`${keep - read.length} of ${keep} results do not hold the record`);
  const run: KeepRun = { kept: kept.length, before, after: collected(), resultBytes: JSON.stringify(first).length };
  process.stdout.write(JSON.stringify(run));
}

// Run as the child (compiled on its own: its module is then the main one); imported by the bench for its figures' shape.
if (require.main === module)
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
