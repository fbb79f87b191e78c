import { createHash } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { BusyError, type EmailSecurityChecker } from '../../server/email-security/checker-types';
import { PASS_ON_SCHEMA } from '../../server/email-security/pass-on-schema';
import { createPassOnStore, passOnSweep } from '../../server/email-security/pass-on-store';
import { createRetention } from '../../server/mail/retention';
import { createOutboxStore } from '../../server/mail/outbox-store';
import { openSiteDatabase } from '../../server/site-tables';
import { siteDatabase } from '../../server/store/site-database';
import { dnsHostCopy } from '../../shared/catalogue/dns-host-copy';
import { dnsHost } from '../../shared/catalogue/dns-hosts';
import { emailCheckNames } from '../../shared/catalogue/email-security-report-copy';
import { passOnCopy as copy } from '../../shared/catalogue/pass-on-copy';
import { PASS_ON_MS, PASS_ON_PATH, PASS_ON_RECORDS_PATH, recordsToPassOn } from '../../shared/email-security/pass-on';
import { recordAtHost } from '../../shared/email-security/record-at-host';
import type { EmailSecurityResult } from '../../shared/email-security/result';
import { captureLogs } from '../support/mail-kit';
import { forTests, tempFolder } from '../support/for-tests';
import { decodeEntities, textOf } from '../support/html-entities';
import { passOnResult } from '../support/pass-on-result';
import { startSite } from '../support/site-server';
import { testConfig } from '../support/test-config';

/**
 * "Send these to whoever manages your DNS" on the real app and the real database file: the form's
 * post answered with a 303 to a link, the link's page with only the records (as the domain's DNS
 * host takes them) and the host's steps, a 409 where no result is kept, a 404 for a link unknown
 * or past its 14 days, and the retention sweep deleting it. The checker is a stand-in keeping one
 * result; checking any other domain is refused as busy, so nothing here asks the network.
 */
