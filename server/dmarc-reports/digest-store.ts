import type { SiteDatabase } from '../store/site-database';

/** The digests' marks (`dmarc_digests`, reports-schema.ts): which address had which domain's digest of which week. */
export const createDigestStore = (database: SiteDatabase) => ({
  /** Whether `email` has `domain`'s digest of the week that began at `weekS`. */
  sent: (domain: string, email: string, weekS: number): boolean =>
    database.run((db) =>
      db.prepare('SELECT 1 FROM dmarc_digests WHERE domain = ? AND email = ? AND week_s = ?').get(domain, email, weekS),
    ) !== undefined,
  /**
   * Marks it sent, inside the outbox's transaction (mail-service.ts, `alongside`): false when it was
   * marked already (another process queued it first), and the caller then throws to undo the message.
   */
  mark: (domain: string, email: string, weekS: number, nowMs: number): boolean =>
    database.run(
      (db) =>
        db
          .prepare('INSERT INTO dmarc_digests (domain, email, week_s, sent_ms) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
          .run(domain, email, weekS, nowMs).changes === 1,
    ),
});
