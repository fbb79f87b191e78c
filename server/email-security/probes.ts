/**
 * The check's connections, each to an address the caller has resolved and allowed (so nothing is
 * looked up twice and rebound), on ports 25, 80 and 443 only, each within its step's time, reading
 * only as far as needed. The mail probe says EHLO, asks for STARTTLS and QUITs: it never sends mail.
 * What their TLS handshakes show is read in tls-seen.ts.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import {
  CONNECTION_CLOSED,
  EVERY_VERSION,
  handshakeFailure,
  HandshakeError,
  tlsSeen,
  type HandshakeFailure,
  type TlsSeen,
} from './tls-seen';

export interface SmtpSeen {
  /** The server answered with its 220 greeting. */
  answered: boolean;
  /** It answered EHLO too: what it offers, STARTTLS or not, is known. */
  asked: boolean;
  starttls: boolean;
  tls?: TlsSeen;
  /** Why the server refused the encrypted connection it offered. */
  handshake?: HandshakeFailure;
  /** What went wrong, in a few words, where the probe stopped early. */
  problem?: string;
  /** Port 25 refused the connection: nothing waited for. */
  refused?: boolean;
}

/** Reads SMTP replies line by line; resolves each whole reply (its last line has a space after the code). */
function smtpReplies(socket: Socket | TLSSocket) {
  let buffered = '';
  let waiting: ((reply: string) => void) | undefined;
  const replies: string[] = [];
  const deliver = () => {
    const match = /(?:^|\n)(\d{3}) [^\n]*\n/.exec(buffered);
    if (!match) return;
    const end = match.index + match[0].length;
    replies.push(buffered.slice(0, end));
    buffered = buffered.slice(end);
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve(replies.shift()!);
    }
  };
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('latin1').replace(/\r/g, '');
    // More than any real EHLO list: a peer talking for ever is left.
    if (buffered.length > 16_384) return socket.destroy(new Error('a reply longer than any mail server sends'));
    deliver();
  });
  return () =>
    new Promise<string>((resolve) => {
      if (replies.length) resolve(replies.shift()!);
      else waiting = resolve;
      deliver();
    });
}

/** Ends when `signal` aborts or the socket fails: rejects then, so a silent peer is left, not waited on. */
function guarded<T>(socket: Socket, signal: AbortSignal, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
    if (signal.aborted) return stop(signal.reason);
    signal.addEventListener('abort', () => stop(signal.reason), { once: true });
    // Kept as it is, with its code (ECONNREFUSED), from whichever realm made it.
    socket.once('error', reject);
    socket.once('close', () => stop(new Error(CONNECTION_CLOSED)));
    work.then(resolve, reject);
  });
}

/** Port 25 of `ip`, the mail server `name`: its greeting, STARTTLS, and the certificate it shows. */
export async function probeSmtp(ip: string, name: string, ehloName: string, signal: AbortSignal): Promise<SmtpSeen> {
  const socket = new Socket();
  const seen: SmtpSeen = { answered: false, asked: false, starttls: false };
  try {
    await guarded(socket, signal, new Promise<void>((resolve) => socket.connect(25, ip, resolve)));
    let next = smtpReplies(socket);
    const greeting = await guarded(socket, signal, next());
    if (!greeting.startsWith('220')) return { ...seen, problem: `greeted with ${greeting.slice(0, 3)}` };
    seen.answered = true;
    socket.write(`EHLO ${ehloName}\r\n`);
    const ehlo = await guarded(socket, signal, next());
    seen.asked = true;
    seen.starttls = ehlo.startsWith('250') && /^250[ -]STARTTLS\s*$/im.test(ehlo);
    if (!seen.starttls) {
      socket.write('QUIT\r\n');
      return seen;
    }
    socket.write('STARTTLS\r\n');
    const ready = await guarded(socket, signal, next());
    if (!ready.startsWith('220'))
      return { ...seen, handshake: 'declined', problem: `STARTTLS refused with ${ready.slice(0, 3)}` };
    socket.removeAllListeners('data');
    const secure = tlsConnect({ socket, servername: name, rejectUnauthorized: false, ...EVERY_VERSION });
    // What fails after the handshake is of no interest: the finding rests on the handshake alone.
    secure.on('error', () => undefined);
    try {
      await guarded(
        socket,
        signal,
        new Promise<void>((resolve, reject) => secure.once('secureConnect', resolve).once('error', reject)),
      );
    } catch (error) {
      if (signal.aborted) throw error;
      return { ...seen, handshake: handshakeFailure(error), problem: error instanceof Error ? error.message : String(error) };
    }
    seen.tls = tlsSeen(secure, name);
    next = smtpReplies(secure);
    secure.write(`EHLO ${ehloName}\r\n`);
    await guarded(socket, signal, next());
    secure.write('QUIT\r\n');
    return seen;
  } catch (error) {
    const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
    return { ...seen, problem: error instanceof Error ? error.message : String(error), ...(refused ? { refused } : {}) };
  } finally {
    socket.destroy();
  }
}

export interface WebSeen {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, read to at most the bytes asked for. */
  body: string;
  tls?: TlsSeen;
}

/**
 * One GET of `path` at `ip`, the site `name` (https on 443 or http on 80), never following a
 * redirect, reading at most `maxBytes` of its body. A TLS handshake that fails once the connection
 * is made rejects with a HandshakeError.
 */
export function probeWeb(
  scheme: 'https' | 'http',
  ip: string,
  name: string,
  path: string,
  { maxBytes, signal }: { maxBytes: number; signal: AbortSignal },
): Promise<WebSeen> {
  return new Promise((resolve, reject) => {
    const options = { host: ip, path, method: 'GET', headers: { host: name, 'user-agent': 'email-security-check' }, signal };
    const req =
      scheme === 'https'
        ? httpsRequest({ ...options, port: 443, servername: name, rejectUnauthorized: false, agent: false, ...EVERY_VERSION })
        : httpRequest({ ...options, port: 80, agent: false });
    let handshaking = false;
    req.on('socket', (socket) => {
      if (scheme !== 'https') return;
      socket.once('connect', () => (handshaking = true));
      socket.once('secureConnect', () => (handshaking = false));
    });
    req.on('error', (error) =>
      reject(handshaking && !signal.aborted ? new HandshakeError(handshakeFailure(error), error) : error),
    );
    req.on('response', (res) => {
      const tls = scheme === 'https' ? tlsSeen(res.socket as TLSSocket, name) : undefined;
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), tls });
        req.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= maxBytes) finish();
      });
      res.on('end', finish);
      res.on('error', reject);
    });
    req.end();
  });
}
