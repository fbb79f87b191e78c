import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Server } from 'node:http';
import type { Test } from 'supertest';
import type { Logger } from 'pino';
import { createApp, type AppDeps } from '../../server/app';
import type { Config } from '../../server/config';
import { createLogger } from '../../server/logger';
import { forTests, logCapture, whileStarted } from './for-tests';
import { FAST_ALTCHA, testConfig } from './test-config';

export interface LogLine {
  level: string;
  msg: string;
  [key: string]: unknown;
}

export interface SiteServer {
  url: string;
  logs: LogLine[];
  /** The same lines as they reached the log, unparsed. */
  raw: string[];
  close(): Promise<void>;
}

/** Starts `app` on a free loopback port. */
async function listenOnLoopback(app: Express): Promise<{ server: Server; url: string }> {
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

/**
 * The real HTTP server on a free loopback port, with its pino lines captured for assertions.
 * `deps` may be made from the site's settings and logger (a mail service on them).
 */
export async function startSite(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> | ((config: Config, logger: Logger) => Partial<AppDeps>) = {},
): Promise<SiteServer> {
  const { sink, logs, raw } = logCapture<LogLine>();
  // The widget's real cost is the bench's business, not the flows': a cheap captcha unless `env` says otherwise.
  const config = testConfig({ LOG_LEVEL: 'info', ...FAST_ALTCHA, ...env });
  const logger = createLogger(config.logLevel, sink);
  const app = createApp({ config, logger, ...(typeof deps === 'function' ? deps(config, logger) : deps) });
  const { server, url } = await listenOnLoopback(app);
  return {
    url,
    logs,
    raw,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const withSite = <T>(env: Record<string, string>, run: (site: SiteServer) => Promise<T>, deps: Partial<AppDeps> = {}) =>
  whileStarted(startSite(env, deps), (site) => site.close(), run);

/** `env` may be a function, read as the site starts (after the file's earlier beforeAll). */
export const siteForTests = (
  env: Record<string, string> | (() => Record<string, string>) = {},
  deps: Partial<AppDeps> = {},
): SiteServer =>
  forTests(
    () => startSite(typeof env === 'function' ? env() : env, deps),
    (site) => site.close(),
  );
