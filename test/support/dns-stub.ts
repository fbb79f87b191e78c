import { createSocket } from 'node:dgram';
import packet, { type Packet } from 'dns-packet';
import { freePort } from './free-port';

export interface DnsStub {
  /** `127.0.0.1:port`, as DNS_SERVERS takes it. */
  readonly servers: string;
  /** How many questions it has answered, by name. */
  asked(name: string): number;
  close(): Promise<void>;
}

/**
 * A loopback DNS server over UDP that answers TXT questions from `txt` (lower-case names) and
 * NXDOMAIN to the rest: for a test that needs a few records and no signed zones.
 */
export async function startDnsStub(txt: Record<string, string[]>): Promise<DnsStub> {
  const port = await freePort();
  const socket = createSocket('udp4');
  const counts = new Map<string, number>();
  socket.on('message', (data, from) => {
    const query = packet.decode(data);
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    counts.set(name, (counts.get(name) ?? 0) + 1);
    const records = question.type === 'TXT' ? txt[name] : undefined;
    const answer: Packet = {
      type: 'response',
      id: query.id,
      flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | (name in txt ? 0 : 3),
      questions: [question],
      answers: (records ?? []).map((text) => ({ type: 'TXT', name: question.name, ttl: 300, data: text })),
    };
    socket.send(packet.encode(answer), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return {
    servers: `127.0.0.1:${port}`,
    asked: (name) => counts.get(name.toLowerCase()) ?? 0,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
