/**
 * The cookie that remembers the VPS page's view is sent only over https whenever the site's
 * public address is https, also when TLS ends at a proxy the site does not trust (the request
 * then looks like plain http to it).
 */
import request from 'supertest';
import { hostingPages } from '../../shared/catalogue/plans';
import { startSite, type SiteServer } from '../support/site-server';

const VPS = hostingPages.vps.path;

const viewCookie = async (site: SiteServer, headers: Record<string, string> = {}) => {
  const answer = await request(site.url).get(`${VPS}?view=compare`).set(headers).expect(200);
  return [answer.headers['set-cookie']].flat().find((c) => c?.startsWith('plans-view=')) ?? '';
};

describe('the view cookie', () => {
  it('when PUBLIC_URL is https and the proxy in front is not trusted, then the cookie is Secure all the same', async () => {
    const site = await startSite({ PUBLIC_URL: 'https://www.kopano-it.co.za', TRUST_PROXY_HOPS: '0' });
    try {
      expect(await viewCookie(site)).toMatch(/^plans-view=compare;.*; Secure(;|$)/);
      expect(await viewCookie(site, { 'X-Forwarded-Proto': 'https' })).toMatch(/; Secure(;|$)/);
    } finally {
      await site.close();
    }
  });

  it('when PUBLIC_URL is plain http (a development machine), then the cookie is not Secure, so the browser keeps it', async () => {
    const site = await startSite({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      const cookie = await viewCookie(site);
      expect(cookie).toMatch(/^plans-view=compare;/);
      expect(cookie).not.toMatch(/Secure/);
    } finally {
      await site.close();
    }
  });
});
