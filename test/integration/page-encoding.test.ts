import net from 'node:net';
import zlib from 'node:zlib';
import { fetchRaw, type RawResponse } from '../support/fetch-raw';
import { startSite, type SiteServer } from '../support/site-server';

let site: SiteServer;
beforeEach(async () => {
  // A fresh server each time, so the first request of a test is a page's first (streamed) render.
  site = await startSite();
});
afterEach(() => site.close());

const nonceOf = (res: RawResponse) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];

/** The page as the browser reads it, checked to carry this response's own nonce. */
function decoded(res: RawResponse): string {
  const coding = res.headers['content-encoding'];
  const body = coding === 'br' ? zlib.brotliDecompressSync(res.body) : coding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
  const html = body.toString('utf8');
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  expect(html).toContain('</html>');
  expect(html).toContain(`nonce="${nonceOf(res)}"`);
  return html;
}

const BROWSER = { 'accept-encoding': 'br, gzip' };

/** All answers are 200s, encoded as allowed, each carrying a nonce of its own on otherwise the same page. */
function expectSamePageOwnNonces(answers: RawResponse[], codings: string[]): void {
  const nonces = new Set<string | undefined>();
  const pages = new Set<string>();
  for (const res of answers) {
    expect(res.status).toBe(200);
    expect(codings).toContain(res.headers['content-encoding']);
    pages.add(decoded(res).replaceAll(nonceOf(res) as string, 'NONCE'));
    nonces.add(nonceOf(res));
  }
  expect(nonces.size).toBe(answers.length);
  expect(pages.size).toBe(1);
}

/** A form post whose body never comes: the server holds it in flight until the socket closes. */
function postHeadersOnly(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        'POST /functions/v1/send-contact-email HTTP/1.1\r\n' +
          `Host: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":`,
        () => resolve(socket),
      );
    });
    socket.on('error', reject);
  });
}

/** Polls until the check holds, for up to five seconds. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('pages on the wire', () => {
  it.each([
    ['br', 'gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['nothing', 'identity', undefined],
  ])(
    'when a client that takes %s asks for a page twice (rendered, then cached), then both answers are encoded so and whole',
    async (_label, acceptEncoding, expected) => {
      for (const round of ['first render', 'cached']) {
        const res = await fetchRaw(`${site.url}/server-hosting`, { 'accept-encoding': acceptEncoding });
        expect({ round, status: res.status, coding: res.headers['content-encoding'] }).toEqual({
          round,
          status: 200,
          coding: expected,
        });
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(decoded(res)).toContain('VPS Server Hosting');
      }
    },
  );

  it('when many browsers ask at once, then every answer decodes to the page with its own nonce', async () => {
    await fetchRaw(`${site.url}/`, BROWSER);
    const answers = await Promise.all(Array.from({ length: 24 }, () => fetchRaw(`${site.url}/`, BROWSER)));
    expectSamePageOwnNonces(answers, ['br', 'gzip']);
  });

  it('when three other requests are in flight, then browsers get the gzip made with the cached page, and brotli again below that', async () => {
    await fetchRaw(`${site.url}/`, BROWSER);
    expect((await fetchRaw(`${site.url}/`, BROWSER)).headers['content-encoding']).toBe('br');

    // Three visitors on slow links: each form post has sent its headers but not yet its body.
    // With the page request itself that makes four in flight, where the server counts as busy.
    const held = await Promise.all(Array.from({ length: 3 }, () => postHeadersOnly(site.url)));
    await eventually(async () => (await fetchRaw(`${site.url}/`, BROWSER)).headers['content-encoding'] === 'gzip');
    const busy = await Promise.all(Array.from({ length: 6 }, () => fetchRaw(`${site.url}/`, BROWSER)));
    expectSamePageOwnNonces(busy, ['gzip']);

    held.pop()?.destroy();
    await eventually(async () => (await fetchRaw(`${site.url}/`, BROWSER)).headers['content-encoding'] === 'br');
    for (const socket of held) socket.destroy();
  });

  it('when the 404 page is asked for with br, then it is a compressed 404', async () => {
    const res = await fetchRaw(`${site.url}/no-such-page`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('Oops! Page not found');
  });

  it('when the sitemap is asked for with gzip, then the compression middleware still compresses it', async () => {
    const res = await fetchRaw(`${site.url}/sitemap.xml`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toContain('<urlset');
  });
});
