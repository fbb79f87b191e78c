import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadAssets } from '../../server/render/assets';
import { fetchRaw, type RawResponse } from '../support/fetch-raw';
import { siteForTests } from '../support/site-server';
import { buildDir } from '../support/test-config';

const assetsDir = path.join(buildDir(), 'public', 'assets');
const entry = loadAssets(buildDir()).entry.at(-1) as string;
const stylesheet = readdirSync(assetsDir).find((file) => file.endsWith('.css'));
const plain = (file: string) => readFileSync(path.join(assetsDir, file));

const site = siteForTests();

const expectBundleHeaders = (res: RawResponse, type: RegExp) => {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(type);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(Number(res.headers['content-length'])).toBe(res.body.length);
};

describe('precompressed bundles', () => {
  it.each([
    ['a browser offers br and gzip', 'gzip, deflate, br, zstd', 'br'],
    ['a client offers gzip only', 'gzip', 'gzip'],
    ['a client refuses br with q=0', 'br;q=0, gzip', 'gzip'],
  ])('when %s, then the build-time file is sent as %s, typed as JavaScript', async (_case, accept, coding) => {
    const res = await fetchRaw(`${site.url}/assets/${entry}`, { 'accept-encoding': accept });
    expectBundleHeaders(res, /^text\/javascript; charset=utf-8$/i);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.body.equals(readFileSync(path.join(assetsDir, `${entry}.${coding === 'br' ? 'br' : 'gz'}`)))).toBe(true);
    const decoded = coding === 'br' ? zlib.brotliDecompressSync(res.body) : zlib.gunzipSync(res.body);
    expect(decoded.equals(plain(entry))).toBe(true);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['an encoding we do not precompress', { 'accept-encoding': 'deflate' }],
  ])('when a client sends %s, then the plain file is sent with no Content-Encoding', async (_case, headers) => {
    const res = await fetchRaw(`${site.url}/assets/${entry}`, headers);
    expectBundleHeaders(res, /^text\/javascript; charset=utf-8$/i);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(plain(entry))).toBe(true);
  });

  it('when a stylesheet is fetched with br, then it is br-encoded and typed as CSS', async () => {
    expect(stylesheet).toBeDefined();
    const res = await fetchRaw(`${site.url}/assets/${stylesheet}`, { 'accept-encoding': 'br, gzip' });
    expectBundleHeaders(res, /^text\/css; charset=utf-8$/i);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).equals(plain(stylesheet as string))).toBe(true);
  });

  it('when a bundle is asked for again with its ETag, then the answer is 304 with no body', async () => {
    const first = await fetchRaw(`${site.url}/assets/${entry}`, { 'accept-encoding': 'br' });
    const again = await fetchRaw(`${site.url}/assets/${entry}`, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('when a HEAD request is made, then the headers match the GET and no body is sent', async () => {
    const res = await fetchRaw(`${site.url}/assets/${entry}`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBe(0);
  });

  // A missing bundle or sheet, br and gzip offered: static-errors.test's 404 that is never a page.
  it('when a bundle is served, then it still carries the security headers', async () => {
    const res = await fetchRaw(`${site.url}/assets/${entry}`, { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeDefined();
  });
});
