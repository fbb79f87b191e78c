import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { request, sleep } from './http';

/** Where the bench runs: the project, its build, and a scratch folder for logs, data and pages. */
export interface BenchContext {
  root: string;
  buildDir: string;
  workDir: string;
  resultsDir: string;
}

export interface ServerProcess {
  name: string;
  pid: number;
  url: string;
  /** From just before spawn() to the first 200 on /healthz. */
  readyMs: number;
  logFile: string;
  stop(): Promise<void>;
}

export interface ServerSpec {
  name: string;
  /** Arguments to node: the script and any preloads. */
  args: string[];
  env?: Record<string, string>;
  /** Pins the server to these cores (`taskset -c`), e.g. "0". */
  cpus?: string;
}

const READY_DEADLINE_MS = 20_000;
const STOP_DEADLINE_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * How `npm start` runs the server (`NAME=value … node <flags> build/server/index.js`): its
 * environment settings and Node's own flags, so the bench runs it exactly as production does.
 */
export function startCommand(root: string): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const start = pkg.scripts?.start ?? '';
  const [, assignments = '', flags = ''] = /^((?:\w+=\S+\s+)*)node\s+(.*?)\s*\S*server\/index\.js/.exec(start) ?? [];
  const env = Object.fromEntries(
    assignments
      .split(/\s+/)
      .filter(Boolean)
      .map((assignment) => [assignment.slice(0, assignment.indexOf('=')), assignment.slice(assignment.indexOf('=') + 1)]),
  );
  return { env, flags: flags.split(/\s+/).filter((flag) => flag.startsWith('--')) };
}

/** The production server as `npm start` runs it, with the embedded defaults and a scratch data folder. */
export function siteSpec(ctx: BenchContext, name = 'site'): ServerSpec {
  const { env, flags } = startCommand(ctx.root);
  return { name, env, args: [...flags, path.join(ctx.buildDir, 'server', 'index.js')] };
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} at start:\n${readFileSync(logFile, 'utf8')}`);
    const status = await request(`${url}/healthz`, { timeoutMs: 1000 }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(5);
  }
  throw new Error(`server at ${url} gave no 200 on /healthz within ${READY_DEADLINE_MS} ms:\n${readFileSync(logFile, 'utf8')}`);
}

/**
 * Starts a server as a child process on a free loopback port. Its pino lines go to a file, as they
 * would to a journal: writing them is part of the cost being measured, reading them is not.
 */
export async function startServer(ctx: BenchContext, spec: ServerSpec): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logDir = path.join(ctx.workDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${spec.name}-${port}.log`);
  const out = openSync(logFile, 'a');
  const env = {
    PATH: process.env.PATH ?? '',
    // A build outside the project (BUILD_DIR=/tmp/…) still finds the project's node_modules.
    NODE_PATH: path.join(ctx.root, 'node_modules'),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    BUILD_DIR: ctx.buildDir,
    DATA_DIR: path.join(ctx.workDir, 'data'),
    LOG_LEVEL: 'info',
    ...spec.env,
  };
  const started = process.hrtime.bigint();
  // taskset execs node in place: the child's pid is the server's.
  const [command, args]: [string, string[]] = spec.cpus
    ? ['taskset', ['-c', spec.cpus, process.execPath, ...spec.args]]
    : [process.execPath, spec.args];
  const child = spawn(command, args, { cwd: ctx.root, env, stdio: ['ignore', out, out] });
  closeSync(out);
  const exited = exitOf(child);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exited.then(() => true), sleep(STOP_DEADLINE_MS).then(() => false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  try {
    await waitUntilHealthy(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { name: spec.name, pid: child.pid as number, url, readyMs, logFile, stop };
}

export interface MemoryReading {
  rssMb: number;
  peakRssMb: number;
  /** The part of RSS mapped from files: the node binary and its libraries, shared and reclaimable. */
  fileMb: number;
}

/** VmRSS, VmHWM (peak RSS) and RssFile of a process, from /proc/<pid>/status (Linux). */
export function readMemory(pid: number): MemoryReading {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024, fileMb: kb('RssFile') / 1024 };
}

// USER_HZ is 100 on every Linux architecture Node supports.
const CLOCK_TICKS_PER_S = 100;

/** CPU time (user + system) a process has used so far, from /proc/<pid>/stat (Linux). */
export function readCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

export function assertBuilt(buildDir: string): void {
  for (const file of ['server/index.js', 'public/manifest.json']) {
    if (!existsSync(path.join(buildDir, file))) {
      throw new Error(`${path.join(buildDir, file)} is missing: run "npm run bench" (it builds first) or build into BUILD_DIR`);
    }
  }
}

/**
 * The site with its metrics on (METRICS_PORT on a free port), scraped once at start and then
 * every `scrapeMs`, as Prometheus would; `stop` ends the scraping and the server.
 */
export async function startScrapedServer(ctx: BenchContext, name: string, scrapeMs: number): Promise<ServerProcess> {
  const metricsPort = await freePort();
  const spec = siteSpec(ctx, name);
  const site = await startServer(ctx, { ...spec, env: { ...spec.env, METRICS_PORT: String(metricsPort) } });
  const scrape = () =>
    fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
      (response) => response.text(),
      () => '',
    );
  await scrape();
  const scraper = setInterval(() => void scrape(), scrapeMs);
  return {
    ...site,
    stop: async () => {
      clearInterval(scraper);
      await site.stop();
    },
  };
}
