import http from 'node:http';
import { redirectSources, redirectTarget } from '../../shared/redirects';
import { siteForTests } from '../support/site-server';

const site = siteForTests();

/** One GET with the path exactly as written (no URL parsing that would turn `\` into `/` or drop `//`). */
function getPath(path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
  });
}

describe('redirects lead only to this site', () => {
  it.each([
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '//%65vil.example/',
    '/\\/evil.example/',
    '//evil.example/about/',
  ])('when %s is asked for, then the answer is not a redirect to another site', async (path) => {
    const { status, location } = await getPath(path);
    if (location !== undefined) {
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'http://site.test').host).toBe('site.test');
    }
    expect(status).toBe(404);
  });

  it('when a page is asked for with a trailing slash and a query, then it redirects once to the page itself', async () => {
    expect(await getPath('/about/')).toEqual({ status: 301, location: '/about' });
    expect(await getPath('/contact/?plan=CXN3')).toEqual({ status: 301, location: '/contact?plan=CXN3' });
    expect(await getPath('/services/cybersecurity/')).toEqual({ status: 301, location: '/services/cybersecurity' });
  });
});

describe('every path ends in a page, a file or a 404 after at most one redirect', () => {
  it.each([
    '/documents',
    '/documents/',
    '/assets',
    '/assets/',
    '/about',
    '/about/',
    '/about//',
    '/nope/',
    '/documents/terms-of-service.pdf/',
    '/favicon.svg/',
  ])('when %s is followed, then it settles within one redirect', async (path) => {
    const first = await getPath(path);
    if (first.status >= 300 && first.status < 400) {
      const second = await getPath(first.location ?? '');
      expect([200, 404]).toContain(second.status);
    } else {
      expect([200, 404]).toContain(first.status);
    }
  });
});

describe('former and short addresses', () => {
  it.each(redirectSources())(
    'when %s is asked for with a query, then it leads to its page in one hop, keeping the query',
    async (from) => {
      const to = redirectTarget(from);
      expect(await getPath(`${from}?ref=print&x=1`)).toEqual({ status: 301, location: `${to}?ref=print&x=1` });
      expect((await getPath(to ?? '')).status).toBe(200);
    },
  );

  it('when a short address is typed with capitals and a slash at the end, then it still leads to its page in one hop', async () => {
    const [from] = redirectSources();
    expect(await getPath(`${from.toUpperCase()}/`)).toEqual({ status: 301, location: redirectTarget(from) });
  });
});
