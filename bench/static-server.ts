/**
 * The yardstick for the throughput bench: the very HTML bytes the site rendered, served from
 * files by express.static behind the site's own middleware (request log, helmet, compression).
 * The only difference from the site is the last handler, so the ratio is the cost of the site's
 * page path (its page cache, served from memory) against reading a file.
 */
import compression from 'compression';
import express from 'express';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { requestLogging } from '../server/request-logging';
import { securityHeaders } from '../server/security/headers';

const dir = process.env.BENCH_STATIC_DIR;
if (!dir) throw new Error('BENCH_STATIC_DIR must name the folder of pages to serve');

const config = loadConfig();
const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/healthz', (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok', release: config.release });
});
app.use(requestLogging(createLogger(config.logLevel)));
app.use(securityHeaders(config));
app.use(compression());
app.use(express.static(dir, { extensions: ['html'], index: 'index.html' }));

const server = app.listen(config.port, config.host);
process.once('SIGTERM', () => server.close(() => process.exit(0)));
