import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../test/support/browser';
import type { ServerProcess } from './site';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRow {
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  /** The longest main-thread task of the median run, as its long-tasks audit lists them (0: none over 50 ms). */
  longestTaskMs: number;
  cls: number;
  fcpMs: number;
  /** Scored audits that did not pass, with their category: what to fix. */
  failing: { category: Category; id: string; title: string; score: number; display?: string }[];
  /** What the page logged as errors (the errors-in-console audit): source, URL, text. */
  consoleErrors: { source: string; url: string; description: string }[];
  warnings: string[];
  report: string;
  /** Lighthouse runs of this route; the row is their median run. */
  runs: number;
  /** The Performance score of each run, in order. */
  performanceRuns: number[];
  /** Runs needed: Lighthouse sometimes loses a trace (NO_NAVSTART) and is simply run again. */
  attempts: number;
}

export interface LighthouseFigures {
  chromium: string;
  lighthouseVersion: string;
  benchmarkIndex: number;
  durationS: number;
  rows: LighthouseRow[];
  /** Routes Lighthouse could not audit, with its reason. */
  failures: { path: string; error: string }[];
}

// The flags the tests launch Chromium with, headless as Lighthouse launches it itself.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const slug = (urlPath: string) => (urlPath === '/' ? 'home' : urlPath.slice(1).replace(/[^a-z0-9]+/gi, '-'));

const ATTEMPTS = 3;
/**
 * Runs per route. One run's Performance moves by several points with whatever else the machine
 * does (TBT is simulated from the trace); Lighthouse's own advice is the median of several runs.
 * The row is the run with the median Performance score: Lighthouse's computeMedianRun picks the
 * run nearest the median FCP and TTI instead, and once picked a run scoring 90 out of 98, 97, 90.
 */
export const RUNS_PER_ROUTE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface ConsoleItem {
  source?: string;
  url?: string;
  description?: string;
}

const performanceOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** The run with the median Performance score (the lower of the two middle ones for an even count). */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseResult;
}

/** `lhr` is the median of `runs`. */
function summarise(
  urlPath: string,
  lhr: LighthouseResult,
  runs: LighthouseResult[],
  report: string,
  attempts: number,
): LighthouseRow {
  const audit = (id: string) => lhr.audits[id];
  const failing: LighthouseRow['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = audit(ref.id);
      if (ref.weight > 0 && a && a.score !== null && a.score < 1 && !(category === 'performance' && a.score >= 0.9)) {
        failing.push({
          category,
          id: a.id,
          title: a.title,
          score: a.score,
          ...(a.displayValue ? { display: a.displayValue } : {}),
        });
      }
    }
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >;
  return {
    path: urlPath,
    scores,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
    longestTaskMs: Math.max(
      0,
      ...((audit('long-tasks')?.details as { items?: { duration: number }[] } | undefined)?.items ?? []).map(
        (task) => task.duration,
      ),
    ),
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    fcpMs: audit('first-contentful-paint')?.numericValue ?? NaN,
    failing,
    consoleErrors: ((audit('errors-in-console')?.details as { items?: ConsoleItem[] } | undefined)?.items ?? []).map((item) => ({
      source: item.source ?? '',
      url: item.url ?? '',
      description: item.description ?? '',
    })),
    warnings: lhr.runWarnings.map(String),
    report,
    runs: runs.length,
    performanceRuns: runs.map(performanceOf),
    attempts,
  };
}

/** What a route's runs came to: its runs, or why none was had. */
export interface RouteRuns {
  runs: LighthouseResult[];
  attempts: number;
  reason: string;
}

/**
 * Lighthouse's default (mobile) configuration: a Moto G Power-sized screen, simulated slow 4G
 * (150 ms RTT, 1.6 Mbit/s) and a 4x CPU slowdown. One Chromium for every run, in a fresh profile;
 * Lighthouse resets storage between runs. `run(url, count, into)` adds `count` runs of `url` to
 * `into`, running again a run Lighthouse lost (at most ATTEMPTS - 1 more).
 */
export async function lighthouseRunner(): Promise<{
  run(url: string, count: number, into: RouteRuns): Promise<RouteRuns>;
  close(): void;
}> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  return {
    async run(url, count, into) {
      const wanted = into.runs.length + count;
      let tries = 0;
      while (into.runs.length < wanted && tries < count + ATTEMPTS - 1) {
        tries += 1;
        into.attempts += 1;
        // ignoreStatusCode: the 404 page is audited too; its SEO audits then flag the status and noindex, as they should.
        const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, ignoreStatusCode: true };
        const result = await lighthouse(url, flags).catch((error: unknown) => error as Error);
        if (result instanceof Error || !result) into.reason = result?.message ?? 'no result';
        else if (result.lhr.runtimeError) into.reason = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
        else into.runs.push(result.lhr);
      }
      return into;
    },
    close() {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** A route's row from its runs: the median run's figures, with its full HTML report written to `reportDir`. */
export async function routeRow(urlPath: string, { runs, attempts }: RouteRuns, reportDir: string): Promise<LighthouseRow> {
  const { generateReport } = await import('lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const report = path.join(reportDir, `${slug(urlPath)}.html`);
  const median = medianRun(runs);
  writeFileSync(report, generateReport(median, 'html'));
  return summarise(urlPath, median, runs, report, attempts);
}

/** Each route RUNS_PER_ROUTE times, in one Chromium; full HTML reports go to `reportDir`. */
export async function measureLighthouse(
  site: ServerProcess,
  paths: readonly string[],
  reportDir: string,
  log: (line: string) => void,
): Promise<LighthouseFigures> {
  const started = Date.now();
  const runner = await lighthouseRunner();
  const rows: LighthouseRow[] = [];
  const failures: LighthouseFigures['failures'] = [];
  let benchmarkIndex = NaN;
  let lighthouseVersion = '';
  let chromium = '';
  try {
    for (const urlPath of paths) {
      const runs = await runner.run(`${site.url}${urlPath}`, RUNS_PER_ROUTE, { runs: [], attempts: 0, reason: '' });
      if (runs.runs.length === 0) {
        failures.push({ path: urlPath, error: `${runs.reason} (${runs.attempts} attempts)` });
        log(`  ${urlPath}: Lighthouse failed ${runs.attempts} times: ${runs.reason}`);
        continue;
      }
      const row = await routeRow(urlPath, runs, reportDir);
      rows.push(row);
      const median = medianRun(runs.runs);
      benchmarkIndex = median.environment.benchmarkIndex;
      lighthouseVersion = median.lighthouseVersion;
      chromium = /(?:Headless)?Chrome\/[\d.]+/.exec(median.environment.hostUserAgent)?.[0] ?? median.environment.hostUserAgent;
      const sc = row.scores;
      log(
        `  ${urlPath}: ${sc.performance}/${sc.accessibility}/${sc['best-practices']}/${sc.seo} (Performance over ${row.runs} runs: ${row.performanceRuns.join(', ')}), LCP ${row.lcpMs.toFixed(0)} ms, TBT ${row.tbtMs.toFixed(0)} ms`,
      );
    }
  } finally {
    runner.close();
  }
  return { chromium, lighthouseVersion, benchmarkIndex, durationS: (Date.now() - started) / 1000, rows, failures };
}
