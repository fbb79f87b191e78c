import { DMARC_REPORTS_SCHEMA } from './dmarc-reports/reports-schema';
import { PASS_ON_SCHEMA } from './email-security/pass-on-schema';
import { WATCH_SCHEMA } from './email-watch/watch-schema';
import { OUTBOX_SCHEMA } from './mail/outbox-store';
import { createReplayGuard, ONCE_CLAIMS_SCHEMA } from './security/captcha-replay-guard';
import { createRedisReplayGuard } from './security/redis-replay-guard';
import { COUNTERS_SCHEMA, databaseCounter, redisCounter } from './shared-state/counters';
import type { SharedState } from './shared-state/redis';
import { databaseFileIn, siteDatabase, type SiteDatabase } from './store/site-database';
import { SUPPORT_SCHEMA } from './support/support-store';
import { MESSAGE_CHECK_SCHEMA } from './message-check-mail/forward-answers';

/**
 * The site's database with every feature's tables: the outbox's, the guards', the counters', the
 * watches', the passed-on records', the DMARC reports' and the check address's answers. The store knows none of them; this is where they are put
 * together, for the site (server/index.ts, app.ts) and the operator's `outbox` command alike; and
 * the guards and counters every process shares, in Redis where they share one, else in these tables.
 */
export const openSiteDatabase = (dataDir: string): SiteDatabase =>
  siteDatabase(databaseFileIn(dataDir), [
    OUTBOX_SCHEMA,
    ONCE_CLAIMS_SCHEMA,
    COUNTERS_SCHEMA,
    WATCH_SCHEMA,
    PASS_ON_SCHEMA,
    DMARC_REPORTS_SCHEMA,
    SUPPORT_SCHEMA,
    MESSAGE_CHECK_SCHEMA,
  ]);

/** A once-per-lifetime claim: in Redis when processes share one, else in the site's database under DATA_DIR. */
export const onceGuard = (dataDir: string, shared: SharedState | undefined, name: string, now?: () => number) =>
  shared ? createRedisReplayGuard(shared, name) : createReplayGuard({ database: openSiteDatabase(dataDir), name, now });

/** Counts every process shares: in Redis when they share one, else in the site's database. */
export const sharedCounter = (dataDir: string, shared: SharedState | undefined) =>
  shared ? redisCounter(shared) : databaseCounter(openSiteDatabase(dataDir));
