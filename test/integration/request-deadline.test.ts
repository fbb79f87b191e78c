import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { limitRequestTime } from '../../server/request-deadline';

/**
 * The request deadlines on a real HTTP server on loopback, made as the site makes its own (Node's
 * `requestTimeout` off), with short limits: a body on other routes whole within its time, an upload
 * told by its progress (here, a path of the test's) only when it stops. The site's own wiring, with
 * its settings: test/faults/genuine-email-uploads.test.ts ('…a support upload slower than…').
 */

const WHOLE_MS = 400;
const STALL_MS = 300;
const byProgress = (req: IncomingMessage) => req.url === '/upload';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer({ requestTimeout: 0 }, (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    // The answer after the body comes slower than a stall: that is the app's time, not the line's.
    req.on('end', () => setTimeout(() => res.end(`read ${bytes}`), STALL_MS * 2));
  });
  limitRequestTime(server, { wholeMs: WHOLE_MS, stallMs: STALL_MS, byProgress });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Posts `bytes` bytes to `path`, one every `everyMs`, then waits `pauseMs` before the last; what came back, and whether the server closed first. */
function drip(path: string, bytes: number, everyMs: number, pauseMs = 0): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(reply.split('\r\n')[0] + ' ' + reply.slice(reply.indexOf('\r\n\r\n') + 4)));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${bytes}\r\n\r\n`);
    void (async () => {
      for (let sent = 1; sent <= bytes && !socket.destroyed; sent += 1) {
        await sleep(sent === bytes ? pauseMs || everyMs : everyMs);
        if (!socket.destroyed) socket.write('a');
      }
    })();
  });
}

it('when an upload told by its progress keeps moving past the whole deadline, then it is read and answered', async () => {
  // 12 bytes, one every 100 ms: three times the whole deadline, never a stall.
  expect(await drip('/upload', 12, 100)).toBe('HTTP/1.1 200 OK read 12');
});

it('when such an upload stops for longer than its stall, then it gets 408 and its connection closed', async () => {
  expect(await drip('/upload', 3, 50, STALL_MS * 3)).toBe('HTTP/1.1 408 Request Timeout ');
});

it('when another body takes longer than the whole deadline, then it gets 408, though it kept moving', async () => {
  expect(await drip('/form', 12, 100)).toBe('HTTP/1.1 408 Request Timeout ');
});

it('when another body comes within the deadline and its answer takes longer, then it is answered', async () => {
  expect(await drip('/form', 2, 50)).toBe('HTTP/1.1 200 OK read 2');
});
