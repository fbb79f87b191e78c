import type { SiteDatabase } from '../store/site-database';

/**
 * The watch schedule's one lease, the row of `email_watch_lease` (made with the watches' table,
 * watch-store.ts): the process that holds it runs the checks; a live holder renews it, so only a
 * dead one's is taken over.
 */
export const watchLease = (database: SiteDatabase) => ({
  /**
   * Takes or keeps the schedule's lease for `holder` until `leaseMs` from now, unless another's is
   * still running: whether `holder` holds it.
   */
  lease: (holder: string, leaseMs: number, nowMs: number): boolean =>
    database.transaction(
      (db) =>
        db
          .prepare(
            `INSERT INTO email_watch_lease (id, holder, until_ms) VALUES (1, ?, ?)
             ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, until_ms = excluded.until_ms
             WHERE email_watch_lease.holder = excluded.holder OR email_watch_lease.until_ms <= ?`,
          )
          .run(holder, nowMs + leaseMs, nowMs).changes === 1,
    ),
  /** Hands the lease on at once (a process stopping). */
  release: (holder: string) =>
    void database.run((db) => db.prepare('DELETE FROM email_watch_lease WHERE holder = ?').run(holder)),
});
