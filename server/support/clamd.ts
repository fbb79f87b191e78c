/**
 * clamd's INSTREAM command over its unix socket (docs/decisions/032): the bytes in chunks, each
 * after its length as four bytes, a zero length at the end, and clamd's one line back ("stream:
 * OK", "stream: <signature> FOUND", or "<why> ERROR" for a file it could not read, its stream
 * limit passed say, after which it closes the connection mid-upload). Unreachable, silent past the
 * deadline or answering anything else, the scanner throws: the request waits to be scanned, never
 * passes unscanned.
 */
import { createConnection } from 'node:net';

/** Clean, infected (clamd's signature), or unread: clamd's error for this file, which asking again would not change. */
export type ScanResult = { clean: true } | { clean: false; signature: string } | { clean: false; unread: string };

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
    /** clamd's one line (it ends in a NUL). */
    const settle = () => {
      const line = answer.replace(/\0.*$/s, '').trim();
      socket.destroy();
      if (line === 'stream: OK') return resolve({ clean: true });
      const found = /^stream: (.+) FOUND$/.exec(line);
      if (found) return resolve({ clean: false, signature: found[1]! });
      const error = /^(?:stream: )?(.+) ERROR$/.exec(line);
      if (error) return resolve({ clean: false, unread: error[1]! });
      reject(new ScannerError(`clamd answered: ${line.slice(0, 120)}`));
    };
    socket.setTimeout(timeoutMs, () => fail('clamd did not answer in time'));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // clamd refusing a stream answers, then resets the connection the rest of the file is still written to.
      answer.includes('\0') ? settle() : fail(`clamd not reached: ${error.code ?? error.message}`),
    );
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
    socket.on('end', settle);
  });
}
