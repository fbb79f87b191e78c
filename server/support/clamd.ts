/**
 * clamd's INSTREAM command over its unix socket (docs/decisions/032): the bytes in chunks, each
 * after its length as four bytes, a zero length at the end, and clamd's one line back ("stream:
 * OK", or "stream: <signature> FOUND"). Unreachable, silent past the deadline or answering
 * anything else, the scanner throws: the request waits to be scanned, never passes unscanned.
 */
import { createConnection } from 'node:net';

export type ScanResult = { clean: true } | { clean: false; signature: string };

const CHUNK = 64 * 1024;
const ANSWER_MAX = 1024;

/** An error that says the scanner, not the file, is the problem (code ESCANNER: retried as a receiver not reached). */
export class ScannerError extends Error {
  readonly code = 'ESCANNER';
}

export function scanBytes(socketPath: string, bytes: Buffer, timeoutMs = 30_000): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let answer = '';
    const fail = (why: string) => {
      socket.destroy();
      reject(new ScannerError(why));
    };
    socket.setTimeout(timeoutMs, () => fail('clamd did not answer in time'));
    socket.on('error', (error: NodeJS.ErrnoException) => fail(`clamd not reached: ${error.code ?? error.message}`));
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let at = 0; at < bytes.length; at += CHUNK) {
        const chunk = bytes.subarray(at, at + CHUNK);
        const size = Buffer.alloc(4);
        size.writeUInt32BE(chunk.length);
        socket.write(size);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    });
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      if (answer.length > ANSWER_MAX) fail('clamd answered too much');
    });
    socket.on('end', () => {
      const line = answer.replace(/\0.*$/s, '').trim();
      socket.destroy();
      if (line === 'stream: OK') return resolve({ clean: true });
      const found = /^stream: (.+) FOUND$/.exec(line);
      if (found) return resolve({ clean: false, signature: found[1]! });
      reject(new ScannerError(`clamd answered: ${line.slice(0, 120)}`));
    });
  });
}
