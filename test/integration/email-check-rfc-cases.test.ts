import { generateKeyPairSync, randomInt } from 'node:crypto';
import escapeHtml from 'escape-html';
import request from 'supertest';
import { findingCopy } from '../../shared/catalogue/email-security-copy';
import { EMAIL_SECURITY_REPORT_PATH } from '../../shared/catalogue/email-security-report-copy';
import type { EmailSecurityResult, Finding } from '../../shared/email-security/result';
import type { EmailSecurityChecker } from '../../server/email-security/checker-types';
import { createEmailSecurityChecker } from '../../server/email-security/email-checker';
import { parseDnsServers } from '../../server/email-security/dns-client';
import { parseNetworks } from '../../server/email-security/public-address';
import * as lab from '../support/email-lab';
import { pdfText } from '../support/pdf-text';
import { bytesOf, testApp } from '../support/site-server';
import { SPF_SUITE_CASES } from '../support/spf-suite-cases';

/**
 * The record readers held to the RFCs: the RFC 7208 test suite's scenarios whose verdict is the same
 * for every sending address (test/support/spf-suite-cases.ts), and the DMARC (RFC 7489), DKIM key
 * (RFC 6376 §3.6.1) and MTA-STS (RFC 8461 §3.1, §3.2) cases those RFCs define, each a zone in the
 * DNS lab (Knot behind a validating Unbound) asked through the whole check.
 */

/** A DKIM key record, its base64 in strings a zone file takes. */
const dkimRecord = (head: string, key: Buffer) =>
  (`${head}p=${key.toString('base64')}`.match(/.{1,200}/g) ?? []).map((piece) => `"${piece}"`).join(' ');
const rsa = (bits: number) =>
  generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({ type: 'spki', format: 'der' });
const ed25519 = () => generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).subarray(-32);

interface RecordCase {
  /** The RFC and section it comes from, and what it shows. */
  name: string;
  /** The name under by-the-book.co.za, and its records relative to it. */
  label: string;
  records: string[];
  status: Finding['status'];
  /** Words the finding must hold. */
  says?: string;
}

const dmarc = (label: string, record: string, status: Finding['status'], name: string, says?: string): RecordCase => ({
  name: `RFC 7489 ${name}`,
  label,
  records: [`_dmarc.${label} TXT "${record}"`],
  status,
  says,
});

const RUA = 'rua=mailto:d@by-the-book.co.za';
const DMARC_CASES: RecordCase[] = [
  dmarc('d-valid', 'v=DMARC1; p=reject', 'pass', '§6.3: a valid policy'),
  dmarc('d-no-p-rua', `v=DMARC1; ${RUA}`, 'warn', '§6.6.3 step 6: no p, a valid rua: p=none', 'p=none'),
  dmarc('d-bad-p-rua', `v=DMARC1; p=always; ${RUA}`, 'warn', '§6.6.3 step 6: an invalid p, a valid rua', 'p=none'),
  dmarc('d-bad-sp-rua', `v=DMARC1; p=reject; sp=never; ${RUA}`, 'warn', '§6.6.3 step 6: an invalid sp', 'p=none'),
  dmarc('d-bad-p', 'v=DMARC1; p=always', 'fail', '§6.6.3 step 6: an invalid p, no rua: no DMARC', 'p=always'),
  dmarc('d-no-p', 'v=DMARC1; sp=reject', 'fail', '§6.6.3 step 6: no p, no rua: no DMARC', 'no policy'),
  dmarc('d-pct-text', 'v=DMARC1; p=reject; pct=most', 'pass', '§6.3: an invalid pct is ignored (100)'),
  dmarc('d-pct-over', 'v=DMARC1; p=reject; pct=150', 'pass', '§6.3: a pct past 100 is ignored (100)'),
  dmarc('d-pct-half', 'v=DMARC1; p=reject; pct=50', 'warn', '§6.3: pct=50 applies the policy to half', 'pct'),
  dmarc('d-lower', 'v=dmarc1; p=reject', 'fail', '§6.4: the version is case-sensitive', 'v=DMARC1, in capitals'),
  {
    name: 'RFC 7489 §6.6.3 step 5: two records, none applies',
    label: 'd-two',
    records: ['_dmarc.d-two TXT "v=DMARC1; p=reject"', '_dmarc.d-two TXT "v=DMARC1; p=none"'],
    status: 'fail',
    says: 'there must be one',
  },
];

