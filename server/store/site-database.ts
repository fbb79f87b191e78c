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
 *   the WAL still holds the pages as they were until it is checkpointed, so a feature that deletes
 *   personal data calls `scrubDeleted()` (wal_checkpoint(TRUNCATE)), and journal_size_limit=0
 *   truncates the WAL whenever it starts over;
 * - schemas: the store knows no feature. Each hands it its own tables as a named list of
 *   migrations (`TableSchema`); which have run is kept per name in `schema_versions`, and
 *   `user_version` is the store's own format (1: one list of migrations for every table; 2: per
 *   feature). A feature's first migration creates its tables IF NOT EXISTS, as a database of
 *   format 1 has them already.
 *
 * A database that is damaged stops the process at start (DamagedDatabaseError): the site never
 * starts empty over it. One that cannot be opened now (a read-only or missing folder) is opened
 * again at its next use, so the site serves pages meanwhile and /readyz says why.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** A feature's tables in the site's database, handed to the store by the feature. */
export interface TableSchema {
  /** The feature's name, under which `schema_versions` keeps how many of its migrations have run. */
  readonly name: string;
  /** Append only: each runs once, in order, in one transaction with the others due. */
  readonly migrations: readonly string[];
}

/** The store's own format, in `PRAGMA user_version`. */
const STORE_FORMAT = 2;
/** The store's own tables: which migrations have run, and the one row /readyz writes to see that a write would succeed. */
const STORE_TABLES = `
CREATE TABLE IF NOT EXISTS schema_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS readiness_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at_ms INTEGER NOT NULL) STRICT;
`;

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

function open(file: string, schemas: readonly TableSchema[]): DatabaseSync {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file);
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // Read before anything is written, so a damaged file is left exactly as it was found.
    const check = db.prepare('PRAGMA quick_check(1)').get() as { quick_check?: string } | undefined;
    if (check?.quick_check !== 'ok') throw new DamagedDatabaseError(file, 'SQLITE_CORRUPT');
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA journal_size_limit = 0; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON; PRAGMA temp_store = MEMORY',
    );
    chmodSync(file, 0o600);
    migrate(db, schemas);
    return db;
  } catch (error) {
    db?.close();
    const code = (named(error) as NodeJS.ErrnoException).code ?? '';
    if (DAMAGED.has(code)) throw new DamagedDatabaseError(file, code);
    throw error;
  }
}

/** How many of each feature's migrations have run, by name; null in a new database or one of format 1. */
function versions(db: DatabaseSync): Map<string, number> | null {
  const { user_version: format } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (format < STORE_FORMAT) return null;
  const rows = db.prepare('SELECT name, version FROM schema_versions').all() as Array<{ name: string; version: number }>;
  return new Map(rows.map((row) => [row.name, row.version]));
}

const due = (ran: Map<string, number> | null, schema: TableSchema) => (ran?.get(schema.name) ?? 0) < schema.migrations.length;

/** Makes the store's own tables and runs each schema's migrations that have not run yet, all in one transaction. */
function migrate(db: DatabaseSync, schemas: readonly TableSchema[]): void {
  const before = versions(db);
  if (before && !schemas.some((schema) => due(before, schema))) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    // Another process may have migrated while this one waited for the lock.
    const ran = versions(db);
    db.exec(STORE_TABLES);
    const record = db.prepare(
      'INSERT INTO schema_versions (name, version) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET version = excluded.version',
    );
    for (const schema of schemas.filter((each) => due(ran, each))) {
      for (const sql of schema.migrations.slice(ran?.get(schema.name) ?? 0)) db.exec(sql);
      record.run(schema.name, schema.migrations.length);
    }
    db.exec(`PRAGMA user_version = ${STORE_FORMAT}`);
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
  /** Whether a row could be stored now (one small write, committed durably): null, or why not (SQLITE_FULL …). */
  writeError(): string | null;
  /**
   * After a delete of personal data: the WAL copied into the database file and truncated to
   * nothing, so the rows' old pages are in no file. While another connection still reads an older
   * snapshot it is tried again each second (closing the database does it too).
   */
  scrubDeleted(): void;
  close(): void;
}

const opened = new Map<string, { database: SiteDatabase; adopt(schemas: readonly TableSchema[]): void }>();

/**
 * The database in `file`, one connection per process (the site's features and its loop share it),
 * with the tables of `schemas`. A feature that opens it later hands over its own: they are
 * brought up to date before the next statement.
 */
export function siteDatabase(file: string, schemas: readonly TableSchema[] = []): SiteDatabase {
  const key = resolve(file);
  const known = opened.get(key);
  if (known) {
    known.adopt(schemas);
    return known.database;
  }
  const tables = new Map<string, TableSchema>();
  let db: DatabaseSync | null = null;
  let due = false;
  let scrubAgain: NodeJS.Timeout | undefined;
  const run = <T>(work: (db: DatabaseSync) => T): T => {
    try {
      if (!db || due) {
        if (db) migrate(db, [...tables.values()]);
        else db = open(key, [...tables.values()]);
        due = false;
      }
      return work(db);
    } catch (error) {
      throw named(error);
    }
  };
  const adopt = (added: readonly TableSchema[]) => {
    for (const schema of added) {
      if (tables.get(schema.name) === schema) continue;
      tables.set(schema.name, schema);
      due = true;
    }
  };
  adopt(schemas);
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
    writeError: () => {
      try {
        run((handle) => handle.prepare('INSERT OR REPLACE INTO readiness_probe (id, at_ms) VALUES (1, ?)').run(Date.now()));
        return null;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      }
    },
    scrubDeleted: () => {
      clearTimeout(scrubAgain);
      try {
        const { busy } = run((handle) => handle.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()) as { busy: number };
        if (!busy) return;
      } catch {
        // Tried again below.
      }
      scrubAgain = setTimeout(database.scrubDeleted, 1000);
      scrubAgain.unref();
    },
    close: () => {
      clearTimeout(scrubAgain);
      db?.close();
      db = null;
      opened.delete(key);
    },
  };
  opened.set(key, { database, adopt });
  return database;
}

/** The site's database file under a data folder. */
export const databaseFileIn = (dataDir: string): string => resolve(dataDir, 'site.db');
