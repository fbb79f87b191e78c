import { findPlanById, hostingPages, planDetails, productName } from '../../shared/catalogue/plans';
import { monthlyPrice } from '../support/catalogue-text';
import { sastIsoDay } from '../../shared/format-date';
import {
  captchaToken,
  contactBody,
  orderBody,
  postAccepted,
  startEndpointSite,
  type EndpointSite,
} from '../support/endpoint-kit';
import { databaseIn, outboxEmpty, waitUntil } from '../support/mail-kit';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { siteDatabase } from '../../server/store/site-database';
import { smtpSinkForTests } from '../support/smtp-sink';
import { pdfText } from '../support/pdf-text';

/** The reference and the visitor's confirmation, through the real endpoint, outbox and SMTP server. */
const sites: EndpointSite[] = [];
afterAll(() => Promise.all(sites.map((site) => site.close())));
const sink = smtpSinkForTests();

const COMPANY = 'sales@kopano-it.co.za';

async function site(env: Record<string, string> = {}, deps?: Parameters<typeof startEndpointSite>[2]): Promise<EndpointSite> {
  const started = await startEndpointSite({ MAIL_TO: COMPANY, ...env }, sink.url, deps);
  sites.push(started);
  return started;
}

const post = async (on: EndpointSite, body: (token: string) => Record<string, unknown>) =>
  postAccepted(on.url, body(await captchaToken(on.url)));
const toVisitor = (address: string) => sink.messages.filter((m) => m.envelope.to[0] === address);
const toStaff = (reference: string) => sink.withSubject(reference).filter((m) => m.envelope.to[0] === COMPANY);

/** Once staff have a mail of each reference and the outbox is empty (nothing more will come): staff got each once. */
async function staffGotEachOnce(on: EndpointSite, references: string[]) {
  await sink.waitFor(() => references.every((r) => toStaff(r).length > 0), 10_000);
  await waitUntil(() => outboxEmpty(on.dataDir), 10_000, 'the outbox to be empty');
  for (const reference of references) expect(toStaff(reference)).toHaveLength(1);
}

