import autocannon, { type Options, type Result } from 'autocannon';
import { loadavg } from 'node:os';
import { readCpuMs } from './site';

/** The connections every load section opens at once: the busy-site figure all the targets are stated at. */
export const CONNECTIONS = 50;

export interface LoadFigures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  /** Responses whose status was not the one expected for the path. */
  unexpectedStatus: number;
  statusCounts: Record<string, number>;
  durationS: number;
  /** The server's own CPU time per request: unlike requests/s, barely moved by other work on the machine. */
  serverCpuMsPerRequest?: number;
  /** The machine's 1-minute load average when the run ended (2 cores: above 2 means others were waiting). */
  loadAverage: number;
}

export interface LoadOptions {
  expectedStatus?: number;
  serverPid?: number;
}

/** Runs autocannon to the end; every run is bounded by `duration` or `amount`. */
export async function runLoad(options: Options, { expectedStatus, serverPid }: LoadOptions = {}): Promise<LoadFigures> {
  const cpuBefore = serverPid === undefined ? 0 : readCpuMs(serverPid);
  const result: Result = await autocannon({ timeout: 10, ...options });
  const cpuMs = serverPid === undefined ? undefined : readCpuMs(serverPid) - cpuBefore;
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
  );
  const total = Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  const unexpectedStatus = expectedStatus === undefined ? result['5xx'] : total - (statusCounts[String(expectedStatus)] ?? 0);
  return {
    requestsPerSec: total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: total,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpectedStatus,
    statusCounts,
    durationS: result.duration,
    ...(cpuMs === undefined || total === 0 ? {} : { serverCpuMsPerRequest: cpuMs / total }),
    loadAverage: loadavg()[0] as number,
  };
}
