import request from 'supertest';
import { createDomainChecker } from '../../server/domains/domain-checker';
import { createRegistryBudget } from '../../server/domains/registry-budget';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { databaseCounter } from '../../server/shared-state/counters';
import { openSiteDatabase } from '../../server/site-tables';
import { createLogger } from '../../server/logger';
import { DOMAIN_CHECK_PATH, type DomainCheckAnswer } from '../../shared/domain-check';
import { SETUP_MESSAGES } from '../../shared/validation/setup-answer-rules';
import { tempFolder } from '../support/endpoint-kit';
import { late } from '../support/for-tests';
import { registriesForTests } from '../support/rdap-registry';
import { redisForTests } from '../support/redis-process';
import { siteForTests, startSite, withSite } from '../support/site-server';
import { testConfig } from '../support/test-config';

/** GET /api/domain-check against registries on loopback that speak the real protocols (startRegistries). */
const TIMEOUT_MS = 400;

const registries = registriesForTests(['africa', 'joburg'], ['co.za', 'org.za']);
const [rdap, whois] = [late(() => registries.rdap), late(() => registries.whois)];
const env = () => ({
  ...registries.env,
  DOMAIN_CHECK_TIMEOUT_MS: String(TIMEOUT_MS),
  DOMAIN_CHECK_RATE_LIMIT_MAX: '1000',
  DOMAIN_CHECK_REGISTRY_BUDGET: '1000',
});
const site = siteForTests(env);

const check = (name: string | undefined, url = site.url) => request(url).get(DOMAIN_CHECK_PATH).query({ name });
const statusOf = async (name: string) => ((await check(name).expect(200)).body as DomainCheckAnswer).status;
const asked = () => rdap.requests.length + whois.queries.length;

describe('RDAP, by the bootstrap file', () => {
  it('when the registry holds the name, then it is registered, in the exact answer shape', async () => {
    rdap.set('taken.africa', 'registered');
    const before = Date.now();
    const res = await check('taken.africa').expect(200).expect('Content-Type', /json/);
    expect(res.body).toEqual({
      name: 'taken.africa',
      ascii: 'taken.africa',
      status: 'registered',
      checkedAt: expect.any(String),
    });
    const checkedAt = Date.parse((res.body as DomainCheckAnswer).checkedAt);
    expect(checkedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(checkedAt).toISOString()).toBe((res.body as DomainCheckAnswer).checkedAt);
    expect(rdap.requests).toContain('/rdap/domain/taken.africa');
  });

  it('when the registry takes longer than the timeout, then the answer is unknown, given in about the timeout', async () => {
    rdap.set('slow.africa', 'slow');
    const started = Date.now();
    expect(await statusOf('slow.africa')).toBe('unknown');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    const line = site.logs.find((l) => l.msg === 'a domain could not be checked' && l.reason === 'timeout');
    expect(line).toMatchObject({ source: 'RDAP', host: new URL(rdap.baseUrl).host });
    expect(JSON.stringify(site.logs)).not.toContain('slow.africa');
  });
});

describe('what each registry answers', () => {
  // RDAP by the bootstrap file; WHOIS on TCP for the ZA second-level names (ZACR). Whatever fails is unknown, never available.
  it.each([
    ['RDAP', 'answers 404', 'free-name.joburg', 'available', null],
    ['RDAP', 'redirects (never followed)', 'moved.africa', 'unknown', 'redirect'],
    ['RDAP', 'answers 429', 'limited.africa', 'unknown', 'limited'],
    ['RDAP', 'answers a 5xx', 'failing.africa', 'unknown', 'failing'],
    ['RDAP', 'answers HTML', 'html.africa', 'unknown', 'html'],
    ['RDAP', 'answers JSON that is not a domain object', 'not-a-domain.africa', 'unknown', 'not-a-domain'],
    ['ZACR', 'answers "Available"', 'brand-new-shop.co.za', 'available', null],
    ['ZACR', 'answers with a record and its Creation Date', 'taken.org.za', 'registered', 'registered'],
    ['ZACR', 'throttles the client ("Please go away")', 'throttled.co.za', 'unknown', 'throttled'],
    ['ZACR', 'answers in words we do not know', 'garbled.co.za', 'unknown', 'garbled'],
    ['ZACR', 'says nothing and keeps the connection open', 'silent.co.za', 'unknown', 'silent'],
  ] as const)('when %s %s for %s, then the name is %s', async (registry, _what, name, status, behaviour) => {
    if (registry === 'ZACR') {
      if (behaviour) whois.set(name, behaviour as Parameters<typeof whois.set>[1]);
    } else if (behaviour) rdap.set(name, behaviour as Parameters<typeof rdap.set>[1]);
    expect(await statusOf(name)).toBe(status);
    expect(registry === 'ZACR' ? whois.queries : rdap.requests).toContain(registry === 'ZACR' ? name : `/rdap/domain/${name}`);
    expect(rdap.requests.filter((p) => p.startsWith('/rdap/moved/'))).toEqual([]);
  });
});

