import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempFolder } from './for-tests';
import { freePort } from './free-port';
import { waitUntil } from './mail-kit';

const run = promisify(execFile);
const POSTFIX = '/usr/sbin/postfix';

export interface PostfixProcess {
  /** The loopback port its smtpd listens on, where a receiver's mail arrives. */
  readonly port: number;
  /** Its log so far (maillog_file). */
  log(): string;
  /** The log's first line that matches, once one does. */
  logged(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** What `postqueue -p` says of its queue. */
  queue(): Promise<string>;
  /** `postfix stop`. */
  stop(): Promise<void>;
}

// Every daemon a relay uses, none chrooted; the smtpd line is the test's port.
const SERVICES = `
pickup    unix  n - n 60    1 pickup
cleanup   unix  n - n -     0 cleanup
qmgr      unix  n - n 300   1 qmgr
rewrite   unix  - - n -     - trivial-rewrite
bounce    unix  - - n -     0 bounce
defer     unix  - - n -     0 bounce
trace     unix  - - n -     0 bounce
verify    unix  - - n -     1 verify
flush     unix  n - n 1000? 0 flush
proxymap  unix  - - n -     - proxymap
smtp      unix  - - n -     - smtp
relay     unix  - - n -     - smtp
showq     unix  n - n -     - showq
error     unix  - - n -     - error
retry     unix  - - n -     - error
discard   unix  - - n -     - discard
anvil     unix  - - n -     1 anvil
scache    unix  - - n -     1 scache
postlog   unix-dgram n - n - 1 postlogd
`;

/**
 * Debian's Postfix with a configuration and queue of its own in a temporary folder, its smtpd on a
 * free loopback port: it takes mail for `recipients` at `relayDomains` (any other is refused at
 * RCPT, through a hash map made with postmap) and hands each session to `filter` (`host:port`) as
 * a before-queue filter, as docs/operations.md ("DMARC reports", "The check address") sets it up:
 * the filter's reply is the sender's, and nothing is queued. Anything else is bounced by its
 * `error` transport at once.
 * Runs as root only, as Postfix does.
 */
export async function startPostfix({
  relayDomains,
  recipients,
  filter,
}: {
  relayDomains: readonly [string, ...string[]];
  recipients: string[];
  filter: string;
}): Promise<PostfixProcess> {
  if (!existsSync(POSTFIX)) throw new Error("postfix is missing: run 'apt-get install -y postfix' as root (.ci/run does)");
  if (userInfo().uid !== 0) throw new Error('Postfix runs as root only: run the process tests as root');
  const dir = tempFolder('postfix');
  // Its daemons run as the postfix user: they reach their queue and data folders through this one.
  chmodSync(dir, 0o755);
  const [conf, queue, data] = ['conf', 'queue', 'data'].map((name) => path.join(dir, name)) as [string, string, string];
  for (const folder of [conf, queue, data]) mkdirSync(folder);
  chownSync(data, Number((await run('id', ['-u', 'postfix'])).stdout.trim()), -1);
  const maillog = path.join(dir, 'maillog');
  const port = await freePort();
  writeFileSync(
    path.join(conf, 'main.cf'),
    `compatibility_level = 3.6
queue_directory = ${queue}
data_directory = ${data}
meta_directory = /etc/postfix
maillog_file = ${maillog}
maillog_file_prefixes = ${dir}
myhostname = mx.${relayDomains[0]}
mydestination =
inet_interfaces = loopback-only
inet_protocols = ipv4
relay_domains = ${relayDomains.join(', ')}
relay_recipient_maps = hash:${conf}/relay_recipients
default_transport = error:the test delivers nothing else
alias_maps =
alias_database =
local_recipient_maps =
smtp_dns_support_level = disabled
biff = no
`,
  );
  writeFileSync(
    path.join(conf, 'master.cf'),
    `127.0.0.1:${port} inet n - n - 20 smtpd\n  -o smtpd_proxy_filter=${filter}\n  -o smtpd_proxy_timeout=60s\n  -o smtpd_proxy_options=speed_adjust${SERVICES}`,
  );
  const postfix = (...args: string[]) => run(POSTFIX, ['-c', conf, ...args], { timeout: 20_000 });
  writeFileSync(path.join(conf, 'relay_recipients'), recipients.map((address) => `${address} OK\n`).join(''));
  await run('/usr/sbin/postmap', ['-c', conf, `hash:${conf}/relay_recipients`], { timeout: 10_000 });
  const log = () => (existsSync(maillog) ? readFileSync(maillog, 'utf8') : '');
  try {
    await postfix('start');
  } catch (error) {
    await postfix('stop').catch(() => undefined);
    throw new Error(`postfix did not start: ${(error as Error).message}\n${log()}`);
  }
  const line = (pattern: RegExp) =>
    log()
      .split('\n')
      .find((entry) => pattern.test(entry));
  return {
    port,
    log,
    logged: async (pattern, timeoutMs = 10_000) => {
      await waitUntil(() => line(pattern) !== undefined, timeoutMs, `a Postfix log line matching ${pattern}`).catch(
        (error: Error) => {
          throw new Error(`${error.message}; its log:\n${log()}`);
        },
      );
      return line(pattern)!;
    },
    queue: async () => (await run('/usr/sbin/postqueue', ['-c', conf, '-p'])).stdout,
    stop: async () => {
      await postfix('stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
