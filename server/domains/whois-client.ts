/**
 * One WHOIS query on TCP (RFC 3912) to a ZA Central Registry server, and its answer read in
 * ZACR's words: a free name is answered with a first line `Available`; a registered one in the
 * ICANN format, with `Domain Name:`, `Creation Date:` and `Registrar:`; a client asking too often is told
 * `Please go away for N Seconds`. Anything else, or no whole answer in time, is unknown.
 */
import { connect } from 'node:net';
import type { RegistryAnswer } from './domain-status';
import type { WhoisServer } from './whois-servers';

/** A registered name's record is a few KB; more is not a WHOIS answer we know. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The server's whole answer (it closes the connection when done), or why there is none. */
function whoisQuery(server: WhoisServer, ascii: string, timeoutMs: number): Promise<string | Error> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const socket = connect({ host: server.host, port: server.port });
    const finish = (result: string | Error) => {
      socket.destroy();
      resolve(result);
    };
    const deadline = setTimeout(() => finish(new Error('timeout')), timeoutMs);
    socket.once('close', () => clearTimeout(deadline));
    socket.on('connect', () => socket.write(`${ascii}\r\n`));
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) return finish(new Error('too long'));
      chunks.push(chunk);
    });
    socket.on('end', () => finish(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (error) => finish(error));
  });
}

/** ZACR's answer for `ascii`, read by its known formats only. */
function readZacrAnswer(text: string, ascii: string): RegistryAnswer {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const first = lines.find((line) => line !== '');
  if (first === 'Available') return { status: 'available' };
  if (/^Please go away for \d+ seconds/i.test(first ?? '')) return { status: 'unknown', reason: 'throttled' };
  const field = (name: string) =>
    lines
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim();
  const domain = field('Domain Name')?.toLowerCase();
  const created = field('Creation Date');
  const on = Date.parse(created ?? '');
  const registrar = field('Registrar')?.slice(0, 120);
  if (domain === ascii && created)
    return {
      status: 'registered',
      ...(!Number.isNaN(on) && { registeredOn: new Date(on).toISOString() }),
      ...(registrar && { registrar }),
    };
  return { status: 'unknown', reason: 'not a known WHOIS answer' };
}

export async function askWhois(server: WhoisServer, ascii: string, timeoutMs: number): Promise<RegistryAnswer> {
  const text = await whoisQuery(server, ascii, timeoutMs);
  if (typeof text !== 'string') return { status: 'unknown', reason: text.message === 'timeout' ? 'timeout' : 'unreachable' };
  return readZacrAnswer(text, ascii);
}
