import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Server } from 'node:http';
import type { Test } from 'supertest';
import { Writable } from 'node:stream';
import { createApp, type AppDeps } from '../../server/app';
import { createLogger } from '../../server/logger';
import { forTests } from './for-tests';
import { testConfig } from './test-config';

interface LogLine {
  level: string;
  msg: string;
  [key: string]: unknown;
}

/** Cheap proof of work, so a test solves hundreds of challenges in a moment. */
export const FAST_ALTCHA = { ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '40' };

export interface SiteServer {
  url: string;
  logs: LogLine[];
  close(): Promise<void>;
}

/** Starts `app` on a free loopback port. */
export async function listenOnLoopback(app: Express): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

/** A supertest request whose answer's body is its bytes (a PDF, an image), whatever its type. */
export const bytesOf = (req: Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The app with the test settings (`env` over them) and no log, for supertest. */
export const testApp = (env: Record<string, string> = {}, deps: Partial<AppDeps> = {}): Express =>
  createApp({ config: testConfig(env), logger: createLogger('silent'), ...deps });

/** The real HTTP server on a free loopback port, with its pino lines captured for assertions. */
export async function startSite(env: Record<string, string> = {}, deps: Partial<AppDeps> = {}): Promise<SiteServer> {
  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  // The widget's real cost is the bench's business, not the flows': a cheap captcha unless `env` says otherwise.
  const config = testConfig({ LOG_LEVEL: 'info', ...FAST_ALTCHA, ...env });
  const app = createApp({ config, logger: createLogger('info', sink), ...deps });
  const { server, url } = await listenOnLoopback(app);
  return {
    url,
    logs,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `run` against a fresh site (startSite's arguments) and closes it afterwards, also when `run` fails. */
export async function withSite<T>(
  env: Record<string, string>,
  run: (site: SiteServer) => Promise<T>,
  deps: Partial<AppDeps> = {},
): Promise<T> {
  const site = await startSite(env, deps);
  try {
    return await run(site);
  } finally {
    await site.close();
  }
}

/** A site for the tests of a file or describe block: started before them, closed after them. */
export const siteForTests = (env: Record<string, string> = {}, deps: Partial<AppDeps> = {}): SiteServer =>
  forTests(
    () => startSite(env, deps),
    (site) => site.close(),
  );