/** RFC 7208 cases beyond the suite's. */
const SPF_CASES: RecordCase[] = [
  {
    name: 'RFC 7208 §5.1: evaluation stops at the first all: “all -all” lets anyone send',
    label: 'p-all-all',
    records: ['p-all-all TXT "v=spf1 all -all"'],
    status: 'fail',
    says: findingCopy.spf.unreached(['-all']).trim(),
  },
  {
    name: 'RFC 7208 §5.1: terms after a strict all never count',
    label: 'p-after-all',
    records: ['p-after-all TXT "v=spf1 -all ip4:192.0.2.1"'],
    status: 'warn',
    says: '“ip4:192.0.2.1” after it never counts',
  },
  {
    name: 'RFC 7208 §4.6.4: an mx naming more than 10 mail servers is a permanent error',
    label: 'p-mx-11',
    records: [
      'p-mx-11 TXT "v=spf1 mx:many.p-mx-11.by-the-book.co.za -all"',
      ...Array.from({ length: 11 }, (_, at) => `many.p-mx-11 MX ${at} mx${at}.p-mx-11`),
    ],
    status: 'fail',
    says: 'names 11 mail servers',
  },
  {
    name: 'RFC 7208 §4.6.4: an mx naming 10 mail servers is within the limit',
    label: 'p-mx-10',
    records: [
      'p-mx-10 TXT "v=spf1 mx:many.p-mx-10.by-the-book.co.za -all"',
      ...Array.from({ length: 10 }, (_, at) => `many.p-mx-10 MX ${at} mx${at}.p-mx-10`),
      ...Array.from({ length: 10 }, (_, at) => `mx${at}.p-mx-10 A 192.0.2.${at + 1}`),
    ],
    status: 'pass',
  },
];

const dkim = (label: string, record: string, status: Finding['status'], name: string): RecordCase => ({
  name: `RFC 6376 ${name}`,
  label,
  records: [`selector1._domainkey.${label} TXT ${record}`],
  status,
});

const MTA_STS_CASES = (policyIp: string): RecordCase[] => {
  const sts = (label: string, txt: string[], status: Finding['status'], name: string, says?: string): RecordCase => ({
    name: `RFC 8461 ${name}`,
    label,
    records: [
      `${label} MX 10 mx.${label}`,
      `mx.${label} A 127.0.0.2`,
      `mta-sts.${label} A ${policyIp}`,
      ...txt.map((text) => `_mta-sts.${label} TXT "${text}"`),
    ],
    status,
    says,
  });
  return [
    sts('s-valid', ['v=STSv1; id=20261127'], 'warn', '§3.1, §3.2: a valid record and policy in testing mode', 'testing mode'),
    sts('s-no-id', ['v=STSv1;'], 'warn', '§3.1: a record needs an id', 'no id'),
    sts('s-empty-id', ['v=STSv1; id='], 'warn', '§3.1: an empty id', 'no id'),
    sts('s-id-hyphen', ['v=STSv1; id=2026-11-27'], 'warn', '§3.1: an id of letters and digits only', '1 to 32 letters'),
    sts('s-id-long', [`v=STSv1; id=${'a'.repeat(33)}`], 'warn', '§3.1: an id of at most 32', '1 to 32 letters'),
    sts('s-two', ['v=STSv1; id=1', 'v=STSv1; id=2'], 'warn', '§3.1: two records are none', 'must be one'),
    sts('s-lower', ['v=stsv1; id=1'], 'warn', '§3.1: the version is case-sensitive', findingCopy.mtaSts.missing),
    sts('s-no-max-age', ['v=STSv1; id=1'], 'fail', '§3.2: a policy needs max_age', 'no max_age'),
    sts('s-max-age-over', ['v=STSv1; id=1'], 'fail', '§3.2: max_age at most 31557600', 'from 0 to 31557600'),
    sts('s-max-age-text', ['v=STSv1; id=1'], 'fail', '§3.2: max_age is digits', 'from 0 to 31557600'),
    sts('s-enforce-no-mx', ['v=STSv1; id=1'], 'fail', '§3.2: enforce needs an mx', 'names no mail server'),
    sts('s-testing-no-mx', ['v=STSv1; id=1'], 'fail', '§3.2: testing needs an mx', 'names no mail server'),
    sts('s-none-no-mx', ['v=STSv1; id=1'], 'info', '§3.2: mode none needs no mx', findingCopy.mtaSts.noneMode),
  ];
};

