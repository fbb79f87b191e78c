import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config.logLevel);

function shutdown(server: Server, signal: string) {
  logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const force = setTimeout(() => {
    logger.warn('requests still open at the shutdown deadline; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  server.close(() => {
    logger.info('server closed');
    process.exit(0);
  });
  server.closeIdleConnections();
}

const app = createApp({ config, logger });
const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, publicUrl: config.publicUrl, release: config.release }, `site listening on http://localhost:${port}`);
});
server.on('error', (error) => {
  logger.fatal({ err: error }, 'server could not start');
  process.exit(1);
});

process.once('SIGTERM', () => shutdown(server, 'SIGTERM'));
process.once('SIGINT', () => shutdown(server, 'SIGINT'));
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});
