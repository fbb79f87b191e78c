/**
 * The static files, on one site: files at the site's root (the favicons, the web app manifest, the
 * home-screen icons) served by name from a list read once at start, so a page request never asks
 * the disk for a file first; the build's bundles, precompressed; and the static files' refusals (a
 * path that is not valid percent-encoding, a bundle that is not there), answered by the site's one
 * error handler like every other error: its fixed text or JSON, its headers, its log line, never
 * the static middleware's own HTML page.
 */
import fs, { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadAssets } from '../../server/render/assets';
import { SHARE_IMAGES_PATH } from '../../shared/share-images';
import { tempFolder } from '../support/endpoint-kit';
import { fetchRaw, type RawResponse } from '../support/fetch-raw';
import { siteForTests } from '../support/site-server';
import { buildDir } from '../support/test-config';

const staticDir = tempFolder('root-files');
writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');

const site = siteForTests({}, { staticDir });
afterEach(() => jest.restoreAllMocks());

/** How many times the disk is asked about a file while `work` runs. */
const diskLookups = async (work: () => Promise<unknown>): Promise<number> => {
  const spies = [jest.spyOn(fs, 'stat'), jest.spyOn(fs, 'statSync'), jest.spyOn(fs, 'open'), jest.spyOn(fs.promises, 'stat')];
  await work();
  const count = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  for (const spy of spies) spy.mockRestore();
  return count;
};

describe('files at the site’s root', () => {
  it('when a page is asked for, then the disk is not asked for a file of that name first', async () => {
    // The first answers load each page's module (the test runner reads and stats its source then),
    // and the home page's answers after come from memory.
    expect((await fetchRaw(`${site.url}/`)).status).toBe(200);
    expect((await fetchRaw(`${site.url}/no-such-page`)).status).toBe(404);
    let status = 0;
    expect(await diskLookups(async () => ({ status } = await fetchRaw(`${site.url}/`)))).toBe(0);
    expect(status).toBe(200);
    expect(await diskLookups(async () => ({ status } = await fetchRaw(`${site.url}/other-page-not-here`)))).toBe(0);
    expect(status).toBe(404);
  });

  it('when a root file is asked for by its name, then it is served as before: its type, a day’s caching and its validators', async () => {
    const icon = await fetchRaw(`${site.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.headers.etag).toBeDefined();
    expect(icon.headers['last-modified']).toBeDefined();
    const again = await fetchRaw(`${site.url}/favicon.svg`, { 'if-none-match': String(icon.headers.etag) });
    expect(again.status).toBe(304);

    const manifest = await fetchRaw(`${site.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=86400');
    expect(manifest.body.equals(readFileSync(path.join(buildDir(), 'public', 'root', 'manifest.webmanifest')))).toBe(true);
  });

  it('when a file is put at the root after start, then it is not served: the list was read once', async () => {
    writeFileSync(path.join(staticDir, 'late.txt'), 'written after the site started\n');
    const late = await fetchRaw(`${site.url}/late.txt`);
    expect(late.status).toBe(404);
    expect(late.body.toString()).not.toContain('written after the site started');
  });
});

const assetsDir = path.join(buildDir(), 'public', 'assets');
const entry = loadAssets(buildDir()).entry.at(-1) as string;
const stylesheet = readdirSync(assetsDir).find((file) => file.endsWith('.css'));
const plain = (file: string) => readFileSync(path.join(assetsDir, file));

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

  // A missing bundle or sheet, br and gzip offered: the 404 that is never a page, under errors below.
  it('when a bundle is served, then it still carries the security headers', async () => {
    const res = await fetchRaw(`${site.url}/assets/${entry}`, { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeDefined();
  });
});

const refusals = (path: string) => site.logs.filter((l) => l.msg === 'request refused' && l.path === path);

describe('errors from the static files', () => {
  it.each(['/assets/%', '/assets/%E0%A4%A', `${SHARE_IMAGES_PATH}/%`, '/documents/%', '/%'])(
    'when %s is asked for by a browser and by a script, then each gets the site’s 400 (plain text, JSON), logged as refused',
    async (path) => {
      const page = await fetchRaw(`${site.url}${path}`, { accept: 'text/html' });
      expect(page.status).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body.toString()).toBe('The request could not be processed.');
      expect(page.headers['content-security-policy']).toBeDefined();

      const script = await fetchRaw(`${site.url}${path}`, { accept: 'application/json' });
      expect(script.status).toBe(400);
      expect(script.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(script.body.toString())).toEqual({ success: false, error: 'The request could not be processed.' });
      expect(script.headers['cache-control']).toBe('no-store');

      expect(refusals(path)).toHaveLength(2);
      expect(refusals(path)[0]).toMatchObject({ level: 'warn', status: 400 });
    },
  );

  it('when a bundle that is not there is asked for, then the site’s own 404 answers it, never a page', async () => {
    // Offered br and gzip too, so the build's precompressed files are looked for first.
    for (const file of ['no-such-bundle.js', 'no-such-sheet.css']) {
      const missing = await fetchRaw(`${site.url}/assets/${file}`, { accept: 'application/json', 'accept-encoding': 'br, gzip' });
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(missing.body.toString())).toEqual({ success: false, error: 'The request could not be processed.' });
    }
  });
});
