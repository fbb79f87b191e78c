/**
 * The site's one database: DATA_DIR/site.db, SQLite through Node's own `node:sqlite`.
 *
 * node:sqlite is synchronous: every statement runs on the event loop. That is fine here because
 * the site runs one process per core and every statement on a request's path is short (one row
 * in, one row out, by primary key); the outbox's scans happen in the delivery loop, never in a
 * request. What each setting buys:
 * - WAL: several site processes and the `outbox` command read and write the file at once;
 * - synchronous=FULL: a commit (and so a visitor's acknowledgement) waits until it is on disk;
 * - busy_timeout: a writer waits for another's short transaction instead of failing;
 * - secure_delete: a deleted message's bytes are overwritten, not left in free pages (POPIA);
 * - user_version: which of MIGRATIONS have run; each feature owns its own tables in them.
 *
 * A database that is damaged stops the process at start (DamagedDatabaseError): the site never
 * starts empty over it. One that cannot be opened now (a read-only or missing folder) is opened
 * again at its next use, so the site serves pages meanwhile and /readyz says why.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { OUTBOX_TABLES } from '../mail/outbox-store';
import { ONCE_CLAIMS_TABLE } from '../security/captcha-replay-guard';

/** Each entry runs once, in order, in one transaction; its index + 1 is the user_version after it. */
const MIGRATIONS: readonly string[] = [`${OUTBOX_TABLES}\n${ONCE_CLAIMS_TABLE}`];

// A writer waits this long for another's transaction (they last milliseconds); the wait blocks this process's event loop, so it is short.
const BUSY_TIMEOUT_MS = 2_000;

/** SQLite's primary result codes the site names in its logs and answers. */
const CODE_NAMES: Record<number, string> = {
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  8: 'SQLITE_READONLY',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  19: 'SQLITE_CONSTRAINT',
  26: 'SQLITE_NOTADB',
};
const DAMAGED = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB']);

/** An error's `code` set to SQLite's name for it (SQLITE_FULL …), so logs and answers say what happened. */
const named = (error: unknown): unknown => {
  const errcode = (error as { errcode?: unknown }).errcode;
  if (typeof errcode === 'number') (error as NodeJS.ErrnoException).code = CODE_NAMES[errcode & 0xff] ?? `SQLITE_${errcode}`;
  return error;
};

export class DamagedDatabaseError extends Error {
  constructor(
    readonly file: string,
    readonly code: string,
  ) {
    super(
      `the database ${file} is damaged (${code}): the site does not start over it; restore it from a backup (docs/operations.md, "Backups")`,
    );
  }
}

function open(file: string): DatabaseSync {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file);
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // Read before anything is written, so a damaged file is left exactly as it was found.
    const check = db.prepare('PRAGMA quick_check(1)').get() as { quick_check?: string } | undefined;
    if (check?.quick_check !== 'ok') throw new DamagedDatabaseError(file, 'SQLITE_CORRUPT');
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON; PRAGMA temp_store = MEMORY');
    chmodSync(file, 0o600);
    migrate(db);
    return db;
  } catch (error) {
    db?.close();
    const code = (named(error) as NodeJS.ErrnoException).code ?? '';
    if (DAMAGED.has(code)) throw new DamagedDatabaseError(file, code);
    throw error;
  }
}

function migrate(db: DatabaseSync): void {
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (version >= MIGRATIONS.length) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    // Another process may have migrated while this one waited for the lock.
    const { user_version: now } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    for (let next = now; next < MIGRATIONS.length; next += 1) db.exec(MIGRATIONS[next]!);
    db.exec(`PRAGMA user_version = ${Math.max(now, MIGRATIONS.length)}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export interface SiteDatabase {
  readonly file: string;
  /** Runs `work` on the open database (opening it first if need be); SQLite's errors carry their name as `code`. */
  run<T>(work: (db: DatabaseSync) => T): T;
  /** `work` in one write transaction: all of it is durable, or none of it. */
  transaction<T>(work: (db: DatabaseSync) => T): T;
  close(): void;
}

const opened = new Map<string, SiteDatabase>();

/** The database in `file`, one connection per process (the site's features and its loop share it). */
export function siteDatabase(file: string): SiteDatabase {
  const key = resolve(file);
  const known = opened.get(key);
  if (known) return known;
  let db: DatabaseSync | null = null;
  const run = <T>(work: (db: DatabaseSync) => T): T => {
    try {
      return work((db ??= open(key)));
    } catch (error) {
      throw named(error);
    }
  };
  const database: SiteDatabase = {
    file: key,
    run,
    transaction: (work) =>
      run((handle) => {
        handle.exec('BEGIN IMMEDIATE');
        try {
          const result = work(handle);
          handle.exec('COMMIT');
          return result;
        } catch (error) {
          if (handle.isTransaction) handle.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => {
      db?.close();
      db = null;
      opened.delete(key);
    },
  };
  opened.set(key, database);
  return database;
}

/** The site's database file under a data folder. */
export const databaseFileIn = (dataDir: string): string => resolve(dataDir, 'site.db');
