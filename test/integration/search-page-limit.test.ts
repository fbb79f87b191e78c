import request from 'supertest';
import { tooManyRequestsCopy } from '../../shared/catalogue/site-copy';
import { helpSearchPath } from '../../shared/help/paths';
import { paths } from '../../shared/routes';
import { testApp } from '../support/site-server';

/**
 * A page made for one request (a help search, the VPS plans that fit) costs a render; a kept page
 * costs almost nothing. One client may ask for so many of the first in ten minutes; past it, the
 * site's 429 page, itself kept, while every kept page still answers.
 */
const LIMIT = 3;
const app = testApp({ SEARCH_PAGE_RATE_LIMIT_MAX: String(LIMIT) });

describe('pages made for one request', () => {
  it('when one client searches past its limit, then it gets the 429 page in the site’s look, kept pages still answer, and its words are never shown', async () => {
    const searches = ['transfer', 'ssh key', 'backups', 'billing', `${paths.vps}?view=compare&cpus=6&ram=10`];
    const statuses: number[] = [];
    for (const search of searches) {
      const path = search.startsWith('/') ? search : helpSearchPath(search);
      statuses.push((await request(app).get(path)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await request(app).get(helpSearchPath('private words'));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain(`<h1 class="code">${tooManyRequestsCopy.code}</h1>`);
    expect(refused.text).toContain('<footer');
    expect(refused.text).not.toContain('private words');
    expect(refused.text).not.toMatch(/<script[^>]*\ssrc=/);
    expect((await request(app).get(paths.help)).status).toBe(200);
    expect((await request(app).get(`${paths.vps}?view=compare`)).status).toBe(200);
  });

  it('when the 429 page’s own address is asked for, then it is not found', async () => {
    expect((await request(app).get('/429')).status).toBe(404);
  });
});
