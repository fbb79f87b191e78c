import request from 'supertest';
import { fixedChecker } from '../support/fixed-checker';
import type { AppDeps } from '../../server/app';
import { finding } from '../../server/email-security/check-context';
import { BusyError, type EmailSecurityChecker } from '../../server/email-security/checker-types';
import { company } from '../../shared/catalogue/company';
import { parseBlocklists } from '../../server/email-security/blocklists';
import { domainInputProblems, findingCopy } from '../../shared/catalogue/email-security-copy';
import { EMAIL_SECURITY_REPORT_PATH, emailSecurityReportCopy } from '../../shared/catalogue/email-security-report-copy';
import { emailSecurityReviewCopy } from '../../shared/catalogue/email-security-review-copy';
import { EMAIL_CHECK_IDS, type EmailSecurityResult } from '../../shared/email-security/result';
import { sastIsoDay } from '../../shared/format-date';
import { helpArticlePath } from '../../shared/help/paths';
import { captchaToken, postAccepted, postJson, siteWithSmtpSink } from '../support/endpoint-kit';
import { outboxEmpty, waitUntil } from '../support/mail-kit';
import { escapeRegExp, expectPdfDownload, pdfText, pdfWords } from '../support/pdf-text';
import { bytesOf } from '../support/site-server';

/**
 * "Is my e-mail safe?" for the visitor's IT person, on the real app: the report PDF of a kept
 * result, and the result sent for a review through the real endpoint, outbox and SMTP server. The
 * checker is a stand-in keeping one hand-made result (the real one is tested against real DNS):
 * any other domain has none kept, and checking one is refused as busy, so nothing here asks the network.
 */
const DOMAIN = 'acme-mail.co.za';
const DMARC = 'v=DMARC1; p=none; rua=mailto:dmarc@acme-mail.co.za';
const POLICY = ['version: STSv1', 'mode: testing', 'mx: mx.acme-mail.co.za', 'max_age: 604800'];
/** The policy file's lines one under another, nothing after each (as pdftotext lays a page out). */
const policyLines = new RegExp(`${POLICY.join('\\n\\s*')}$`, 'm');
/** A listing's links, as the check makes them: the list's removal page from the blocklists' table, and our guide. */
const removal = parseBlocklists('bl.spamcop.net')[0]!.removal!;
const links = [
  { label: 'Our guide', href: helpArticlePath(findingCopy.blocklist.guide) },
  { label: 'SpamCop', href: removal },
];
/** Each link as the report and the e-mail show it: its label, then its whole address (the site's own made absolute). */
const linkLines = [new RegExp(`Our guide: https?://\\S+${escapeRegExp(links[0]!.href)}`), `SpamCop: ${removal}`];
const result: EmailSecurityResult = {
  domain: DOMAIN,
  shown: DOMAIN,
  checkedAt: '2026-11-26T08:00:00.000Z',
  exists: true,
  findings: [
    { check: 'mx', status: 'pass', found: 'Mail goes to mx.acme-mail.co.za.', meaning: 'Mail reaches you.' },
    { check: 'spf', status: 'pass', found: 'SPF ends in -all.', meaning: 'Only your servers send as you.' },
    {
      check: 'dmarc',
      status: 'fail',
      found: 'No DMARC record.',
      meaning: 'Forged mail in your name is delivered.',
      fix: 'Publish a DMARC record that reports first.',
      publish: [{ name: `_dmarc.${DOMAIN}`, type: 'TXT', value: DMARC }],
    },
    {
      check: 'mta-sts',
      status: 'warn',
      found: 'No MTA-STS policy.',
      meaning: 'Encryption can be stripped.',
      fix: 'Serve this policy.',
      publishFile: { url: `https://mta-sts.${DOMAIN}/.well-known/mta-sts.txt`, lines: POLICY },
    },
    {
      check: 'blocklist',
      status: 'fail',
      found: 'Your mail server is on a blocklist.',
      meaning: 'Mail from it is refused.',
      fix: 'Ask the list to remove it.',
      links,
      urgent: true,
    },
  ],
};
/**
 * What hostile DNS can put in every finding, far past each bound (the review's record: 60 KB of
 * report addresses without a space), made by the checker's own finding() as a check makes it.
 */
const HUGE = 'huge-mail.co.za';
const unbroken = (length: number) => 'mailto:r1@huge.co.za,'.repeat(Math.ceil(length / 21)).slice(0, length);
const huge: EmailSecurityResult = {
  ...result,
  domain: HUGE,
  shown: HUGE,
  findings: EMAIL_CHECK_IDS.map((check) =>
    finding(check, 'warn', unbroken(3000), unbroken(3000), {
      records: Array.from({ length: 12 }, () => unbroken(2000)),
      fix: unbroken(check === 'dmarc' ? 60_000 : 3000),
      publish: Array.from({ length: 8 }, () => ({
        name: unbroken(300),
        type: 'TXT' as const,
        value: unbroken(check === 'dmarc' ? 60_000 : 3000),
      })),
      publishFile: { url: unbroken(3000), lines: Array.from({ length: 30 }, () => unbroken(2000)) },
    }),
  ),
};
const checker: EmailSecurityChecker = {
  kept: (domain) => (domain === DOMAIN ? result : domain === HUGE ? huge : undefined),
  check: () => Promise.reject(new BusyError(30)),
  live: fixedChecker(result).live,
};
const deps: Partial<AppDeps> = { emailSecurity: checker };
const COMPANY = 'engineers@kopano-it.co.za';
const VISITOR = 'owner@acme-review.example';
const mailed = siteWithSmtpSink({ MAIL_TO: COMPANY, CONFIRMATION_MAIL: 'on', CONTACT_RATE_LIMIT_MAX: '100' }, deps);

