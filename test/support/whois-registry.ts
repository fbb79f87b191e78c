/**
 * A ZA Central Registry WHOIS server on loopback (RFC 3912, TCP), answering in ZACR's words: a
 * free name with the first line `Available`, a registered one in the ICANN format with its
 * `Creation Date:`, a client asking too often with `Please go away for N Seconds`. Every query
 * is kept, so a test can count what the site asked.
 */
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

type WhoisBehaviour = 'registered' | 'throttled' | 'garbled' | 'silent';

export interface WhoisRegistry {
  readonly port: number;
  /** Each query as received (the name, without its CRLF), in order. */
  readonly queries: string[];
  /** How a name is answered; unlisted names are free ('Available'). */
  set(name: string, behaviour: WhoisBehaviour): void;
  close(): Promise<void>;
}

const registeredRecord = (name: string) =>
  [
    `Domain Name: ${name}`,
    'Registry Domain ID: dom_1ZW3S--1',
    'Registrar WHOIS Server: coza-whois.registry.net.za',
    'Registrar URL: https://www.registry.net.za',
    'Updated Date: 2025-12-01T23:41:21Z',
    'Creation Date: 1994-12-31T22:00:00Z',
    'Registry Expiry Date: 2026-12-31T22:00:00Z',
    'Registrar: Example Registrar (Pty) Ltd',
    'Registrar IANA ID: 0',
    'Domain Status: ok https://icann.org/epp#ok',
    'Registrant Name: REDACTED FOR PRIVACY',
    'Name Server: ns1.example.co.za',
    'Name Server: ns2.example.co.za',
    'DNSSEC: unsigned',
    'URL of the ICANN Whois Inaccuracy Complaint Form: https://www.icann.org/wicf/',
    '>>> Last update of WHOIS database: 2026-11-24T10:00:00Z <<<',
    '',
  ].join('\r\n');

export async function startWhoisRegistry(): Promise<WhoisRegistry> {
  const behaviours = new Map<string, WhoisBehaviour>();
  const queries: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\r\n');
      if (end < 0) return;
      const name = received.slice(0, end).trim().toLowerCase();
      queries.push(name);
      switch (behaviours.get(name)) {
        case 'registered':
          return socket.end(registeredRecord(name));
        case 'throttled':
          return socket.end('Please go away for 13 Seconds\r\n');
        case 'garbled':
          return socket.end('%% Internal error, try later\r\n');
        case 'silent':
          return; // keeps the connection open and says nothing, as a frozen server does
        default:
          return socket.end(`Available\r\n\r\n>>> Last update of WHOIS database: 2026-11-24T10:00:00Z <<<\r\n`);
      }
    });
    socket.on('error', () => socket.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    queries,
    set: (name, behaviour) => void behaviours.set(name, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
