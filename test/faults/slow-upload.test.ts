import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { GENUINE_EMAIL_API_PATH } from '../../shared/genuine-email/answer';
import { SUPPORT_API_PATH } from '../../shared/support/request';
import { tempFolder } from '../support/endpoint-kit';
import { withSiteProcess } from '../support/site-process';

/**
 * A slow line facing the site itself, no proxy in front (or Caddy, which streams the body): the
 * built site as its own process, with a short REQUEST_TIMEOUT_MS. A support upload that keeps
 * moving is read however long it takes; any other body is cut off at the deadline. The rules
 * themselves, a stall included, with short limits: integration/request-deadline.test.ts.
 */

const DEADLINE_MS = 1000;

/** Posts a body to `path` from the site's own origin, a chunk every 250 ms for `ms`; the status line that came back. */
function slowPost(url: string, path: string, body: string, ms: number): Promise<string> {
  const { port } = new URL(url);
  const chunks = Math.ceil(ms / 250);
  const size = Math.ceil(body.length / chunks);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(reply.split('\r\n', 1)[0]!));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${new URL(url).host}\r\nOrigin: ${url}\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    void (async () => {
      for (let at = 0; at < body.length && !socket.destroyed; at += size) {
        await sleep(250);
        if (!socket.destroyed) socket.write(body.slice(at, at + size));
      }
    })();
  });
}

const field = (name: string, value: string) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
/** A request the form would refuse for its address: what matters is that it is read to its end and answered. */
const request = [
  field('name', 'Thabo'),
  field('email', 'not an address'),
  field('description', 'x'.repeat(2000)),
  '--x--\r\n',
].join('');

it("when a support upload takes three times the request deadline but keeps moving, then it is read and answered; a message check's upload as slow is cut off", async () => {
  await withSiteProcess(
    { DATA_DIR: tempFolder('slow-upload'), REQUEST_TIMEOUT_MS: String(DEADLINE_MS), HEADERS_TIMEOUT_MS: String(DEADLINE_MS) },
    async (site) => {
      const [support, message] = await Promise.all([
        slowPost(site.url, SUPPORT_API_PATH, request, DEADLINE_MS * 3),
        slowPost(site.url, GENUINE_EMAIL_API_PATH, request, DEADLINE_MS * 3),
      ]);
      expect(support).toMatch(/^HTTP\/1\.1 4(00|22) /);
      expect(message).toBe('HTTP/1.1 408 Request Timeout');
    },
  );
}, 30_000);
