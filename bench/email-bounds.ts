/**
 * "Bounded once, drawn fast": what the result of a domain whose DMARC record is about
 * 60 KB costs. The report PDF's drawing time, for that domain's kept result (huge.co.za in the
 * tests' loopback world) and for the largest result the bounds allow (every text and list of every
 * finding at its bound, without a space, made by the checker's own finding() from texts far past
 * them); and the RSS of a process that runs 1,000 checks of such names keeping every result,
 * against one keeping a single result (bench/email-keep.ts, compiled: a child started with `npm
 * start`'s Node flags and malloc settings, as the site is).
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { finding } from '../server/email-security/check-context';
import type { EmailSecurityChecker } from '../server/email-security/checker-types';
import { renderEmailSecurityReport } from '../server/email-security/report-pdf';
import { EMAIL_CHECK_IDS, type EmailSecurityResult } from '../shared/email-security/result';
import type { EmailWorld } from '../test/support/email-world';
import { CHECKS, type KeepRun } from './email-keep';
import { num, table } from './report-format';
import { startCommand } from './site';

interface ReportDrawn {
  what: string;
  resultBytes: number;
  pdfBytes: number;
  draws: number;
  p50Ms: number;
  maxMs: number;
}

export interface EmailBoundsFigures {
  reports: ReportDrawn[];
  checks: number;
  keepingAll: KeepRun;
  keepingOne: KeepRun;
}

const DRAWS = 10;

const unbroken = (length: number) => 'mailto:r1@huge.co.za,'.repeat(Math.ceil(length / 21)).slice(0, length);

/** Every finding at its bounds, as the checker would keep what hostile DNS gave it. */
const largest = (): EmailSecurityResult => ({
  domain: 'largest.co.za',
  shown: 'largest.co.za',
  checkedAt: new Date().toISOString(),
  exists: true,
  findings: EMAIL_CHECK_IDS.map((check) =>
    finding(check, 'fail', unbroken(5000), unbroken(5000), {
      records: Array.from({ length: 20 }, () => unbroken(5000)),
      fix: unbroken(5000),
      publish: Array.from({ length: 10 }, () => ({ name: unbroken(500), type: 'TXT' as const, value: unbroken(60_000) })),
      publishFile: { url: unbroken(5000), lines: Array.from({ length: 20 }, () => unbroken(5000)) },
    }),
  ),
});

function timeDraws(what: string, result: EmailSecurityResult): ReportDrawn {
  const times: number[] = [];
  let pdfBytes = 0;
  for (let i = 0; i < DRAWS; i += 1) {
    const started = process.hrtime.bigint();
    pdfBytes = renderEmailSecurityReport(result, { publicUrl: 'https://bench.kopano.test', date: new Date() }).length;
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    what,
    resultBytes: JSON.stringify(result).length,
    pdfBytes,
    draws: DRAWS,
    p50Ms: round(times[Math.floor(DRAWS / 2)]!),
    maxMs: round(times.at(-1)!),
  };
}

/**
 * email-keep.ts compiled to one JavaScript file, as the site runs its own code (webpack's build):
 * run through esbuild-register instead, the compiler's own memory added about 25 MB to every RSS.
 */
