import { randomBytes } from 'node:crypto';
import type { SiteDatabase, TableSchema } from '../store/site-database';
import type { MailKinds } from './mail-kind';
import { recordReader } from './outbox-record';
import type { OutboxRecord } from './types';

/**
 * The outbox's tables. A message is one row: pending or failed, its record as JSON (the same
 * record earlier releases kept as a file, so `outbox show` and `sqlite3` read it as before), when
 * it is due, when it last changed, and who holds it now. A holder is a delivering process or the
 * operator's command; its claim lasts until `lease_until_ms`, which a live holder keeps renewing,
 * so only a dead holder's claim is ever taken over. `outbox_wake` is the operator's flush: every
 * delivery loop on the database looks at it at each pass. `outbox_imported` names the files of an
 * older release already imported, so none is imported twice.
 */
export const OUTBOX_SCHEMA: TableSchema = {
  name: 'outbox',
  migrations: [
    `
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  state TEXT NOT NULL CHECK (state IN ('pending', 'failed')),
  record TEXT NOT NULL,
  next_attempt_ms INTEGER NOT NULL,
  changed_ms INTEGER NOT NULL,
  holder TEXT,
  lease_until_ms INTEGER
) STRICT;
CREATE INDEX IF NOT EXISTS outbox_by_state ON outbox (state, id);
CREATE TABLE IF NOT EXISTS outbox_wake (id INTEGER PRIMARY KEY CHECK (id = 1), at_ms INTEGER NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS outbox_imported (id TEXT PRIMARY KEY, at_ms INTEGER NOT NULL) STRICT;
`,
  ],
};

/** Sorts by creation time as plain strings: a zero-padded millisecond stamp, then randomness. */
export const newOutboxId = (nowMs: number): string =>
  `${String(Math.floor(nowMs)).padStart(13, '0')}-${randomBytes(5).toString('hex')}`;

/** A change by a holder whose claim is gone (it can only be its own bug or a dead holder's lease taken over). */
export class ClaimLostError extends Error {
  readonly code = 'ECLAIMLOST';
}

type State = 'pending' | 'failed';

type Row = { id: string; record: string };
const json = (record: OutboxRecord) => JSON.stringify(record);
const dueMs = (record: OutboxRecord) => Date.parse(record.nextAttemptAt) || 0;

/**
 * The outbox in the site's database. Every change to a message is made by its holder, in one
 * statement that names the holder, so nobody changes a message another holds; a claim is one
 * atomic UPDATE … RETURNING. A record reads as one only when its request is of one of `kinds` in
 * its kind's stored shape; without kinds, only what every request carries is checked.
 */
