import request, { type Response } from 'supertest';
import { tooManyRequestsCopy } from '../../shared/catalogue/site-copy';
import { hostingPages } from '../../shared/catalogue/plans';
import { helpSearchPath } from '../../shared/help/paths';
import { paths } from '../../shared/routes';
import { testApp } from '../support/site-server';
import { testConfig } from '../support/test-config';

/**
 * An answer made for one request costs a render; a kept page costs almost nothing. Whoever makes
 * the answers: a page's route, the server's domain search, a posted form.
 */
const LIMIT = 5;
const env = { SEARCH_PAGE_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY_HOPS: '1' };
const windowSeconds = testConfig(env).searchPageRateLimit.windowMs / 1000;
const app = testApp(env);
/** What a browser says of a request that another site's page made. */
const crossSite = (mode: string, dest: string) => ({
  'Sec-Fetch-Site': 'cross-site',
  'Sec-Fetch-Mode': mode,
  'Sec-Fetch-Dest': dest,
});
const domainSearch = (name: string) => `${hostingPages.shared.path}?domain=${encodeURIComponent(name)}`;

describe('answers made for one request', () => {
  it('when one client asks past its limit, whoever makes the answers, then it gets the 429 page in the site’s look until the window frees one, kept by no cache; kept pages still answer, and its words are never shown', async () => {
    const asks = [
      () => request(app).get(helpSearchPath('transfer')),
      () => request(app).get(domainSearch('example.co.za')),
      () => request(app).get(domainSearch('not a name')),
      () => request(app).get(`${paths.vps}?view=compare&cpus=6&ram=10`),
      () => request(app).post(paths.assessment).type('form').send({}),
    ];
    const answers: Response[] = [];
    for (const ask of [...asks, ...asks]) answers.push(await ask());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 200, 400, ...Array<number>(LIMIT).fill(429)]);
    expect(new Set(answers.map((answer) => answer.headers['cache-control']))).toEqual(new Set(['private, no-store']));
    const refused = await request(app).get(helpSearchPath('private words'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(windowSeconds - 30);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain(`<h1 class="code">${tooManyRequestsCopy.code}</h1>`);
    expect(refused.text).toContain('<footer');
    expect(refused.text).not.toContain('private words');
    expect(refused.text).not.toMatch(/<script[^>]*\ssrc=/);
    expect((await request(app).get(paths.help)).status).toBe(200);
    expect((await request(app).get(`${paths.vps}?view=compare`)).status).toBe(200);
  });

  it('when two clients ask the same search, then their answers carry the same headers: none is derived from the client’s address', async () => {
    const headersFor = async (client: string) => {
      const { headers } = await request(app).get(helpSearchPath('backup')).set('X-Forwarded-For', client);
      return { ...headers, date: undefined, 'x-request-id': undefined };
    };
    expect(await headersFor('198.51.100.1')).toEqual(await headersFor('198.51.100.2'));
  });

  it('when another site asks for a search as an image, a script, a fetch or a frame, or posts a form, then 403 and nothing is spent; a link followed from elsewhere, or a browser that says nothing, is answered and counted', async () => {
    const client = { 'X-Forwarded-For': '198.51.100.3' };
    const ask = (headers: Record<string, string>) => request(app).get(helpSearchPath('backup')).set(client).set(headers);
    const foreign = [
      crossSite('no-cors', 'image'),
      crossSite('no-cors', 'script'),
      crossSite('cors', 'empty'),
      crossSite('navigate', 'iframe'),
    ];
    const link = crossSite('navigate', 'document');
    const form = { ...client, ...link, Origin: 'https://elsewhere.example' };
    const post = () => request(app).post(paths.assessment).type('form').set(form).send({});
    const refusals = [...(await Promise.all(foreign.map(ask))), await post()];
    expect(refusals.map((answer) => answer.status)).toEqual(Array(foreign.length + 1).fill(403));
    const counted: number[] = [];
    for (let i = 0; i <= LIMIT; i++) counted.push((await ask(i % 2 ? {} : link)).status);
    expect(counted).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    expect((await ask(foreign[0]!)).status).toBe(403);
  });

  it('when the 429 page’s own address is asked for, then it is not found', async () => {
    expect((await request(app).get('/429')).status).toBe(404);
  });
});
