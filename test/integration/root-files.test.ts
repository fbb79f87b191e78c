/**
 * Files at the site's root (the favicons, the web app manifest, the home-screen icons) are served
 * by name from a list read once at start: a page request never asks the disk for a file first.
 */
import fs, { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempFolder } from '../support/endpoint-kit';
import { fetchRaw } from '../support/fetch-raw';
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
    // The first answer renders the page; the ones after come from memory.
    expect((await fetchRaw(`${site.url}/`)).status).toBe(200);
    let status = 0;
    expect(await diskLookups(async () => ({ status } = await fetchRaw(`${site.url}/`)))).toBe(0);
    expect(status).toBe(200);
    expect(await diskLookups(() => fetchRaw(`${site.url}/no-such-page`))).toBe(0);
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
