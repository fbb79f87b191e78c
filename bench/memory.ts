import type { RequestSpec } from 'autocannon';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_ENCODINGS, sleep } from './http';
import { CONNECTIONS, runLoad, type LoadFigures } from './load';
import { readMemory, startScrapedServer, type BenchContext, type MemoryReading } from './site';

const REQUESTS_PER_ROUND = 100_000;
const SETTLE_MS = 2000;
// V8's memory reducer starts collecting about 8 s after allocation calms down, but not always on
// the first try: the lowest RSS over this quiet spell is what the process holds, not garbage it
// has yet to collect.
const IDLE_MS = 20_000;
const IDLE_SAMPLE_MS = 1000;

export interface MemoryFigures {
  requestsPerRound: number;
  idle: MemoryReading;
  afterFirst: MemoryReading;
  afterSecond: MemoryReading;
  /** The lowest reading over IDLE_MS of quiet. */
  afterFirstIdle: MemoryReading;
  afterSecondIdle: MemoryReading;
  idleSeconds: number;
  /** RSS after the second round minus after the first, both the lowest over the quiet spell (a leak survives it; garbage does not). */
  growthMb: number;
  rounds: LoadFigures[];
  mix: string[];
}

const random = () => Math.random().toString(36).slice(2, 10);

/**
 * What a day of traffic looks like, and what could make a cache or a store grow: every public
 * page in each theme, with and without compression, query strings, unknown paths that are never
 * the same twice, the bundles, robots and sitemap, and posts to the form endpoint.
 */
function requestMix(publicPaths: readonly string[], entryScript: string): { requests: RequestSpec[]; mix: string[] } {
  const themes = ['', 'theme=light', 'theme=dark', 'theme=system'];
  const requests: RequestSpec[] = publicPaths.map((p, i) => ({
    method: 'GET',
    path: p,
    headers: {
      ...(i % 2 === 0 ? { 'accept-encoding': BROWSER_ENCODINGS } : {}),
      ...(themes[i % themes.length] ? { cookie: themes[i % themes.length] as string } : {}),
    },
  }));
  requests.push(
    { method: 'GET', path: '/', setupRequest: (req) => ({ ...req, path: `/?utm_source=${random()}` }) },
    { method: 'GET', path: '/missing', setupRequest: (req) => ({ ...req, path: `/missing-${random()}` }) },
    { method: 'GET', path: '/services/none', setupRequest: (req) => ({ ...req, path: `/services/${random()}` }) },
    { method: 'GET', path: `/assets/${entryScript}`, headers: { 'accept-encoding': BROWSER_ENCODINGS } },
    { method: 'GET', path: '/robots.txt' },
    { method: 'GET', path: '/sitemap.xml' },
    { method: 'GET', path: '/healthz' },
    {
      method: 'POST',
      path: '/functions/v1/send-contact-email',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', email: 'not-an-address', company: '', phone: '', message: '', captcha: '' }),
    },
  );
  const mix = [
    `${publicPaths.length} public pages, cookies cycling through the three themes and none, every other one asking for br`,
    '/?utm_source=<random>, /missing-<random> (404), /services/<random> (404)',
    `/assets/${entryScript} (br), /robots.txt, /sitemap.xml, /healthz`,
    'POST /functions/v1/send-contact-email with an invalid body',
  ];
  return { requests, mix };
}

/** Samples RSS every second for `ms` and keeps the lowest reading (peak RSS only ever rises). */
async function lowestOverQuiet(pid: number, ms: number): Promise<MemoryReading> {
  let lowest = readMemory(pid);
  for (let waited = 0; waited < ms; waited += IDLE_SAMPLE_MS) {
    await sleep(IDLE_SAMPLE_MS);
    const reading = readMemory(pid);
    if (reading.rssMb < lowest.rssMb) lowest = reading;
  }
  return { ...lowest, peakRssMb: readMemory(pid).peakRssMb };
}

export async function measureMemory(
  ctx: BenchContext,
  publicPaths: readonly string[],
  log: (line: string) => void,
): Promise<MemoryFigures> {
  const manifest = JSON.parse(readFileSync(path.join(ctx.buildDir, 'public', 'manifest.json'), 'utf8')) as { entry: string[] };
  const { requests, mix } = requestMix(publicPaths, manifest.entry[manifest.entry.length - 1] as string);
  // With the metrics on (and scraped), the heavier case: their series and histograms are in the RSS measured.
  const site = await startScrapedServer(ctx, 'memory-site', 5000);
  try {
    await sleep(SETTLE_MS);
    const idle = readMemory(site.pid);
    log(`  idle: ${idle.rssMb.toFixed(1)} MB`);
    const rounds: LoadFigures[] = [];
    const readings: MemoryReading[] = [];
    const idleReadings: MemoryReading[] = [];
    for (const round of [1, 2]) {
      rounds.push(
        await runLoad({ url: site.url, connections: CONNECTIONS, amount: REQUESTS_PER_ROUND, requests }, { serverPid: site.pid }),
      );
      await sleep(SETTLE_MS);
      const soon = readMemory(site.pid);
      const later = await lowestOverQuiet(site.pid, IDLE_MS - SETTLE_MS);
      readings.push(soon);
      idleReadings.push(later);
      log(
        `  after ${round * REQUESTS_PER_ROUND} requests: ${soon.rssMb.toFixed(1)} MB, lowest ${later.rssMb.toFixed(1)} MB within ${IDLE_MS / 1000} s`,
      );
    }
    const [afterFirst, afterSecond] = readings as [MemoryReading, MemoryReading];
    const [afterFirstIdle, afterSecondIdle] = idleReadings as [MemoryReading, MemoryReading];
    return {
      requestsPerRound: REQUESTS_PER_ROUND,
      idle,
      afterFirst,
      afterSecond,
      afterFirstIdle,
      afterSecondIdle,
      idleSeconds: IDLE_MS / 1000,
      growthMb: afterSecondIdle.rssMb - afterFirstIdle.rssMb,
      rounds,
      mix,
    };
  } finally {
    await site.stop();
  }
}
