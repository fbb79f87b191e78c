import type { Server } from 'node:http';
import path from 'node:path';
import { company } from '../shared/catalogue/company';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { createMailService, type MailService } from './mail/mail-service';

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

function startMail(): MailService {
  const mailDir = path.join(config.dataDir, 'mail');
  const mail = createMailService({
    outboxDir: path.join(config.dataDir, 'outbox'),
    smtpUrl: config.mail.smtpUrl,
    mailDir,
    to: config.mail.to,
    from: config.mail.from,
    siteName: company.name,
    logger,
    retry: config.mail.retry,
    // Half the shutdown deadline for a send in flight; the outbox keeps whatever is cut off.
    stopGraceMs: Math.max(100, Math.floor(config.shutdownTimeoutMs / 2)),
  });
  if (config.mail.smtpUrl) {
    // The host only: the URL may carry a password.
    logger.info({ smtpHost: new URL(config.mail.smtpUrl).host, to: config.mail.to }, 'mail is delivered by SMTP');
  } else {
    logger.info({ mailDir, to: config.mail.to }, `no SMTP_URL set: e-mails are written as .eml files to ${mailDir}`);
  }
  mail.start();
  return mail;
}

const mail = startMail();
// The site starts either way (pages need no data folder); /readyz says 503 until it can store mail.
void mail.readiness().then((state) => {
  if (!state.writable)
    logger.error(
      { dataDir: config.dataDir },
      'the data folder cannot be written: messages cannot be stored; /readyz answers 503',
    );
});

function shutdown(server: Server, signal: string) {
  logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const force = setTimeout(() => {
    logger.warn('requests still open at the shutdown deadline; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  server.close(() => {
    logger.info('server closed');
    // Requests are finished, so nothing enqueues any more; a send in flight may finish.
    mail.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'mail service did not stop cleanly');
        process.exit(1);
      },
    );
  });
  server.closeIdleConnections();
}

const app = createApp({ config, logger, mail });
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
