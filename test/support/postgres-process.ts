/**
 * Debian's PostgreSQL as a helpdesk is deployed on it, in a cluster of its own: `initdb` in a
 * temporary folder, the server on 127.0.0.1 and a free port with password (SCRAM) logins, its unix
 * socket in that folder, trusted there for the superuser's own sessions. As root the cluster is the
 * postgres user's (PostgreSQL refuses to run as root), through `setpriv`, which leaves no process
 * between the test and the server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, openSync, closeSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempFolder } from './for-tests';
import { freePort } from './free-port';
import { processGroup } from './process-group';
import { waitUntil } from './mail-kit';

export interface Postgres {
  host: string;
  port: number;
  /** The superuser (a deployment's DatabaseAdmin) and its password. */
  admin: { user: string; password: string };
  /**
   * `statement` run in a transaction of a superuser's session on `database`, left open: whatever
   * it locks stays locked until `release` commits it.
   */
  hold(database: string, statement: string): Promise<{ release(): Promise<void> }>;
  /** Stops the server (fast shutdown: sessions ended) and deletes the cluster. */
  stop(): Promise<void>;
}

/** The newest PostgreSQL Debian installed (postgresql-NN puts its programs under /usr/lib/postgresql/NN). */
function programs(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error('PostgreSQL is missing: run scripts/test-tools.sh as root');
  return path.join(root, newest, 'bin');
}

/** The command that runs `program` as the cluster's owner: the postgres user when the tests run as root. */
function asOwner(dir: string): (program: string, args: string[]) => [string, string[]] {
  if (process.getuid?.() !== 0) return (program, args) => [program, args];
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, id('-u'), id('-g'));
  return (program, args) => ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', program, ...args]];
}

export async function startPostgres(): Promise<Postgres> {
  const bin = programs();
  const dir = tempFolder('postgres');
  const owner = asOwner(dir);
  const port = await freePort();
  const admin = { user: 'postgres', password: randomBytes(12).toString('hex') };
  const passwordFile = path.join(dir, 'admin-password');
  writeFileSync(passwordFile, admin.password, { mode: 0o644 });
  const data = path.join(dir, 'data');
  const [initdb, initArgs] = owner(path.join(bin, 'initdb'), [
    ...['-D', data, '-U', admin.user, `--pwfile=${passwordFile}`, '-E', 'UTF8', '--locale=C.UTF-8'],
    ...['--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync'],
  ]);
  const made = spawnSync(initdb, initArgs, { encoding: 'utf8', timeout: 60_000 });
  rmSync(passwordFile);
  if (made.status !== 0) throw new Error(`initdb failed:\n${made.stderr}`);

  const logFile = path.join(dir, 'postgres.log');
  const log = openSync(logFile, 'a');
  const [server, serverArgs] = owner(path.join(bin, 'postgres'), [
    ...['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
    // A cluster thrown away after the file: nothing in it has to survive a crash of the machine.
    ...['-c', 'fsync=off'],
  ]);
  // A process group of its own, stopped whole; its log in the cluster's folder.
  const child: ChildProcess = spawn(server, serverArgs, { detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  const group = processGroup(child);
  const stop = async () => {
    // SIGINT: PostgreSQL's fast shutdown, its sessions ended.
    await group.stop('SIGINT');
    rmSync(dir, { recursive: true, force: true });
  };
  const logged = () => readFileSync(logFile, 'utf8');
  try {
    await waitUntil(
      () => logged().includes('ready to accept connections') || child.exitCode !== null,
      20_000,
      'PostgreSQL to start',
    );
    if (child.exitCode !== null) throw new Error('it exited');
  } catch (error) {
    const tail = logged().trim().split('\n').slice(-8).join('\n');
    await stop();
    throw new Error(`PostgreSQL did not start (${(error as Error).message}):\n${tail}`);
  }

  const hold = async (database: string, statement: string) => {
    const psql = ['-X', '-At', '-v', 'ON_ERROR_STOP=1', '-h', dir, '-p', String(port), '-U', admin.user, database];
    const session = spawn(path.join(bin, 'psql'), psql);
    let said = '';
    session.stdout.on('data', (chunk: Buffer) => void (said += chunk.toString()));
    session.stderr.on('data', (chunk: Buffer) => void (said += chunk.toString()));
    const ended = new Promise((resolve) => session.once('exit', resolve));
    session.stdin.write(`BEGIN; ${statement}; SELECT 'held';\n`);
    await waitUntil(() => /^held$/m.test(said) || session.exitCode !== null, 10_000, `psql to hold ${statement}`);
    if (session.exitCode !== null) throw new Error(`psql could not hold ${statement}:\n${said}`);
    return {
      async release() {
        if (session.exitCode === null) session.stdin.end('COMMIT;\n');
        await ended;
      },
    };
  };

  return { host: '127.0.0.1', port, admin, hold, stop };
}
