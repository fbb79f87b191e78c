import { createHash } from 'node:crypto';
import type { SiteDatabase, TableSchema } from '../store/site-database';

/**
 * Remembers which captcha solutions were already used (and, under its own name, which addresses
 * got a confirmation in the window), until they expire on their own. Without REDIS_URL each is a
 * row of `once_claims` in the site's database, keyed by the guard's name and a hash of the id (no
 * visitor text is stored): one statement checks and records, for every process sharing the
 * database, and a restart forgets nothing. Expired rows are deleted every ten minutes.
 */
export interface ReplayGuard {
  /**
   * True the first time `id` is claimed; false for every later claim before `expiresAtMs`.
   * Rejects when the claim cannot be recorded (the database cannot be written, Redis is away): the
   * caller refuses. With REDIS_URL the guard is redis-replay-guard.ts, shared by every process.
   * `issuedAtMs`, when known, lets a guard that may have forgotten claims (Redis emptied) refuse
   * what was issued before it forgot.
   */
  claim(id: string, expiresAtMs: number, issuedAtMs?: number): Promise<boolean>;
  /** Forgets a claim its caller could not use (a confirmation a limit then refused), so `id` can be claimed again. */
  release(id: string): Promise<void>;
}

/** The guards' table in the site's database. */
export const ONCE_CLAIMS_SCHEMA: TableSchema = {
  name: 'once-claims',
  migrations: [
    `
CREATE TABLE IF NOT EXISTS once_claims (key TEXT PRIMARY KEY, expires_ms INTEGER NOT NULL) STRICT;
CREATE INDEX IF NOT EXISTS once_claims_by_expiry ON once_claims (expires_ms);
`,
  ],
};

/** The guard's name for the used captcha solutions. */
export const CAPTCHA_USED = 'captcha-used';

const PRUNE_EVERY_MS = 10 * 60_000;

export function createReplayGuard({
  database,
  name,
  now = Date.now,
}: {
  database: SiteDatabase;
  name: string;
  now?: () => number;
}): ReplayGuard & { size(): number } {
  let lastPrune = -Infinity;
  const prune = (at: number) => {
    if (at - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at;
    database.run((db) => db.prepare('DELETE FROM once_claims WHERE expires_ms <= ?').run(at));
  };
  const keyOf = (id: string) => `${name}:${createHash('sha256').update(id).digest('hex')}`;
  return {
    async claim(id, expiresAtMs) {
      const at = now();
      const key = keyOf(id);
      // New, or a stale record of an id whose lifetime is over (only an id with a new lifetime, hCaptcha's, gets here).
      const row = database.run((db) =>
        db
          .prepare(
            `INSERT INTO once_claims (key, expires_ms) VALUES (?, ?)
             ON CONFLICT (key) DO UPDATE SET expires_ms = excluded.expires_ms WHERE once_claims.expires_ms <= ?
             RETURNING 1 AS claimed`,
          )
          .get(key, expiresAtMs, at),
      );
      prune(at);
      return row !== undefined;
    },
    async release(id) {
      database.run((db) => db.prepare('DELETE FROM once_claims WHERE key = ?').run(keyOf(id)));
    },
    /** How many ids of this guard are remembered now. */
    size: () =>
      (
        database.run((db) => db.prepare('SELECT count(*) AS n FROM once_claims WHERE key LIKE ?').get(`${name}:%`)) as {
          n: number;
        }
      ).n,
  };
}