describe('the name asked', () => {
  it('when a subdomain is typed, then only the registrable name is asked, by the Public Suffix List', async () => {
    const res = await check('www.Shop.CO.ZA').expect(200);
    expect(res.body).toMatchObject({ name: 'www.Shop.CO.ZA', ascii: 'shop.co.za', status: 'available' });
    expect(whois.queries).toContain('shop.co.za');
    expect(whois.queries.some((q) => q.startsWith('www.'))).toBe(false);
  });

  it('when an internationalised name is typed, then the registry is asked its A-label form', async () => {
    const res = await check('münchen.africa').expect(200);
    expect(res.body).toMatchObject({ name: 'münchen.africa', ascii: 'xn--mnchen-3ya.africa', status: 'available' });
    expect(rdap.requests).toContain('/rdap/domain/xn--mnchen-3ya.africa');
    await check('bücher.co.za').expect(200);
    expect(whois.queries).toContain('xn--bcher-kva.co.za');
  });

  it.each([
    [undefined, SETUP_MESSAGES.domain],
    ['', SETUP_MESSAGES.domain],
    ['http://example.co.za/', SETUP_MESSAGES.domain],
    ['exa mple.co.za', SETUP_MESSAGES.domain],
    ['example', SETUP_MESSAGES.domain],
    ['example.c0m', SETUP_MESSAGES.domain],
    ['a@example.co.za', SETUP_MESSAGES.domain],
    ['co.za', SETUP_MESSAGES.domain],
    [`${'x'.repeat(64)}.co.za`, SETUP_MESSAGES.domain],
    ['x'.repeat(300), SETUP_MESSAGES.domainMax],
  ])(
    "when the name is missing or malformed (%j), then 400 JSON with the domain rule's message, and no registry is asked",
    async (name, error) => {
      const before = asked();
      const res = await check(name).expect(400).expect('Content-Type', /json/);
      expect(res.body).toEqual({ success: false, error });
      expect(asked()).toBe(before);
    },
  );

  it('when no registry serves the suffix, then the answer is unknown and nobody is asked', async () => {
    const before = asked();
    expect(await statusOf('example.de')).toBe('unknown');
    expect(await statusOf('example.com')).toBe('unknown');
    expect(asked()).toBe(before);
    // Not a fault: nothing is logged as a registry that did not answer.
    expect(site.logs.filter((l) => l.msg === 'a domain could not be checked' && l.source === null)).toEqual([]);
  });
});

describe('asking once', () => {
  it('when the same name is checked again, then a registered or available answer comes from the cache, with its first time', async () => {
    rdap.set('cached.africa', 'registered');
    const first = (await check('cached.africa').expect(200)).body as DomainCheckAnswer;
    const second = (await check('www.cached.africa').expect(200)).body as DomainCheckAnswer;
    expect(second).toMatchObject({ status: 'registered', checkedAt: first.checkedAt });
    expect(rdap.requests.filter((p) => p === '/rdap/domain/cached.africa')).toHaveLength(1);
    await check('cached-free.co.za').expect(200);
    await check('cached-free.co.za').expect(200);
    expect(whois.queries.filter((q) => q === 'cached-free.co.za')).toHaveLength(1);
  });

  it('when the answer was unknown, then it is not kept: the next check asks again', async () => {
    rdap.set('again.africa', 'failing');
    await check('again.africa').expect(200);
    await check('again.africa').expect(200);
    expect(rdap.requests.filter((p) => p === '/rdap/domain/again.africa')).toHaveLength(2);
  });

  it('when the same name is checked several times at once, then the registry is asked once', async () => {
    rdap.set('together.africa', 'slow');
    registries.rdap.slowMs = 150;
    try {
      const answers = await Promise.all([1, 2, 3, 4].map(() => check('together.africa').expect(200)));
      expect(answers.map((res) => (res.body as DomainCheckAnswer).status)).toEqual(Array(4).fill('registered'));
      expect(rdap.requests.filter((p) => p === '/rdap/domain/together.africa')).toHaveLength(1);
    } finally {
      registries.rdap.slowMs = 10_000;
    }
  });

  // The site's checker on a clock the test moves; the route reading its cache: 'when the same name is checked again…'.
  it('when time passes, then an available answer expires before a registered one', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const checker = createDomainChecker(testConfig(env()).domainCheck!, createLogger('silent'), { now: () => now });
    const count = (name: string) => rdap.requests.filter((p) => p === `/rdap/domain/${name}`).length;
    rdap.set('kept.africa', 'registered');
    const both = () => Promise.all([checker.check('kept.africa'), checker.check('kept-free.africa')]);
    await both();
    now += 11 * 60 * 1000;
    await both();
    expect([count('kept.africa'), count('kept-free.africa')]).toEqual([1, 2]);
    now += 24 * 60 * 60 * 1000;
    expect((await checker.check('kept.africa')).checkedAt).toBe(new Date(now).toISOString());
    expect(count('kept.africa')).toBe(2);
  });
});

