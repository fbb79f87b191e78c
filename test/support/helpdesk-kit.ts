/**
 * The helpdesk and the scanner a support request meets, Debian's own: Request Tracker 5
 * (`rt-server`, request-tracker5 with rt5-standalone) on loopback, on a copy of the SQLite database
 * rt5-db-sqlite made or on PostgreSQL (rt-database.ts), with a token made by RT's own
 * RT::AuthToken, and clamd on a unix socket with a signature database made by `sigtool --md5` from
 * the EICAR test file.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempFolder } from './for-tests';
import { freePort } from './free-port';
import { waitUntil } from './mail-kit';
import type { Postgres } from './postgres-process';
import { missing, rtDatabase } from './rt-database';
import { processGroup } from './process-group';

const RT_LIB = '/usr/share/request-tracker5/lib';
const RT_SERVER = '/usr/share/request-tracker5/libexec/rt-server';
/**
 * The shipped initialdata: RT's autoreply off for the site's queue (docs/decisions/038), a stalled
 * ticket opened again when its requester writes, and the site's own replies not mailed back
 * (docs/decisions/040).
 */
const INITIALDATA = [path.resolve('deploy/request-tracker/site-queue.pl')];
/** The RT user whose token the site has, apart from root, who stands for staff in the tests. */
const SITE_USER = 'website';

/** The EICAR test file: every scanner calls it infected; here clamd knows it by its MD5 alone. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export interface RequestTracker {
  url: string;
  /** The site's token: its own RT user's (SITE_USER), with every right, as a deployment's may have. */
  token: string;
  /** REST 2 as staff (root) call it: JSON in and out. */
  rest(pathAndQuery: string, init?: RequestInit): Promise<unknown>;
  /** The ids of the tickets whose subject holds `text`. */
  ticketsWith(text: string): Promise<string[]>;
  /** A ticket's attachments that have a file name, by name, as bytes. */
  files(ticket: string): Promise<Record<string, Buffer>>;
  /** What the ticket was created with: its first plain-text part. */
  content(ticket: string): Promise<string>;
  /** The last lines RT wrote to its standard error (its error log). */
  logTail(): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to every RT process: connections stay open, nothing is answered. */
  pause(): void;
  resume(): void;
}