describe('a reference and a confirmation for every accepted request', () => {
  it('when an order is accepted, then staff and the visitor each get one mail with the same reference, and the confirmation holds none of the typed text', async () => {
    const on = await site();
    const reference = await post(on, (token) => ({
      ...orderBody(token, 'Please migrate example.org on Sunday.'),
      email: 'order-one@example.org',
    }));
    await sink.waitFor(() => sink.withSubject(reference).length >= 2, 10_000);
    const [staff, visitor] = [COMPANY, 'order-one@example.org'].map((to) =>
      sink.withSubject(reference).filter((m) => m.envelope.to[0] === to),
    );
    expect(staff).toHaveLength(1);
    expect(visitor).toHaveLength(1);
    expect(staff[0]!.mail.header('subject')).toBe(
      `Order ${reference}: ${productName('vps')} CXN3, ${monthlyPrice('CXN3')}, Sipho Dlamini`,
    );
    expect(staff[0]!.mail.text).toContain('Please migrate example.org on Sunday.');
    const confirmation = visitor[0]!.mail;
    expect(confirmation.text).toContain(`Your reference: ${reference}`);
    expect(confirmation.text).toContain(`Plan: CXN3 (${planDetails(findPlanById('CXN3')!.plan)})`);
    for (const typed of ['Sipho', 'Dlamini', '+27 82 555 0100', 'migrate', 'example.org on Sunday']) {
      expect(confirmation.text).not.toContain(typed);
      expect(confirmation.html).not.toContain(typed);
    }
  });

  it('when one Gmail mailbox is written three ways within a day, then staff get three messages and the mailbox one confirmation, of the first; another address gets its own', async () => {
    const on = await site({ CONTACT_RATE_LIMIT_MAX: '100' });
    // Which spellings are one mailbox is unit/mailbox-key's; here, that the limit goes by it.
    const spellings = ['lerato.mokoena@gmail.com', 'LeratoMokoena+Quote@GoogleMail.com', 'lerat.omokoena+a.b@gmail.com'];
    const references: string[] = [];
    for (const email of spellings) references.push(await post(on, (token) => contactBody(token, { email })));
    const other = await post(on, (token) => contactBody(token, { email: 'other@example.co.za' }));
    await staffGotEachOnce(on, [...references, other]);
    expect(new Set(references).size).toBe(3);
    const confirmations = sink.messages.filter((m) => spellings.includes(m.envelope.to[0]!));
    expect(confirmations.map((m) => m.envelope.to[0])).toEqual([spellings[0]]);
    expect(confirmations[0]!.mail.text).toContain(`Your reference: ${references[0]}`);
    expect(toVisitor('other@example.co.za').map((m) => m.mail.text)).toEqual([
      expect.stringContaining(`Your reference: ${other}`),
    ]);
    expect(on.logs.filter((l) => l.msg === 'confirmation not sent: one went to this address recently')).toHaveLength(2);
  });

  it('when the site has sent its daily number of confirmations, then later requests reach staff but get none', async () => {
    const on = await site({ CONFIRMATION_MAIL_DAILY_MAX: '2' });
    const addresses = ['first.of.day@example.co.za', 'second.of.day@example.co.za', 'third.of.day@example.co.za'];
    const references: string[] = [];
    for (const email of addresses) references.push(await post(on, (token) => contactBody(token, { email })));
    await staffGotEachOnce(on, references);
    expect(addresses.map((address) => toVisitor(address).length)).toEqual([1, 1, 0]);
    expect(on.logs.filter((l) => l.reason === 'daily-limit')).toEqual([
      expect.objectContaining({
        msg: 'confirmation not sent: the confirmations of the day are used up',
        emailDomain: 'example.co.za',
      }),
    ]);
  });

  // Its subdomains counted with it, other domains apart: unit-level in confirmation-limit.test's 'when one sender writes to
  // many mailboxes of one catch-all domain…'; here the setting, the log line and the metric.
  it('when one sender writes to many mailboxes of one catch-all domain, then staff get every request, the domain’s mailboxes only its number of confirmations, and each refusal is logged and counted', async () => {
    const metrics = createSiteMetrics();
    const started = await site({ CONFIRMATION_MAIL_DOMAIN_DAILY_MAX: '2', CONTACT_RATE_LIMIT_MAX: '100' }, { metrics });
    const addresses = ['one@catch-all.example', 'two@catch-all.example', 'three@catch-all.example'];
    const references: string[] = [];
    for (const email of addresses) references.push(await post(started, (token) => contactBody(token, { email })));
    await staffGotEachOnce(started, references);
    expect(addresses.map((address) => toVisitor(address).length)).toEqual([1, 1, 0]);
    expect(started.logs.filter((l) => l.reason === 'domain-limit')).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'confirmation not sent: the confirmations of the day to this domain are used up',
        emailDomain: 'catch-all.example',
      }),
    ]);
    expect(await metrics.registry.metrics()).toMatch(/^confirmations_refused_total\{reason="domain-limit"\} 1$/m);
  });

  // Unset, the window is 24 hours: unit/legal-promises.test's 'when the privacy policy describes the confirmation…'.
  it('when the window has passed, then the same address gets a confirmation again', async () => {
    const on = await site({ CONFIRMATION_MAIL_WINDOW_MS: '1000' });
    const address = 'again@example.co.za';
    await post(on, (token) => contactBody(token, { email: address }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await post(on, (token) => contactBody(token, { email: address }));
    await sink.waitFor(() => toVisitor(address).length >= 2, 10_000);
    expect(toVisitor(address)).toHaveLength(2);
  });

  it('when CONFIRMATION_MAIL is off, then only staff are mailed', async () => {
    const on = await site({ CONFIRMATION_MAIL: 'off' });
    await staffGotEachOnce(on, [await post(on, (token) => contactBody(token, { email: 'quiet@example.co.za' }))]);
    expect(toVisitor('quiet@example.co.za')).toHaveLength(0);
  });

  it('when the confirmation cannot be counted (the database refuses its row), then the request is still accepted and reaches staff once', async () => {
    const on = await site();
    // What an operator's hand or a failing disk might do to that one table: every new count refused.
    siteDatabase(databaseIn(on.dataDir)).run((db) =>
      db.exec(`CREATE TRIGGER refuse_counts BEFORE INSERT ON once_claims WHEN NEW.key LIKE 'confirmation-sent:%'
               BEGIN SELECT RAISE(ABORT, 'confirmation counts refused'); END`),
    );
    const reference = await post(on, (token) => contactBody(token, { email: 'broken@example.co.za' }));
    await staffGotEachOnce(on, [reference]);
    expect(toVisitor('broken@example.co.za')).toHaveLength(0);
    expect(on.logs.find((l) => l.msg === 'confirmation not queued')).toMatchObject({
      level: 'error',
      reference,
      errorCode: 'SQLITE_CONSTRAINT',
    });
  });
});

describe('the quotation attached to the confirmation of an order', () => {
  it('when a priced plan is ordered, then the visitor’s confirmation attaches its quotation of that day and says so; staff get none', async () => {
    const on = await site();
    const email = 'quote-buyer@example.org';
    const day = sastIsoDay(new Date()).replace(/-/g, '');
    const reference = await post(on, (token) => ({ ...orderBody(token, 'Ship it <b>today</b>.'), email }));
    await sink.waitFor(() => sink.withSubject(reference).length >= 2, 10_000);
    const [visitor] = toVisitor(email);
    expect(hostingPages.vps.showPrices).toBe(true);
    const number = `Q-${day}-CXN3-M`;
    const pdfs = visitor!.mail.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(pdfs.map((a) => a.filename)).toEqual([expect.stringMatching(new RegExp(`Quotation-${number}\\.pdf$`))]);
    const text = pdfText(pdfs[0]!.bytes);
    expect(text).toMatch(new RegExp(`Quote number\\s+${number}\\n`));
    for (const typed of ['Sipho', 'Dlamini', 'today', 'quote-buyer']) expect(text).not.toContain(typed);
    expect(visitor!.mail.text).toContain(`Our quotation ${number} is attached (PDF)`);
    const staff = toStaff(reference);
    expect(staff[0]!.mail.attachments.map((a) => a.contentType)).toEqual(['application/json']);
  });

  it('when a plan whose price is hidden is ordered, then the confirmation attaches no quotation', async () => {
    const on = await site();
    const email = 'quote-hidden@example.org';
    const reference = await post(on, (token) => ({ ...orderBody(token), plan: 'm365-business-basic', users: 3, email }));
    await sink.waitFor(() => sink.withSubject(reference).length >= 2, 10_000);
    expect(hostingPages['microsoft-365'].showPrices).toBe(false);
    const [visitor] = toVisitor(email);
    expect(visitor!.mail.attachments).toEqual([]);
    expect(visitor!.mail.text).not.toContain('quotation Q-');
  });
});
