import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

// The real network the e-mail checker is tested against: Debian's knotd and unbound serving and
// validating co.za on free loopback ports, a throwaway CA, and SMTP, web and silent peers on
// 127.0.0.x at the real well-known ports 25, 80 and 443 (Linux routes all of 127/8 to loopback;
// binding ports below 1024 needs root).

/**
 * A domain the lab serves under the public suffix `co.za.`: `records` are zone-file lines relative to
 * it ('@ MX 10 mx', 'mx A 127.0.0.21', '_dmarc TXT "v=DMARC1; p=reject"'). `dnssec` (default 'signed'):
 * 'signed', the records sit in co.za's own signed zone and validate (AD); 'unsigned', a child zone
 * delegated without DS (insecure: answers without AD); 'bogus', a child zone signed with its own key
 * under a DS in co.za that matches no key (SERVFAIL, the records only with CD); 'delegated', a child
 * zone signed with its own key under the DS that matches it (validates: AD). A zone outside co.za
 * (a mail provider's, such as mail.protection.outlook.com) is served unsigned on its own.
 */
export interface LabZone {
  name: string;
  records: string[];
  dnssec?: 'signed' | 'unsigned' | 'bogus' | 'delegated';
  /** A child zone's name servers as its NS records name them (a DNS host's); unbound asks knotd whatever they are. */
  ns?: string[];
}

export interface DnsLab {
  readonly host: '127.0.0.1';
  /** unbound's port, UDP and TCP: the validating resolver to ask. */
  readonly port: number;
  /** '127.0.0.1:PORT', as the DNS_SERVERS setting names a server. */
  readonly server: string;
  /** A second unbound over the same zones that does not validate (iterator only): answers never carry AD. */
  readonly plainServer: string;
  /** knotd's port, the authoritative server of co.za and its child zones. */
  readonly authoritativePort: number;
  /**
   * Replaces the records of `type` at `name` (fully qualified, no final dot) with `values` (none:
   * removed), in one transaction of knotd's (knotc zone-begin, zone-unset, zone-set, zone-commit),
   * signed again where the zone is: what an owner's DNS edit does.
   */
  setRecords(name: string, type: string, values: string[]): Promise<void>;
  /** Stops both programs and removes their folder. */
  stop(): Promise<void>;
}

const run = promisify(execFile);
const PARENT = 'co.za';
const HEAD = `$TTL 60\n@ SOA ns.${PARENT}. hostmaster.${PARENT}. 1 3600 600 86400 60\n`;
/** A DS digest no key has: what makes a 'bogus' zone's chain of trust fail. */
const MADE_UP_DS = `12345 13 2 ${'DEADBEEF'.repeat(8)}`;

/** The zone's name, lowercase and without the final dot; it must lie strictly under co.za. */
const domainOf = (zone: LabZone): string => zone.name.toLowerCase().replace(/\.$/, '');

const isOutside = (zone: LabZone) => !domainOf(zone).endsWith(`.${PARENT}`);

const isSignedChild = (zone: LabZone) => zone.dnssec === 'bogus' || zone.dnssec === 'delegated';

const isChild = (zone: LabZone) => isOutside(zone) || (zone.dnssec ?? 'signed') !== 'signed';

/** A delegated zone's DS records, by zone name, made before knotd starts (its key is made for it). */
type DsRecords = Map<string, string[]>;

function parentZone(zones: LabZone[], ds: DsRecords): string {
  const lines = [`$ORIGIN ${PARENT}.`, HEAD, `@ NS ns`, `ns A 127.0.0.1`];
  for (const zone of zones) {
    const name = `${domainOf(zone)}.`;
    if (isOutside(zone)) continue;
    if (!isChild(zone)) lines.push(`$ORIGIN ${name}`, ...zone.records, `$ORIGIN ${PARENT}.`);
    else
      lines.push(
        ...nameServersOf(zone).map((server) => `${name} NS ${server}`),
        ...(zone.dnssec === 'bogus' ? [`${name} DS ${MADE_UP_DS}`] : []),
        ...(ds.get(domainOf(zone)) ?? []),
      );
  }
  return `${lines.join('\n')}\n`;
}

