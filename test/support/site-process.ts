import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { whileStarted } from './for-tests';
import { buildDir, FAST_ALTCHA } from './test-config';

export interface SiteProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /**
   * The output's lines that match, once there are at least `count` of them (up to five seconds).
   * pino writes off the main thread, so a line can reach the pipe after the answer it belongs to:
   * a test that reads the output the moment an answer comes can miss it on a busy machine.
   */
  logged: (pattern: string | ((line: string) => boolean), count?: number) => Promise<string[]>;
  /** SIGTERM, as systemd stops it; resolves with how it exited. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built production server (`build/server/index.js`) as `npm start` would, on a free port. */
export async function startSiteProcess(env: Record<string, string> = {}): Promise<SiteProcess> {
  const child = spawn(process.execPath, [path.join(buildDir(), 'server/index.js')], {
    // NODE_PATH lets a server built outside the checkout (BUILD_DIR) find this checkout's packages.
    env: {
      PATH: process.env.PATH,
      NODE_PATH: path.resolve('node_modules'),
      // As `npm start` sets it: React's production build.
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir(),
      // A cheap captcha, as startSite's: the widget's real cost is the bench's business.
      ...FAST_ALTCHA,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    // A site that did not start in time is stopped: a test that gives up on it leaves nothing running.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`site did not start:\n${output}`));
    }, 15000);
    const check = () => {
      const port = /"port":(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((how) => reject(new Error(`site exited at start (${JSON.stringify(how)}):\n${output}`)));
  });
  const stop = () => {
    child.kill('SIGTERM');
    return exited;
  };
  const matching = (pattern: string | ((line: string) => boolean)) =>
    output.split('\n').filter((line) => (typeof pattern === 'string' ? line.includes(pattern) : pattern(line)));
  const logged: SiteProcess['logged'] = async (pattern, count = 1) => {
    const deadline = Date.now() + 5000;
    while (matching(pattern).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return matching(pattern);
  };
  return { child, url, output: () => output, logged, exited, stop };
}

export const withSiteProcess = <T>(env: Record<string, string>, run: (site: SiteProcess) => Promise<T>): Promise<T> =>
  whileStarted(startSiteProcess(env), (site) => site.stop(), run);
