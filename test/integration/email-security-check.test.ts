import request from 'supertest';
import { emailSecurityCopy, findingCopy } from '../../shared/catalogue/email-security-copy';
import { createEmailSecurityChecker, type EmailCheckSettings } from '../../server/email-security/email-checker';
import type { EmailSecurityResult } from '../../shared/email-security/result';
import { startEmailWorld, type EmailWorld } from '../support/email-world';
import { testApp } from '../support/site-server';

let world: EmailWorld;
let settings: EmailCheckSettings;

beforeAll(async () => {
  world = await startEmailWorld();
  settings = world.settings;
}, 60_000);

afterAll(() => world?.stop());

const statuses = (result: EmailSecurityResult) => Object.fromEntries(result.findings.map((found) => [found.check, found.status]));
const findingOf = (result: EmailSecurityResult, check: string) => result.findings.find((found) => found.check === check)!;

test('a strong domain passes every check, and the mail probe only says EHLO', async () => {
  const checker = createEmailSecurityChecker(settings);
  const result = await checker.check('strong.co.za');
  expect(statuses(result)).toEqual({
    mx: 'pass',
    spf: 'pass',
    dmarc: 'pass',
    dkim: 'pass',
    starttls: 'pass',
    'mta-sts': 'pass',
    'tls-rpt': 'pass',
    dnssec: 'pass',
    https: 'pass',
    hsts: 'pass',
    caa: 'info',
    'security-txt': 'info',
  });
  expect(world.strongMail.ehloNames()).toEqual([settings.ehloName, settings.ehloName]);
  expect(world.strongMail.mailsReceived()).toBe(0);
  // Kept and shared: a second check touches no server of theirs.
  const connections = world.strongMail.connections();
  expect(await checker.check('strong.co.za')).toBe(result);
  expect(world.strongMail.connections()).toBe(connections);
});

test('a weak domain gets each gap with its fix and the record to publish', async () => {
  const result = await createEmailSecurityChecker(settings).check('weak.co.za');
  expect(statuses(result)).toEqual({
    mx: 'pass',
    spf: 'warn',
    dmarc: 'warn',
    dkim: 'warn',
    starttls: 'fail',
    'mta-sts': 'warn',
    'tls-rpt': 'warn',
    dnssec: 'warn',
    https: 'warn',
    hsts: 'warn',
    caa: 'info',
    'security-txt': 'info',
  });
  expect(findingOf(result, 'spf').publish).toEqual([{ name: 'weak.co.za', type: 'TXT', value: 'v=spf1 a mx -all' }]);
  expect(findingOf(result, 'dmarc').publish?.[0].value).toMatch(/^v=DMARC1; p=quarantine; rua=mailto:/);
  expect(findingOf(result, 'dkim').found).toContain('1024-bit');
  expect(findingOf(result, 'https').found).toMatch(/expires in [67] days/);
  // Its CAA record names where to report, not who may issue: it limits nobody.
  expect(findingOf(result, 'caa').found).toBe(findingCopy.caa.none);
});

test('SPF past 10 lookups fails naming the limit; a null MX takes no mail; a named DKIM selector is asked', async () => {
  const result = await createEmailSecurityChecker(settings).check('lookups.co.za');
  expect(findingOf(result, 'spf')).toMatchObject({ status: 'fail', found: expect.stringContaining('the limit is 10 (RFC 7208') });
  expect(findingOf(result, 'mx').status).toBe('info');
  expect(findingOf(result, 'starttls').status).toBe('not-tested');
  // A key at a selector of its own is found where the visitor names it.
  expect(findingOf(result, 'dkim').status).toBe('warn');
  const checker = createEmailSecurityChecker(settings);
  const named = await checker.check('lookups.co.za', { selector: 'brand' });
  expect(findingOf(named, 'dkim')).toMatchObject({ status: 'pass', found: expect.stringContaining('brand') });
  // The report and the review take the result the visitor saw, selector and all.
  expect(checker.kept('lookups.co.za')).toBe(named);
});

