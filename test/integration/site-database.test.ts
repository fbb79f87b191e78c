import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DamagedDatabaseError, siteDatabase } from '../../server/store/site-database';
import { tempDir } from '../support/mail-kit';

describe('the site database', () => {
  it('when it is opened, then it is the owner’s only, in WAL with full syncs and secure deletes, and its tables are made once', async () => {
    const file = join(await tempDir('database'), 'var', 'site.db');
    const database = siteDatabase(file);
    const pragma = (name: string) => database.run((db) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0]);
    expect(pragma('journal_mode')).toBe('wal');
    // 2 is FULL: a commit returns once it is on disk.
    expect(pragma('synchronous')).toBe(2);
    expect(pragma('secure_delete')).toBe(1);
    expect(pragma('busy_timeout')).toBeGreaterThan(0);
    expect(pragma('user_version')).toBe(1);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
    const tables = () =>
      database
        .run((db) => db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all())
        .map((r) => r.name);
    expect(tables()).toEqual(['once_claims', 'outbox', 'outbox_imported', 'outbox_wake', 'readiness_probe']);
    database.close();
    // Opened again (a restart): the migrations do not run twice.
    expect(siteDatabase(file).run(() => 'open')).toBe('open');
    expect(tables()).toHaveLength(5);
  });

  it('when the file is not a database, then opening it fails with an error naming the file, and the file is left as it was', async () => {
    const file = join(await tempDir('database-damaged'), 'site.db');
    writeFileSync(file, 'these are not the pages of a database, but a file someone put here by mistake\n'.repeat(100));
    const before = statSync(file);
    let error: unknown;
    try {
      siteDatabase(file).run(() => undefined);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DamagedDatabaseError);
    expect((error as Error).message).toContain(file);
    expect(statSync(file)).toMatchObject({ size: before.size, mtimeMs: before.mtimeMs });
  });
});
