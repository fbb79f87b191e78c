import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openSiteDatabase } from '../../server/site-tables';
import { DamagedDatabaseError, siteDatabase } from '../../server/store/site-database';
import { tempFolder } from '../support/for-tests';

/** Each feature's schema at its current version. */
const VERSIONS = {
  outbox: 1,
  'once-claims': 1,
  counters: 1,
  'email-watch': 2,
  'message-check': 1,
  'email-pass-on': 2,
  'dmarc-reports': 9,
  support: 4,
};

const tablesOf = (database: ReturnType<typeof siteDatabase>) =>
  database.run((db) => db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all()).map((r) => r.name);
const versionsOf = (database: ReturnType<typeof siteDatabase>) =>
  Object.fromEntries(
    database.run((db) => db.prepare('SELECT name, version FROM schema_versions').all()).map((r) => [r.name, r.version]),
  );

describe('the site database', () => {
  it('when it is opened, then it is the owner’s only, in WAL with full syncs and secure deletes, and its tables are made once', async () => {
    const dataDir = join(tempFolder('database'), 'var');
    const database = openSiteDatabase(dataDir);
    const file = database.file;
    const pragma = (name: string) => database.run((db) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0]);
    expect(pragma('journal_mode')).toBe('wal');
    // 2 is FULL: a commit returns once it is on disk.
    expect(pragma('synchronous')).toBe(2);
    expect(pragma('secure_delete')).toBe(1);
    // The WAL is truncated whenever it starts over, so no old page of a deleted row stays in it.
    expect(pragma('journal_size_limit')).toBe(0);
    expect(pragma('busy_timeout')).toBeGreaterThan(0);
    expect(pragma('user_version')).toBe(2);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect([name, statSync(name).mode & 0o777]).toEqual([name, 0o600]);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
    expect(tablesOf(database)).toEqual([
      'counters',
      'dmarc_alerts',
      'dmarc_digests',
      'dmarc_report_rows',
      'dmarc_reports',
      'dmarc_source_names',
      'email_pass_on',
      'email_watch_lease',
      'email_watch_stopped',
      'email_watches',
      'message_check_answers',
      'once_claims',
      'outbox',
      'outbox_imported',
      'outbox_wake',
      'readiness_probe',
      'schema_versions',
      'support_files',
      'support_outages',
      'support_replies',
      'support_requests',
    ]);
    expect(versionsOf(database)).toEqual(VERSIONS);
    database.close();
    // Opened again (a restart): the migrations do not run twice.
    expect(openSiteDatabase(dataDir).run(() => 'open')).toBe('open');
    expect(tablesOf(siteDatabase(file))).toHaveLength(21);
  });

  it('when a feature hands its tables over after the database is open, then they are made before its next statement, each migration once', async () => {
    const file = join(tempFolder('database-features'), 'site.db');
    const first = { name: 'first', migrations: ['CREATE TABLE IF NOT EXISTS first_things (id INTEGER PRIMARY KEY) STRICT'] };
    const database = siteDatabase(file, [first]);
    expect(tablesOf(database)).toEqual(['first_things', 'readiness_probe', 'schema_versions']);
    const second = {
      name: 'second',
      migrations: [
        'CREATE TABLE IF NOT EXISTS second_things (id INTEGER PRIMARY KEY) STRICT',
        'ALTER TABLE second_things ADD COLUMN label TEXT',
      ],
    };
    expect(siteDatabase(file, [second])).toBe(database);
    expect(tablesOf(database)).toEqual(['first_things', 'readiness_probe', 'schema_versions', 'second_things']);
    expect(versionsOf(database)).toEqual({ first: 1, second: 2 });
    database.close();
    // A restart of a process that has only the second feature: nothing runs again (an ALTER would fail).
    expect(versionsOf(siteDatabase(file, [second]))).toEqual({ first: 1, second: 2 });
    siteDatabase(file).close();
  });

  it('when the database was made by the release that kept one list of migrations, then its tables and rows are kept and versioned per feature', async () => {
    const dataDir = tempFolder('database-format-1');
    const old = new DatabaseSync(join(dataDir, 'site.db'));
    old.exec(`PRAGMA journal_mode = WAL;
      CREATE TABLE outbox (id TEXT PRIMARY KEY, state TEXT NOT NULL CHECK (state IN ('pending', 'failed')), record TEXT NOT NULL,
        next_attempt_ms INTEGER NOT NULL, changed_ms INTEGER NOT NULL, holder TEXT, lease_until_ms INTEGER) STRICT;
      CREATE INDEX outbox_by_state ON outbox (state, id);
      CREATE TABLE outbox_wake (id INTEGER PRIMARY KEY CHECK (id = 1), at_ms INTEGER NOT NULL) STRICT;
      CREATE TABLE outbox_imported (id TEXT PRIMARY KEY, at_ms INTEGER NOT NULL) STRICT;
      CREATE TABLE readiness_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at_ms INTEGER NOT NULL) STRICT;
      CREATE TABLE once_claims (key TEXT PRIMARY KEY, expires_ms INTEGER NOT NULL) STRICT;
      CREATE INDEX once_claims_by_expiry ON once_claims (expires_ms);
      INSERT INTO once_claims (key, expires_ms) VALUES ('captcha-used:abc', 4102444800000);
      PRAGMA user_version = 1;`);
    old.close();
    const database = openSiteDatabase(dataDir);
    expect(database.run((db) => db.prepare('SELECT key FROM once_claims').all())).toEqual([{ key: 'captcha-used:abc' }]);
    expect(versionsOf(database)).toEqual(VERSIONS);
    expect(database.run((db) => db.prepare('PRAGMA user_version').get())).toEqual({ user_version: 2 });
    database.close();
  });

  it('when the file is not a database, then opening it fails with an error naming the file, and the file is left as it was', async () => {
    const file = join(tempFolder('database-damaged'), 'site.db');
    writeFileSync(file, 'these are not the pages of a database, but a file someone put here by mistake\n'.repeat(100));
    const before = statSync(file);
    const open = () => siteDatabase(file).run(() => undefined);
    expect(open).toThrow(DamagedDatabaseError);
    expect(open).toThrow(file);
    expect(statSync(file)).toMatchObject({ size: before.size, mtimeMs: before.mtimeMs });
  });
});
