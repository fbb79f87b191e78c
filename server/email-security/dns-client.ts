/**
 * The check's DNS: questions to DNS_SERVERS (default: the system's resolvers) over UDP, again over
 * TCP when an answer is cut, read with dns-packet for what Node's resolver does not show: whether
 * the resolver validated the answer (AD) and, with checking disabled (CD), what a zone whose
 * signatures fail says. Each check may ask at most QUERY_BUDGET questions, each within STEP_MS.
 */
import { createSocket } from 'node:dgram';
import { getServers } from 'node:dns';
import { isIPv6, Socket, type AddressInfo } from 'node:net';
import { randomInt } from 'node:crypto';
import packet, { type Answer, type DecodedPacket, type Packet, type RecordType } from 'dns-packet';

/**
 * About 50 for the records (SPF's walk and a suggestion's cost 24 of them at most, DKIM 10), 40
 * for blocklist lookups (BLOCKLIST_QUESTIONS) and 2 test points a list, and up to 18 for reverse
 * DNS and SPF's addresses: a big domain's SPF or DMARC is never left untested for want of them.
 */
export const QUERY_BUDGET = 140;

export interface DnsServer {
  host: string;
  port: number;
}

/** DNS_SERVERS: `host:port` (or `[v6]:port`, or a host alone for port 53), comma-separated. */
export function parseDnsServers(value: string | undefined): DnsServer[] {
  const listed = value?.trim() ? value.split(',') : getServers();
  return listed.map((entry) => {
    const text = entry.trim();
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
    if (bracketed) return { host: bracketed[1], port: Number(bracketed[2] ?? 53) };
    if (isIPv6(text)) return { host: text, port: 53 };
    const [host, port = '53'] = text.split(':');
    if (!host || !/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new Error(`"${text}" is not a DNS server as host:port`);
    return { host, port: Number(port) };
  });
}

export interface DnsAnswer {
  /** NOERROR, NXDOMAIN, SERVFAIL, … */
  rcode: string;
  /** The resolver validated the answer (DNSSEC's AD bit). */
  secure: boolean;
  answers: Answer[];
  /** The server answered for its own zone (the AA bit): not a referral, nor from a cache. */
  authoritative: boolean;
  /** The authority section: the zone's SOA with a negative answer, whose TTL is how long it may be cached. */
  authorities: Answer[];
}

/** More questions than a check may ask: what is left is not tested. */
export class QueryBudgetError extends Error {
  constructor(budget = QUERY_BUDGET) {
    super(`a check asks at most ${budget} DNS questions`);
  }
}

const query = (name: string, type: RecordType, id: number, cd: boolean): Packet => ({
  type: 'query',
  id,
  flags: packet.RECURSION_DESIRED | packet.AUTHENTIC_DATA | (cd ? packet.CHECKING_DISABLED : 0),
  questions: [{ type, name, class: 'IN' }],
  additionals: [
    {
      type: 'OPT',
      name: '.',
      udpPayloadSize: 1232,
      extendedRcode: 0,
      ednsVersion: 0,
      flags: packet.DNSSEC_OK,
      flag_do: true,
      options: [],
    },
  ],
});

/**
 * One answer over a socket `open` makes: settled by `done` (an answer, or the error), or by the
 * signal, whichever comes first; the socket is closed either way.
 */
function answerOver<S extends { on(event: 'error', listener: (error: Error) => void): unknown }>(
  signal: AbortSignal,
  open: () => S,
  close: (socket: S) => void,
  listen: (socket: S, done: (error: unknown, answer?: DecodedPacket) => void) => void,
): Promise<DecodedPacket> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const socket = open();
    const done = (error: unknown, answer?: DecodedPacket) => {
      signal.removeEventListener('abort', aborted);
      close(socket);
      if (answer) resolve(answer);
      else reject(error);
    };
    const aborted = () => done(signal.reason);
    signal.addEventListener('abort', aborted, { once: true });
    socket.on('error', (error) => done(error));
    listen(socket, done);
  });
}

const overUdp = (server: DnsServer, message: Buffer, id: number, signal: AbortSignal) =>
  answerOver(
    signal,
    () => createSocket(isIPv6(server.host) ? 'udp6' : 'udp4'),
    (socket) => socket.close(),
    (socket, done) => {
      // A datagram says nothing of who sent it but its source: only the server and port asked may
      // answer, or anyone who guesses the 16-bit id could. A connected socket drops the rest in the
      // kernel (and hears a refusal at once); the source is checked again here all the same.
      let asked: AddressInfo | undefined;
      socket.on('message', (data, from) => {
        if (!asked || from.address !== asked.address || from.port !== asked.port) return;
        try {
          const answer = packet.decode(data);
          if (answer.id === id) done(undefined, answer);
        } catch {
          // Not a DNS answer: keep waiting for one.
        }
      });
      socket.connect(server.port, server.host, () => {
        asked = socket.remoteAddress();
        socket.send(message);
      });
    },
  );

