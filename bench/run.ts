/**
 * `npm run bench`: builds (npm does that first), then measures the production site in one run on
 * this machine and writes bench/REPORT.md with the raw figures in bench/REPORT.json. Full
 * Lighthouse reports and server logs go to bench/results/ (not committed).
 *
 * BUILD_DIR picks the build to measure (default ./build). BENCH_ONLY=sizes,headers (any of
 * startup, headers, audit, sizes, lighthouse, tap, throughput, flood, assessment, posts, metrics, memory, domains, email, email-page, search, dmarc, genuine) runs a part and writes
 * bench/results/REPORT.partial.md instead, leaving the committed report alone. On a busy machine
 * each timed section first waits, at most BENCH_QUIET_WAIT_S seconds (default 120), for the load to settle.
 *
 * `npm run bench -- --against <commit>` instead compares Lighthouse and the JavaScript before
 * hydration on every route (BENCH_AGAINST_ROUTES=/,/contact for some), and the VPS page's tap to
 * the order dialog, with that commit's (bench/against.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { publicPaths } from '../shared/public-paths';
import { compareAgainst } from './against';
import { measureAssessment } from './assessment';
import { runAudit } from './audit';
import { measureFlood } from './flood';
import { inspectHeaders } from './headers';
import { measureLighthouse } from './lighthouse';
import { sleep } from './http';
import { describeMachine } from './machine';
import { measureDmarcIntake } from './dmarc-intake';
import { measureDomainCheck } from './domain-check';
import { measureEmailCheck } from './email-check';
import { measureGenuine } from './genuine';
import { measureHelpSearch } from './help-search';
import { measureMemory } from './memory';
import { measureMetricsCost } from './metrics-cost';
import { measurePosts } from './posts';
import { renderReport } from './report';
import type { BenchResults, SectionName } from './results';
import { assertBuilt, siteSpec, startCommand, startServer, type BenchContext, type ServerProcess } from './site';
import { loadAssets } from '../server/render/assets';
import { measureSizes } from './sizes';
import { measureEmailPage } from './email-page';
import { measureStartup } from './startup';
import { measureTapToDialog } from './tap-to-dialog';
import { measureThroughput, UNKNOWN_PATH } from './throughput';

const ALL: SectionName[] = [
  'startup',
  'audit',
  'headers',
  'sizes',
  'lighthouse',
  'tap',
  'throughput',
  'flood',
  'assessment',
  'posts',
  'metrics',
  'memory',
  'domains',
  'email',
  'email-page',
  'search',
  'dmarc',
  'genuine',
];
const ROUTES = [...publicPaths, UNKNOWN_PATH];

const log = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Waits, within a bound, until the 1-minute load average is below the number of cores, so that
 * timings are not taken while other work (another test run, a build) holds the CPU.
 */
async function waitForQuietMachine(maxS: number): Promise<number> {
  const cores = cpus().length;
  const started = Date.now();
  if ((loadavg()[0] as number) < cores) return 0;
  log(`  the machine is busy (load average ${(loadavg()[0] as number).toFixed(1)} on ${cores} cores); waiting up to ${maxS} s…`);
  while (Date.now() - started < maxS * 1000 && (loadavg()[0] as number) >= cores) await sleep(5000);
  log(`  going on at load average ${(loadavg()[0] as number).toFixed(1)}`);
  return (Date.now() - started) / 1000;
}

const QUIET_WAIT_S = Number(process.env.BENCH_QUIET_WAIT_S ?? 120);
// Sections whose figures depend on having the CPU to themselves: all but those that count or read.
const UNTIMED: readonly SectionName[] = ['audit', 'headers', 'sizes'];
const TIMED = ALL.filter((name) => !UNTIMED.includes(name));

function selectedSections(): SectionName[] {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!only) return ALL;
  const unknown = only.filter((s) => !ALL.includes(s as SectionName));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')}; choose from ${ALL.join(', ')}`);
  return ALL.filter((s) => only.includes(s));
}