async function compiledKeep(): Promise<string> {
  // Inside the project, so its packages (left out of the file) are found in node_modules.
  const outfile = path.join(__dirname, 'results', 'email-keep.js');
  await build({
    entryPoints: [path.join(__dirname, 'email-keep.ts')],
    bundle: true,
    platform: 'node',
    target: 'node24',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

async function keepRun(world: EmailWorld, keep: number, compiled: string): Promise<KeepRun> {
  const root = path.resolve(__dirname, '..');
  const { env, flags } = startCommand(root);
  const args = [...flags, '--expose-gc', compiled];
  const settings = {
    BENCH_DNS_SERVERS: world.env.DNS_SERVERS!,
    BENCH_ALLOW_NETWORKS: world.env.EMAIL_CHECK_ALLOW_NETWORKS!,
    BENCH_KEEP: String(keep),
  };
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      args,
      { cwd: root, env: { ...process.env, ...env, ...settings }, timeout: 300_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as KeepRun),
    ),
  );
}

export async function measureEmailBounds(
  world: EmailWorld,
  checker: Pick<EmailSecurityChecker, 'check'>,
  log: (line: string) => void,
): Promise<EmailBoundsFigures> {
  const huge = await checker.check('huge.co.za');
  // The first draw loads pdfkit and its fonts.
  renderEmailSecurityReport(huge, { publicUrl: 'https://bench.kopano.test', date: new Date() });
  const reports = [
    timeDraws('huge.co.za: its DMARC record about 60 KB of report addresses without a space', huge),
    timeDraws(
      'the largest result the bounds allow: every text and list of every finding at its bound, without a space',
      largest(),
    ),
  ];
  for (const drawn of reports)
    log(`  report of ${drawn.what.split(':')[0]}: p50 ${drawn.p50Ms} ms, max ${drawn.maxMs} ms (${drawn.pdfBytes} bytes)`);
  const compiled = await compiledKeep();
  const keepingAll = await keepRun(world, CHECKS, compiled);
  const keepingOne = await keepRun(world, 1, compiled);
  await rm(compiled, { force: true });
  log(
    `  ${CHECKS} checks of 60 KB names: RSS ${keepingAll.after.rssMb.toFixed(1)} MB keeping every result, ` +
      `${keepingOne.after.rssMb.toFixed(1)} MB keeping one`,
  );
  return { reports, checks: CHECKS, keepingAll, keepingOne };
}

/** The report's lines for these figures. */
export function emailBoundsLines(bounds: EmailBoundsFigures | undefined): string[] {
  if (!bounds) return [];
  const { keepingAll: all, keepingOne: one } = bounds;
  const perResultKb = ((all.after.heapMb - one.after.heapMb) * 1024) / (all.kept - one.kept);
  return [
    '### A DMARC record of about 60 KB',
    '',
    'Every text a result keeps is bounded once, where each finding is made (server/email-security/bounds.ts), and the report ' +
      `PDF cuts every run without a space that is wider than its line before pdfkit wraps it (decision 014). Drawing time of the ` +
      `report, ${DRAWS} draws each after one that loads pdfkit (bench/email-bounds.ts):`,
    '',
    table(
      ['result', 'result JSON bytes', 'PDF bytes', 'p50 ms', 'max ms'],
      bounds.reports.map((drawn) => [
        drawn.what,
        num(drawn.resultBytes),
        num(drawn.pdfBytes),
        num(drawn.p50Ms, 1),
        num(drawn.maxMs, 1),
      ]),
    ),
    '',
    `${num(bounds.checks)} checks of n0.huge.co.za to n${bounds.checks - 1}.huge.co.za (each inheriting the 60 KB record), four at a ` +
      "time, by a checker in a process of its own started with `npm start`'s Node flags and malloc settings (bench/email-keep.ts); " +
      'RSS and heap after two full collections. Keeping one result shows what the checks themselves leave behind.',
    '',
    table(
      ['kept results', 'RSS before MB', 'RSS after MB', 'heap after MB'],
      [all, one].map((run) => [num(run.kept), num(run.before.rssMb, 1), num(run.after.rssMb, 1), num(run.after.heapMb, 1)]),
    ),
    '',
    `Each kept result takes about ${num(perResultKb, 1)} KB of heap (${num(all.resultBytes)} bytes as JSON), and the ` +
      `${num(all.kept)} about ${num(all.after.rssMb - one.after.rssMb, 1)} MB of RSS; the rest of the growth is what V8 keeps ` +
      'of the pages its heap grew to while the checks ran (their answers of 60 KB parsed four at a time), kept or not.',
    '',
  ];
}
