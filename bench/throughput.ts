import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_ENCODINGS, request } from './http';
import { CONNECTIONS, runLoad, type LoadFigures } from './load';
import { siteSpec, startServer, type BenchContext, type ServerProcess, type ServerSpec } from './site';

const DURATION_S = 10;
const WARMUP_S = 2;
export const UNKNOWN_PATH = '/no-such-page-bench';
const THROUGHPUT_PATHS = ['/', '/server-hosting', UNKNOWN_PATH];

/** identity: a proxy in front compresses (or nothing does); br: Node compresses, as for a browser. */
const ENCODINGS = {
  identity: {},
  br: { 'accept-encoding': BROWSER_ENCODINGS },
} as const satisfies Record<string, Record<string, string>>;
type EncodingName = keyof typeof ENCODINGS;

interface ThroughputRow {
  path: string;
  encoding: EncodingName;
  ssr: LoadFigures;
  static: LoadFigures;
  /** SSR requests/s divided by static requests/s. */
  ratio: number;
  /** Static CPU ms/request divided by SSR's: the same ratio, barely moved by other load on the machine. */
  cpuRatio?: number;
  /** The same bytes from plain node:http (identity only): the ceiling of this machine. */
  bare?: LoadFigures;
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

type Figures = Partial<Record<EncodingName, Record<string, LoadFigures>>>;

async function measureAll(
  server: ServerProcess,
  encodings: readonly EncodingName[],
  expected: (urlPath: string) => number,
  log: (line: string) => void,
): Promise<Figures> {
  const figures: Figures = {};
  for (const encoding of encodings) {
    const byPath: Record<string, LoadFigures> = (figures[encoding] = {});
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
      byPath[urlPath] = result;
    }
  }
  return figures;
}

/** Starts one server, measures it, stops it: only one server process runs at a time. */
async function measureServer(
  ctx: BenchContext,
  spec: ServerSpec,
  title: string,
  encodings: readonly EncodingName[],
  expected: (urlPath: string) => number,
  log: (line: string) => void,
  before?: (server: ServerProcess) => Promise<void>,
): Promise<Figures> {
  const server = await startServer(ctx, spec);
  try {
    await before?.(server);
    log(`${title}:`);
    return await measureAll(server, encodings, expected, log);
  } finally {
    await server.stop();
  }
}

/**
 * The site; then express.static serving the same bytes behind the same middleware; then plain
 * node:http serving them from memory. One server process at a time, so none competes with
 * another for the two cores (autocannon, in this process, shares them with each).
 */
export async function measureThroughput(ctx: BenchContext, log: (line: string) => void): Promise<ThroughputFigures> {
  const pagesDir = path.join(ctx.workDir, 'static-pages');
  const all = Object.keys(ENCODINGS) as EncodingName[];
  const reference = (name: string, script: string): ServerSpec => ({
    name,
    args: ['-r', 'esbuild-register', path.join(ctx.root, 'bench', script)],
    env: { BENCH_STATIC_DIR: pagesDir },
  });
  let htmlBytes: Record<string, number> = {};
  const siteStatus = (p: string) => (p === UNKNOWN_PATH ? 404 : 200);
  const ssr = await measureServer(
    ctx,
    siteSpec(ctx, 'throughput-site'),
    'site (SSR with render cache)',
    all,
    siteStatus,
    log,
    async (site) => {
      htmlBytes = await snapshotPages(site, pagesDir);
    },
  );
  const stat = await measureServer(
    ctx,
    reference('throughput-static', 'static-server.ts'),
    'express.static (same bytes, same middleware)',
    all,
    () => 200,
    log,
  );
  const bare = await measureServer(
    ctx,
    reference('throughput-bare', 'bare-server.ts'),
    'plain node:http (same bytes, no middleware)',
    ['identity'],
    () => 200,
    log,
  );
  const rows: ThroughputRow[] = [];
  for (const encoding of all) {
    for (const urlPath of THROUGHPUT_PATHS) {
      const s = ssr[encoding]![urlPath]!;
      const st = stat[encoding]![urlPath]!;
      const b = bare[encoding]?.[urlPath];
      const cpuRatio =
        s.serverCpuMsPerRequest && st.serverCpuMsPerRequest ? st.serverCpuMsPerRequest / s.serverCpuMsPerRequest : undefined;
      rows.push({
        path: urlPath,
        encoding,
        ssr: s,
        static: st,
        ratio: s.requestsPerSec / st.requestsPerSec,
        ...(cpuRatio ? { cpuRatio } : {}),
        ...(b ? { bare: b } : {}),
      });
    }
  }
  return { connections: CONNECTIONS, durationS: DURATION_S, rows, htmlBytes };
}
