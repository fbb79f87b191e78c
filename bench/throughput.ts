import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_ENCODINGS, request } from './http';
import { runLoad, type LoadFigures } from './load';
import { siteSpec, startServer, type BenchContext, type ServerProcess } from './site';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const WARMUP_S = 2;
export const UNKNOWN_PATH = '/no-such-page-bench';
export const THROUGHPUT_PATHS = ['/', '/server-hosting', UNKNOWN_PATH];

/** identity: a proxy in front compresses (or nothing does); br: Node compresses, as for a browser. */
export const ENCODINGS = {
  identity: {},
  br: { 'accept-encoding': BROWSER_ENCODINGS },
} as const satisfies Record<string, Record<string, string>>;
export type EncodingName = keyof typeof ENCODINGS;

export interface ThroughputRow {
  path: string;
  encoding: EncodingName;
  ssr: LoadFigures;
  static: LoadFigures;
  /** SSR requests/s divided by static requests/s. */
  ratio: number;
  /** Static CPU ms/request divided by SSR's: the same ratio, barely moved by other load on the machine. */
  cpuRatio?: number;
}

export interface ThroughputFigures {
  connections: number;
  durationS: number;
  rows: ThroughputRow[];
  htmlBytes: Record<string, number>;
}

const fileFor = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

/** The exact bytes the site answered, nonce included, written where express.static finds them. */
async function snapshotPages(site: ServerProcess, dir: string): Promise<Record<string, number>> {
  mkdirSync(dir, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const urlPath of THROUGHPUT_PATHS) {
    const res = await request(`${site.url}${urlPath}`);
    writeFileSync(path.join(dir, fileFor(urlPath)), res.body);
    sizes[urlPath] = res.body.length;
  }
  return sizes;
}

type Figures = Record<EncodingName, Record<string, LoadFigures>>;

async function measureAll(
  server: ServerProcess,
  expected: (urlPath: string) => number,
  log: (line: string) => void,
): Promise<Figures> {
  const figures = { identity: {}, br: {} } as Figures;
  for (const encoding of Object.keys(ENCODINGS) as EncodingName[]) {
    for (const urlPath of THROUGHPUT_PATHS) {
      const options = { url: `${server.url}${urlPath}`, connections: CONNECTIONS, headers: { ...ENCODINGS[encoding] } };
      await runLoad({ ...options, duration: WARMUP_S });
      const result = await runLoad(
        { ...options, duration: DURATION_S },
        { expectedStatus: expected(urlPath), serverPid: server.pid },
      );
      log(
        `  ${urlPath} (${encoding}): ${result.requestsPerSec.toFixed(0)} req/s, p99 ${result.p99Ms} ms, ` +
          `${result.serverCpuMsPerRequest?.toFixed(3)} CPU ms/request, load ${result.loadAverage.toFixed(1)}`,
      );
      figures[encoding][urlPath] = result;
    }
  }
  return figures;
}

/**
 * The site, then express.static with the same bytes: one server process at a time, so neither
 * competes with the other for the two cores (autocannon, in this process, shares them with both).
 */
export async function measureThroughput(ctx: BenchContext, log: (line: string) => void): Promise<ThroughputFigures> {
  const pagesDir = path.join(ctx.workDir, 'static-pages');
  const site = await startServer(ctx, siteSpec(ctx, 'throughput-site'));
  let htmlBytes: Record<string, number>;
  let ssr: Figures;
  try {
    htmlBytes = await snapshotPages(site, pagesDir);
    log('site (SSR with render cache):');
    ssr = await measureAll(site, (p) => (p === UNKNOWN_PATH ? 404 : 200), log);
  } finally {
    await site.stop();
  }
  const staticServer = await startServer(ctx, {
    name: 'throughput-static',
    args: ['-r', 'esbuild-register', path.join(ctx.root, 'bench', 'static-server.ts')],
    env: { BENCH_STATIC_DIR: pagesDir },
  });
  let stat: Figures;
  try {
    log('express.static (same bytes, same middleware):');
    stat = await measureAll(staticServer, () => 200, log);
  } finally {
    await staticServer.stop();
  }
  const rows: ThroughputRow[] = [];
  for (const encoding of Object.keys(ENCODINGS) as EncodingName[]) {
    for (const urlPath of THROUGHPUT_PATHS) {
      const s = ssr[encoding][urlPath]!;
      const st = stat[encoding][urlPath]!;
      const cpuRatio =
        s.serverCpuMsPerRequest && st.serverCpuMsPerRequest ? st.serverCpuMsPerRequest / s.serverCpuMsPerRequest : undefined;
      rows.push({
        path: urlPath,
        encoding,
        ssr: s,
        static: st,
        ratio: s.requestsPerSec / st.requestsPerSec,
        ...(cpuRatio ? { cpuRatio } : {}),
      });
    }
  }
  return { connections: CONNECTIONS, durationS: DURATION_S, rows, htmlBytes };
}
