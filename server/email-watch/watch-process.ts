/**
 * The watch's parts a site process runs beside its pages: the schedule (in whichever process holds
 * its lease) on a checker of its own, and the outbox's word of a watch e-mail refused for good,
 * which stops the watch at the second refusal.
 */
import type { Logger } from 'pino';
import { EMAIL_WATCH_STOP_PATH, EMAIL_WATCH_TOKEN_PARAM, watchLink } from '../../shared/email-security/watch';
import { EMAIL_SECURITY_PARAM } from '../../shared/email-security/result';
import { paths } from '../../shared/routes';
import { emailDomain } from '../email-address';
import type { EmailCheckConfig } from '../email-security/check-settings';
import type { SiteSettings } from '../site-settings';
import type { EmailWatchConfig } from './watch-settings';
import { createDomainChecker, type DomainCheckSettings } from '../domains/domain-checker';
import { createRegistryBudget } from '../domains/registry-budget';
import { createEmailSecurityChecker, EMAIL_CHECK_TIMES } from '../email-security/email-checker';
import { createOutsideBudget } from '../email-security/outside-budget';
import type { Counter } from '../shared-state/counters';
import type { SiteMetrics } from '../metrics/site-metrics';
import type { MailService } from '../mail/mail-service';
import type { OutboxRecord } from '../mail/types';
import type { SiteDatabase } from '../store/site-database';
import { createWatchSchedule, type WatchMetrics } from './watch-schedule';
import { createWatchStore } from './watch-store';

/** Refusals for good, of different e-mails, after which a watch is deleted. */
const REFUSALS_STOP = 2;

/** The stop token a watch e-mail's request carries in its stop link (the DMARC digest's and alert's are their watch's). */
const stopTokenOf = (record: OutboxRecord): string | null => {
  const { kind, stopUrl } = record.request as { kind: string; stopUrl?: unknown };
  if (!(kind.startsWith('email-watch-') || kind.startsWith('dmarc-')) || typeof stopUrl !== 'string') return null;
  try {
    return new URL(stopUrl).searchParams.get(EMAIL_WATCH_TOKEN_PARAM);
  } catch {
    return null;
  }
};

/** Told every delivery attempt: a watch e-mail refused for good counts against its watch. */
export function watchRefusals(database: SiteDatabase, logger: Logger) {
  const store = createWatchStore(database);
  return (record: OutboxRecord, refused: boolean) => {
    const token = refused ? stopTokenOf(record) : null;
    if (!token) return;
    try {
      if (store.refused(token) < REFUSALS_STOP) return;
      const watch = store.byStopToken(token);
      if (watch && store.remove(watch.id)) {
        database.scrubDeleted();
        logger.warn(
          { emailDomain: emailDomain(watch.email), refusals: REFUSALS_STOP },
          'watch stopped: its e-mails were refused',
        );
      }
    } catch (error) {
      logger.error({ errorCode: (error as NodeJS.ErrnoException).code }, 'a refused watch e-mail could not be counted');
    }
  };
}

export interface WatchProcess {
  /** What the schedule reads of the site's settings (config.ts holds them all). */
  config: Pick<SiteSettings, 'publicUrl'> & {
    emailCheck: EmailCheckConfig;
    emailWatch?: EmailWatchConfig;
    /** The domain check's registries and their budget: an alert's new look-alikes are asked of them. */
    domainCheck?: DomainCheckSettings & { registryBudgetPerMinute: number };
  };
  database: SiteDatabase;
  mail: MailService;
  logger: Logger;
  /** With METRICS_PORT: the checks and alerts counted, and the watches by state. */
  metrics?: WatchMetrics & Pick<SiteMetrics, 'countWatches' | 'outsideNotAsked'>;
  /** The counts the site's processes share: the checks' questions to blocklists and look-alike runs are the site's, all told. */
  counter: Counter;
  now?: () => number;
}

/** With EMAIL_WATCH=on: the schedule started (it runs while this process holds its lease); undefined otherwise. */
export function startWatchSchedule({ config, database, mail, logger, metrics, counter, now }: WatchProcess) {
  if (!config.emailWatch) return undefined;
  const store = createWatchStore(database);
  metrics?.countWatches(() => store.states());
  // One check at a time and nothing kept: a scheduled check is always fresh, and never a visitor's.
  const checker = createEmailSecurityChecker({
    dnsServers: config.emailCheck.dnsServers,
    allowed: config.emailCheck.allowed,
    ehloName: new URL(config.publicUrl).hostname,
    stepMs: EMAIL_CHECK_TIMES.stepMs,
    totalMs: EMAIL_CHECK_TIMES.totalMs,
    blocklists: config.emailCheck.blocklists,
    budget: createOutsideBudget({
      counter,
      blocklistPerDay: config.emailCheck.blocklistPerDay,
      lookalikesPerDay: config.emailCheck.lookalikesPerDay,
      watch: true,
      onSpent: metrics?.outsideNotAsked,
    }),
    running: 1,
    perClient: 1,
    keepMs: 0,
    keepMax: 1,
  });
  // The registries' budget is the site's, all processes together: a watch's questions count with the visitors'.
  const registrations =
    config.domainCheck &&
    createDomainChecker(config.domainCheck, logger, {
      budget: createRegistryBudget({ counter, perMinute: config.domainCheck.registryBudgetPerMinute }),
    });
  const schedule = createWatchSchedule({
    store,
    mail,
    registrations,
    check: (domain, stop) => checker.check(domain, { gone: stop }),
    everyMs: config.emailWatch.everyMs,
    checkUrl: (domain) =>
      `${config.publicUrl}${paths['email-security']}?${new URLSearchParams({ [EMAIL_SECURITY_PARAM]: domain }).toString()}`,
    stopUrl: (token) => watchLink(config.publicUrl, EMAIL_WATCH_STOP_PATH, token),
    logger,
    metrics,
    now,
  });
  schedule.start();
  return schedule;
}