/** RT on SQLite, or on `postgres` (which the caller stops, after RT). */
export async function startRequestTracker(postgres?: Postgres): Promise<RequestTracker> {
  missing('request-tracker5', RT_SERVER);
  const dir = tempFolder('rt');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = rtDatabase(dir, postgres);
  writeFileSync(
    path.join(dir, 'site.pm'),
    [
      `Set($rtname, 'helpdesk.test'); Set($Organization, 'helpdesk.test'); Set($WebDomain, '127.0.0.1');`,
      `Set($WebPort, ${port}); Set($WebPath, ''); Set($WebBaseURL, '${url}'); Set($Timezone, 'UTC');`,
      database.settings,
      `Set($LogToSTDERR, 'error'); Set($LogToSyslog, undef); Set($MailCommand, 'testfile');`,
      // The tokens' bcrypt at its least (RT's default, 12, costs every REST call a third of a CPU-second).
      `Set($BcryptCost, 4);`,
      '1;',
    ].join('\n'),
  );
  const env = { ...process.env, RT_SITE_CONFIG: path.join(dir, 'site.pm'), RT_SITE_CONFIG_DIR: dir };
  database.make(env);
  const made = spawnSync(
    'perl',
    [
      `-I${RT_LIB}`,
      '-e',
      'use RT; RT::LoadConfig(); RT::Init(); my $u = RT::User->new(RT->SystemUser); $u->Load("root");' +
        ' my ($id, $msg, $staff) = RT::AuthToken->new(RT->SystemUser)->Create(Owner => $u->Id, Description => "staff");' +
        ' my $site = RT::User->new(RT->SystemUser); $site->Create(Name => $ENV{HELPDESK_RT_USER}, Privileged => 1);' +
        ' $site->PrincipalObj->GrantRight(Right => "SuperUser", Object => $RT::System);' +
        ' my (undef, undef, $token) = RT::AuthToken->new(RT->SystemUser)->Create(Owner => $site->Id, Description => "site");' +
        // As an operator does for e-mail intake (rt-mailgate): anyone who writes in may open a ticket, and answer one.
        ' my $q = RT::Queue->new(RT->SystemUser); $q->Load("General"); my $all = RT::Group->new(RT->SystemUser);' +
        ' $all->LoadSystemInternalGroup("Everyone");' +
        ' $all->PrincipalObj->GrantRight(Right => $_, Object => $q) for qw(CreateTicket ReplyToTicket);' +
        // The shipped initialdata, as rt-setup-database inserts it.
        ' for my $file (@ARGV) { my ($done, $why) = RT->DatabaseHandle->InsertData($file, undef, disconnect_after => 0);' +
        ' die "initialdata: $why\\n" unless $done } print "token=$token staff=$staff\\n";',
      ...INITIALDATA,
    ],
    // The site's user as the initialdata is told it at insert time.
    { env: { ...env, HELPDESK_RT_USER: SITE_USER }, encoding: 'utf8' },
  );
  const [, token, staff] = /^token=(\S+) staff=(\S+)$/m.exec(made.stdout) ?? [];
  if (!token || !staff) throw new Error(`RT::AuthToken made no token:\n${made.stderr}`);
  let child: ChildProcess | undefined;

  const rest = async (pathAndQuery: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}/REST/2.0/${pathAndQuery}`, {
      ...init,
      headers: { Authorization: `token ${staff}`, 'Content-Type': 'application/json' },
    });
    if (!response.ok) throw new Error(`RT answered ${response.status} to ${pathAndQuery}`);
    return response.json() as Promise<unknown>;
  };
  const answers = async () => {
    try {
      await rest('queues/all');
      return true;
    } catch {
      return false;
    }
  };
  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return;
    // A process group of its own: rt-server forks its workers, and a pause must stop them all.
    const log = openSync(path.join(dir, 'rt.log'), 'a');
    child = spawn('perl', [RT_SERVER, '--port', String(port)], { env, detached: true, stdio: ['ignore', 'ignore', log] });
    closeSync(log);
    // An RT that never answers is not left running after the test that waited for it.
    await waitUntil(answers, 30_000, 'RT to answer').catch((error: Error) => {
      group('SIGKILL');
      throw error;
    });
  };
  const group = (signal: NodeJS.Signals) => child && processGroup(child).signal(signal);
  await start();
  return {
    url,
    token,
    rest,
    async ticketsWith(text) {
      const found = (await rest(`tickets?${new URLSearchParams({ query: `Subject LIKE '${text}'`, per_page: '100' })}`)) as {
        items: { id: string }[];
      };
      return found.items.map((item) => String(item.id));
    },
    async content(ticket) {
      const listed = (await rest(`ticket/${ticket}/attachments?fields=ContentType,Content&per_page=50`)) as {
        items: { ContentType: string; Content: string }[];
      };
      const text = listed.items.find((item) => item.ContentType === 'text/plain');
      // A listing gives a text part's content as it is (an attachment's own URL gives it in base64).
      return text?.Content ?? '';
    },
    async files(ticket) {
      const listed = (await rest(`ticket/${ticket}/attachments?fields=Filename&per_page=50`)) as {
        items: { id: string; Filename: string }[];
      };
      const named = listed.items.filter((item) => item.Filename);
      const read = named.map(async (item) => {
        const { Filename, Content } = (await rest(`attachment/${item.id}`)) as { Filename: string; Content: string };
        return [Filename, Buffer.from(Content, 'base64')] as const;
      });
      return Object.fromEntries(await Promise.all(read));
    },
    async stop() {
      if (!child || !processGroup(child).running()) return;
      // A paused RT hears nothing; a worker still busy with a request is killed with the group after 10 s.
      group('SIGCONT');
      await processGroup(child).stop('SIGTERM', { groupWide: true });
      await waitUntil(async () => !(await answers()), 10_000);
    },
    logTail: () => readFileSync(path.join(dir, 'rt.log'), 'utf8').trim().split('\n').slice(-8).join('\n'),
    start,
    pause: () => group('SIGSTOP'),
    resume: () => group('SIGCONT'),
  };
}

/** The site's settings for this helpdesk and scanner, with room for a test's many posts from one client. */
export const helpdeskSettings = (rt: RequestTracker, clamd: Clamd, rtUrl = rt.url): Record<string, string> => ({
  HELPDESK_RT_URL: rtUrl,
  HELPDESK_RT_TOKEN: rt.token,
  CLAMAV_SOCKET: clamd.socket,
  SEARCH_PAGE_RATE_LIMIT_MAX: '100',
  SUPPORT_CLIENT_HOURLY_MAX: '100',
  SUPPORT_EMAIL_HOURLY_MAX: '100',
  SUPPORT_NOSCRIPT_CLIENT_HOURLY_MAX: '100',
});

export interface Clamd {
  socket: string;
  stop(): Promise<void>;
  /** Started again on the same socket, after stop(). */
  start(): Promise<void>;
}

/** A file larger than the test clamd takes in a stream: clamd answers it with its own error. */
export const CLAMD_STREAM_MAX_BYTES = 4 * 1024 * 1024;

/**
 * clamd on a unix socket in a folder of its own, knowing EICAR by an MD5 signature `sigtool --md5`
 * made, and taking streams up to CLAMD_STREAM_MAX_BYTES (Debian's default is 25 MB): a larger file
 * gets the answer "INSTREAM size limit exceeded. ERROR", as any file clamd cannot read does.
 */
export async function startClamd(): Promise<Clamd> {
  if (spawnSync('clamd', ['--version']).error) throw new Error('clamd is missing: run scripts/test-tools.sh as root');
  const dir = tempFolder('clamd');
  const sample = path.join(dir, 'eicar.com');
  writeFileSync(sample, EICAR);
  const signature = spawnSync('sigtool', ['--md5', sample], { encoding: 'utf8' }).stdout;
  writeFileSync(path.join(dir, 'test.hdb'), signature);
  const socket = path.join(dir, 'clamd.sock');
  writeFileSync(
    path.join(dir, 'clamd.conf'),
    [
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${dir}`,
      'Foreground yes',
      `StreamMaxLength ${CLAMD_STREAM_MAX_BYTES / 1024 / 1024}M`,
      `LogFile ${dir}/clamd.log`,
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return;
    rmSync(socket, { force: true });
    child = spawn('clamd', ['-c', path.join(dir, 'clamd.conf')], { stdio: 'ignore' });
    await waitUntil(() => existsSync(socket), 20_000);
  };
  await start();
  return {
    socket,
    start,
    stop: async () => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
