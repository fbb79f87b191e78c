import { request } from './http';
import { siteSpec, startServer, type BenchContext } from './site';

const RUNS = 5;

export interface StartupFigures {
  runs: number;
  /** From just before spawn() to the first 200 on /healthz, per run. */
  readyMs: number[];
  medianMs: number;
  /** The first page after start: a render, since the render cache starts empty. */
  firstPageMs: number[];
  cachedPageMs: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed(url: string): Promise<number> {
  const started = process.hrtime.bigint();
  const res = await request(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export async function measureStartup(ctx: BenchContext, log: (line: string) => void): Promise<StartupFigures> {
  const readyMs: number[] = [];
  const firstPageMs: number[] = [];
  const cachedPageMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const site = await startServer(ctx, siteSpec(ctx, 'startup-site'));
    try {
      readyMs.push(site.readyMs);
      firstPageMs.push(await timed(`${site.url}/`));
      cachedPageMs.push(await timed(`${site.url}/`));
    } finally {
      await site.stop();
    }
    log(`  run ${run + 1}: ready in ${readyMs[run]!.toFixed(0)} ms, first / in ${firstPageMs[run]!.toFixed(0)} ms`);
  }
  return { runs: RUNS, readyMs, medianMs: median(readyMs), firstPageMs, cachedPageMs };
}