const overTcp = (server: DnsServer, message: Buffer, id: number, signal: AbortSignal) =>
  answerOver(
    signal,
    () => new Socket(),
    (socket) => socket.destroy(),
    (socket, done) => {
      let buffered = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        buffered = Buffer.concat([buffered, chunk]);
        if (buffered.length < 2 || buffered.length < 2 + buffered.readUInt16BE(0)) return;
        // A stranger's zone can send what dns-packet cannot read: that is this question's error, not the process's.
        try {
          const answer = packet.streamDecode(buffered) as DecodedPacket;
          if (answer.id === id) done(undefined, answer);
          else done(new Error('an answer to another question'));
        } catch (error) {
          done(error);
        }
      });
      socket.connect(server.port, server.host, () => socket.write(packet.streamEncode(packet.decode(message))));
    },
  );

/**
 * One check's resolver: counts its questions, at most `budget` (a finding with many names to ask,
 * the look-alikes, has a client and budget of its own), and each waits at most `stepMs` (and never
 * past `signal`). `known` answers a question without asking (keyed `name type`, the name lower case):
 * what a zone's own name servers said just now, where a resolver may still hold the old answer.
 */
export function dnsClient(
  servers: readonly DnsServer[],
  stepMs: number,
  signal: AbortSignal,
  budget = QUERY_BUDGET,
  known?: ReadonlyMap<string, DnsAnswer>,
) {
  let asked = 0;
  // A server that failed to answer is asked last from then on: one silent server costs one wait, not one per question.
  let order = [...servers];
  const ask = async (name: string, type: RecordType, cd = false): Promise<DnsAnswer> => {
    signal.throwIfAborted();
    const held = known?.get(`${name.toLowerCase()} ${type}`);
    if (held) return held;
    if (asked >= budget) throw new QueryBudgetError(budget);
    asked += 1;
    const id = randomInt(1, 65535);
    const message = packet.encode(query(name, type, id, cd));
    let lastError: unknown = new Error('no DNS server');
    for (const server of order) {
      // A timer cleared once answered: AbortSignal.timeout's lives its whole stepMs, and a check's
      // hundreds of look-alike questions kept about 0.7 KB each alive for 5 s.
      const timer = new AbortController();
      const timeout = setTimeout(() => timer.abort(new DOMException('The DNS question timed out', 'TimeoutError')), stepMs);
      const step = AbortSignal.any([signal, timer.signal]);
      try {
        let answer = await overUdp(server, message, id, step);
        if (answer.flag_tc) answer = await overTcp(server, message, id, step);
        return {
          rcode: (answer as { rcode?: string }).rcode ?? 'NOERROR',
          secure: Boolean(answer.flag_ad),
          authoritative: Boolean(answer.flag_aa),
          answers: answer.answers ?? [],
          authorities: answer.authorities ?? [],
        };
      } catch (error) {
        if (signal.aborted) throw error;
        lastError = error;
        order = [...order.filter((other) => other !== server), server];
      } finally {
        clearTimeout(timeout);
      }
    }
    throw lastError;
  };
  return {
    ask,
    /** The records of one type at a name (CNAMEs the resolver followed are left out). */
    async records(name: string, type: RecordType): Promise<{ rcode: string; secure: boolean; data: { data: unknown }[] }> {
      const answer = await ask(name, type);
      return { ...answer, data: answer.answers.filter((record) => record.type === type) as { data: unknown }[] };
    },
    /**
     * Every TXT record at a name, each one string (its pieces joined). A server failure (SERVFAIL,
     * REFUSED) throws: it says nothing of whether a record is there, so its check is not tested.
     */
    async txt(name: string): Promise<string[]> {
      const { rcode, data } = await this.records(name, 'TXT');
      if (rcode !== 'NOERROR' && rcode !== 'NXDOMAIN') throw new Error(`TXT ${rcode}`);
      return data.map((record) => {
        const parts = record.data as Buffer[] | Buffer;
        return (Array.isArray(parts) ? parts : [parts]).map((part) => part.toString('utf8')).join('');
      });
    },
    /** A host's IPv4 and IPv6 addresses, both asked at once. */
    async addresses(host: string): Promise<string[]> {
      const [v4, v6] = await Promise.all([this.records(host, 'A'), this.records(host, 'AAAA')]);
      return [...v4.data, ...v6.data].map((record) => String(record.data));
    },
    get asked() {
      return asked;
    },
  };
}

export type DnsClient = ReturnType<typeof dnsClient>;
