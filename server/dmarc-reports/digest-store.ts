import type { SiteDatabase } from '../store/site-database';
import { hashOf } from '../store/link-token';
import type { DigestContent } from './digest-lines';

/** One alert a day at most: none within a day of the last, whichever UTC days they fall on. */
const ALERT_EVERY_MS = 24 * 60 * 60 * 1000;

/** An alert to an address of a domain marked after a time: the one-a-day rule's question. */
const ALERT_SINCE = 'SELECT 1 FROM dmarc_alerts WHERE domain = ? AND email = ? AND sent_ms > ?';

/** What a digest's page shows: the domain and week it is of, and what the e-mail said. */
interface DigestPage {
  domain: string;
  weekS: number;
  shown: string;
  content: DigestContent;
}

/**
 * The digests' marks (`dmarc_digests`, reports-schema.ts): which address had which domain's digest
 * of which week, and what it said, found again by its page link's token (kept only as a hash).
 */
export const createDigestStore = (database: SiteDatabase) => ({
  /** Whether `email` has `domain`'s digest of the week that began at `weekS`. */
  sent: (domain: string, email: string, weekS: number): boolean =>
    database.run((db) =>
      db.prepare('SELECT 1 FROM dmarc_digests WHERE domain = ? AND email = ? AND week_s = ?').get(domain, email, weekS),
    ) !== undefined,
  /**
   * Marks it sent, with its page, inside the outbox's transaction (mail-service.ts, `alongside`):
   * false when it was marked already (another process queued it first), and the caller then throws
   * to undo the message.
   */
  mark: (
    digest: { domain: string; email: string; weekS: number; shown: string; content: DigestContent },
    pageToken: string,
    nowMs: number,
  ): boolean =>
    database.run(
      (db) =>
        db
          .prepare(
            `INSERT INTO dmarc_digests (domain, email, week_s, sent_ms, page_hash, shown, content)
             VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (domain, email, week_s) DO NOTHING`,
          )
          .run(digest.domain, digest.email, digest.weekS, nowMs, hashOf(pageToken), digest.shown, JSON.stringify(digest.content))
          .changes === 1,
    ),
  /**
   * Marks `domain`'s alert to `email` sent, inside the outbox's transaction: false when one was
   * marked within the day before `nowMs` (one alert a day at most, across UTC midnight and
   * processes alike), and the caller then throws to undo the message.
   */
  markAlert: (alert: { domain: string; email: string; dayS: number }, nowMs: number): boolean =>
    database.run(
      (db) =>
        db
          .prepare(
            `INSERT INTO dmarc_alerts (domain, email, day_s, sent_ms)
             SELECT ?, ?, ?, ? WHERE NOT EXISTS (${ALERT_SINCE}) ON CONFLICT (domain, email, day_s) DO NOTHING`,
          )
          .run(alert.domain, alert.email, alert.dayS, nowMs, alert.domain, alert.email, nowMs - ALERT_EVERY_MS).changes === 1,
    ),
  /** Whether `email` had an alert of `domain` within the day before `nowMs`: its news (a day's reports) is told once. */
  alertedWithinDay: (domain: string, email: string, nowMs: number): boolean =>
    database.run((db) => db.prepare(ALERT_SINCE).get(domain, email, nowMs - ALERT_EVERY_MS)) !== undefined,
  /** The digest a page link's token names, while its mark is kept. */
  byPageToken: (token: string): DigestPage | undefined => {
    if (!token) return undefined;
    const row = database.run((db) =>
      db.prepare('SELECT domain, week_s, shown, content FROM dmarc_digests WHERE page_hash = ?').get(hashOf(token)),
    ) as { domain: string; week_s: number; shown: string | null; content: string | null } | undefined;
    if (!row?.content) return undefined;
    return {
      domain: row.domain,
      weekS: row.week_s,
      shown: row.shown ?? row.domain,
      content: JSON.parse(row.content) as DigestContent,
    };
  },
});
