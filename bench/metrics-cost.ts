import { CONNECTIONS, runLoad, type LoadFigures } from './load';
import { siteSpec, startScrapedServer, startServer, type BenchContext } from './site';

const DURATION_S = 8;
const ROUNDS = 5;
/** Prometheus's usual interval; a scrape costs its own CPU, not the page requests'. */
const SCRAPE_MS = 15_000;

export interface MetricsCostFigures {
  connections: number;
  durationS: number;
  /** Each run, in the order they ran (without and with metrics alternating). */
  runs: { metrics: boolean; load: LoadFigures }[];
  /** Medians of the server's CPU time per request. */
  withoutCpuMs: number;
  withCpuMs: number;
  /** (with − without) / without. */
  increase: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * What the metrics cost a page request: GET / at 50 connections, a fresh server each run, without
 * METRICS_PORT and with it (scraped at once and then every 15 s, as Prometheus would), alternating, five
 * runs each. Compared by the server's own CPU time per request, which other work on the machine
 * barely moves.
 */
export async function measureMetricsCost(ctx: BenchContext, log: (line: string) => void): Promise<MetricsCostFigures> {
  const runs: MetricsCostFigures['runs'] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const metrics of [false, true]) {
      const site = metrics
        ? await startScrapedServer(ctx, 'metrics-on', SCRAPE_MS)
        : await startServer(ctx, siteSpec(ctx, 'metrics-off'));
      try {
        // Every page the run asks for rendered once before it, as on a site that has been up a while.
        await runLoad({ url: `${site.url}/`, connections: 1, amount: 50 });
        const load = await runLoad(
          { url: `${site.url}/`, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'br' } },
          { expectedStatus: 200, serverPid: site.pid },
        );
        runs.push({ metrics, load });
        log(
          `  ${metrics ? 'with' : 'without'} metrics: ${load.requestsPerSec.toFixed(0)} req/s, p99 ${load.p99Ms} ms, ${load.serverCpuMsPerRequest?.toFixed(4)} ms CPU per request`,
        );
      } finally {
        await site.stop();
      }
    }
  }
  const cpu = (metrics: boolean) =>
    median(runs.filter((r) => r.metrics === metrics).map((r) => r.load.serverCpuMsPerRequest ?? NaN));
  const withoutCpuMs = cpu(false);
  const withCpuMs = cpu(true);
  return {
    connections: CONNECTIONS,
    durationS: DURATION_S,
    runs,
    withoutCpuMs,
    withCpuMs,
    increase: (withCpuMs - withoutCpuMs) / withoutCpuMs,
  };
}