/** A sound policy file in testing mode, for the case at `label`. */
const soundPolicy = (label: string) => `version: STSv1\nmode: testing\nmx: mx.${label}.by-the-book.co.za\nmax_age: 86400\n`;
/** The policy files at fault, by case; every other MTA-STS case serves a sound one, so only its record may stop it. */
const POLICIES: Record<string, string> = {
  's-no-max-age': 'version: STSv1\nmode: testing\nmx: mx.s-no-max-age.by-the-book.co.za\n',
  's-max-age-over': 'version: STSv1\nmode: testing\nmx: mx.s-max-age-over.by-the-book.co.za\nmax_age: 31557601\n',
  's-max-age-text': 'version: STSv1\nmode: testing\nmx: mx.s-max-age-text.by-the-book.co.za\nmax_age: a week\n',
  's-enforce-no-mx': 'version: STSv1\nmode: enforce\nmax_age: 86400\n',
  's-testing-no-mx': 'version: STSv1\nmode: testing\nmax_age: 86400\n',
  's-none-no-mx': 'version: STSv1\nmode: none\nmax_age: 86400\n',
};

/** A permanent error to every receiver: the SPF findings that say so. */
const PERMANENT = [
  findingCopy.spf.invalidMeaning,
  findingCopy.spf.severalMeaning,
  findingCopy.spf.brokenMeaning,
  findingCopy.spf.tooManyMeaning,
];

const BOOK = 'by-the-book.co.za';
let dns: lab.DnsLab;
let ca: lab.TestCa;
let web: lab.WebPeer;
let untrust: () => void;
let checker: EmailSecurityChecker;
const POLICY_IP = `127.${1 + randomInt(250)}.${randomInt(250)}.20`;
const DKIM_CASES: RecordCase[] = [
  dkim('k-valid', dkimRecord('v=DKIM1; k=rsa; ', rsa(2048)), 'pass', '§3.6.1: v=DKIM1'),
  dkim('k-no-v', dkimRecord('k=rsa; ', rsa(2048)), 'pass', '§3.6.1: v= is optional'),
  dkim('k-v2', dkimRecord('v=DKIM2; k=rsa; ', rsa(2048)), 'fail', '§3.6.1: another v= is discarded'),
  dkim('k-v-lower', dkimRecord('v=dkim1; k=rsa; ', rsa(2048)), 'fail', '§3.6.1: v= must be DKIM1'),
  dkim('k-ed25519', dkimRecord('v=DKIM1; k=ed25519; ', ed25519()), 'pass', 'and RFC 8463: an Ed25519 key'),
  dkim('k-short', dkimRecord('v=DKIM1; k=rsa; ', rsa(1024)), 'warn', '§3.3.3: a 1024-bit key, below 2048'),
];
const RECORD_CASES = [...SPF_CASES, ...DMARC_CASES, ...DKIM_CASES, ...MTA_STS_CASES(POLICY_IP)];

