import { execFile } from 'node:child_process';
import path from 'node:path';
import { runLoad, type LoadFigures } from './load';
import { sleep } from './http';
import { siteSpec, startServer, type BenchContext } from './site';

const FLOOD_CONNECTIONS = 50;
const PAGE_CONNECTIONS = 10;
const FLOOD_DURATION_S = 10;
export const FLOOD_TARGET_RATIO = 2;

export interface FloodFigures {
  pageConnections: number;
  floodConnections: number;
  durationS: number;
  /** GET / with nothing else going on. */
  alone: LoadFigures;
  /** GET / at the same time as the post flood. */
  underFlood: LoadFigures;
  /** The flood itself, as its own autocannon counted it: almost every answer is a 429 from the rate limit. */
  flood: { requestsPerSec: number; p99Ms: number; statusCounts: Record<string, number> };
  /** Page p99 under the flood over page p99 alone (target ≤ 2). */
  p99Ratio: number;
}

const FLOOD_BODY = JSON.stringify({
  name: 'Flood',
  email: 'flood@example.com',
  company: '',
  phone: '',
  message: 'x'.repeat(200),
  captcha: 'x',
  kind: 'contact',
});

/**
 * Pages while one client floods the form endpoint: GET / at 10 connections alone, then the same
 * while 50 more connections post as fast as they can (after its first five posts the client only
 * ever gets 429). The flood starts a second earlier, so the pages are measured inside it.
 */
export async function measureFlood(ctx: BenchContext, log: (line: string) => void): Promise<FloodFigures> {
  const site = await startServer(ctx, siteSpec(ctx, 'flood-site'));
  try {
    const page = (durationS: number) =>
      runLoad({ url: `${site.url}/`, connections: PAGE_CONNECTIONS, duration: durationS }, { expectedStatus: 200 });
    await page(2);
    const alone = await page(FLOOD_DURATION_S);
    log(`  GET / alone: p99 ${alone.p99Ms} ms (${alone.requestsPerSec.toFixed(0)} req/s)`);
    const floodRun = floodFromAnotherProcess(ctx, site.url);
    await sleep(1000);
    const underFlood = await page(FLOOD_DURATION_S);
    const flood = await floodRun;
    log(
      `  GET / under the flood: p99 ${underFlood.p99Ms} ms; flood ${flood.requestsPerSec.toFixed(0)} posts/s, statuses ${JSON.stringify(flood.statusCounts)}`,
    );
    return {
      pageConnections: PAGE_CONNECTIONS,
      floodConnections: FLOOD_CONNECTIONS,
      durationS: FLOOD_DURATION_S,
      alone,
      underFlood,
      flood,
      p99Ratio: underFlood.p99Ms / alone.p99Ms,
    };
  } finally {
    await site.stop();
  }
}

/**
 * The flood runs in its own process (autocannon's CLI), as an attacker would be elsewhere: in this
 * process it would slow the page client's own event loop and be counted against the server.
 */
function floodFromAnotherProcess(ctx: BenchContext, url: string): Promise<FloodFigures['flood']> {
  const cli = path.join(ctx.root, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [cli, '--json', '-c', String(FLOOD_CONNECTIONS), '-d', String(FLOOD_DURATION_S + 2), '-m', 'POST'];
  args.push('-H', 'content-type=application/json', '-b', FLOOD_BODY, `${url}/functions/v1/send-contact-email`);
  return new Promise((resolve, reject) => {
    execFile('nice', ['-n', '19', process.execPath, ...args], { maxBuffer: 10 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as {
        duration: number;
        latency: { p99: number };
        statusCodeStats: Record<string, { count: number }>;
      };
      const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
      const total = Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
      resolve({ requestsPerSec: total / result.duration, p99Ms: result.latency.p99, statusCounts });
    });
  });
}
