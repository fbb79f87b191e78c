/**
 * Request Tracker's database for the helpdesk kit: a copy of the SQLite one rt5-db-sqlite made, or
 * one on PostgreSQL, RT's production database, made as an operator makes it: RT's own
 * `rt-setup-database --action init` as the cluster's superuser, RT then logging in over TCP as a
 * user of its own with a password.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Postgres } from './postgres-process';

const SQLITE_DATABASE = '/var/lib/dbconfig-common/sqlite3/request-tracker5/rtdb';
const SETUP = '/usr/sbin/rt-setup-database-5';
/** RT's database on PostgreSQL, as Debian's dbconfig-common names it. */
export const RT_PG_DATABASE = 'rtdb';

export interface RtDatabase {
  /** RT_SiteConfig lines that point RT at it. */
  settings: string;
  /** Makes it, once RT's configuration (`env`) holds `settings`: schema, ACLs, RT's core and initial data. */
  make(env: NodeJS.ProcessEnv): void;
}

export const missing = (what: string, file: string) => {
  if (!existsSync(file)) throw new Error(`${what} is missing (${file}): run scripts/test-tools.sh as root`);
};

export function rtDatabase(dir: string, postgres?: Postgres): RtDatabase {
  if (!postgres) {
    missing("rt5-db-sqlite's database", SQLITE_DATABASE);
    return {
      settings: `Set($DatabaseType, 'SQLite'); Set($DatabaseName, '${dir}/rtdb');`,
      make: () => copyFileSync(SQLITE_DATABASE, path.join(dir, 'rtdb')),
    };
  }
  missing('rt-setup-database (request-tracker5)', SETUP);
  return {
    settings: [
      `Set($DatabaseType, 'Pg'); Set($DatabaseHost, '${postgres.host}'); Set($DatabasePort, ${postgres.port});`,
      `Set($DatabaseName, '${RT_PG_DATABASE}'); Set($DatabaseUser, 'rtuser'); Set($DatabasePassword, '${randomBytes(12).toString('hex')}');`,
      `Set($DatabaseAdmin, '${postgres.admin.user}');`,
    ].join('\n'),
    make(env) {
      const made = spawnSync(
        SETUP,
        ['--action', 'init', '--dba', postgres.admin.user, '--dba-password', postgres.admin.password],
        {
          env,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 120_000,
        },
      );
      if (made.status !== 0) throw new Error(`rt-setup-database failed:\n${made.stdout}\n${made.stderr}`);
    },
  };
}
