/**
 * The weekly DMARC digest: once a week's digest is due (digest-week.ts), each domain with reports
 * that week gets one for each address confirmed through the watch at it (the watch's double
 * opt-in), queued in the outbox. Each is marked in the outbox's own transaction (digest-store.ts),
 * so it is queued exactly once a week an address and domain: across a restart, and where several
 * processes look at once (the first to commit queues it, the others' messages are undone).
 * Between digests, those addresses are told of a new source that fails or a sudden share of
 * failing mail (failing-news.ts), marked the same way: one alert a day at most. The alerts look
 * every few minutes at the domains with reports kept since their last look (the intake's thread
 * writes them to the same tables), so the news goes out minutes after the report that shows it;
 * each hour they look at every domain with a report in the day, as the one-a-day rule reopens.
 */
import type { Logger } from 'pino';
import type { DnsServer } from '../email-security/dns-client';
import { createWatchStore } from '../email-watch/watch-store';
import type { MailService } from '../mail/mail-service';
import { newLinkToken } from '../store/link-token';
import type { SiteDatabase } from '../store/site-database';
import { digestContent, inHostFormat, publishedDmarc } from './digest-content';
import type { DmarcAlertRequest } from './alert-mail';
import type { DmarcDigestRequest } from './digest-mail';
import { createDigestStore } from './digest-store';
import { weekDue } from './digest-week';
import { domainsWithRecentReports, failingNews, lastReportId } from './failing-news';
import { createReportsStore } from './reports-store';
import { rememberingNames } from './source-memory';
import { sourceNames } from './source-names';

/** How often a process looks whether a digest is due, and at every domain for alerts. */
const LOOK_EVERY_MS = 60 * 60 * 1000;
/** How often it looks for alerts at the domains with reports since its last look: a look finds none in 0.01 ms. */
const ALERT_LOOK_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestScheduleDeps {
  database: SiteDatabase;
  mail: MailService;
  dnsServers: readonly DnsServer[];
  /** The watch's stop link of a stop token: the digest's one-click unsubscribe. */
  stopUrl(token: string): string;
  /** The digest's page link of a token. */
  pageUrl(token: string): string;
  logger: Logger;
  now?: () => number;
  /** The time between the alerts' looks: ALERT_LOOK_MS unless a test shortens it. */
  alertEveryMs?: number;
}

/** Marked by another process between our look and our commit: our message is undone. */
class QueuedElsewhere extends Error {}

