import { captchaToken, contactBody, postJson, tempFolder } from '../support/endpoint-kit';
import { waitUntil } from '../support/mail-kit';
import { startRedis, type RedisProcess } from '../support/redis-process';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

/** Frozen: SIGSTOP, connections stay open and no answer comes. Stopped: connections refused. */

let redis: RedisProcess;
let site: SiteProcess;

beforeEach(async () => {
  redis = await startRedis();
  site = await startSiteProcess({
    DATA_DIR: tempFolder('fault-redis'),
    REDIS_URL: redis.url,
    REDIS_COMMAND_TIMEOUT_MS: '1000',
    ALTCHA_HMAC_KEY: 'fault-redis-key',
    CONFIRMATION_MAIL: 'off',
    // Redis's state in /readyz's answer, beside the one-word reason.
    READYZ_DETAILS: 'on',
  });
  await waitUntil(async () => (await fetch(`${site.url}/readyz`)).status === 200, 10_000, 'the site to reach Redis');
});

afterEach(async () => {
  await site.stop();
  await redis.stop();
});

const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};

describe('a frozen Redis', () => {
  it('when Redis answers nothing, then the challenge, the post and /readyz each answer 503 JSON within two seconds, pages still serve, and the first failure is logged', async () => {
    const token = await captchaToken(site.url);
    redis.freeze();
    try {
      const challenge = await timed(() => fetch(`${site.url}/api/captcha/challenge`));
      expect(challenge.value.status).toBe(503);
      expect(challenge.ms).toBeLessThan(2000);

      const post = await timed(() => postJson(site.url, contactBody(token)));
      expect(post.value.status).toBe(503);
      expect(await post.value.json()).toEqual({ success: false, error: expect.stringMatching(/unavailable/) });
      expect(post.value.headers.get('retry-after')).toBe('30');
      expect(post.value.headers.get('cache-control')).toBe('no-store');
      expect(post.ms).toBeLessThan(2000);

      const ready = await timed(() => fetch(`${site.url}/readyz`));
      expect(ready.value.status).toBe(503);
      expect(await ready.value.json()).toMatchObject({ status: 'unavailable', reason: 'redis', redis: 'not answering' });
      expect(ready.ms).toBeLessThan(2000);
      expect((await fetch(`${site.url}/`)).status).toBe(200);

      const [line] = await site.logged('redis did not answer');
      expect(line).toMatch(/"level":"error"/);
    } finally {
      redis.thaw();
    }
    await waitUntil(async () => (await fetch(`${site.url}/readyz`)).status === 200, 10_000, 'readiness after the thaw');
    // One line for the whole freeze, not one per reconnect attempt while it lasted.
    expect(await site.logged('redis did not answer')).toHaveLength(1);
    expect((await postJson(site.url, contactBody(await captchaToken(site.url)))).status).toBe(200);
  }, 30_000);
});

describe('Redis stopped, then restarted empty', () => {
  it('when Redis is gone, then a post and /readyz answer 503 within two seconds; when it is back without its data, then a captcha solution used before is still refused, and a fresh one is accepted', async () => {
    const token = await captchaToken(site.url);
    expect((await postJson(site.url, contactBody(token))).status).toBe(200);
    expect((await postJson(site.url, contactBody(token))).status).toBe(403);

    await redis.stop();
    await waitUntil(async () => (await fetch(`${site.url}/readyz`)).status === 503, 10_000, '/readyz to say 503');
    const post = await timed(() => postJson(site.url, contactBody(token)));
    expect(post.value.status).toBe(503);
    expect(await post.value.json()).toEqual({ success: false, error: expect.stringMatching(/unavailable/) });
    expect(post.ms).toBeLessThan(2000);
    await redis.start();
    // Past the second for which /readyz reuses its answer from before the restart.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await waitUntil(async () => (await fetch(`${site.url}/readyz`)).status === 200, 10_000, 'the site to reach Redis again');

    expect((await postJson(site.url, contactBody(token))).status).toBe(403);
    expect(await site.logged('redis has lost its data')).toHaveLength(1);
    expect((await postJson(site.url, contactBody(await captchaToken(site.url)))).status).toBe(200);
  }, 30_000);
});
