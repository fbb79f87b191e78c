import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import { BusyError } from '../../server/email-security/checker-types';
import { createEmailSecurityChecker, type EmailCheckSettings } from '../../server/email-security/email-checker';
import { parseDnsServers } from '../../server/email-security/dns-client';
import { parseNetworks } from '../../server/email-security/public-address';
import type { EmailSecurityResult } from '../../shared/email-security/result';
import * as lab from '../support/email-lab';
import { testApp } from '../support/site-server';

/** Loopback peers on 127.0.0.16/28 are "public" for the check; 127.0.0.2 is not. */
const ALLOWED = '127.0.0.16/28';
const EHLO = 'www.kopano.test';

/** A DKIM key record, its base64 cut into strings a zone file takes (at most 255 characters each). */
const dkim = (bits: number) => {
  const der = generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({ type: 'spki', format: 'der' });
  const pieces = `v=DKIM1; k=rsa; p=${der.toString('base64')}`.match(/.{1,200}/g) ?? [];
  return pieces.map((piece) => `"${piece}"`).join(' ');
};

const chain = Array.from({ length: 11 }, (_, at) => `l${at} TXT "v=spf1 include:l${at + 1}.lookups.co.za -all"`);

let dns: lab.DnsLab;
let ca: lab.TestCa;
let untrust: () => void;
const peers: lab.Peer[] = [];
let strongMail: lab.SmtpPeer;
let watched: lab.Peer;
let settings: EmailCheckSettings;

beforeAll(async () => {
  ca = await lab.makeTestCa();
  untrust = lab.trustTestCa(ca.certPem);
  const [mxCert, strongWeb, weakWeb] = await Promise.all([
    ca.issue(['mx.strong.co.za']),
    ca.issue(['strong.co.za', 'mta-sts.strong.co.za']),
    ca.issue(['weak.co.za'], { days: 7 }),
  ]);
  strongMail = await lab.startSmtpPeer('127.0.0.21', { tls: mxCert });
  watched = await lab.startWatchedListener('127.0.0.2', 25);
  peers.push(
    strongMail,
    watched,
    await lab.startWebPeer('127.0.0.22', {
      tls: strongWeb,
      hsts: 'max-age=63072000; includeSubDomains',
      redirectHttp: true,
      files: {
        '/.well-known/mta-sts.txt': 'version: STSv1\nmode: enforce\nmx: mx.strong.co.za\nmax_age: 604800\n',
        '/.well-known/security.txt': 'Contact: mailto:security@strong.co.za\n',
      },
    }),
    await lab.startSmtpPeer('127.0.0.23'),
    await lab.startWebPeer('127.0.0.24', { tls: weakWeb, hsts: 'max-age=300' }),
    await lab.startSilentPeer('127.0.0.25', 25),
  );
  dns = await lab.startDnsLab([
    {
      name: 'strong.co.za',
      records: [
        '@ MX 10 mx',
        'mx A 127.0.0.21',
        '@ A 127.0.0.22',
        'mta-sts A 127.0.0.22',
        '@ TXT "v=spf1 mx -all"',
        '_dmarc TXT "v=DMARC1; p=reject; rua=mailto:dmarc@strong.co.za"',
        `selector1._domainkey TXT ${dkim(2048)}`,
        '_mta-sts TXT "v=STSv1; id=20261126"',
        '_smtp._tls TXT "v=TLSRPTv1; rua=mailto:tls@strong.co.za"',
        '@ CAA 0 issue "letsencrypt.org"',
      ],
    },
    {
      name: 'weak.co.za',
      dnssec: 'unsigned',
      records: [
        '@ MX 10 mx',
        'mx A 127.0.0.23',
        '@ A 127.0.0.24',
        '@ TXT "v=spf1 a mx ~all"',
        '_dmarc TXT "v=DMARC1; p=none; rua=mailto:<script>alert(1)</script>@weak.co.za"',
        `default._domainkey TXT ${dkim(1024)}`,
      ],
    },
    { name: 'lookups.co.za', records: ['@ MX 0 .', '@ TXT "v=spf1 include:l0.lookups.co.za -all"', ...chain] },
    {
      name: 'm365.co.za',
      records: ['@ MX 0 m365-co-za.mail.protection.outlook.com.', '@ TXT "v=spf1 include:spf.protection.outlook.com -all"'],
    },
    { name: 'bogus.co.za', dnssec: 'bogus', records: ['@ MX 10 mx', 'mx A 127.0.0.21'] },
    { name: 'silent.co.za', records: ['@ MX 10 mx', 'mx A 127.0.0.25'] },
    { name: 'private.co.za', records: ['@ MX 10 mx', 'mx A 127.0.0.2', '@ A 169.254.169.254'] },
  ]);
  settings = {
    dnsServers: parseDnsServers(dns.server),
    allowed: parseNetworks(ALLOWED),
    ehloName: EHLO,
    stepMs: 1_000,
    totalMs: 4_000,
    keepMs: 60_000,
    keepMax: 10,
    running: 4,
  };
}, 60_000);

afterAll(async () => {
  await Promise.all([dns?.stop(), ca?.stop(), ...peers.map((peer) => peer.stop())]);
  untrust?.();
});

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
  expect(strongMail.ehloNames()).toEqual([EHLO, EHLO]);
  expect(strongMail.mailsReceived()).toBe(0);
  // Kept and shared: a second check touches no server of theirs.
  const connections = strongMail.connections();
  expect(await checker.check('strong.co.za')).toBe(result);
  expect(strongMail.connections()).toBe(connections);
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
});

test('SPF past 10 lookups fails naming the limit; a null MX takes no mail', async () => {
  const result = await createEmailSecurityChecker(settings).check('lookups.co.za');
  expect(findingOf(result, 'spf')).toMatchObject({ status: 'fail', found: expect.stringContaining('the limit is 10 (RFC 7208') });
  expect(findingOf(result, 'mx').status).toBe('info');
  expect(findingOf(result, 'starttls').status).toBe('not-tested');
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
  expect(watched.connections()).toBe(0);
});

test('past the checks running at once, the next is refused as busy', async () => {
  const checker = createEmailSecurityChecker({ ...settings, running: 1 });
  const slow = checker.check('silent.co.za');
  await expect(checker.check('strong.co.za')).rejects.toBeInstanceOf(BusyError);
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
