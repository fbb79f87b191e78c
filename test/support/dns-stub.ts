import { createSocket, type Socket } from 'node:dgram';
import packet, { type Packet } from 'dns-packet';
import { freePort } from './free-port';

export interface DnsStub {
  /** `127.0.0.1:port`, as DNS_SERVERS takes it (its first host's, with `hosts`). */
  readonly servers: string;
  readonly port: number;
  /** How many questions it has heard, by name. */
  asked(name: string): number;
  /** How many questions it heard in all, and at how many of its hosts. */
  heard(): { questions: number; hosts: number };
  close(): Promise<void>;
}

interface DnsStubOptions {
  /** Answers of other types, by `name TYPE` (lower-case name): each record's data. */
  records?: Record<string, unknown[]>;
  /** The loopback addresses it listens at, all on one port (`port`, or a free one). */
  hosts?: string[];
  port?: number;
  /** 'cut': every answer truncated, and no TCP to ask again (a question fails at once); 'silent': none. */
  way?: 'answer' | 'cut' | 'silent';
}

/**
 * A loopback DNS server over UDP that answers TXT questions from `txt` (lower-case names), other
 * types from `records`, and NXDOMAIN to the rest: for a test that needs a few records and no signed zones.
 */
export async function startDnsStub(
  txt: Record<string, string[]>,
  { records = {}, hosts = ['127.0.0.1'], port: given, way = 'answer' }: DnsStubOptions = {},
): Promise<DnsStub> {
  const port = given ?? (await freePort());
  const counts = new Map<string, number>();
  const heardAt = new Set<string>();
  const listen = (socket: Socket, host: string) =>
    socket.on('message', (data, from) => {
      const query = packet.decode(data);
      const question = query.questions?.[0];
      if (!question) return;
      const name = question.name.toLowerCase();
      counts.set(name, (counts.get(name) ?? 0) + 1);
      heardAt.add(host);
      if (way === 'silent') return;
      // A TXT string holds 255 bytes: a longer record (a DKIM key) goes as several, as zone files write it.
      const found =
        question.type === 'TXT'
          ? txt[name]?.map((text) => text.match(/[\s\S]{1,255}/g) ?? [''])
          : records[`${name} ${question.type}`];
      const exists = name in txt || Object.keys(records).some((key) => key.startsWith(`${name} `));
      const answer: Packet = {
        type: 'response',
        id: query.id,
        flags:
          packet.RECURSION_DESIRED |
          packet.RECURSION_AVAILABLE |
          (way === 'cut' ? packet.TRUNCATED_RESPONSE : 0) |
          (exists ? 0 : 3),
        questions: [question],
        answers:
          way === 'cut'
            ? []
            : (found ?? []).map((data) => ({ type: question.type, name: question.name, ttl: 300, data }) as never),
      };
      socket.send(packet.encode(answer), from.port, from.address);
    });
  const sockets = await Promise.all(
    hosts.map(async (host) => {
      const socket = listen(createSocket('udp4'), host);
      await new Promise<void>((resolve) => socket.bind(port, host, resolve));
      return socket;
    }),
  );
  return {
    servers: `${hosts[0]}:${port}`,
    port,
    asked: (name) => counts.get(name.toLowerCase()) ?? 0,
    heard: () => ({ questions: [...counts.values()].reduce((sum, count) => sum + count, 0), hosts: heardAt.size }),
    close: () =>
      Promise.all(sockets.map((socket) => new Promise<void>((resolve) => socket.close(() => resolve())))).then(() => undefined),
  };
}
