import { randomBytes } from 'node:crypto';
import type { EmailSecurityResult } from '../../shared/email-security/result';
import type { SiteDatabase } from '../store/site-database';
import { hashOf } from '../store/link-token';
import { watchLease } from './watch-lease';

/** What a watch has told already and not yet: the certificate warnings sent, the improvements to say next time. */
export interface Told {
  /** By host: the days-left mark (14, 3) whose warning was sent for the certificate expiring at `expires`. */
  certificates?: Record<string, { expires: string; mark: number }>;
  /** Improvements seen since the last alert, said in the next one. */
  improved?: string[];
  /** Whether "we could not check your domain" went out for the failures running now. */
  unreachableSaid?: boolean;
}

export interface Watch {
  id: string;
  domain: string;
  email: string;
  contact: boolean;
  stopToken: string;
  createdMs: number;
  confirmedMs: number | null;
  nextCheckMs: number | null;
  lastCheckedMs: number | null;
  lastChangeMs: number | null;
  seen: EmailSecurityResult;
  told: Told;
  failures: number;
  refusals: number;
}

type Row = {
  id: string;
  domain: string;
  email: string;
  contact: number;
  stop_token: string;
  created_ms: number;
  confirmed_ms: number | null;
  next_check_ms: number | null;
  last_checked_ms: number | null;
  last_change_ms: number | null;
  seen: string;
  told: string;
  failures: number;
  refusals: number;
};

const watchOf = (row: Row): Watch => ({
  id: row.id,
  domain: row.domain,
  email: row.email,
  contact: row.contact === 1,
  stopToken: row.stop_token,
  createdMs: row.created_ms,
  confirmedMs: row.confirmed_ms,
  nextCheckMs: row.next_check_ms,
  lastCheckedMs: row.last_checked_ms,
  lastChangeMs: row.last_change_ms,
  seen: JSON.parse(row.seen) as EmailSecurityResult,
  told: JSON.parse(row.told) as Told,
  failures: row.failures,
  refusals: row.refusals,
});

/** What the schedule writes after a check: the next time, what it saw, and what it has told. */
export interface Checked {
  nextCheckMs: number;
  lastCheckedMs: number;
  lastChangeMs?: number;
  seen?: EmailSecurityResult;
  told: Told;
  failures: number;
}

