import { sastTime } from '../../shared/format-date';
import { mailboxKey } from '../email-address';
import type { SharedState } from '../shared-state/redis';
import type { SiteDatabase, TableSchema } from '../store/site-database';
import type { ReplayGuard } from './captcha-replay-guard';

/**
 * How often the site mails a visitor's confirmation, so that its form cannot be used to mail
 * strangers or spend its sender reputation: one per mailbox in the window (24 hours by default),
 * however the address is spelled, and at most `dailyMax` in a South African day for the whole
 * site. The mailbox is claimed first: spellings of one mailbox never use up the day's number.
 * Staff always get the request itself; only the confirmation is held back.
 */
export interface ConfirmationLimit {
  /** Counts a confirmation to `address` if it may go: 'allowed', or why not. */
  allow(address: string): Promise<'allowed' | 'window' | 'daily-limit'>;
}

/** Counts per key, each until it expires; several processes count together. */
export interface DayCounter {
  /** Adds one to `key` (which is forgotten after `expiresAtMs`): the count after it. */
  increment(key: string, expiresAtMs: number): Promise<number>;
}

/** The counters' table in the site's database, when the processes share no Redis. */
export const COUNTERS_SCHEMA: TableSchema = {
  name: 'counters',
  migrations: [
    'CREATE TABLE IF NOT EXISTS counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL, expires_ms INTEGER NOT NULL) STRICT',
  ],
};

/** Counters in the site's database: one statement counts, for every process sharing it; expired ones go at the next count. */
export const databaseCounter = (database: SiteDatabase, now: () => number = Date.now): DayCounter => ({
  increment: async (key, expiresAtMs) =>
    database.run((db) => {
      db.prepare('DELETE FROM counters WHERE expires_ms <= ?').run(now());
      const row = db
        .prepare(
          'INSERT INTO counters (key, count, expires_ms) VALUES (?, 1, ?) ON CONFLICT (key) DO UPDATE SET count = count + 1 RETURNING count',
        )
        .get(key, expiresAtMs) as { count: number };
      return row.count;
    }),
});

const INCREMENT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[1]) end
return count`;

/** Counters in the Redis several processes share (REDIS_URL): INCR, expiring with the day. */
export const redisCounter = (state: SharedState): DayCounter => ({
  increment: async (key, expiresAtMs) => Number(await state.sendCommand(['EVAL', INCREMENT, '1', key, String(expiresAtMs)])),
});

const DAY_MS = 24 * 60 * 60 * 1000;

export function createConfirmationLimit({
  guard,
  counter,
  windowMs,
  dailyMax,
  now = Date.now,
}: {
  /** Remembers the mailboxes confirmed in the window (a hash of each). */
  guard: ReplayGuard;
  counter: DayCounter;
  windowMs: number;
  dailyMax: number;
  now?: () => number;
}): ConfirmationLimit {
  return {
    allow: async (address) => {
      const at = now();
      if (!(await guard.claim(`confirmation:${mailboxKey(address)}`, at + windowMs))) return 'window';
      // The day in South Africa ('2026-11-24'), counted until a day after it ends.
      const day = sastTime(new Date(at).toISOString())!.local.slice(0, 10);
      const count = await counter.increment(`confirmations-on:${day}`, Date.parse(`${day}T00:00:00+02:00`) + 2 * DAY_MS);
      return count <= dailyMax ? 'allowed' : 'daily-limit';
    },
  };
}
