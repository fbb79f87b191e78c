// First, so an older Node stops with one clear line before any other module runs.
import './node-floor';
import { createServer, type Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import path from 'node:path';
import { company } from '../shared/catalogue/company';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { limitConnectionsPerClient, logDroppedConnections } from './connection-limits';
import { resolversValidate } from './email-security/dnssec-check';
import { createPassOnStore, passOnSweep } from './email-security/pass-on-store';
import { supportProcess } from './support/support-parts';
import { dmarcReportsSweep, startDmarcReportsIfOn } from './dmarc-reports/start-intake';
import { startWatchSchedule, watchRefusals } from './email-watch/watch-process';
import { createErrorReports } from './error-reports/error-reports';
import { createLogger } from './logger';
import type { MailService } from './mail/mail-service';
import { createRetention } from './mail/retention';
import { serveMetrics } from './metrics/metrics-server';
import { createSiteMetrics } from './metrics/site-metrics';
import { publicUrlWarning } from './public-url-warning';
import { readinessState } from './readiness';
import { limitRequestTime } from './request-deadline';
import { databaseCounter, redisCounter } from './shared-state/counters';
import { connectSharedState } from './shared-state/redis';
import { createOutboxStore } from './mail/outbox-store';
import { createMailService } from './site-mail';
import { openSiteDatabase } from './site-tables';
import { DamagedDatabaseError } from './store/site-database';

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
const withoutPublicUrl = publicUrlWarning(config);
if (withoutPublicUrl) logger.warn({ publicUrl: config.publicUrl }, withoutPublicUrl);
// METRICS_PORT: Prometheus metrics, counted in this process and served on their own port only.
const metrics = config.metrics ? createSiteMetrics({ withRedis: Boolean(config.redisUrl) }) : undefined;
// SENTRY_DSN: errors and traces for a Sentry-compatible service; without it the SDK is never loaded.
const reports = config.errorReports && createErrorReports({ ...config.errorReports, release: config.release, logger });

const database = openSiteDatabase(config.dataDir);
try {
  // Opened (and migrated) now: a damaged database stops the site here, with one line naming it.
  database.run(() => undefined);
} catch (error) {
  if (error instanceof DamagedDatabaseError) {
    console.error(error.message);
    process.exit(1);
  }
  // Not writable now (a read-only folder): pages are served, /readyz says 503, and it is opened again at its next use.
}

const refusals = watchRefusals(database, logger);
const support = supportProcess(config.support, database, logger, metrics);
function startMail(): MailService {
  const mailDir = path.join(config.dataDir, 'mail');
  const mail = createMailService({
    databaseFile: database.file,
    fileOutboxDir: path.join(config.dataDir, 'outbox'),
    claimLeaseMs: config.mail.claimLeaseMs,
    smtpUrl: config.mail.smtpUrl,
    mailDir,
    to: config.mail.to,
    from: config.mail.from,
    siteName: company.name,
    publicUrl: config.publicUrl,
    logger,
    retry: config.mail.retry,
    handovers: support.handovers,
    dataReplyTimeoutMs: config.mail.dataReplyTimeoutMs,
    // Half the shutdown deadline for a send that has not sent its data; the outbox keeps it.
    stopGraceMs: Math.max(100, Math.floor(config.shutdownTimeoutMs / 2)),
    onAttempt: (outcome, record, refused) => {
      metrics?.deliveryAttempt(outcome);
      refusals(record, refused);
    },
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
const retention = createRetention({
  outbox: createOutboxStore(database),
  mailDir: path.join(config.dataDir, 'mail'),
  days: config.mail.retentionDays,
  logger,
  also: [passOnSweep(createPassOnStore(database)), dmarcReportsSweep(database), support.sweep],
});
// After the first pass, so failed messages an older release kept as files are imported, then swept.
void mail.firstPass().then(() => retention.start());
// The site starts either way (pages need no data folder); /readyz says 503 until it can store mail.
void mail.readiness().then((state) => {
  if (!state.writable)
    logger.error(
      { dataDir: config.dataDir },
      'the data folder cannot be written: messages cannot be stored; /readyz answers 503',
    );
});

let closing = false;
const IDLE_CLOSE_AFTER_MS = 1000;

/**
 * SIGTERM/SIGINT: stop accepting; every answer from now on says `Connection: close`, so each
 * keep-alive connection ends after the request it is serving instead of being reused (a client
 * never has a request cut off mid-way); a connection still idle a second later is closed. When
 * the last one has ended, the outbox stops cleanly (a send in flight may finish) and the process
 * exits 0. Past half the deadline, connections still open are cut, so the outbox always gets the
 * other half to stop.
 */
function shutdown(server: Server, signal: string) {
  if (closing) return;
  closing = true;
  const started = Date.now();
  logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  // A connection still idle a second after the signal is one its client has left alone: close it.
  const idle = setTimeout(() => server.closeIdleConnections(), IDLE_CLOSE_AFTER_MS);
  idle.unref();
  let cut = false;
  const cutOff = setTimeout(
    () => {
      cut = true;
      logger.warn('connections still open at half the shutdown deadline; closing them');
      server.closeAllConnections();
    },
    Math.floor(config.shutdownTimeoutMs / 2),
  );
  cutOff.unref();
  const force = setTimeout(() => {
    logger.error('the outbox did not stop by the shutdown deadline; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  // net.Server's close only stops accepting. http.Server's would also drop idle keep-alive
  // connections at once, cutting off a request already on its way on one of them.
  NetServer.prototype.close.call(server, () => {
    clearTimeout(cutOff);
    clearTimeout(idle);
    logger.info({ ms: Date.now() - started }, 'server closed');
    // Requests are finished, so nothing enqueues any more. A send in flight may finish; one
    // awaiting the mail server's reply is waited for until just before the forced exit, and
    // what is cut off then is kept as possibly delivered, never sent twice.
    const mailDeadline = started + Math.floor(config.shutdownTimeoutMs * 0.9);
    metricsServer?.close();
    const reportsSent = reports?.close(Math.max(0, mailDeadline - Date.now()));
    // The schedules first: a check or digest they are running may still queue its e-mail.
    const mailStopped = Promise.all([watchSchedule?.stop(), dmarc.digest?.stop()]).then(() => mail.stop(mailDeadline));
    Promise.all([mailStopped, shared?.close(), reportsSent, dmarc.intake?.close()]).then(
      () => {
        // Closed, the database's write-ahead log is copied into it and removed (if no other process has it open).
        try {
          database.close();
        } catch (error) {
          logger.error({ errorCode: (error as NodeJS.ErrnoException).code }, 'the database did not close cleanly');
        }
        logger.info({ ms: Date.now() - started }, 'outbox stopped; exiting');
        process.exit(cut ? 1 : 0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'mail service did not stop cleanly');
        process.exit(1);
      },
    );
  });
}

// REDIS_URL: the limits and used captcha solutions shared with the other processes (pages never wait for it).
const shared = config.redisUrl
  ? connectSharedState(config.redisUrl, logger, { commandTimeoutMs: config.redisCommandTimeoutMs })
  : undefined;
const app = createApp({ config, logger, mail, shared, metrics, reports });
// EMAIL_WATCH=on: the watches' checks, run by whichever process holds the schedule's lease.
const watchSchedule = startWatchSchedule({
  config,
  database,
  mail,
  logger,
  metrics,
  counter: shared ? redisCounter(shared) : databaseCounter(database),
});
// The e-mail check's DNSSEC verdicts are only as good as its resolvers: said once if they do not validate.
void resolversValidate(config.emailCheck.dnsServers).then((validates) => {
  if (validates === 'no')
    logger.warn(
      { dnsServers: config.emailCheck.dnsServers.map(({ host, port }) => `${host}:${port}`) },
      'DNS_SERVERS do not validate DNSSEC: the e-mail check cannot confirm a signed domain (docs/operations.md, "E-mail security checks")',
    );
});
metrics?.watchReadiness(() => readinessState(mail, shared));
const dmarc = startDmarcReportsIfOn({ config, database, logger, metrics, mail });
const metricsServer =
  metrics && config.metrics && serveMetrics(metrics.registry, config.metrics.host, config.metrics.port, logger);
const { connections } = config;
const server = createServer(
  {
    headersTimeout: connections.headersTimeoutMs,
    requestTimeout: 0, // kept by route, below: a support upload by its progress
    // How often Node looks for headers past their limit (its default, 30 s, lets them outlive it by that much).
    connectionsCheckingInterval: 1000,
  },
  app,
);
limitRequestTime(server, { wholeMs: connections.requestTimeoutMs });
server.maxConnections = connections.max;
// Behind a proxy every connection is the proxy's: it limits per client itself (deploy/nginx.conf).
if (config.trustProxyHops === 0) limitConnectionsPerClient(server, connections.perClient, logger);
logDroppedConnections(server, connections.max, logger);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, publicUrl: config.publicUrl, release: config.release }, `site listening on http://localhost:${port}`);
});
// Runs before the app: once shutting down, no connection is kept alive for another request.
server.prependListener('request', (_req, res) => {
  if (closing) res.shouldKeepAlive = false;
});
server.on('error', (error) => {
  logger.fatal({ err: error }, 'server could not start');
  process.exit(1);
});
process.once('SIGTERM', () => shutdown(server, 'SIGTERM'));
process.once('SIGINT', () => shutdown(server, 'SIGINT'));
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled rejection');
  reports?.capture(reason);
});
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  if (!reports) process.exit(1);
  reports.capture(error);
  // At most two seconds for the report to leave.
  void reports.close(2000).finally(() => process.exit(1));
});
