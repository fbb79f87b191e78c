/**
 * The static files' refusals (a path that is not valid percent-encoding, a bundle that is not
 * there) are answered by the site's one error handler, like every other error: its fixed text or
 * JSON, its headers, its log line, never the static middleware's own HTML page.
 */
import { SHARE_IMAGES_PATH } from '../../shared/share-images';
import { fetchRaw } from '../support/fetch-raw';
import { siteForTests } from '../support/site-server';

const site = siteForTests();

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
