import { randomBytes } from 'node:crypto';
import type { SiteDatabase, TableSchema } from '../store/site-database';
import { isOutboxRecord } from './outbox-record';
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
CREATE TABLE IF NOT EXISTS readiness_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at_ms INTEGER NOT NULL) STRICT;
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

export interface ScanResult {
  records: OutboxRecord[];
  /** Ids of rows whose record is not an outbox record (written by hand with sqlite3, say). */
  unreadable: string[];
}

const parsed = (id: string, text: string): OutboxRecord | null => {
  try {
    const value: unknown = JSON.parse(text);
    return isOutboxRecord(value, id) ? value : null;
  } catch {
    return null;
  }
};

const json = (record: OutboxRecord) => JSON.stringify(record);
const dueMs = (record: OutboxRecord) => Date.parse(record.nextAttemptAt) || 0;

/**
 * The outbox in the site's database. Every change to a message is made by its holder, in one
 * statement that names the holder, so nobody changes a message another holds; a claim is one
 * atomic UPDATE … RETURNING.
 */
export const createOutboxStore = (database: SiteDatabase, clock: () => number = Date.now) => {
  const run = database.run;
  const now = () => Math.floor(clock());
  /** One statement for `holder`'s message `id`; throws ClaimLostError when the holder does not hold it. */
  const held = (sql: string, id: string, holder: string, ...values: Array<string | number>) =>
    run((db) => {
      if (db.prepare(sql).run(...values, id, holder).changes === 0)
        throw new ClaimLostError(`message ${id} is not held by ${holder}`);
    });

  const scan = (state: State): ScanResult => {
    const rows = run((db) => db.prepare('SELECT id, record FROM outbox WHERE state = ? ORDER BY id').all(state)) as Array<{
      id: string;
      record: string;
    }>;
    const records: OutboxRecord[] = [];
    const unreadable: string[] = [];
    for (const row of rows) {
      const record = parsed(row.id, row.record);
      if (record) records.push(record);
      else unreadable.push(row.id);
    }
    return { records, unreadable };
  };

  return {
    /** Stores a new message, durably, before the visitor is told it is received. */
    insert: (record: OutboxRecord, state: State = 'pending') =>
      run((db) =>
        db
          .prepare('INSERT INTO outbox (id, state, record, next_attempt_ms, changed_ms) VALUES (?, ?, ?, ?, ?)')
          .run(record.id, state, json(record), dueMs(record), now()),
      ),

    scan: () => scan('pending'),
    scanFailed: () => scan('failed').records,

    /** A message and its state as stored now; null when there is none. */
    read: (id: string): { state: State; record: OutboxRecord } | null => {
      const row = run((db) => db.prepare('SELECT state, record FROM outbox WHERE id = ?').get(id)) as
        { state: State; record: string } | undefined;
      const record = row && parsed(id, row.record);
      return row && record ? { state: row.state, record } : null;
    },

    /**
     * Claims message `id` for `holder` until `leaseMs` from now, unless another holder's lease is
     * still running: the message as it is now, or null (held by another, or gone).
     */
    claim: (id: string, holder: string, leaseMs: number): { state: State; record: OutboxRecord | null } | null => {
      const at = now();
      const row = run((db) =>
        db
          .prepare(
            `UPDATE outbox SET holder = ?, lease_until_ms = ?
             WHERE id = ? AND (holder IS NULL OR holder = ? OR lease_until_ms <= ?)
             RETURNING state, record`,
          )
          .get(holder, at + leaseMs, id, holder, at),
      ) as { state: State; record: string } | undefined;
      return row ? { state: row.state, record: parsed(id, row.record) } : null;
    },

    /** Whether message `id` exists and is held by a live holder other than `holder`. */
    heldByOther: (id: string, holder: string): boolean =>
      run(
        (db) =>
          db
            .prepare('SELECT 1 FROM outbox WHERE id = ? AND holder IS NOT NULL AND holder <> ? AND lease_until_ms > ?')
            .get(id, holder, now()) !== undefined,
      ),

    /** Keeps every claim of `holder` for `leaseMs` more. */
    renew: (holder: string, leaseMs: number) =>
      run((db) => db.prepare('UPDATE outbox SET lease_until_ms = ? WHERE holder = ?').run(now() + leaseMs, holder)),

    release: (id: string, holder: string) =>
      run((db) =>
        db.prepare('UPDATE outbox SET holder = NULL, lease_until_ms = NULL WHERE id = ? AND holder = ?').run(id, holder),
      ),

    /** The holder's change to its pending message. */
    save: (record: OutboxRecord, holder: string) =>
      held(
        'UPDATE outbox SET record = ?, next_attempt_ms = ?, changed_ms = ? WHERE id = ? AND holder = ?',
        record.id,
        holder,
        json(record),
        dueMs(record),
        now(),
      ),

    remove: (id: string, holder: string) => held('DELETE FROM outbox WHERE id = ? AND holder = ?', id, holder),

    /** Gives up on the message, with its final record saying why. */
    fail: (record: OutboxRecord, holder: string) =>
      held(
        "UPDATE outbox SET state = 'failed', record = ?, changed_ms = ? WHERE id = ? AND holder = ?",
        record.id,
        holder,
        json(record),
        now(),
      ),

    /** A failed message back to pending, as `record` says (due now, say). */
    revive: (record: OutboxRecord, holder: string) =>
      held(
        "UPDATE outbox SET state = 'pending', record = ?, next_attempt_ms = ?, changed_ms = ? WHERE id = ? AND holder = ?",
        record.id,
        holder,
        json(record),
        dueMs(record),
        now(),
      ),

    /** A row whose record cannot be read: set aside as failed, for the operator. */
    quarantine: (id: string) =>
      run((db) =>
        db.prepare("UPDATE outbox SET state = 'failed', changed_ms = ? WHERE id = ? AND holder IS NULL").run(now(), id),
      ),

    /** Asks every delivery loop on this database to try now, even while paused after an outage. */
    wake: () =>
      run((db) =>
        db
          .prepare('INSERT INTO outbox_wake (id, at_ms) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at_ms = excluded.at_ms')
          .run(now()),
      ),

    /** When `wake` was last called (ms), or 0. */
    wokenAt: (): number =>
      (run((db) => db.prepare('SELECT at_ms FROM outbox_wake WHERE id = 1').get()) as { at_ms: number } | undefined)?.at_ms ?? 0,

    /** Pending and failed counts and the oldest pending message's creation time (ids begin with it). */
    summary: (): { pending: number; failed: number; oldestPendingMs: number | null } => {
      const row = run((db) =>
        db
          .prepare(
            `SELECT count(*) FILTER (WHERE state = 'pending') AS pending, count(*) FILTER (WHERE state = 'failed') AS failed,
                    min(CASE WHEN state = 'pending' THEN CAST(substr(id, 1, 13) AS INTEGER) END) AS oldest FROM outbox`,
          )
          .get(),
      ) as { pending: number; failed: number; oldest: number | null };
      return { pending: row.pending, failed: row.failed, oldestPendingMs: row.oldest };
    },

    /** Whether a message could be stored now (one small write, committed durably): null, or why not (SQLITE_FULL …). */
    writeError: (): string | null => {
      try {
        run((db) => db.prepare('INSERT OR REPLACE INTO readiness_probe (id, at_ms) VALUES (1, ?)').run(now()));
        return null;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      }
    },

    /** Deletes failed messages that last changed before `cutoffMs`, none held: their ids and when they changed. */
    deleteFailedBefore: (cutoffMs: number): Array<{ id: string; changed_ms: number }> =>
      run(
        (db) =>
          db
            .prepare("DELETE FROM outbox WHERE state = 'failed' AND changed_ms <= ? AND holder IS NULL RETURNING id, changed_ms")
            .all(cutoffMs) as Array<{ id: string; changed_ms: number }>,
      ),

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
