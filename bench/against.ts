/**
 * `npm run bench -- --against <commit>`: the commit given and the working tree, in one run on this
 * machine, side by side with their ratio, so a regression shows whatever the machine's speed:
 * Lighthouse (Performance, Total Blocking Time) and the JavaScript each route loads before
 * hydration, on every route the bench's Lighthouse section audits (BENCH_AGAINST_ROUTES=/,/contact
 * for fewer), and the VPS page's tap to its order dialog. The other commit is exported with `git
 * archive` into a scratch folder beside the system's temporary files and built there with this
 * project's node_modules (kept, so a second comparison with the same commit does not build
 * again). Lighthouse and tap runs alternate between the two sites, so a burst of other work on
 * the machine falls on both. Writes bench/results/AGAINST.md (not committed), the median runs'
 * reports beside it in against-lighthouse/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostingPages } from '../shared/catalogue/plans';
import { loadAssets } from '../server/render/assets';
import { lighthouseRunner, routeRow, RUNS_PER_ROUTE, type LighthouseRow, type RouteRuns } from './lighthouse';
import { kb } from './report-format';
import { siteSpec, startServer, type BenchContext, type ServerProcess } from './site';
import { measureSizes, type RouteSize } from './sizes';
import { measureTapToDialog } from './tap-to-dialog';

const ROUTE = hostingPages.vps.path;
const TAP_RUNS = 5;

/** The build of `commit`, made once in a scratch folder. */
function buildOf(root: string, commit: string, log: (line: string) => void): string {
  const sha = execFileSync('git', ['rev-parse', '--short=10', `${commit}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = path.join(tmpdir(), `bench-against-${sha}`);
  const buildDir = path.join(dir, 'build');
  if (existsSync(path.join(buildDir, 'server', 'index.js'))) return buildDir;
  log(`building ${sha} in ${dir}…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root, stdio: 'inherit' });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  // The commit's own build step, on the Node that runs this bench.
  execFileSync('npm', ['run', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  return buildDir;
}

interface Figures {
  name: string;
  sizes: Map<string, RouteSize>;
  tapMs: number[];
  lighthouse: Map<string, LighthouseRow>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each route's Lighthouse runs, RUNS_PER_ROUTE a site, taken in turn between the sites. */
async function lighthouseInTurn(
  sites: ServerProcess[],
  figures: Figures[],
  routes: readonly string[],
  reportDir: string,
  log: (line: string) => void,
) {
  const runner = await lighthouseRunner();
  try {
    for (const route of routes) {
      const runs: RouteRuns[] = sites.map(() => ({ runs: [], attempts: 0, reason: '' }));
      for (let run = 0; run < RUNS_PER_ROUTE; run += 1)
        for (const [i, site] of sites.entries()) await runner.run(`${site.url}${route}`, 1, runs[i]!);
      for (const [i, side] of figures.entries()) {
        if (runs[i]!.runs.length === 0) log(`  ${route} (${side.name}): Lighthouse failed: ${runs[i]!.reason}`);
        else side.lighthouse.set(route, await routeRow(route, runs[i]!, path.join(reportDir, side.name.replace(/\W+/g, '-'))));
      }
      log(
        `  ${route}: Performance ${figures.map((f) => `${f.name} ${f.lighthouse.get(route)?.performanceRuns.join(', ') ?? 'failed'}`).join('; ')}`,
      );
    }
  } finally {
    runner.close();
  }
}

/**
 * `routes` (default every route the bench's Lighthouse section audits, `allRoutes`) unless
 * BENCH_AGAINST_ROUTES names some.
 */
export async function compareAgainst(
  ctx: BenchContext,
  commit: string,
  allRoutes: readonly string[],
  log: (line: string) => void,
): Promise<string> {
  const routes =
    process.env.BENCH_AGAINST_ROUTES?.split(',')
      .map((route) => route.trim())
      .filter(Boolean) ?? allRoutes;
  const otherBuild = buildOf(ctx.root, commit, log);
  const sides = [
    { name: commit, ctx: { ...ctx, root: path.dirname(otherBuild), buildDir: otherBuild } },
    { name: 'this tree', ctx },
  ];
  const sites: ServerProcess[] = [];
  const figures: Figures[] = [];
  try {
    for (const side of sides) {
      const site = await startServer(side.ctx, siteSpec(side.ctx, `site-${sites.length}`));
      sites.push(site);
      const sizes = await measureSizes(
        site,
        [...new Set([ROUTE, ...routes])],
        log,
        loadAssets(side.ctx.buildDir).chunks['error-reports'] ?? [],
      );
      figures.push({ name: side.name, sizes: new Map(sizes.map((size) => [size.path, size])), tapMs: [], lighthouse: new Map() });
    }
    for (let run = 0; run < TAP_RUNS; run += 1)
      for (const [i, site] of sites.entries()) figures[i]!.tapMs.push(...(await measureTapToDialog(site, log, 1)).runs);
    await lighthouseInTurn(sites, figures, routes, path.join(ctx.resultsDir, 'against-lighthouse'), log);
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
  const [then, now] = figures as [Figures, Figures];
  const js = (side: Figures, route: string) => side.sizes.get(route)!.beforeInteractive.js;
  const row = (what: string, a: number, b: number, unit: string, show: (n: number) => string) =>
    `| ${what} | ${show(a)} ${unit} | ${show(b)} ${unit} | ${(b / a).toFixed(3)} |`;
  const cells = (side: Figures, route: string) => {
    const lighthouse = side.lighthouse.get(route);
    const runs = lighthouse ? `${lighthouse.scores.performance} (${lighthouse.performanceRuns.join(', ')})` : 'failed';
    return [
      runs,
      lighthouse ? lighthouse.tbtMs.toFixed(0) : 'n/a',
      lighthouse ? lighthouse.longestTaskMs.toFixed(0) : 'n/a',
      kb(side.sizes.get(route)!.beforeWorks.js.br),
    ];
  };
  const report = [
    `# This tree against ${commit}`,
    '',
    `Measured ${new Date().toISOString()} in one run on this machine (bench/against.ts).`,
    '',
    `## Lighthouse and JavaScript before the page works, by route`,
    '',
    `Lighthouse's mobile preset as in the bench's Lighthouse section: Performance of the median run (each run's in brackets), its Total Blocking Time and its longest main-thread task (its long-tasks audit), over ${RUNS_PER_ROUTE} runs a route and build, taken in turn between the builds. JavaScript before the page works as in the bench's sizes section (hydrated, and the contact page's form drawn; KB of 1,000 bytes, brotli, as sent).`,
    '',
    `| route | Performance ${commit} | Performance this tree | TBT ${commit}, ms | TBT this tree, ms | longest task ${commit}, ms | longest task this tree, ms | JS ${commit}, KB | JS this tree, KB |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...routes.map((route) => {
      const [a, b] = [cells(then, route), cells(now, route)];
      return `| ${route} | ${a[0]} | ${b[0]} | ${a[1]} | ${b[1]} | ${a[2]} | ${b[2]} | ${a[3]} | ${b[3]} |`;
    }),
    '',
    `## ${ROUTE}: tap to the order dialog`,
    '',
    `As in the bench's tap section (412 px phone, slow 4G, CPU 4×, cold cache), ${TAP_RUNS} runs each, alternating.`,
    '',
    `| | ${commit} | this tree | this tree / ${commit} |`,
    '|---|---|---|---|',
    row('JS before interactive, br', js(then, ROUTE).br, js(now, ROUTE).br, 'KB', kb),
    row('JS before interactive, gzip', js(then, ROUTE).gzip, js(now, ROUTE).gzip, 'KB', kb),
    row('tap to dialog, median', median(then.tapMs), median(now.tapMs), 'ms', String),
    '',
    `Tap runs (ms): ${commit} ${then.tapMs.join(', ')}; this tree ${now.tapMs.join(', ')}.`,
    '',
  ].join('\n');
  writeFileSync(path.join(ctx.resultsDir, 'AGAINST.md'), report);
  return report;
}
