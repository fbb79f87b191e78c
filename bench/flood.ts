import { runLoad, type LoadFigures } from './load';
import { sleep } from './http';
import { siteSpec, startServer, type BenchContext } from './site';

export const FLOOD_CONNECTIONS = 50;
export const PAGE_CONNECTIONS = 10;
export const FLOOD_DURATION_S = 10;
export const FLOOD_TARGET_RATIO = 2;

export interface FloodFigures {
  pageConnections: number;
  floodConnections: number;
  durationS: number;
  /** GET / with nothing else going on. */
  alone: LoadFigures;
  /** GET / at the same time as the post flood. */
  underFlood: LoadFigures;
  /** The flood itself: almost every answer is a 429 from the rate limit. */
  flood: LoadFigures;
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
    const floodRun = runLoad(
      {
        url: `${site.url}/functions/v1/send-contact-email`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: FLOOD_BODY,
        connections: FLOOD_CONNECTIONS,
        duration: FLOOD_DURATION_S + 2,
      },
      { expectedStatus: 429, serverPid: site.pid },
    );
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