/** A child zone's NS names, fully qualified: its own, or the lab's ns.co.za (which is no DNS host's). */
const nameServersOf = (zone: LabZone) => (zone.ns ?? [`ns.${PARENT}`]).map((server) => `${server.replace(/\.$/, '')}.`);

const childZone = (zone: LabZone) =>
  `$ORIGIN ${domainOf(zone)}.\n${HEAD}${nameServersOf(zone)
    .map((server) => `@ NS ${server}\n`)
    .join('')}${zone.records.join('\n')}\n`;

function knotConfig(dir: string, port: number, children: LabZone[]): string {
  const zone = (name: string, signed: boolean) => `  - domain: ${name}${signed ? '\n    dnssec-signing: on' : ''}`;
  return `server:\n  rundir: ${dir}\n  listen: 127.0.0.1@${port}
log:\n  - target: stderr\n    any: notice
database:\n  storage: ${dir}
policy:\n  - id: lab\n    algorithm: ecdsap256sha256\n    single-type-signing: on
template:\n  - id: default\n    storage: ${dir}\n    file: "%s.zone"\n    zonefile-sync: -1\n    journal-content: none\n    dnssec-policy: lab
zone:\n${[zone(PARENT, true), ...children.map((child) => zone(domainOf(child), isSignedChild(child)))].join('\n')}\n`;
}

function unboundConfig(
  dir: string,
  port: number,
  knotPort: number,
  anchors: string[],
  children: LabZone[],
  validating = true,
  cacheMaxTtl?: number,
): string {
  const stub = (name: string) => `stub-zone:\n  name: "${name}."\n  stub-addr: 127.0.0.1@${knotPort}\n`;
  const trust = anchors.map((key) => `  trust-anchor: "${PARENT}. DNSKEY ${key}"\n`).join('');
  // Names outside co.za are refused at once rather than sent to the internet's root servers.
  return `server:
  interface: 127.0.0.1@${port}\n  port: ${port}\n  do-ip6: no\n  do-tcp: yes\n  access-control: 127.0.0.0/8 allow
  username: ""\n  chroot: ""\n  directory: "${dir}"\n  pidfile: "${dir}/unbound-${port}.pid"\n  use-syslog: no\n  logfile: ""
  num-threads: 1\n${cacheMaxTtl === undefined ? '' : `  cache-max-ttl: ${cacheMaxTtl}\n  cache-max-negative-ttl: ${cacheMaxTtl}\n`}  module-config: "${validating ? 'validator iterator' : 'iterator'}"\n  val-log-level: 2\n  do-not-query-localhost: no
  trust-anchor-signaling: no\n${trust}  local-zone: "." refuse\n${[PARENT, ...children.filter(isOutside).map(domainOf)].map((name) => `  local-zone: "${name}." transparent\n`).join('')}
remote-control:\n  control-enable: no\n${[PARENT, ...children.map(domainOf)].map(stub).join('')}`;
}

/**
 * A program in the foreground; `until` polls `ready` every 10 ms, failing with its log as soon as it
 * exits or logs an error (a zone file knotd cannot load), or after 10 s.
 */