/** The queries of the watches' table (its schema: watch-schema.ts). */
export const createWatchStore = (database: SiteDatabase) => {
  type Value = string | number | null;
  const write = (sql: string, ...values: Value[]) => database.run((db) => db.prepare(sql).run(...values));
  const one = <T>(sql: string, ...values: Value[]) => database.run((db) => db.prepare(sql).get(...values)) as T | undefined;
  const all = <T>(sql: string, ...values: Value[]) => database.run((db) => db.prepare(sql).all(...values)) as T[];
  const count = (sql: string, ...values: Value[]) => one<{ n: number }>(sql, ...values)?.n ?? 0;

  return {
    database,
    /** How many confirmed watches name this address, and this domain. */
    counts: (email: string, domain: string) => ({
      address: count('SELECT COUNT(*) AS n FROM email_watches WHERE email = ? AND confirmed_ms IS NOT NULL', email),
      domain: count('SELECT COUNT(*) AS n FROM email_watches WHERE domain = ? AND confirmed_ms IS NOT NULL', domain),
    }),
    /** The watch of this address on this domain, if there is one. */
    find: (email: string, domain: string): Watch | null => {
      const row = one<Row>('SELECT * FROM email_watches WHERE email = ? AND domain = ?', email, domain);
      return row ? watchOf(row) : null;
    },
    /** Stores an unconfirmed watch with its tokens (only the confirmation token's hash is kept). */
    insert(
      watch: { domain: string; email: string; contact: boolean; seen: EmailSecurityResult },
      tokens: { confirmToken: string; stopToken: string },
      nowMs: number,
    ) {
      write(
        'INSERT INTO email_watches (id, domain, email, contact, confirm_hash, stop_token, created_ms, seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        randomBytes(9).toString('base64url'),
        watch.domain,
        watch.email,
        watch.contact ? 1 : 0,
        hashOf(tokens.confirmToken),
        tokens.stopToken,
        nowMs,
        JSON.stringify(watch.seen),
      );
    },
    /** The watch a confirmation token names (confirmed already or not), if it was asked for after `sinceMs`. */
    byConfirmToken: (token: string, sinceMs: number): Watch | null => {
      const row = one<Row>('SELECT * FROM email_watches WHERE confirm_hash = ? AND created_ms > ?', hashOf(token), sinceMs);
      return row ? watchOf(row) : null;
    },
    byStopToken: (token: string): Watch | null => {
      const row = one<Row>('SELECT * FROM email_watches WHERE stop_token = ?', token);
      return row ? watchOf(row) : null;
    },
    byId: (id: string): Watch | null => {
      const row = one<Row>('SELECT * FROM email_watches WHERE id = ?', id);
      return row ? watchOf(row) : null;
    },
    /** Confirms it, due first at `nextCheckMs`; false when it is no longer unconfirmed. */
    confirm: (id: string, nowMs: number, nextCheckMs: number): boolean =>
      write(
        'UPDATE email_watches SET confirmed_ms = ?, next_check_ms = ? WHERE id = ? AND confirmed_ms IS NULL',
        nowMs,
        nextCheckMs,
        id,
      ).changes === 1,
    /** Deletes a watch; true when there was one. */
    remove: (id: string): boolean => write('DELETE FROM email_watches WHERE id = ?', id).changes === 1,
    /**
     * Deletes a watch its stop link stopped, and remembers a hash of that link's token until
     * `rememberUntilMs`; true when there was one.
     */
    stop: (watch: Watch, rememberUntilMs: number): boolean =>
      database.transaction((db) => {
        if (db.prepare('DELETE FROM email_watches WHERE id = ?').run(watch.id).changes !== 1) return false;
        db.prepare('INSERT OR REPLACE INTO email_watch_stopped (stop_hash, until_ms) VALUES (?, ?)').run(
          hashOf(watch.stopToken),
          rememberUntilMs,
        );
        return true;
      }),
    /** Whether this stop token's watch was stopped by it, and is still remembered at `nowMs`. */
    stoppedBy: (token: string, nowMs: number): boolean =>
      count('SELECT COUNT(*) AS n FROM email_watch_stopped WHERE stop_hash = ? AND until_ms > ?', hashOf(token), nowMs) > 0,
    /**
     * What has lasted its time: the watches never confirmed that were asked for before `beforeMs`
     * (deleted: how many), the confirmation tokens of those confirmed (forgotten), and the stop
     * tokens remembered until `nowMs` (forgotten).
     */
    expire: (beforeMs: number, nowMs: number): number => {
      write(
        'UPDATE email_watches SET confirm_hash = NULL WHERE confirm_hash IS NOT NULL AND confirmed_ms IS NOT NULL AND created_ms <= ?',
        beforeMs,
      );
      write('DELETE FROM email_watch_stopped WHERE until_ms <= ?', nowMs);
      return Number(write('DELETE FROM email_watches WHERE confirmed_ms IS NULL AND created_ms <= ?', beforeMs).changes);
    },
    /** The confirmed watch due soonest, if it is due by `nowMs`. */
    nextDue: (nowMs: number): Watch | null => {
      const row = one<Row>(
        'SELECT * FROM email_watches WHERE confirmed_ms IS NOT NULL AND next_check_ms <= ? ORDER BY next_check_ms LIMIT 1',
        nowMs,
      );
      return row ? watchOf(row) : null;
    },
    /**
     * What a check found, written only where the row is still as it was read (`lastCheckedMs`):
     * false when another process wrote it meanwhile or it was stopped.
     */
    checked: (watch: Watch, after: Checked): boolean =>
      write(
        `UPDATE email_watches SET next_check_ms = ?, last_checked_ms = ?, last_change_ms = ?, seen = ?, told = ?, failures = ?
         WHERE id = ? AND last_checked_ms IS ?`,
        after.nextCheckMs,
        after.lastCheckedMs,
        after.lastChangeMs ?? watch.lastChangeMs,
        JSON.stringify(after.seen ?? watch.seen),
        JSON.stringify(after.told),
        after.failures,
        watch.id,
        watch.lastCheckedMs,
      ).changes === 1,
    /** Counts a delivery the receiving server refused for good; the count after it (0 when there is no such watch). */
    refused: (stopToken: string): number =>
      one<{ refusals: number }>(
        'UPDATE email_watches SET refusals = refusals + 1 WHERE stop_token = ? RETURNING refusals',
        stopToken,
      )?.refusals ?? 0,
    /** The confirmed watches of a domain, by address: who gets its DMARC digest. */
    confirmedAt: (domain: string): Watch[] =>
      all<Row>('SELECT * FROM email_watches WHERE domain = ? AND confirmed_ms IS NOT NULL ORDER BY email', domain).map(watchOf),
    /** Every watch, for the operator's list: by domain, then address. */
    list: (): Watch[] => all<Row>('SELECT * FROM email_watches ORDER BY domain, email').map(watchOf),
    /** Watches by state, for the metrics. */
    states: () =>
      one<{ confirmed: number; unconfirmed: number }>(
        `SELECT COUNT(confirmed_ms) AS confirmed, COUNT(*) - COUNT(confirmed_ms) AS unconfirmed FROM email_watches`,
      ) ?? { confirmed: 0, unconfirmed: 0 },

    ...watchLease(database),
  };
};

export type WatchStore = ReturnType<typeof createWatchStore>;