export const createOutboxStore = (database: SiteDatabase, clock: () => number = Date.now, kinds?: MailKinds) => {
  const now = () => Math.floor(clock());
  const readRecord = recordReader(kinds);
  type Value = string | number | null;
  const write = (sql: string, ...values: Value[]) => database.run((db) => db.prepare(sql).run(...values));
  const one = <T>(sql: string, ...values: Value[]) => database.run((db) => db.prepare(sql).get(...values)) as T | undefined;
  const all = <T>(sql: string, ...values: Value[]) => database.run((db) => db.prepare(sql).all(...values)) as T[];
  /** One statement for `holder`'s message `id`; throws ClaimLostError when the holder does not hold it. */
  const held = (sql: string, id: string, holder: string, ...values: Value[]) => {
    if (write(sql, ...values, id, holder).changes === 0) throw new ClaimLostError(`message ${id} is not held by ${holder}`);
  };

  const put = (record: OutboxRecord, holder: string, state: State) =>
    held(
      'UPDATE outbox SET state = ?, record = ?, next_attempt_ms = ?, changed_ms = ? WHERE id = ? AND holder = ?',
      record.id,
      holder,
      state,
      json(record),
      dueMs(record),
      now(),
    );

  /** The messages in `state`, and the ids of rows whose record is not one (written by hand with sqlite3, say). */
  const scan = (state: State): { records: OutboxRecord[]; unreadable: string[] } => {
    const records: OutboxRecord[] = [];
    const unreadable: string[] = [];
    for (const row of all<Row>('SELECT id, record FROM outbox WHERE state = ? ORDER BY id', state)) {
      const record = readRecord(row.record, row.id);
      if (record) records.push(record);
      else unreadable.push(row.id);
    }
    return { records, unreadable };
  };

  return {
    /** Stored JSON (an older release's file, say) read as the record `id`, as this store reads its rows; null when it is not one. */
    readRecord,

    /** Stores a new message, durably, before the visitor is told it is received. */
    insert: (record: OutboxRecord, state: State = 'pending') =>
      write(
        'INSERT INTO outbox (id, state, record, next_attempt_ms, changed_ms) VALUES (?, ?, ?, ?, ?)',
        record.id,
        state,
        json(record),
        dueMs(record),
        now(),
      ),

    scan: () => scan('pending'),
    scanFailed: () => scan('failed').records,

    /** A message and its state as stored now; null when there is none. */
    read: (id: string): { state: State; record: OutboxRecord } | null => {
      const row = one<Row & { state: State }>('SELECT id, state, record FROM outbox WHERE id = ?', id);
      const record = row && readRecord(row.record, id);
      return row && record ? { state: row.state, record } : null;
    },

    /**
     * Claims message `id` for `holder` until `leaseMs` from now, unless another holder's lease is
     * still running: the message as it is now, or null (held by another, or gone).
     */
    claim: (id: string, holder: string, leaseMs: number): { state: State; record: OutboxRecord | null } | null => {
      const at = now();
      const row = one<Row & { state: State }>(
        `UPDATE outbox SET holder = ?, lease_until_ms = ?
         WHERE id = ? AND (holder IS NULL OR holder = ? OR lease_until_ms <= ?)
         RETURNING id, state, record`,
        holder,
        at + leaseMs,
        id,
        holder,
        at,
      );
      return row ? { state: row.state, record: readRecord(row.record, id) } : null;
    },

    /** Whether message `id` exists and is held by a live holder other than `holder`. */
    heldByOther: (id: string, holder: string): boolean =>
      one(
        'SELECT 1 FROM outbox WHERE id = ? AND holder IS NOT NULL AND holder <> ? AND lease_until_ms > ?',
        id,
        holder,
        now(),
      ) !== undefined,

    /** Keeps every claim of `holder` for `leaseMs` more. */
    renew: (holder: string, leaseMs: number) =>
      write('UPDATE outbox SET lease_until_ms = ? WHERE holder = ?', now() + leaseMs, holder),

    release: (id: string, holder: string) =>
      write('UPDATE outbox SET holder = NULL, lease_until_ms = NULL WHERE id = ? AND holder = ?', id, holder),

    /** The holder's change to its message, which is pending after it (a failed one sent again: due now, say). */
    save: (record: OutboxRecord, holder: string) => put(record, holder, 'pending'),

    /** Deletes the holder's message (sent, or deleted by the operator), from every file. */
    remove: (id: string, holder: string) => {
      held('DELETE FROM outbox WHERE id = ? AND holder = ?', id, holder);
      database.scrubDeleted();
    },

    /** Gives up on the message, with its final record saying why. */
    fail: (record: OutboxRecord, holder: string) => put(record, holder, 'failed'),

    /** A row whose record cannot be read: set aside as failed, for the operator. */
    quarantine: (id: string) =>
      write("UPDATE outbox SET state = 'failed', changed_ms = ? WHERE id = ? AND holder IS NULL", now(), id),

    /** Asks every delivery loop on this database to try now, even while paused after an outage. */
    wake: () =>
      write('INSERT INTO outbox_wake (id, at_ms) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at_ms = excluded.at_ms', now()),

    /** When `wake` was last called (ms), or 0. */
    wokenAt: (): number => one<{ at_ms: number }>('SELECT at_ms FROM outbox_wake WHERE id = 1')?.at_ms ?? 0,

    /** Pending and failed counts and the oldest pending message's creation time (ids begin with it). */
    summary: (): { pending: number; failed: number; oldestPendingMs: number | null } => {
      const row = one<{ pending: number; failed: number; oldest: number | null }>(
        `SELECT count(*) FILTER (WHERE state = 'pending') AS pending, count(*) FILTER (WHERE state = 'failed') AS failed,
                min(CASE WHEN state = 'pending' THEN CAST(substr(id, 1, 13) AS INTEGER) END) AS oldest FROM outbox`,
      )!;
      return { pending: row.pending, failed: row.failed, oldestPendingMs: row.oldest };
    },

    /**
     * Deletes failed and possibly delivered messages that last changed before `cutoffMs`, none
     * held, from every file: their ids, kinds and when they changed.
     */
    deleteExpired: (cutoffMs: number) => {
      const rows = all<{ id: string; changed_ms: number; possibly_delivered: number }>(
        `DELETE FROM outbox WHERE changed_ms <= ? AND holder IS NULL
           AND (state = 'failed' OR json_extract(record, '$.possiblyDeliveredAt') IS NOT NULL)
         RETURNING id, changed_ms, state = 'pending' AS possibly_delivered`,
        cutoffMs,
      );
      if (rows.length > 0) database.scrubDeleted();
      return rows.map(({ id, changed_ms, possibly_delivered }) => ({
        id,
        changedMs: changed_ms,
        kind: possibly_delivered ? ('possibly delivered message' as const) : ('failed message' as const),
      }));
    },

    /** Imports one record of an older release's file outbox, unless it was imported before: true if it was new. */
    importOnce: (record: OutboxRecord, state: State, changedMs: number): boolean =>
      database.transaction((db) => {
        if (db.prepare('INSERT OR IGNORE INTO outbox_imported (id, at_ms) VALUES (?, ?)').run(record.id, now()).changes === 0)
          return false;
        db.prepare('INSERT OR IGNORE INTO outbox (id, state, record, next_attempt_ms, changed_ms) VALUES (?, ?, ?, ?, ?)').run(
          record.id,
          state,
          json(record),
          dueMs(record),
          changedMs,
        );
        return true;
      }),
  };
};

export type OutboxStore = ReturnType<typeof createOutboxStore>;
