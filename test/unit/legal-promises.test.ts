import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findLegalDocument } from '../../shared/catalogue/legal-documents';
import { COOLING_OFF_DAYS, coolingOffNote, kindTerms, planKinds, termLines, termsSentence } from '../../shared/catalogue/plans';
import { legalContent } from '../../shared/legal/document-content';
import { EMAIL_WATCH_CONFIRM_HOURS } from '../../shared/email-security/watch';
import { DIGEST_KEPT_DAYS } from '../../shared/email-security/dmarc-digest';
import { DMARC_REPORT_DAYS } from '../../shared/email-security/dmarc-reports';
import { PASS_ON_DAYS } from '../../shared/email-security/pass-on';
import { DEFAULT_THEME } from '../../shared/theme';
import { testConfig } from '../support/test-config';

/**
 * What the privacy policy promises about this site, held against the code and the deploy files
 * that make it true. A change to either side fails here until the other follows.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/\s+/g, ' ');
const policy = read('static/legal/privacy-policy.md');
/** A legal document as the site shows it, its placeholders filled in. */
const filled = (slug: string) =>
  legalContent(findLegalDocument(slug)!, readFileSync(path.join(root, `static/legal/${slug}.md`), 'utf8')).blocks;
const privacy = JSON.stringify(filled('privacy-policy'));
const config = testConfig();

describe('the privacy policy against the site', () => {
  it('when it says how long undeliverable messages are kept, then that is the outbox retention default', () => {
    const days = Number(/Outgoing messages that could not be delivered from our server: up to (\d+) days/.exec(policy)?.[1]);
    expect(days).toBe(config.mail.retentionDays);
  });

  it('when it says how long web server logs are kept, then the journal for the unit keeps exactly that', () => {
    const days = /Web server logs, including error reports: (\d+) days/.exec(policy)?.[1];
    expect(days).toBe('90');
    expect(read('deploy/journald@website.conf')).toContain(`MaxRetentionSec=${days}day`);
    expect(read('deploy/website@.service')).toContain('LogNamespace=website');
  });

  it('when it says what an untouched site looks like, then that is the default theme', () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(policy).toContain('If you never change the theme, the site shows its dark appearance and sets no cookie.');
    expect(policy).not.toMatch(/follows your device setting/);
  });

  it('when it says IP addresses are not logged, then nginx in front keeps no access log and IPs live ten minutes', () => {
    expect(policy).toContain('It does not record your IP address, the referring page or your browser');
    const nginx = read('deploy/nginx.conf');
    const servers = nginx.split(/\bserver \{/).slice(1);
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(server).toContain('access_log off;');
    expect(policy).toContain('for the ten minutes our limits on form submissions count requests');
    expect(config.rateLimit.windowMs).toBe(10 * 60 * 1000);
  });

  it('when it says how long a domain watch nobody confirmed is kept, then that is how long its link lasts: a day at most', () => {
    expect(privacy).toContain(`a request you do not confirm within ${EMAIL_WATCH_CONFIRM_HOURS} hours is deleted with its link`);
    expect(privacy).toContain(`A request that is not confirmed is deleted ${EMAIL_WATCH_CONFIRM_HOURS} hours after it was made`);
    expect(EMAIL_WATCH_CONFIRM_HOURS).toBeLessThanOrEqual(24);
  });

  it('when it says how long a pass-on link’s records and a DMARC report are kept, then those are the days the site keeps them', () => {
    expect(privacy).toContain(`Records passed on with a link: the domain and its records to publish, ${PASS_ON_DAYS} days`);
    expect(privacy).toContain(`DMARC reports sent to our report address: what each report says, ${DMARC_REPORT_DAYS} days`);
    expect(privacy).toContain(`Each weekly summary or alert, with the address it went to, ${DIGEST_KEPT_DAYS} days`);
  });

  it('when it names the parties that receive information, then no error-reporting service is among them', () => {
    expect(policy).not.toMatch(/error-reporting (provider|service)/);
    expect(policy).toContain('technical error report to our own web server');
  });
});

describe('the Terms of Service against the order dialog', () => {
  const terms = filled('terms-of-service');
  const section = (heading: string) => {
    const start = terms.findIndex((b) => b.kind === 'heading' && b.text.startsWith(heading));
    const end = terms.findIndex((b, i) => i > start && b.kind === 'heading' && b.level === 2);
    return JSON.stringify(terms.slice(start, end)).replace(/[‘’]/g, "'");
  };

  it('when clause 7 lists the terms of each kind of plan, then it says what the dialog says for it', () => {
    const clause7 = section('7. Term, renewal and cancellation');
    for (const kind of planKinds) {
      expect(clause7).toContain(termsSentence(kind));
      for (const billing of ['monthly', 'yearly'] as const) {
        // Every value the dialog shows for a kind and billing period is in that kind's sentence.
        const sentence = termsSentence(kind).toLowerCase();
        for (const { label, value } of termLines(kind, billing)) {
          if (label === 'Billing') expect(sentence).toContain(`${billing} in advance`);
          else if (label === 'Set-up fee')
            expect(sentence).toContain(kindTerms[kind].setupFee ? kindTerms[kind].setupFee! : 'no set-up fee');
          else expect(sentence).toContain(value.toLowerCase());
        }
      }
    }
  });

  it('when clause 8 gives the cooling-off period, then it is the one the dialog and the confirmation state', () => {
    expect(section('8. Cooling-off period')).toContain(`within ${COOLING_OFF_DAYS} days after the agreement is concluded`);
    expect(coolingOffNote).toContain(`within ${COOLING_OFF_DAYS} days`);
  });

  it('when the privacy policy describes the confirmation, then its window is the default the site applies', () => {
    expect(policy).toContain('keeps a one-way hash of that mailbox for 24 hours');
    expect(config.confirmationMail.windowMs).toBe(24 * 60 * 60 * 1000);
    expect(policy).toContain('none of the text you typed');
  });
});
