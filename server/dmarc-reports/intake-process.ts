/**
 * The DMARC report intake a site process runs beside its pages, when DMARC_REPORTS_ADDRESS and
 * DMARC_REPORTS_PORT are set (docs/operations.md, "DMARC reports"): the listener, the owners'
 * records asked through DNS_SERVERS, the reports' table, `dmarc_reports_total{outcome}` and the
 * rows kept, `dmarc_report_rows`.
 */
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import { Counter, Gauge } from 'prom-client';
import type { Config } from '../config';
import type { SiteMetrics } from '../metrics/site-metrics';
import type { SiteDatabase } from '../store/site-database';
import { DMARC_REPORT_DAYS } from '../../shared/email-security/dmarc-reports';
import { listenForReports } from './intake-listener';
import { createReportIntake, type IntakeResult } from './report-intake';
import { reportOwners } from './report-owner';

const ROWS_COUNTED_EVERY_MS = 60_000;
const LOGGED_CHARS = 255;

export interface DmarcIntake {
  /** The port it listens on, or null when it could not listen (logged). */
  listening: Promise<number | null>;
  close(): Promise<void>;
}

interface IntakeProcess {
  config: Pick<Config, 'dmarcReports' | 'emailCheck'>;
  database: SiteDatabase;
  logger: Logger;
  metrics?: Pick<SiteMetrics, 'registry'>;
}

export function startDmarcIntake({ config, database, logger, metrics }: IntakeProcess): DmarcIntake | undefined {
  const settings = config.dmarcReports;
  if (!settings) return undefined;
  const log = logger.child({ component: 'dmarc-reports' });
  const outcomes =
    metrics &&
    new Counter({
      name: 'dmarc_reports_total',
      help: 'Messages to the DMARC report address, by what became of them: stored, duplicate, or why refused (too_large, bomb, malformed, failure_report, no_report, unsigned, not_ours, over_quota, deferred).',
      labelNames: ['outcome'] as const,
      registers: [metrics.registry],
    });
  if (metrics) {
    // Counted at most once a minute: a count of millions of rows is not for every scrape.
    let counted = { atMs: -Infinity, rows: 0 };
    new Gauge({
      name: 'dmarc_report_rows',
      help: `DMARC report rows kept, all domains together (each is deleted ${DMARC_REPORT_DAYS} days after it arrived; counted at most once a minute).`,
      registers: [metrics.registry],
      collect() {
        if (Date.now() - counted.atMs >= ROWS_COUNTED_EVERY_MS)
          counted = {
            atMs: Date.now(),
            rows: database.run((db) => (db.prepare('SELECT COUNT(*) AS n FROM dmarc_report_rows').get() as { n: number }).n),
          };
        this.set(counted.rows);
      },
    });
  }
  // Its tables made here, before a reader's worker opens the file with none of its own.
  database.run(() => undefined);
  const intake = createReportIntake({
    databaseFile: database.file,
    servers: config.emailCheck.dnsServers,
    owners: reportOwners(config.emailCheck.dnsServers, settings.address),
  });
  // A stranger writes the domain and the detail: the log keeps a line's worth of each.
  const onResult = ({ outcome, domain, detail }: IntakeResult) => {
    outcomes?.inc({ outcome });
    log.info({ outcome, domain: domain?.slice(0, LOGGED_CHARS), detail: detail?.slice(0, LOGGED_CHARS) }, 'DMARC report');
  };
  let listener: DmarcIntake;
  try {
    const tls = settings.tls && {
      cert: readFileSync(settings.tls.certFile, 'utf8'),
      key: readFileSync(settings.tls.keyFile, 'utf8'),
    };
    listener = listenForReports({ ...settings, tls, intake, onResult, logger: log });
  } catch (error) {
    // The site serves its pages either way; senders keep their reports queued until the intake listens.
    log.error(
      { errorCode: (error as NodeJS.ErrnoException).code, error: (error as Error).message },
      'the DMARC report intake did not start: DMARC_REPORTS_TLS_CERT or _KEY cannot be read or used',
    );
    return undefined;
  }
  void listener.listening.then((port) => port && log.info({ port, host: settings.host }, 'DMARC report intake listening'));
  return listener;
}
