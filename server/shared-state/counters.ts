/**
 * Counts several processes share, each under a key until it expires: in the Redis they share when
 * REDIS_URL is set, else in the site's database under DATA_DIR (its `counters` table). Used for
 * the confirmations sent in a day, the queries sent to each domain registry in a minute, and what
 * the e-mail check asks of blocklists and for look-alikes in a day.
 */
import type { SiteDatabase, TableSchema } from '../store/site-database';
import type { SharedState } from './redis';

/** Counts per key, each until it expires; several processes count together. */
export interface Counter {
  /** Adds `by` (one) to `key` (which is forgotten after `expiresAtMs`): the count after it. */
  increment(key: string, expiresAtMs: number, by?: number): Promise<number>;
  /** Takes back one count of `key` that was not used (never below zero, and it expires as it would have). */
  giveBack(key: string): Promise<void>;
}

/** The counters' table in the site's database, when the processes share no Redis. */
export const COUNTERS_SCHEMA: TableSchema = {
  name: 'counters',
  migrations: [
    'CREATE TABLE IF NOT EXISTS counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL, expires_ms INTEGER NOT NULL) STRICT',
  ],
};

/** Counters in the site's database: one statement counts, for every process sharing it; expired ones go at the next count. */
export const databaseCounter = (database: SiteDatabase, now: () => number = Date.now): Counter => ({
  increment: async (key, expiresAtMs, by = 1) =>
    database.run((db) => {
      db.prepare('DELETE FROM counters WHERE expires_ms <= ?').run(now());
      const row = db
        .prepare(
          'INSERT INTO counters (key, count, expires_ms) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET count = count + excluded.count RETURNING count',
        )
        .get(key, by, expiresAtMs) as { count: number };
      return row.count;
    }),
  giveBack: async (key) =>
    void database.run((db) => db.prepare('UPDATE counters SET count = count - 1 WHERE key = ? AND count > 0').run(key)),
});

const INCREMENT = `local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIREAT', KEYS[1], ARGV[1]) end
return count`;

const GIVE_BACK = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in the Redis several processes share (REDIS_URL): INCR, the key expiring when its first count says. */
export const redisCounter = (state: SharedState): Counter => ({
  increment: async (key, expiresAtMs, by = 1) =>
    Number(await state.sendCommand(['EVAL', INCREMENT, '1', key, String(expiresAtMs), String(by)])),
  giveBack: async (key) => void (await state.sendCommand(['EVAL', GIVE_BACK, '1', key])),
});
