/**
 * `npm run bench -- --against <commit>`: the VPS page's JavaScript before interactive and the tap
 * to its order dialog, for the commit given and for the working tree, in one run on this machine,
 * side by side with their ratio, so a regression shows whatever the machine's speed. The other
 * commit is exported with `git archive` into a scratch folder beside the system's temporary files
 * and built there with this project's node_modules (kept, so a second comparison with the same
 * commit does not build again). Tap runs alternate between the two sites, so a burst of other work
 * on the machine falls on both. Writes bench/results/AGAINST.md (not committed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostingPages } from '../shared/catalogue/plans';
import { loadAssets } from '../server/render/assets';
import { siteSpec, startServer, type BenchContext, type ServerProcess } from './site';
import { measureSizes } from './sizes';
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
  jsBeforeInteractive: { gzip: number; br: number };
  tapMs: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function compareAgainst(ctx: BenchContext, commit: string, log: (line: string) => void): Promise<string> {
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
      const [sizes] = await measureSizes(site, [ROUTE], log, loadAssets(side.ctx.buildDir).chunks['error-reports'] ?? []);
      figures.push({ name: side.name, jsBeforeInteractive: sizes!.beforeInteractive.js, tapMs: [] });
    }
    for (let run = 0; run < TAP_RUNS; run += 1)
      for (const [i, site] of sites.entries()) figures[i]!.tapMs.push(...(await measureTapToDialog(site, log, 1)).runs);
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
  const [then, now] = figures as [Figures, Figures];
  const row = (what: string, a: number, b: number, unit: string, show: (n: number) => string) =>
    `| ${what} | ${show(a)} ${unit} | ${show(b)} ${unit} | ${(b / a).toFixed(3)} |`;
  const report = [
    `# ${ROUTE}: this tree against ${commit}`,
    '',
    `Measured ${new Date().toISOString()} in one run on this machine (bench/against.ts). JavaScript before interactive as in the bench's sizes; tap to dialog as in its tap section (412 px phone, slow 4G, CPU 4×, cold cache), ${TAP_RUNS} runs each, alternating.`,
    '',
    `| | ${commit} | this tree | this tree / ${commit} |`,
    '|---|---|---|---|',
    row('JS before interactive, br', then.jsBeforeInteractive.br, now.jsBeforeInteractive.br, 'KB', kb),
    row('JS before interactive, gzip', then.jsBeforeInteractive.gzip, now.jsBeforeInteractive.gzip, 'KB', kb),
    row('tap to dialog, median', median(then.tapMs), median(now.tapMs), 'ms', String),
    '',
    `Tap runs (ms): ${commit} ${then.tapMs.join(', ')}; this tree ${now.tapMs.join(', ')}.`,
    '',
  ].join('\n');
  writeFileSync(path.join(ctx.resultsDir, 'AGAINST.md'), report);
  return report;
}