test('a record longer than a UDP answer is read over TCP, and shown cut to size', async () => {
  const spf = findingOf(await createEmailSecurityChecker(settings).check('long.co.za'), 'spf');
  expect(spf.status).toBe('pass');
  expect(spf.records?.[0]).toHaveLength(1024);
});

test('Microsoft 365 mail gets its own DKIM steps', async () => {
  const result = await createEmailSecurityChecker(settings).check('m365.co.za');
  expect(result.provider).toBe('microsoft-365');
  expect(findingOf(result, 'dkim').publish?.map((record) => record.name)).toEqual([
    'selector1._domainkey.m365.co.za',
    'selector2._domainkey.m365.co.za',
  ]);
});

test('failing signatures are told apart from a domain that does not exist', async () => {
  const checker = createEmailSecurityChecker(settings);
  const bogus = await checker.check('bogus.co.za');
  expect(findingOf(bogus, 'dnssec').status).toBe('fail');
  expect(findingOf(bogus, 'spf').status).toBe('not-tested');
  expect(await checker.check('nothing-here.co.za')).toMatchObject({ exists: false, findings: [] });
});

test('a peer that never speaks is left within the deadline; a private address is never contacted', async () => {
  const checker = createEmailSecurityChecker(settings);
  const started = Date.now();
  const silent = await checker.check('silent.co.za');
  expect(Date.now() - started).toBeLessThan(settings.totalMs + 500);
  expect(findingOf(silent, 'starttls').status).toBe('not-tested');
  const hidden = await checker.check('private.co.za');
  expect(findingOf(hidden, 'starttls')).toMatchObject({
    status: 'not-tested',
    found: expect.stringContaining('private address'),
  });
  expect(findingOf(hidden, 'https')).toMatchObject({ status: 'not-tested', found: expect.stringContaining('private address') });
  expect(world.watched.connections()).toBe(0);
});

test('past the checks running at once, the next is answered busy: 503 with Retry-After', async () => {
  const checker = createEmailSecurityChecker({ ...settings, running: 1 });
  const app = testApp({}, { emailSecurity: checker });
  const slow = checker.check('silent.co.za');
  const page = await request(app).get('/email-security?domain=strong.co.za').expect(503).expect('retry-after', '60');
  expect(page.text).toContain(emailSecurityCopy.busy);
  await request(app).get('/api/email-security?domain=strong.co.za').expect(503).expect('retry-after', '60');
  await slow;
});

test('the page answers in its HTML, escaped, and the API streams each finding', async () => {
  const app = testApp({}, { emailSecurity: createEmailSecurityChecker(settings) });
  const page = await request(app).get('/email-security?domain=https://weak.co.za/about').expect(200);
  expect(page.text.match(/data-check="[a-z-]+"/g)).toHaveLength(12);
  expect(page.text).not.toContain('<script>alert(1)');
  expect(page.text).toContain('&lt;script&gt;alert(1)');
  expect(page.headers['cache-control']).toBe('private, no-store');
  await request(app).get('/email-security?domain=co.za').expect(400);
  // DNS that never answers: every check not tested, and the page says why instead of a score.
  const deaf = createEmailSecurityChecker({ ...settings, dnsServers: [{ host: '127.0.0.1', port: 9 }], stepMs: 200 });
  const unanswered = await request(testApp({}, { emailSecurity: deaf }))
    .get('/email-security?domain=strong.co.za')
    .expect(200);
  expect(unanswered.text).toContain(emailSecurityCopy.nothingJudged);
  expect(deaf.kept('strong.co.za')).toBeUndefined();
  const stream = await request(app)
    .get('/api/email-security?domain=weak.co.za')
    .expect(200)
    .expect('content-type', /ndjson/);
  const lines = stream.text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string });
  expect(lines.map((line) => line.type)).toEqual(['start', ...Array(12).fill('finding'), 'result']);
});
