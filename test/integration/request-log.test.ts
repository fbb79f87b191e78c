import request from 'supertest';
import { startSite, type SiteServer } from '../support/site-server';

let site: SiteServer;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

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

  it('when the client sends a safe X-Request-Id, then it is echoed and logged', async () => {
    const res = await request(site.url).get('/no-such-page').set('X-Request-Id', 'proxy-id-12345');
    expect(res.headers['x-request-id']).toBe('proxy-id-12345');
    expect(completed('proxy-id-12345')).toMatchObject({ res: { statusCode: 404 } });
    const warning = site.logs.find((l) => l.msg === 'page not found' && (l.req as { id: string }).id === 'proxy-id-12345');
    expect(warning).toMatchObject({ level: 'warn', path: '/no-such-page' });
  });

  it('when /healthz is asked, then nothing is logged', async () => {
    const before = site.logs.length;
    await request(site.url).get('/healthz');
    expect(site.logs.length).toBe(before);
  });
});