const report = (domain: string) => request(mailed.site.url).get(EMAIL_SECURITY_REPORT_PATH).query({ domain });
const contact = { name: 'Lerato Molefe', email: VISITOR, company: 'Acme Tools', phone: '+27 82 555 0177', marketing: false };
const review = (captcha: string, domain = DOMAIN) => ({ kind: 'email-security', ...contact, domain, captcha });

describe('the e-mail security report and its review', () => {
  it('when a kept domain’s report is asked for, then a PDF download names it, the summary and the record to publish', async () => {
    const res = await bytesOf(report('ACME-Mail.co.za'));
    expectPdfDownload(res, `email-security-${DOMAIN}-${sastIsoDay(new Date())}.pdf`, 'private, no-store');
    const text = pdfWords(res.body as Buffer);
    for (const words of [emailSecurityReportCopy.title, DOMAIN, '2 of 5 checks pass', 'DMARC: what happens to forgeries Fail'])
      expect(text).toContain(words);
    expect(text).toContain(`Name _dmarc.${DOMAIN} Type TXT Value ${DMARC}`);
    expect(pdfText(res.body as Buffer)).toMatch(policyLines);
    for (const line of linkLines) expect(text).toMatch(line);
    // The ways to reach us open where they say: a link annotation each.
    const bytes = (res.body as Buffer).toString('latin1');
    for (const href of [company.phone.href, company.email.href]) expect(bytes).toContain(`/URI (${href})`);
  });

  it('when a kept result is as large as a check can make it, then every text is cut to size and its report still draws', async () => {
    for (const found of huge.findings) {
      for (const text of [found.found, found.meaning, found.fix!, ...(found.records ?? [])])
        expect(text.length).toBeLessThanOrEqual(2000);
      expect(found.publish).toHaveLength(6);
      for (const record of found.publish!) expect(record.name.length + record.value.length).toBeLessThanOrEqual(255 + 2048);
      expect(found.publishFile!.lines).toHaveLength(10);
    }
    // How long the drawing takes (so how long it could hold up another page) is bench/email-bounds.ts's.
    const pdf = await bytesOf(report(HUGE).expect(200));
    expect(pdfWords(pdf.body as Buffer)).toContain(`Name ${unbroken(60)}`);
  });

  it('when the domain is not one, then 400 saying why; when a check cannot start, then 503 with Retry-After', async () => {
    const bad = await report('192.0.2.1').set('Accept', 'application/json');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: domainInputProblems.ipAddress });
    const busy = await report('other.co.za');
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('30');
  });

  it('when a kept domain is sent for a review, then staff get one e-mail naming it and its summary, with the report; the visitor a confirmation without it', async () => {
    const reference = await postAccepted(mailed.site.url, review(await captchaToken(mailed.site.url)));
    await mailed.sink.waitFor(() => mailed.sink.withSubject(reference).length >= 2, 15_000);
    await waitUntil(() => outboxEmpty(mailed.site.dataDir));
    const [staff, ...again] = mailed.sink.withSubject(reference).filter((m) => m.envelope.to[0] === COMPANY);
    expect(again).toEqual([]);
    expect(staff!.mail.header('subject')).toBe(`Email security review ${reference}: ${DOMAIN}, 2/5 pass`);
    expect(staff!.mail.header('reply-to')).toBe(VISITOR);
    for (const line of ['Name: Lerato Molefe', `Domain: ${DOMAIN}`, 'DMARC: what happens to forgeries: Fail'])
      expect(staff!.mail.text).toContain(line);
    expect(staff!.mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`email-security-${DOMAIN}-${reference}.pdf`, 'application/pdf'],
    ]);
    expect(pdfWords(staff!.mail.attachments[0]!.bytes)).toContain(`Value ${DMARC}`);
    // The policy file to serve, among the fixes that matter most, keeps its lines.
    expect(staff!.mail.text).toMatch(policyLines);
    // The listing's links, among the fixes: whole addresses in the text, links in the HTML.
    for (const line of linkLines) expect(staff!.mail.text).toMatch(line);
    expect(staff!.mail.html).toContain(`<a href="${removal}">SpamCop</a>`);

    const visitor = mailed.sink.withSubject(reference).find((m) => m.envelope.to[0] === VISITOR)!;
    expect(visitor.mail.header('subject')).toBe(`${company.name}: your e-mail security review request ${reference}`);
    expect(visitor.mail.attachments).toEqual([]);
    expect(visitor.mail.text).not.toContain(DOMAIN);
  });

  it('when the domain’s result is no longer kept, then 409 asking to check it again, and nothing is queued', async () => {
    const before = mailed.sink.messages.length;
    const response = await postJson(mailed.site.url, review(await captchaToken(mailed.site.url), 'other.co.za'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: emailSecurityReviewCopy.expired });
    await waitUntil(() => outboxEmpty(mailed.site.dataDir));
    expect(mailed.sink.messages.length).toBe(before);
  });

  it('when the captcha is made up, then 403 whether the domain was checked lately or not: a stranger learns nothing of who checked what', async () => {
    for (const domain of ['acme-mail.co.za', 'other.co.za']) {
      const response = await postJson(mailed.site.url, review(Buffer.from('{"made":"up"}').toString('base64'), domain));
      expect([domain, response.status]).toEqual([domain, 403]);
    }
  });

  it('when anything was asked, then no log line names a checked domain', () => {
    const logged = mailed.site.raw.join('\n');
    for (const domain of ['acme-mail', 'other.co.za']) expect(logged).not.toContain(domain);
  });
});
