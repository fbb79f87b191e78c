import request from 'supertest';
import { chunkNames } from '../support/chunk-names';
import { domainCheckCopy } from '../../shared/catalogue/domain-check-copy';
import { hostingPages, planKinds } from '../../shared/catalogue/plans';
import { DOMAIN_CHECK_PATH, DOMAIN_SEARCH_KINDS } from '../../shared/domain-check';
import { SETUP_MESSAGES } from '../../shared/validation/setup-answer-rules';
import { decodeEntities } from '../support/html-entities';
import { late } from '../support/for-tests';
import { registriesForTests } from '../support/rdap-registry';
import { siteForTests, withSite } from '../support/site-server';

/**
 * The web-hosting pages' "Find your domain": `?domain=` answered in the page's own HTML (so it
 * works with JavaScript off), from registries on loopback speaking RDAP and ZACR's WHOIS.
 */
const registries = registriesForTests();
const [rdap, whois] = [late(() => registries.rdap), late(() => registries.whois)];
const env = () => ({ ...registries.env, DOMAIN_CHECK_TIMEOUT_MS: '500' });
const site = siteForTests(env);
const S = domainCheckCopy.search;
const SEARCH_SCRIPT = new RegExp(`<script defer src="${chunkNames().matching('domain-search').source}">`);

/** The search section's answer as a reader sees it; null where the page has no answer. */
const answerOf = (html: string): string | null => {
  const found = /<p[^>]*data-testid="domain-search-answer"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return found ? decodeEntities(found[1]!.replace(/<[^>]+>/g, '')).trim() : null;
};
const page = (pathAndQuery: string, url = site.url) => request(url).get(pathAndQuery).set('Accept', 'text/html');

describe('Find your domain, with JavaScript off', () => {
  it.each(DOMAIN_SEARCH_KINDS.map((kind) => [kind]))(
    'when the %s page is opened, then it offers the search as a GET form to itself, landing at its own section',
    async (kind) => {
      const { path: pagePath } = hostingPages[kind as keyof typeof hostingPages];
      const res = await page(pagePath).expect(200);
      expect(res.text).toContain(S.heading);
      const form = /<form[^>]*role="search"[^>]*>/.exec(res.text)?.[0] ?? '';
      const section = /<section[^>]*data-testid="domain-search"[^>]*>/.exec(res.text)?.[0] ?? '';
      const id = /\bid="([^"]+)"/.exec(section)?.[1];
      expect(id).toBeDefined();
      expect(form).toContain(`action="${pagePath}#${id}"`);
      expect(form).toContain('method="get"');
      expect(res.text).toMatch(/<input[^>]*name="domain"/);
      expect(answerOf(res.text)).toBe('');
    },
  );

  it('when the other hosting pages are opened, then they have no domain search', async () => {
    for (const kind of planKinds.filter((k) => !DOMAIN_SEARCH_KINDS.includes(k))) {
      const res = await page(`${hostingPages[kind].path}?domain=example.co.za`).expect(200);
      expect(res.text).not.toContain(S.heading);
    }
  });

  it('when a free .co.za name is searched, then the page says it is available, from WHOIS; the script that hydrates it renders from the answer in its preloaded state', async () => {
    const res = await page(`${hostingPages.shared.path}?domain=free-search.co.za`).expect(200);
    expect(answerOf(res.text)).toBe(S.available('free-search.co.za'));
    expect(res.text).toContain(S.orderRegister);
    expect(whois.queries).toContain('free-search.co.za');
    expect(res.text).toMatch(/<input[^>]*name="domain"[^>]*value="free-search.co.za"/);
    expect(res.text).toContain('"domainSearch":{"result":{"name":"free-search.co.za","answer":{');
    expect(res.text).toMatch(SEARCH_SCRIPT);
  });

  it('when a taken .africa name is searched, then the page says so and offers a transfer', async () => {
    rdap.set('taken-search.africa', 'registered');
    const res = await page(`${hostingPages.cpanel.path}?domain=taken-search.africa`).expect(200);
    expect(answerOf(res.text)).toBe(S.registered('taken-search.africa'));
    expect(res.text).toContain(S.orderTransfer);
  });

  it('when the registry cannot answer, then the page says we will confirm, never available', async () => {
    rdap.set('down-search.africa', 'failing');
    const res = await page(`${hostingPages.reseller.path}?domain=down-search.africa`).expect(200);
    expect(answerOf(res.text)).toBe(S.unknown('down-search.africa'));
  });

  it('when an internationalised name is searched, then its A-label form is asked and shown', async () => {
    const res = await page(`${hostingPages.shared.path}?domain=${encodeURIComponent('bücher.co.za')}`).expect(200);
    expect(answerOf(res.text)).toBe(S.available('xn--bcher-kva.co.za'));
  });

  it('when a name that is no domain is searched, whatever its length, then 400 with the form and the domain rule, and no registry is asked', async () => {
    const before = rdap.requests.length + whois.queries.length;
    const res = await page(`${hostingPages.shared.path}?domain=${encodeURIComponent('http://example.co.za/x')}`).expect(400);
    expect(answerOf(res.text)).toBe(SETUP_MESSAGES.domain);
    expect(res.text).not.toContain(S.orderRegister);
    const [long, longer] = await Promise.all(
      [6_000, 12_000].map((length) => page(`${hostingPages.shared.path}?domain=${'a'.repeat(length)}.co.za`).expect(400)),
    );
    expect(answerOf(long.text)).toBe(SETUP_MESSAGES.domainMax);
    expect(long.text).toMatch(/<input[^>]*name="domain"/);
    expect(longer.text.length).toBe(long.text.length);
    expect(rdap.requests.length + whois.queries.length).toBe(before);
  });

  it('when a client has used up its checks, then a search still answers the page, without asking', async () => {
    await withSite({ ...env(), DOMAIN_CHECK_RATE_LIMIT_MAX: '2' }, async (limited) => {
      await request(limited.url).get(DOMAIN_CHECK_PATH).query({ name: 'one-limit.co.za' }).expect(200);
      await page(`${hostingPages.shared.path}?domain=two-limit.co.za`, limited.url).expect(200);
      const before = whois.queries.length;
      const res = await page(`${hostingPages.shared.path}?domain=three-limit.co.za`, limited.url).expect(200);
      expect(answerOf(res.text)).toBe(S.unknown('three-limit.co.za'));
      expect(whois.queries.length).toBe(before);
      await request(limited.url).get(DOMAIN_CHECK_PATH).query({ name: 'four-limit.co.za' }).expect(429);
    });
  });

  it('when DOMAIN_CHECK is off, then no page offers the search and a ?domain= is ignored', async () => {
    await withSite({ ...env(), DOMAIN_CHECK: 'off' }, async (off) => {
      const before = rdap.requests.length + whois.queries.length;
      const res = await page(`${hostingPages.shared.path}?domain=off-search.co.za`, off.url).expect(200);
      expect(res.text).not.toContain(S.heading);
      expect(res.text).not.toContain('off-search.co.za');
      // Nor does the page load the search's code, which would show nothing.
      expect(res.text).not.toMatch(SEARCH_SCRIPT);
      expect(rdap.requests.length + whois.queries.length).toBe(before);
    });
  });
});
