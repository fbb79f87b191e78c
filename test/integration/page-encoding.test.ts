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

  it('when many browsers ask at once (the server busy), then every answer decodes to the page with its own nonce', async () => {
    await fetchRaw(`${site.url}/`, { 'accept-encoding': 'br, gzip' });
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => fetchRaw(`${site.url}/`, { 'accept-encoding': 'br, gzip' })),
    );
    const nonces = new Set<string | undefined>();
    const pages = new Set<string>();
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
      pages.add(decoded(res).replaceAll(nonceOf(res) as string, 'NONCE'));
      nonces.add(nonceOf(res));
    }
    expect(nonces.size).toBe(24);
    expect(pages.size).toBe(1);
    // A quiet server answers these clients with brotli; the precomputed gzip means it was busy.
    expect(answers.filter((res) => res.headers['content-encoding'] === 'gzip').length).toBeGreaterThan(0);
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