describe('the per-client limit', () => {
  it('when a client checks more than the limit, then 429 JSON, and no registry is asked for it', async () => {
    await withSite({ ...env(), DOMAIN_CHECK_RATE_LIMIT_MAX: '3' }, async (limited) => {
      for (let i = 0; i < 3; i += 1) await check(`limit-${i}.co.za`, limited.url).expect(200);
      const before = asked();
      const res = await check('limit-over.co.za', limited.url).expect(429).expect('Content-Type', /json/);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
      expect(res.headers['retry-after']).toBeDefined();
      expect(asked()).toBe(before);
    });
  });

  describe('with REDIS_URL', () => {
    const redis = redisForTests();

    it('when a client spreads its checks over two processes, then they count together', async () => {
      // Connected before the first check, as a process is before it is ready.
      const limitedEnv = { ...env(), DOMAIN_CHECK_RATE_LIMIT_MAX: '3' };
      const one = await startSite(limitedEnv, { shared: await redis.connect() });
      const two = await startSite(limitedEnv, { shared: await redis.connect() });
      try {
        await check('shared-1.co.za', one.url).expect(200);
        await check('shared-2.co.za', two.url).expect(200);
        await check('shared-3.co.za', one.url).expect(200);
        await check('shared-4.co.za', two.url).expect(429);
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
});

describe('the budget per registry host', () => {
  it('when more names are checked in a minute than the budget, then the rest are "unknown" without asking, and the metric counts them', async () => {
    // Counted by the minute of the clock: a test begun in a minute's last seconds waits for the next.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
    const metrics = createSiteMetrics();
    const budget = { ...env(), DATA_DIR: tempFolder('registry-budget'), DOMAIN_CHECK_REGISTRY_BUDGET: '2' };
    await withSite(
      budget,
      async (budgeted) => {
        const statusAt = async (name: string) => ((await check(name, budgeted.url).expect(200)).body as DomainCheckAnswer).status;
        rdap.set('budget-1.africa', 'registered');
        const before = rdap.requests.length;
        expect(await statusAt('budget-1.africa')).toBe('registered');
        expect(await statusAt('budget-2.africa')).toBe('available');
        expect(await statusAt('budget-3.africa')).toBe('unknown');
        expect(await statusAt('budget-4.joburg')).toBe('unknown');
        // A cached answer costs nothing: it is still given.
        expect(await statusAt('budget-1.africa')).toBe('registered');
        expect(rdap.requests.length - before).toBe(2);
        const host = new URL(rdap.baseUrl).host;
        expect(await metrics.registry.metrics()).toContain(`domain_check_not_asked_total{host="${host}"} 2`);
        // Told once, by host, never by name.
        const told = budgeted.logs.filter((line) => line.reason === 'budget spent');
        expect(told).toEqual([expect.objectContaining({ level: 'warn', host, source: 'RDAP' })]);
        expect(JSON.stringify(told)).not.toContain('budget-');
        // Another registry has its own budget.
        expect(await statusAt('budget-other.co.za')).toBe('available');
        expect(whois.queries.at(-1)).toBe('budget-other.co.za');
      },
      { metrics },
    );
  });

  it('when the next minute comes, then the registry is asked again', async () => {
    let now = Date.parse('2026-11-24T10:00:10Z');
    const config = testConfig({ ...env(), DATA_DIR: tempFolder('registry-budget-clock') });
    const checker = createDomainChecker(config.domainCheck!, createLogger('silent'), {
      budget: createRegistryBudget(
        { counter: databaseCounter(openSiteDatabase(config.dataDir), () => now), perMinute: 1 },
        () => now,
      ),
      now: () => now,
    });
    expect((await checker.check('minute-1.africa')).status).toBe('available');
    expect((await checker.check('minute-2.africa')).status).toBe('unknown');
    now += 50_000;
    expect((await checker.check('minute-2.africa')).status).toBe('available');
    expect(rdap.requests.filter((p) => p.includes('minute-'))).toEqual([
      '/rdap/domain/minute-1.africa',
      '/rdap/domain/minute-2.africa',
    ]);
  });
});

describe('the settings', () => {
  it('when DOMAIN_CHECK is off, then there is no check and nobody is asked', async () => {
    await withSite({ ...env(), DOMAIN_CHECK: 'off' }, async (off) => {
      const before = asked();
      await check('anything.co.za', off.url).expect(404);
      expect(asked()).toBe(before);
    });
  });
});
