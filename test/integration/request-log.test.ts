import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { captchaToken, contactBody, postJson, withEndpointSite } from '../support/endpoint-kit';
import { requestIdsOf, waitUntil } from '../support/mail-kit';
import { siteForTests, withSite } from '../support/site-server';

/** An id a visitor made up to pass for one of the site's references. */
const FORGED = 'KIT-ENP8MBJ8-forged';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const site = siteForTests();

const completed = (id: string) =>
  site.logs.find((l) => l.msg === 'request completed' && (l.req as { id: string } | undefined)?.id === id);

describe('request log', () => {
  it('when a page is served, then one line holds its id, method, path, status and time, and no headers or query', async () => {
    const res = await request(site.url).get('/about?email=someone@example.com').set('Cookie', 'theme=dark');
    const id = res.headers['x-request-id'] as string;
    const line = completed(id);
    expect(line).toMatchObject({ level: 'info', req: { id, method: 'GET', path: '/about' }, res: { statusCode: 200 } });
    expect(typeof line?.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toMatch(/example\.com|theme=dark|cookie|headers/i);
  });

  it('when a visitor sends an X-Request-Id of their own and no proxy is trusted, then the site uses an id of its own: echoed and logged, the visitor’s nowhere', async () => {
    const res = await request(site.url).get('/no-such-page').set('X-Request-Id', FORGED);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(completed(id)).toMatchObject({ res: { statusCode: 404 } });
    expect(JSON.stringify(site.logs)).not.toContain('forged');
  });

  it('when TRUST_PROXY_HOPS says a proxy is in front, then the safe X-Request-Id it sets is echoed and logged', async () => {
    await withSite({ TRUST_PROXY_HOPS: '1' }, async (behindProxy) => {
      const res = await request(behindProxy.url).get('/no-such-page').set('X-Request-Id', 'proxy-id-12345');
      expect(res.headers['x-request-id']).toBe('proxy-id-12345');
      const warning = behindProxy.logs.find(
        (l) => l.msg === 'page not found' && (l.req as { id: string }).id === 'proxy-id-12345',
      );
      expect(warning).toMatchObject({ level: 'warn', path: '/no-such-page' });
      const unsafe = await request(behindProxy.url).get('/about').set('X-Request-Id', 'id with spaces; and more');
      expect(unsafe.headers['x-request-id']).toMatch(UUID);
    });
  });

  it('when a visitor posts with an X-Request-Id of their own, then the staff e-mail’s request id is the site’s, and the visitor’s text is not in it', async () => {
    await withEndpointSite({}, async (endpoint) => {
      const response = await postJson(endpoint.url, contactBody(await captchaToken(endpoint.url)), { 'X-Request-Id': FORGED });
      expect(response.status).toBe(200);
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      const mailDir = path.join(endpoint.dataDir, 'mail');
      // The visitor's confirmation is written beside it: the staff e-mail is the one with a request id.
      const staffMailIn = () =>
        (existsSync(mailDir) ? readdirSync(mailDir) : [])
          .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
          .find((mail) => mail.includes('Request id:'));
      await waitUntil(() => staffMailIn() !== undefined, 10_000, 'the staff e-mail');
      const staffMail = staffMailIn() ?? '';
      expect(requestIdsOf([staffMail])).toEqual([id]);
      expect(staffMail).not.toContain('forged');
    });
  });

  it('when /healthz is asked, then nothing is logged', async () => {
    const before = site.logs.length;
    await request(site.url).get('/healthz');
    expect(site.logs.length).toBe(before);
  });
});
