import { DMARC_REPORTS_SCHEMA } from './dmarc-reports/reports-schema';
import { PASS_ON_SCHEMA } from './email-security/pass-on-schema';
import { WATCH_SCHEMA } from './email-watch/watch-schema';
import { OUTBOX_SCHEMA } from './mail/outbox-store';
import { ONCE_CLAIMS_SCHEMA } from './security/captcha-replay-guard';
import { COUNTERS_SCHEMA } from './shared-state/counters';
import { databaseFileIn, siteDatabase, type SiteDatabase } from './store/site-database';
import { SUPPORT_SCHEMA } from './support/support-store';

/**
 * The site's database with every feature's tables: the outbox's, the guards', the counters', the
 * watches', the passed-on records' and the DMARC reports'. The store knows none of them; this is where they are put
 * together, for the site (server/index.ts, app.ts) and the operator's `outbox` command alike.
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
  ]);