export function createDigestSchedule(deps: DigestScheduleDeps) {
  const { database, mail } = deps;
  const now = deps.now ?? Date.now;
  const log = deps.logger.child({ component: 'dmarc-digest' });
  const reports = createReportsStore(database);
  const watches = createWatchStore(database);
  const marks = createDigestStore(database);
  /**
   * Domains whose last look found no news, with their last report then: looked at again when
   * another report comes, so the look's reverse DNS questions are not asked every hour for nothing
   * (what only the passing hours would change, a week of history reached, waits for that report).
   */
  const quiet = new Map<string, number>();
  /** The last report the alerts looked at, and when they last looked at every domain. */
  let lookedUpTo = 0;
  let lookedAllAt = -Infinity;
  let digestsAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  /**
   * `work` for one domain: what fails there (its rows, its names, its mail) is logged and the pass
   * goes on to the next, so one domain's reports never keep another's owners from theirs.
   */
  const guarded = async (domain: string, what: 'digest' | 'alert', work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error, domain }, `a DMARC ${what} of one domain failed`);
    }
  };

  /** Queues every digest due now and not queued yet: how many. */
  const pass = async (): Promise<number> => {
    const at = now();
    const week = weekDue(at);
    if (!week) return 0;
    const published = publishedDmarc(deps.dnsServers);
    let queued = 0;
    for (const domain of reports.domainsWithReports(week.startS, week.endS)) {
      const due = watches.confirmedAt(domain).filter((watch) => !marks.sent(domain, watch.email, week.startS));
      if (!due.length || stopped) continue;
      await guarded(domain, 'digest', async () => {
        // Each domain's own reverse-DNS budget: one domain's hundreds of senders leave the next its names.
        const names = rememberingNames(database, sourceNames(deps.dnsServers), at);
        const weekContent = await digestContent({ store: reports, names, published }, domain, week);
        for (const watch of due) {
          const shown = watch.seen.shown || domain;
          const pageToken = newLinkToken();
          const content = inHostFormat(weekContent, watch.seen.dns);
          const request: DmarcDigestRequest = {
            kind: 'dmarc-digest',
            requestId: `dmarc-digest-${watch.id}-${week.startS}`,
            receivedAt: new Date(at).toISOString(),
            email: watch.email,
            shown,
            stopUrl: deps.stopUrl(watch.stopToken),
            pageUrl: deps.pageUrl(pageToken),
            ...content,
          };
          const digest = { domain, email: watch.email, weekS: week.startS, shown, content };
          try {
            await mail.enqueue(request, 'visitor', () => {
              if (!marks.mark(digest, pageToken, at)) throw new QueuedElsewhere();
            });
            queued += 1;
          } catch (error) {
            if (!(error instanceof QueuedElsewhere)) throw error;
          }
        }
        log.info({ domain, digests: due.length }, 'DMARC digests queued');
      });
    }
    return queued;
  };

  /** Queues an alert to each confirmed address of each domain with news now, none alerted in the last day: how many. */
  const alerts = async (): Promise<number> => {
    const at = now();
    const dayS = Math.floor(at / DAY_MS) * 86_400;
    let queued = 0;
    const all = at - lookedAllAt >= LOOK_EVERY_MS;
    const upTo = lastReportId(database);
    const recent = domainsWithRecentReports(database, at, all ? undefined : { after: lookedUpTo, upTo });
    [lookedUpTo, lookedAllAt] = [upTo, all ? at : lookedAllAt];
    if (all)
      for (const [domain, lastMs] of quiet)
        if (!recent.some((r) => r.domain === domain && r.lastMs === lastMs)) quiet.delete(domain);
    for (const { domain, lastMs } of recent) {
      // A look at the reports since the last has a new report of each domain it finds.
      if (all && quiet.get(domain) === lastMs) continue;
      // Looked at here to skip the work; held where the alert is marked (digest-store.ts).
      const due = watches.confirmedAt(domain).filter((watch) => !marks.alertedWithinDay(domain, watch.email, at));
      if (!due.length || stopped) continue;
      await guarded(domain, 'alert', async () => {
        const news = await failingNews(database, rememberingNames(database, sourceNames(deps.dnsServers), at), domain, at);
        if (!news) {
          quiet.set(domain, lastMs);
          return;
        }
        for (const watch of due) {
          const request: DmarcAlertRequest = {
            kind: 'dmarc-alert',
            requestId: `dmarc-alert-${watch.id}-${dayS}`,
            receivedAt: new Date(at).toISOString(),
            email: watch.email,
            shown: watch.seen.shown || domain,
            stopUrl: deps.stopUrl(watch.stopToken),
            sources: news.newSources,
            more: news.moreSources,
            ...(news.sudden ? { sudden: news.sudden } : {}),
          };
          try {
            await mail.enqueue(request, 'visitor', () => {
              if (!marks.markAlert({ domain, email: watch.email, dayS }, at)) throw new QueuedElsewhere();
            });
            queued += 1;
          } catch (error) {
            if (!(error instanceof QueuedElsewhere)) throw error;
          }
        }
        log.info(
          { domain, alerts: due.length, newSources: news.newSources.length, sudden: !!news.sudden },
          'DMARC alerts queued',
        );
      });
    }
    return queued;
  };

  const loop = () => {
    if (stopped) return;
    const failed = (error: unknown) => log.error({ err: error }, 'a pass of the DMARC digest failed');
    const at = now();
    const digests = at - digestsAt >= LOOK_EVERY_MS ? ((digestsAt = at), pass()) : Promise.resolve(0);
    // The alerts look even where the digests' pass failed: each is news its owners wait for.
    running = digests
      .catch(failed)
      .then(alerts)
      .catch(failed)
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(loop, deps.alertEveryMs ?? ALERT_LOOK_MS).unref();
      });
  };

  return {
    pass,
    alerts,
    start: loop,
    /** Stops after the pass running now. */
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
