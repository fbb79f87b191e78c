import { REFUSAL_DELAY_MS } from '../../server/security/rate-limit';
import { captchaToken, contactBody, postJson, startEndpointSite, withEndpointSite } from '../support/endpoint-kit';

const retryAfterOf = (response: Response) => Number(response.headers.get('retry-after'));

describe('send-contact-email: the per-client rate limit', () => {
  /** A site behind one trusted proxy allowing `max` posts a minute, and a post from the address the proxy forwards. */
  const behindProxy = async (max: number) => {
    const site = await startEndpointSite({
      CONTACT_RATE_LIMIT_MAX: String(max),
      CONTACT_RATE_LIMIT_WINDOW_MS: '60000',
      TRUST_PROXY_HOPS: '1',
      CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '100',
    });
    const answer = async (forwardedFor: string) =>
      postJson(site.url, contactBody(await captchaToken(site.url)), { 'X-Forwarded-For': forwardedFor });
    const post = async (forwardedFor: string) => (await answer(forwardedFor)).status;
    return { site, answer, post };
  };

  it('when a client (X-Forwarded-For behind one trusted proxy) posts limit + 1 times in the window, then the last answer is 429 JSON with Retry-After; another client is limited separately and the proxy hop cannot be spoofed', async () => {
    const { site, answer, post } = await behindProxy(2);
    try {
      expect([await post('198.51.100.7'), await post('198.51.100.7')]).toEqual([200, 200]);
      const limited = await answer('198.51.100.7');
      expect(limited.status).toBe(429);
      expect(retryAfterOf(limited)).toBeGreaterThan(0);
      expect(retryAfterOf(limited)).toBeLessThanOrEqual(60);
      expect(await limited.json()).toEqual({ success: false, error: 'Too many requests. Please try again later.' });
      // A client that prepends a fake address is still keyed by the address the proxy saw.
      const other = (async () => [await post('198.51.100.8'), await post('198.51.100.8')])();
      expect(await post('203.0.113.9, 198.51.100.7')).toBe(429);
      expect(await other).toEqual([200, 200]);
    } finally {
      await site.close();
    }
  });

  it('when IPv6 clients share one /56, then they share one limit; another /56 has its own', async () => {
    const { site, post } = await behindProxy(1);
    try {
      expect(await post('2001:db8:abcd:1200::1')).toBe(200);
      expect(await post('2001:db8:abcd:12ff:ffff::2')).toBe(429);
      expect(await post('2001:db8:abcd:1300::1')).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe('the captcha challenge limit with its default', () => {
  it('when an office behind one address fetches 600 challenges in ten minutes, then every one is served; the next gets 429 with Retry-After', async () => {
    await withEndpointSite({}, async (site) => {
      const statuses = new Map<number, number>();
      for (let batch = 0; batch < 12; batch++) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${site.url}/api/captcha/challenge`)));
        for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 200: 600 });
      const refused = await fetch(`${site.url}/api/captcha/challenge`);
      expect(refused.status).toBe(429);
      expect(retryAfterOf(refused)).toBeGreaterThan(0);
    });
  });
});

describe('a client past the posts’ limit', () => {
  it('when it keeps posting, then each refusal is held back a second, and pages and captcha challenges answer at once meanwhile', async () => {
    await withEndpointSite({ CONTACT_RATE_LIMIT_MAX: '1' }, async (site) => {
      expect((await postJson(site.url, { name: 'x' })).status).toBe(400);
      // Rendered once before: what is timed is waiting behind the refusals, not a first render.
      expect((await fetch(`${site.url}/about`)).status).toBe(200);
      const started = Date.now();
      const refusals = Array.from({ length: 20 }, () => postJson(site.url, { name: 'x' }));
      const page = await fetch(`${site.url}/about`);
      const challenge = await fetch(`${site.url}/api/captcha/challenge`);
      const pageAnsweredAfter = Date.now() - started;
      const statuses = (await Promise.all(refusals)).map((r) => r.status);
      const refusedAfter = Date.now() - started;
      expect([page.status, challenge.status]).toEqual([200, 200]);
      expect(statuses).toEqual(Array(20).fill(429));
      expect(refusedAfter).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 50);
      expect(pageAnsweredAfter).toBeLessThan(REFUSAL_DELAY_MS);
      // One warning for the client going over, not one line per refused post.
      expect(site.logs.filter((l) => l.msg === 'a client went over the limit')).toHaveLength(1);
      expect(site.logs.filter((l) => (l.res as { statusCode?: number } | undefined)?.statusCode === 429)).toHaveLength(0);
    });
  });
});