async function main(): Promise<number> {
  const root = path.resolve(__dirname, '..');
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  assertBuilt(buildDir);
  const sections = selectedSections();
  const partial = sections.length < ALL.length;
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const ctx: BenchContext = { root, buildDir, workDir, resultsDir };
  const against = process.argv.indexOf('--against');
  if (against >= 0) {
    const commit = process.argv[against + 1];
    if (!commit) throw new Error('--against needs a commit');
    await waitForQuietMachine(QUIET_WAIT_S);
    log(await compareAgainst(ctx, commit, ROUTES, log));
    rmSync(workDir, { recursive: true, force: true });
    return 0;
  }
  const started = Date.now();
  const start = startCommand(root);
  const results: BenchResults = {
    startedAt: new Date(started).toISOString(),
    durationS: 0,
    buildDir,
    serverCommand: [
      ...Object.entries(start.env).map(([name, value]) => `${name}=${value}`),
      'node',
      ...start.flags,
      path.join(buildDir, 'server', 'index.js'),
    ].join(' '),
    machine: describeMachine(root),
    sections: {},
  };

  const section = async (name: SectionName, work: () => Promise<void>) => {
    if (!sections.includes(name)) return;
    log(`${name}…`);
    const waitedS = TIMED.includes(name) ? await waitForQuietMachine(QUIET_WAIT_S) : 0;
    const t0 = Date.now();
    const loadBefore = loadavg()[0] as number;
    let error: string | undefined;
    try {
      await work();
    } catch (e) {
      error = (e as Error).message.split('\n')[0];
      log(`  ${name} failed: ${(e as Error).stack ?? String(e)}`);
    }
    results.sections[name] = {
      durationS: (Date.now() - t0) / 1000,
      waitedS,
      loadBefore,
      loadAfter: loadavg()[0] as number,
      ...(error ? { error } : {}),
    };
  };

  let site: ServerProcess | undefined;
  const reportSite = async () => (site ??= await startServer(ctx, siteSpec(ctx, 'report-site')));
  try {
    await section('startup', async () => void (results.startup = await measureStartup(ctx, log)));
    await section('audit', async () => void (results.audit = await runAudit(root)));
    await section('headers', async () => void (results.headers = await inspectHeaders(await reportSite())));
    await section('sizes', async () => {
      // The bench's site has no SENTRY_DSN: the SDK's files must never be fetched.
      const sentrySdkFiles = loadAssets(ctx.buildDir).chunks['error-reports'] ?? [];
      results.sizes = await measureSizes(await reportSite(), ROUTES, log, sentrySdkFiles);
    });
    await section('lighthouse', async () => {
      results.lighthouse = await measureLighthouse(await reportSite(), ROUTES, path.join(resultsDir, 'lighthouse'), log);
    });
    await section('tap', async () => void (results.tapToDialog = await measureTapToDialog(await reportSite(), log)));
  } finally {
    await site?.stop();
  }
  await section('throughput', async () => void (results.throughput = await measureThroughput(ctx, log)));
  await section('flood', async () => void (results.flood = await measureFlood(ctx, log)));
  await section('assessment', async () => void (results.assessment = await measureAssessment(ctx, log)));
  await section('posts', async () => void (results.posts = await measurePosts(ctx, log)));
  await section('metrics', async () => void (results.metricsCost = await measureMetricsCost(ctx, log)));
  await section('memory', async () => void (results.memory = await measureMemory(ctx, publicPaths, log)));
  await section('domains', async () => void (results.domainCheck = await measureDomainCheck(ctx, log)));
  await section('email', async () => void (results.emailCheck = await measureEmailCheck(log)));
  await section(
    'email-page',
    async () => void (results.emailPage = await measureEmailPage(ctx, path.join(resultsDir, 'lighthouse-email-page'), log)),
  );
  await section('search', async () => void (results.helpSearch = measureHelpSearch(log)));
  await section('dmarc', async () => void (results.dmarcIntake = await measureDmarcIntake(ctx, log)));
  await section('genuine', async () => void (results.genuine = await measureGenuine(ctx, log)));
  results.durationS = (Date.now() - started) / 1000;

  const base = partial ? path.join(resultsDir, 'REPORT.partial') : path.join(root, 'bench', 'REPORT');
  const jsonFile = `${base}.json`;
  const json = await format(JSON.stringify(results), { ...(await resolveConfig(jsonFile)), filepath: jsonFile });
  writeFileSync(jsonFile, json);
  writeFileSync(`${base}.md`, renderReport(results));
  rmSync(workDir, { recursive: true, force: true });
  log(`Wrote ${base}.md and ${jsonFile} in ${results.durationS.toFixed(0)} s`);
  return Object.values(results.sections).some((s) => s?.error) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