function daemon(file: string, args: string[]) {
  const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const closed = once(child, 'close');
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    until: async (ready: () => Promise<boolean>) => {
      const deadline = Date.now() + 10_000;
      while (!(await ready())) {
        if (!running() || log.includes(' error: ') || Date.now() > deadline) throw new Error(`${file} did not start:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await closed;
    },
  };
}

/** kdig over TCP against 127.0.0.1:port, its output ('' when the server does not answer). */
async function dig(port: number, ...args: string[]): Promise<string> {
  const query = run('kdig', ['@127.0.0.1', '-p', String(port), '+tcp', '+timeout=1', '+retry=0', ...args]);
  return (await query.catch(() => ({ stdout: '' }))).stdout;
}

/** co.za's key-signing keys ('257 3 13 …') once knotd has signed it and loaded every child zone, else []. */
async function signedAnchors(knotPort: number, children: LabZone[]): Promise<string[]> {
  const soas = children.flatMap((child) => [domainOf(child), 'SOA']);
  const lines = (await dig(knotPort, '+short', PARENT, 'DNSKEY', ...soas)).split('\n');
  const loaded = lines.filter((line) => line.startsWith(`ns.${PARENT}. hostmaster.`)).length === children.length;
  return loaded ? lines.filter((line) => line.startsWith('257 ')) : [];
}

/** What knotd and unbound log when a port was taken between freePort and their start. */
const PORT_TAKEN = /address already in use/i;

/**
 * knotd serves co.za signed (a P-256 key made at start) with the 'signed' zones in it, each other
 * zone as a child; unbound trusts co.za's key and reaches knotd through stub zones. A second
 * unbound, which does not validate, asks the same knotd. A port taken before a program bound it
 * (by another program's outgoing query, say) starts the lab again on new ports, up to three times.
 */
export async function startDnsLab(zones: LabZone[], options: { cacheMaxTtl?: number } = {}): Promise<DnsLab> {
  const missing = ['knotd', 'kdig', 'unbound'].filter((tool) => spawnSync(tool, ['-V']).error);
  if (missing.length > 0)
    throw new Error(`${missing.join(', ')} missing: run 'apt-get install -y knot knot-dnsutils unbound' as root (.ci/run does)`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startDnsLabOnce(zones, options);
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !PORT_TAKEN.test(error.message)) throw error;
    }
  }
}

async function startDnsLabOnce(zones: LabZone[], options: { cacheMaxTtl?: number }): Promise<DnsLab> {
  const dir = await mkdtemp(path.join(tmpdir(), 'email-lab-dns-'));
  const children = zones.filter(isChild);
  const ports = new Set<number>();
  while (ports.size < 3) ports.add(await freePort());
  const [authoritativePort, port, plainPort] = [...ports];
  const conf = path.join(dir, 'knot.conf');
  await writeFile(conf, knotConfig(dir, authoritativePort, children));
  // A delegated zone's key is made before knotd starts, so co.za can hold its DS from the first answer.
  const ds: DsRecords = new Map();
  for (const zone of zones.filter((child) => child.dnssec === 'delegated').map(domainOf)) {
    await run('keymgr', ['-c', conf, zone, 'generate', 'algorithm=ecdsap256sha256', 'ksk=yes', 'zsk=yes']);
    const { stdout } = await run('keymgr', ['-c', conf, zone, 'ds']);
    ds.set(
      zone,
      stdout.split('\n').filter((line) => / DS \d+ 13 2 /.test(line)),
    );
  }
  await writeFile(path.join(dir, `${PARENT}.zone`), parentZone(zones, ds));
  for (const child of children) await writeFile(path.join(dir, `${domainOf(child)}.zone`), childZone(child));
  const daemons = [daemon('knotd', ['-c', conf])];
  const stop = async () => {
    for (const running of daemons) await running.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    let anchors: string[] = [];
    await daemons[0].until(async () => (anchors = await signedAnchors(authoritativePort, children)).length > 0);
    const { cacheMaxTtl } = options;
    await writeFile(
      path.join(dir, 'unbound.conf'),
      unboundConfig(dir, port, authoritativePort, anchors, children, true, cacheMaxTtl),
    );
    await writeFile(
      path.join(dir, 'plain.conf'),
      unboundConfig(dir, plainPort, authoritativePort, [], children, false, cacheMaxTtl),
    );
    daemons.push(daemon('unbound', ['-d', '-c', path.join(dir, 'unbound.conf')]));
    daemons.push(daemon('unbound', ['-d', '-c', path.join(dir, 'plain.conf')]));
    await daemons[1].until(async () => /Flags:[^;]* ad;/.test(await dig(port, '+dnssec', PARENT, 'SOA')));
    await daemons[2].until(async () => /status: NOERROR/.test(await dig(plainPort, PARENT, 'SOA')));
  } catch (error) {
    await stop();
    throw error;
  }
  const zoneOf = (name: string) => children.map(domainOf).find((child) => name === child || name.endsWith(`.${child}`)) ?? PARENT;
  const setRecords = async (name: string, type: string, values: string[]) => {
    const zone = zoneOf(name);
    const knotc = (...args: string[]) => run('knotc', ['-c', conf, ...args]);
    await knotc('zone-begin', zone);
    try {
      await knotc('zone-unset', zone, `${name}.`, type).catch(() => undefined);
      for (const value of values) await knotc('zone-set', zone, `${name}.`, '1', type, ...value.split(' '));
      await knotc('zone-commit', zone);
    } catch (error) {
      await knotc('zone-abort', zone).catch(() => undefined);
      throw error;
    }
  };
  return {
    host: '127.0.0.1',
    port,
    server: `127.0.0.1:${port}`,
    plainServer: `127.0.0.1:${plainPort}`,
    authoritativePort,
    setRecords,
    stop,
  };
}

export type KeyPair = { key: string; cert: string };

export interface TestCa {
  /** The CA's certificate, for trustTestCa or a client's `ca`. */
  readonly certPem: string;
  /**
   * A leaf certificate (P-256 key, serverAuth) for `names` (its SAN DNS names, the first its CN),
   * signed by this CA: valid from an hour ago for `days` (default 90); `expired`, from 30 days ago
   * to yesterday; `notYetValid`, from tomorrow. `selfSigned`: signed by its own key, not this CA.
   * `rsaBits`: an RSA key of that size in place of P-256; `sha1`: signed with SHA-1, not SHA-256.
   */
  issue(
    names: string[],
    options?: { days?: number; expired?: boolean; notYetValid?: boolean; selfSigned?: boolean; rsaBits?: number; sha1?: boolean },
  ): Promise<KeyPair>;
  /** Removes the CA's folder. */
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;
/** openssl's YYYYMMDDHHMMSSZ. */
const asn1Time = (ms: number) => `${new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
const EC_KEY = '-newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes';
/** openssl ca's settings for one leaf, with an index and serial of its own: leaves are issued in parallel. */
function leafConfig(leaf: string, names: string[], digest = 'sha256'): string {
  const altNames = names.map((name) => `DNS:${name}`).join(',');
  return `[ca]\ndefault_ca = lab\n[lab]\ndatabase = ${leaf}.index\nserial = ${leaf}.serial\nnew_certs_dir = .
certificate = ca.pem\nprivate_key = ca.key\ndefault_md = ${digest}\npolicy = any\n[any]\ncommonName = supplied
[leaf]\nbasicConstraints = critical,CA:FALSE\nkeyUsage = critical,digitalSignature\nextendedKeyUsage = serverAuth
subjectAltName = ${altNames}\n`;
}

/** A throwaway certificate authority (P-256) made with the openssl CLI in a fresh folder. */
export async function makeTestCa(): Promise<TestCa> {
  const dir = await mkdtemp(path.join(tmpdir(), 'email-lab-ca-'));
  // In the CA's folder, by relative names: arguments without spaces.
  const openssl = (command: string) => run('openssl', command.split(' '), { cwd: dir });
  const write = (file: string, text: string) => writeFile(path.join(dir, file), text);
  const read = (file: string) => readFile(path.join(dir, file), 'utf8');
  await openssl(`req -x509 ${EC_KEY} -keyout ca.key -out ca.pem -days 3650 -subj /CN=Email-Lab-Test-CA`);
  let count = 0;
  const issue = async (
    names: string[],
    { days = 90, expired = false, notYetValid = false, selfSigned = false, rsaBits = 0, sha1 = false } = {},
  ) => {
    const leaf = `leaf-${++count}`;
    const newKey = rsaBits ? `-newkey rsa:${rsaBits} -nodes` : EC_KEY;
    if (selfSigned) {
      const altNames = names.map((name) => `DNS:${name}`).join(',');
      await openssl(
        `req -x509 ${EC_KEY} -keyout ${leaf}.key -out ${leaf}.pem -days ${days} -subj /CN=${names[0]} -addext subjectAltName=${altNames}`,
      );
      return { key: await read(`${leaf}.key`), cert: await read(`${leaf}.pem`) };
    }
    const [from, to] = expired ? [-30 * DAY_MS, -DAY_MS] : notYetValid ? [DAY_MS, days * DAY_MS] : [-DAY_MS / 24, days * DAY_MS];
    await write(`${leaf}.cnf`, leafConfig(leaf, names, sha1 ? 'sha1' : 'sha256'));
    await write(`${leaf}.index`, '');
    await write(`${leaf}.serial`, `${randomBytes(8).toString('hex')}\n`);
    await openssl(`req -new ${newKey} -keyout ${leaf}.key -out ${leaf}.csr -subj /CN=${names[0]}`);
    await openssl(
      `ca -batch -notext -config ${leaf}.cnf -extensions leaf -in ${leaf}.csr -out ${leaf}.pem` +
        ` -startdate ${asn1Time(Date.now() + from)} -enddate ${asn1Time(Date.now() + to)}`,
    );
    return { key: await read(`${leaf}.key`), cert: await read(`${leaf}.pem`) };
  };
  return { certPem: await read('ca.pem'), issue, stop: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Makes this process trust `certPem` beside its default CAs, as NODE_EXTRA_CA_CERTS would (https,
 * tls and fetch alike); returns the undo, which restores the list as it was.
 */
export function trustTestCa(certPem: string): () => void {
  const previous = tls.getCACertificates('default');
  tls.setDefaultCACertificates([...previous, certPem]);
  return () => tls.setDefaultCACertificates(previous);
}

export interface Peer {
  readonly ip: string;
  readonly port: number;
  /** TCP connections accepted so far. */
  connections(): number;
  /** Destroys open connections and stops listening. */
  stop(): Promise<void>;
}

export interface SmtpPeer extends Peer {
  /** The names clients gave in EHLO or HELO, in order (twice per client that used STARTTLS). */
  ehloNames(): string[];
  /** MAIL FROM commands received (each refused with 550): a checker never sends mail. */
  mailsReceived(): number;
}

export interface WebPeer extends Peer {
  /** Connections to port 80. */
  plainConnections(): number;
}

/** Listens on ip:port, counting connections and keeping them to destroy on close. */
async function serve(server: Server, ip: string, port: number): Promise<Peer> {
  const sockets = new Set<Socket>();
  let count = 0;
  server.on('connection', (socket: Socket) => {
    count += 1;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, ip, resolve));
  return {
    ip,
    port,
    connections: () => count,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * What a peer's TLS speaks beside its key and certificate: `tlsOptions` narrows versions or ciphers
 * (a server stuck on TLS 1.0 needs OpenSSL's security level 0 to offer it at all); `sni` shows
 * another certificate to a client asking for one of its names, so one address holds many cases.
 */
export interface PeerTls {
  sni?: Record<string, KeyPair>;
  tlsOptions?: Pick<tls.SecureContextOptions, 'minVersion' | 'maxVersion' | 'ciphers'>;
}

/**
 * An SMTP server (smtp-server) on ip:25, no authentication: with `tls` it offers STARTTLS with that
 * key and certificate, without it none. `banner` follows the 220 greeting's host name.
 */
export async function startSmtpPeer(ip: string, options: { tls?: KeyPair; banner?: string } & PeerTls = {}): Promise<SmtpPeer> {
  const names: string[] = [];
  let mails = 0;
  const smtp = new SMTPServer({
    ...options.tls,
    ...options.tlsOptions,
    sniOptions: Object.fromEntries(
      Object.entries(options.sni ?? {}).map(([name, pair]) => [name, { ...pair, ...options.tlsOptions }]),
    ),
    banner: options.banner,
    disabledCommands: options.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    authOptional: true,
    disableReverseLookup: true,
    // Every client command is logged at debug level, before any check: the one place EHLO shows.
    logger: {
      debug: (entry: { tnx?: string; command?: string }, _message: string, line: string) => {
        if (entry.tnx === 'command' && /^(EHLO|HELO)$/.test(entry.command ?? '')) names.push(line.split(' ')[1] ?? '');
      },
    },
    onMailFrom: (_address, _session, callback) => {
      mails += 1;
      callback(Object.assign(new Error('this peer takes no mail'), { responseCode: 550 }));
    },
  });
  smtp.on('error', () => undefined);
  const peer = await serve(smtp.server, ip, 25);
  return { ...peer, ehloNames: () => [...names], mailsReceived: () => mails };
}

/**
 * HTTPS on ip:443 answering `files` by path (200, text/plain; 404 otherwise), or `sites[Host]` for a
 * Host named there, each answer with Strict-Transport-Security: `hsts` when given; HTTP on ip:80
 * answering 301 to https://Host/path when `redirectHttp` (to https://www.Host/path when 'www'),
 * else 200, or nothing listening on port 80 at all when `noHttp`.
 */
export async function startWebPeer(
  ip: string,
  options: {
    tls: KeyPair;
    hsts?: string;
    redirectHttp?: boolean | 'www';
    noHttp?: boolean;
    files?: Record<string, string>;
    sites?: Record<string, Record<string, string>>;
  } & PeerTls,
): Promise<WebPeer> {
  const secure: RequestListener = (request, response) => {
    const files = options.sites?.[request.headers.host ?? ''] ?? options.files;
    const body = files?.[new URL(request.url ?? '/', 'https://peer').pathname];
    if (options.hsts) response.setHeader('Strict-Transport-Security', options.hsts);
    response.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/plain' }).end(body ?? 'Not found\n');
  };
  const plain: RequestListener = (request, response) => {
    const www = options.redirectHttp === 'www' ? 'www.' : '';
    if (options.redirectHttp) response.writeHead(301, { Location: `https://${www}${request.headers.host}${request.url}` }).end();
    else response.writeHead(200, { 'Content-Type': 'text/plain' }).end('plain HTTP\n');
  };
  const contexts = new Map(
    Object.entries(options.sni ?? {}).map(([name, pair]) => [name, tls.createSecureContext({ ...pair, ...options.tlsOptions })]),
  );
  const https = await serve(
    createHttpsServer(
      { ...options.tls, ...options.tlsOptions, SNICallback: (name, done) => done(null, contexts.get(name)) },
      secure,
    ),
    ip,
    443,
  );
  if (options.noHttp) return { ...https, plainConnections: () => 0 };
  const http = await serve(createHttpServer(plain), ip, 80).catch((error: unknown) =>
    https.stop().then(() => Promise.reject(error)),
  );
  const stop = () => Promise.all([https.stop(), http.stop()]).then(() => undefined);
  return { ...https, plainConnections: http.connections, stop };
}

const destroy = (socket: Socket) => socket.destroy();

/** A mail server on ip:25 that offers STARTTLS and answers the command 454 (its TLS is broken). */
export const startDecliningSmtpPeer = (ip: string): Promise<Peer> =>
  serve(
    createServer((socket) => {
      socket.write('220 declining ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        const command = chunk.toString('latin1').trim().toUpperCase();
        if (command.startsWith('EHLO')) socket.write('250-declining\r\n250 STARTTLS\r\n');
        else if (command === 'STARTTLS') socket.write('454 4.7.0 TLS not available\r\n');
        else socket.end('221 bye\r\n');
      });
    }),
    ip,
    25,
  );

/** Greets on port 25, then answers nothing: what it offers (EHLO) is never heard. */
export const startGreetingOnlyPeer = (ip: string): Promise<Peer> =>
  serve(
    createServer((socket) => socket.write('220 greets ESMTP\r\n')),
    ip,
    25,
  );

/** Accepts connections on ip:port and never writes or closes them (a host that hangs). */
export const startSilentPeer = (ip: string, port: number): Promise<Peer> => serve(createServer(), ip, port);

/** Accepts connections on ip:port and destroys each at once: its connections() proves none was made. */
export const startWatchedListener = (ip: string, port: number): Promise<Peer> => serve(createServer(destroy), ip, port);