const DOMAIN = 'acme-mail.co.za';
const HOST = dnsHost('xneelo')!;
const result = passOnResult(DOMAIN, { checkedAt: '2026-11-26T08:00:00.000Z', spf: 'v=spf1 mx -all' });
/** A domain whose result has nothing to publish. */
const CLEAN = 'clean-mail.co.za';
const clean: EmailSecurityResult = { ...result, domain: CLEAN, shown: CLEAN, findings: [result.findings[0]] };
const kept: Record<string, EmailSecurityResult> = { [DOMAIN]: result, [CLEAN]: clean };
const checker: EmailSecurityChecker = {
  kept: (domain) => kept[domain],
  check: (domain) => (kept[domain] ? Promise.resolve(kept[domain]) : Promise.reject(new BusyError(30))),
  live: () => Promise.reject(new Error('"Is it live?" is not asked here')),
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const clock = { shift: 0 };
const running = forTests(
  async () => {
    const dataDir = tempFolder('email-pass-on');
    const site = await startSite({ DATA_DIR: dataDir }, { emailSecurity: checker, now: () => Date.now() + clock.shift });
    return { site, dataDir };
  },
  ({ site }) => site.close(),
);
afterEach(() => {
  clock.shift = 0;
});

/** The form as a browser posts it from the site's own page. */
const post = (domain: string) =>
  request(running.site.url)
    .post(PASS_ON_PATH)
    .set('Origin', running.site.url)
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Accept', 'text/html')
    .type('form')
    .send(new URLSearchParams({ domain }).toString());

const made = async () => {
  const answer = await post(DOMAIN);
  expect(answer.status).toBe(303);
  return answer.headers.location as string;
};

const open = (location: string) => request(running.site.url).get(location).set('Accept', 'text/html');

describe('making a link', () => {
  it('when a result with records to publish is shown, then under the host’s steps a form with one button posts its domain here', async () => {
    const answer = await request(running.site.url).get(`/email-security?domain=${DOMAIN}`);
    expect(answer.status).toBe(200);
    const section = /<section[^>]*data-testid="pass-on-form"[\s\S]*?<\/section>/.exec(answer.text)?.[0] ?? '';
    expect(textOf(section)).toContain(copy.form.heading);
    const form = /<form[^>]*>/.exec(section)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${PASS_ON_PATH}"`);
    expect(section).toContain(`<input type="hidden" name="domain" value="${DOMAIN}"/>`);
    expect(section.match(/<button/g)).toHaveLength(1);
    expect(answer.text.indexOf('data-testid="dns-host-steps"')).toBeLessThan(answer.text.indexOf('data-testid="pass-on-form"'));
  });

  it('when the form is posted for a domain with a kept result, then it answers 303 to the link, with an unguessable token', async () => {
    const answer = await post(DOMAIN);
    expect(answer.status).toBe(303);
    const link = new URL(answer.headers.location as string, running.site.url);
    expect(link.pathname).toBe(PASS_ON_RECORDS_PATH);
    // 32 random bytes, URL-safe: far past 128 bits.
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    // Kept only as its SHA-256, as the digest's: a copy of the database opens no link.
    const kept = JSON.stringify(openSiteDatabase(running.dataDir).run((db) => db.prepare('SELECT * FROM email_pass_on').all()));
    expect([kept.includes(token), kept.includes(hashOf(token))]).toEqual([false, true]);
  });

  it('when no result of the domain is kept, then it answers 409 with a page that says to check it again, and makes no link', async () => {
    const answer = await post('other-domain.co.za');
    expect(answer.status).toBe(409);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(textOf(answer.text)).toContain(copy.problems.expired.text);
    expect(decodeEntities(answer.text)).toContain('href="/email-security?domain=other-domain.co.za"');
    expect(answer.headers.location).toBeUndefined();
  });

  it('when the result has no records to publish, then there is no form, and a post of its domain makes no link', async () => {
    const page = await request(running.site.url).get(`/email-security?domain=${CLEAN}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="email-findings"');
    expect(page.text).not.toContain('data-testid="pass-on-form"');
    const answer = await post(CLEAN);
    expect(answer.status).toBe(409);
    expect(textOf(answer.text)).toContain(copy.problems.nothing.text);
  });

  it('when another site posts the form, then it is refused', async () => {
    const answer = await post(DOMAIN).set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site');
    expect(answer.status).toBe(403);
  });
});

describe('the link’s page', () => {
  it('when the link is opened, then it shows every record to publish as the DNS host takes it, the file, and the host’s steps, and no finding’s words', async () => {
    const answer = await open(await made());
    expect(answer.status).toBe(200);
    const text = textOf(answer.text);
    for (const finding of result.findings) {
      for (const record of finding.publish ?? []) {
        const atHost = recordAtHost(record, DOMAIN, HOST);
        expect(text).toContain(atHost.name);
        expect(text).toContain(atHost.value);
      }
      for (const words of [finding.found, finding.meaning, finding.fix].filter(Boolean)) expect(text).not.toContain(words);
    }
    // In the page's order, each under its check's name.
    const list = /<ol[^>]*data-testid="pass-on-records"[\s\S]*?<\/ol>/.exec(answer.text)?.[0] ?? '';
    expect([...list.matchAll(/data-check="([a-z-]+)"/g)].map((found) => found[1])).toEqual(['spf', 'dmarc', 'mta-sts']);
    expect([...list.matchAll(/<h3>([^<]*)<\/h3>/g)].map((found) => decodeEntities(found[1]))).toEqual(
      (['spf', 'dmarc', 'mta-sts'] as const).map((check) => emailCheckNames[check]),
    );
    expect(text).toContain(result.findings[3].publishFile!.url);
    expect(decodeEntities(list)).toContain(`>${result.findings[3].publishFile!.lines.join('\n')}</pre>`);
    expect(text).toContain(dnsHostCopy.servedBy(HOST.name, result.dns!.servers.join(', ')));
    expect(answer.text).toContain('data-host="xneelo"');
    expect(answer.text).not.toContain('data-testid="email-findings"');
  });

  it('when the link is opened, then it is not indexed nor kept, and offers the link itself and a ready e-mail holding it', async () => {
    const location = await made();
    const answer = await open(location);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.text).toContain('<meta name="robots" content="noindex">');
    const html = decodeEntities(answer.text);
    // On the site's own address (PUBLIC_URL), whoever opened it.
    const link = `${testConfig().publicUrl}${location}`;
    expect(html).toContain(`<code>${link}</code>`);
    const mailto = /href="(mailto:[^"]*)"/.exec(html)?.[1] ?? '';
    expect(new URL(mailto).searchParams.get('body')).toContain(link);
    // Until when, to the minute it stops working: a day alone reads as the whole of that day.
    expect(new URL(mailto).searchParams.get('body')).toMatch(/works until \d{1,2} \w+ \d{4} at \d{2}:\d{2} SAST\./);
  });

  it('when the same kept result is passed on again, then the link is the same', async () => {
    expect(await made()).toBe(await made());
  });

  it('when a token was never made, then it answers the 404 page that says the link no longer works', async () => {
    for (const location of [
      `${PASS_ON_RECORDS_PATH}?token=${'A'.repeat(43)}`,
      `${PASS_ON_RECORDS_PATH}?token=../x`,
      PASS_ON_RECORDS_PATH,
    ]) {
      const answer = await open(location);
      expect(answer.status).toBe(404);
      expect(textOf(answer.text)).toContain(copy.unknown.heading);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('when a link’s stored records do not have the shape this release reads, then it answers 404, never an error page', async () => {
    const location = await made();
    const token = new URL(location, 'http://x').searchParams.get('token')!;
    const database = openSiteDatabase(running.dataDir);
    for (const stored of ['{"shown":"acme.co.za","rows":[]}', 'not json']) {
      database.run((db) => db.prepare('UPDATE email_pass_on SET records = ? WHERE token_hash = ?').run(stored, hashOf(token)));
      const answer = await open(location);
      expect(answer.status).toBe(404);
      expect(textOf(answer.text)).toContain(copy.unknown.heading);
    }
  });

  it('when the database holds links kept by a release that stored their tokens as they are, then the upgrade deletes them', () => {
    const file = path.join(tempFolder('pass-on-upgrade'), 'site.db');
    const before = siteDatabase(file, [{ ...PASS_ON_SCHEMA, migrations: PASS_ON_SCHEMA.migrations.slice(0, 1) }]);
    const token = 'B'.repeat(43);
    const insert = 'INSERT INTO email_pass_on VALUES (?, ?, ?, ?)';
    before.run((db) => db.prepare(insert).run(token, DOMAIN, JSON.stringify(recordsToPassOn(result)), Date.now()));
    before.close();
    const after = siteDatabase(file, [PASS_ON_SCHEMA]);
    expect(createPassOnStore(after).find(token, Date.now())).toBeNull();
    expect(JSON.stringify(after.run((db) => db.prepare('SELECT * FROM email_pass_on').all()))).not.toContain(token);
    after.close();
  });

  it('when the link is older than 14 days, then it answers 404 even before the sweep has run', async () => {
    const location = await made();
    clock.shift = PASS_ON_MS - 60_000;
    expect((await open(location)).status).toBe(200);
    clock.shift = PASS_ON_MS + 60_000;
    const answer = await open(location);
    expect(answer.status).toBe(404);
    expect(textOf(answer.text)).toContain(copy.unknown.text);
  });
});

describe('the retention sweep', () => {
  it('when it runs past a link’s 14 days, then the row is deleted and counted, never logged by its token or domain', async () => {
    const location = await made();
    const database = openSiteDatabase(running.dataDir);
    const logs = captureLogs();
    const sweepAt = (shiftMs: number) =>
      createRetention({
        outbox: createOutboxStore(database),
        mailDir: path.join(running.dataDir, 'mail'),
        days: 30,
        logger: logs.logger,
        now: () => Date.now() + shiftMs,
        also: [passOnSweep(createPassOnStore(database))],
      }).sweep();
    expect((await sweepAt(0))['passed-on records']).toBe(0);
    expect((await open(location)).status).toBe(200);
    expect((await sweepAt(PASS_ON_MS + 60_000))['passed-on records']).toBeGreaterThanOrEqual(1);
    // Opened now, within its 14 days, but gone: the sweep deleted the row.
    expect((await open(location)).status).toBe(404);
    expect(logs.lines.find((line) => line.kind === 'passed-on records')).toMatchObject({
      msg: 'deleted after the retention period',
    });
    const token = new URL(location, running.site.url).searchParams.get('token')!;
    expect(JSON.stringify(logs.lines)).not.toContain(token);
    expect(JSON.stringify(logs.lines)).not.toContain(DOMAIN);
  });
});