beforeAll(async () => {
  ca = await lab.makeTestCa();
  untrust = lab.trustTestCa(ca.certPem);
  const labels = RECORD_CASES.filter((one) => one.label.startsWith('s-')).map((one) => one.label);
  web = await lab.startWebPeer(POLICY_IP, {
    tls: await ca.issue(labels.map((label) => `mta-sts.${label}.${BOOK}`)),
    noHttp: true,
    sites: Object.fromEntries(
      labels.map((label) => [`mta-sts.${label}.${BOOK}`, { '/.well-known/mta-sts.txt': POLICIES[label] ?? soundPolicy(label) }]),
    ),
  });
  // One signed zone: the RFC cases by their labels, the suite's scenarios by their full names under co.za.
  const takesMail = (one: RecordCase) => one.records.some((record) => record.startsWith(`${one.label} MX`));
  dns = await lab.startDnsLab([
    {
      name: BOOK,
      records: [
        ...RECORD_CASES.flatMap((one) => [...(takesMail(one) ? [] : [`${one.label} MX 0 .`]), ...one.records]),
        ...new Set(SPF_SUITE_CASES.flatMap((one) => one.records)),
      ],
    },
    // A top-level domain a suite case names: it answers that the name does not exist, as the real root would.
    { name: 'xn--zckzah', records: [] },
  ]);
  checker = createEmailSecurityChecker({
    dnsServers: parseDnsServers(dns.server),
    allowed: parseNetworks(`${POLICY_IP}/32`),
    ehloName: 'www.kopano.test',
    stepMs: 2_000,
    totalMs: 8_000,
    keepMs: 60_000,
    keepMax: 1_000,
    running: 8,
    perClient: 1_000,
    lookalikeQueries: 0,
  });
}, 60_000);

afterAll(async () => {
  await Promise.all([dns?.stop(), web?.stop()]);
  await ca?.stop();
  untrust?.();
});

/** A term as the check names it: control characters as \u escapes. */
const shownTerm = (term: string) =>
  term.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const findingOf = (result: EmailSecurityResult, check: string) => result.findings.find((found) => found.check === check)!;

test.each(SPF_SUITE_CASES.map((one) => [`${one.scenario} (${one.spec})`, one] as const))(
  'RFC 7208 suite: %s',
  async (_name, one) => {
    const spf = findingOf(await checker.check(one.domain), 'spf');
    if (one.verdict === 'permerror') {
      expect(spf.status).toBe('fail');
      expect(PERMANENT).toContain(spf.meaning);
      // The term at fault, or the name it leads to, its control characters shown as \u escapes.
      if (one.cause) expect(spf.found).toContain(shownTerm(one.cause.replace(/^[+\-~?]?[a-z0-9]+[:=](?=.)/i, '')));
    } else {
      expect(spf.status).not.toBe('not-tested');
      expect(PERMANENT).not.toContain(spf.meaning);
    }
  },
);

test.each(RECORD_CASES.map((one) => [one.name, one] as const))('%s', async (_name, one) => {
  const check = ({ p: 'spf', d: 'dmarc', k: 'dkim', s: 'mta-sts' } as const)[one.label[0] as 'p' | 'd' | 'k' | 's'];
  const found = findingOf(await checker.check(`${one.label}.${BOOK}`), check);
  expect(found.status).toBe(one.status);
  if (one.says) expect(found.found).toContain(one.says);
});

test('a permanent error reads the same on the page, in the stream and in the PDF', async () => {
  const app = testApp({}, { emailSecurity: checker });
  const domain = 'e3.rfc7208-11.co.za';
  const spf = findingOf(await checker.check(domain), 'spf');
  expect(spf.status).toBe('fail');
  const page = await request(app).get('/email-security').query({ domain }).expect(200);
  expect(page.text).toContain(escapeHtml(spf.found));
  const stream = await request(app).get('/api/email-security').query({ domain }).expect(200);
  expect(stream.text).toContain(JSON.stringify(spf.found));
  const report = await bytesOf(request(app).get(EMAIL_SECURITY_REPORT_PATH).query({ domain }).expect(200));
  expect(pdfText(report.body as Buffer).replace(/\s+/g, ' ')).toContain(spf.found.slice(0, 40));
});
