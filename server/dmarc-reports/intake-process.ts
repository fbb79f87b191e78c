/**
 * The DMARC report intake a site process runs beside its pages, when DMARC_REPORTS_ADDRESS and
 * DMARC_REPORTS_PORT are set (docs/operations.md, "DMARC reports"): the listener and the owners'
 * records asked through DNS_SERVERS in a thread of their own (intake-thread.ts), the reports'
 * table, its log, `dmarc_reports_total{outcome}` and the rows kept, `dmarc_report_rows`.
 */
import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { Counter, Gauge } from 'prom-client';
import type { ReportsProcessSettings } from './reports-settings';
import type { SiteMetrics } from '../metrics/site-metrics';
import type { SiteDatabase } from '../store/site-database';
import { DMARC_REPORT_DAYS } from '../../shared/email-security/dmarc-reports';
import type { IntakeThreadData, IntakeThreadSays, SiteSaysToIntake } from './intake-thread';
import type { MailService } from '../mail/mail-service';
import { forwardsAtSite } from '../message-check-mail/forward-answers';
import type { IntakeResult } from './intake-outcome';
import { threadFile } from '../thread-file';

const ROWS_COUNTED_EVERY_MS = 60_000;
const LOGGED_CHARS = 255;

export interface DmarcIntake {
  /** The port it listens on, or null when it could not listen (logged). */
  listening: Promise<number | null>;
  close(): Promise<void>;
}

interface IntakeProcess {
  config: ReportsProcessSettings;
  database: SiteDatabase;
  logger: Logger;
  metrics?: Pick<SiteMetrics, 'registry'>;
  /** The outbox, for the check address's replies. */
  mail?: MailService;
}

export function startDmarcIntake({ config, database, logger, metrics, mail }: IntakeProcess): DmarcIntake | undefined {
  const settings = config.dmarcReports;
  if (!settings) return undefined;
  const log = logger.child({ component: 'dmarc-reports' });
  const forwards =
    settings.messageCheck && mail
      ? forwardsAtSite({ settings: settings.messageCheck, database, mail, publicUrl: config.publicUrl, logger, metrics })
      : undefined;
  if (!settings.address && !forwards) return undefined;
  const counter = <L extends string>(name: string, help: string, label: L) =>
    metrics && new Counter({ name, help, labelNames: [label] as const, registers: [metrics.registry] });
  const outcomes = counter(
    'dmarc_reports_total',
    'Messages to the DMARC report address, by what became of them: stored, duplicate, or why refused (too_large, bomb, malformed, failure_report, no_report, unsigned, key_unavailable, not_ours, over_quota, over_volume, site_full, deferred).',
    'outcome',
  );
  const refusals = counter(
    'dmarc_reports_refused_total',
    "Reports refused for a day's budget, by the budget (signer-domain, receivers-domain, strangers-domain, signer, strangers-site, site).",
    'budget',
  );
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
  // A stranger writes the domain and the detail: the log keeps a line's worth of each.
  const onResult = ({ outcome, domain, detail, budget }: IntakeResult) => {
    outcomes?.inc({ outcome });
    if (budget) refusals?.inc({ budget });
    log.info({ outcome, budget, domain: domain?.slice(0, LOGGED_CHARS), detail: detail?.slice(0, LOGGED_CHARS) }, 'DMARC report');
  };
  let tls: IntakeThreadData['tls'];
  try {
    tls = settings.tls && {
      cert: readFileSync(settings.tls.certFile, 'utf8'),
      key: readFileSync(settings.tls.keyFile, 'utf8'),
    };
    // Tried here, where the site can say so at its start, before the thread listens with them.
    if (tls) createSecureContext(tls);
  } catch (error) {
    // The site serves its pages either way; senders keep their reports queued until the intake listens.
    log.error(
      { errorCode: (error as NodeJS.ErrnoException).code, error: (error as Error).message },
      'the DMARC report intake did not start: DMARC_REPORTS_TLS_CERT or _KEY cannot be read or used',
    );
    return undefined;
  }
  const { filename, execArgv } = threadFile('dmarc-intake', 'dmarc-reports/intake-thread.ts');
  const thread = new Worker(filename, {
    execArgv,
    workerData: {
      ...settings,
      // Without the outbox no answer can be sent: the check address is refused like any other.
      messageCheck: forwards && settings.messageCheck,
      tls,
      databaseFile: database.file,
      servers: [...config.emailCheck.dnsServers],
    } satisfies IntakeThreadData,
  });
  let closed: () => void = () => undefined;
  const listening = new Promise<number | null>((resolve) => {
    thread.on('message', (says: IntakeThreadSays) => {
      if ('result' in says) onResult(says.result);
      else if ('forward' in says) forwards?.onResult(says.forward);
      else if ('ask' in says && forwards)
        void forwards
          .answer(says.question)
          .then((said) => thread.postMessage({ answer: says.ask, said } satisfies SiteSaysToIntake));
      else if ('log' in says) log[says.log.level](says.log.fields, says.log.msg);
      else if ('listening' in says) resolve(says.listening);
      else closed();
    });
    thread.once('exit', () => resolve(null));
  });
  // A failure of the thread itself is the intake's end, never the site's.
  thread.on('error', (error) => log.error({ err: error }, 'the DMARC report intake stopped'));
  void listening.then((port) => port && log.info({ port, host: settings.host }, 'DMARC report intake listening'));
  return {
    listening,
    close: async () => {
      const done = new Promise<void>((resolve) => (closed = resolve));
      thread.postMessage('close' satisfies SiteSaysToIntake);
      await Promise.race([done, new Promise((resolve) => thread.once('exit', resolve))]);
      await thread.terminate();
    },
  };
}
