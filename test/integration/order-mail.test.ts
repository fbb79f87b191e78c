import { composeMail } from '../../server/contact/compose-written';
import type { ComposedMail } from '../../server/mail/compose';
import { composeConfirmation } from '../../server/contact/confirm-written';
import { nextBusinessDay } from '../../server/mail/compose-confirmation';
import type { WrittenRequest } from '../../server/contact/contact-request';
import type { OrderSubmission } from '../../shared/validation/endpoint-schema';
import { company } from '../../shared/catalogue/company';
import { CONTACT_FOR_PRICING, coolingOffNote, orderSentence, productName, termLines } from '../../shared/catalogue/plans';
import { composeOrderMessage } from '../../shared/order-message';
import { monthlyPrice, planOf as choice, yearlyPrice } from '../support/catalogue-text';
import { composeSettings as settings, makeRequest, renderMail } from '../support/mail-kit';

const render = async (composed: ComposedMail) => (await renderMail(composed)).mail;

/** 'Shared Hosting Business': the product and the plan, as subjects name an order. */
const named = (id: string) => `${productName(choice(id).kind)} ${choice(id).plan.name}`;
const priceOf = (id: string, billing: 'monthly' | 'yearly' = 'monthly'): string =>
  billing === 'yearly' ? yearlyPrice(id) : monthlyPrice(id);

/** An order as the dialog sends it: the composed message around the visitor's text, and the plan's id. */
const order = (planId: string, additional: string | undefined, extra: Partial<WrittenRequest> = {}): WrittenRequest =>
  makeRequest({
    kind: 'order',
    name: 'Thandi Mokoena',
    company: 'Mokoena Attorneys',
    phone: '+27 82 555 0101',
    email: 'thandi@mokoena.example',
    message: composeOrderMessage({ planName: 'whatever the page said', price: CONTACT_FOR_PRICING, details: 'x', additional }),
    plan: planId,
    billing: 'monthly',
    users: 1,
    reference: 'KIT-7F3A2C9Q',
    receivedAt: '2026-11-20T09:30:00.000Z',
    ...extra,
  } as Partial<WrittenRequest>);

describe('the order e-mail staff receive', () => {
  it('when a shared Business plan is ordered with the pre-filled sentence untouched, then the subject and body say what, for how much, and that nothing was added', async () => {
    const mail = await render(composeMail(order('shared-business', orderSentence(choice('shared-business'))), settings));
    expect(mail.header('subject')).toBe(
      `Order KIT-7F3A2C9Q: ${named('shared-business')}, ${priceOf('shared-business')}, Thandi Mokoena`,
    );
    const text = mail.text ?? '';
    expect(text).toContain(`Product: ${productName('shared')}\n`);
    expect(text).toContain(`Plan: ${choice('shared-business').plan.name} (5 websites,`);
    expect(text).toContain(
      `Price: ${priceOf('shared-business')}: catalogue price, not shown to the visitor (the page said '${CONTACT_FOR_PRICING}')\n`,
    );
    for (const { label, value } of termLines('shared', 'monthly')) expect(text).toContain(`${label}: ${value}\n`);
    expect(text).toContain('Additional requirements:\nNo additional requirements specified.\n');
    expect(text).not.toContain('I would like to order');
    // One heading: the composed message's own header is not repeated in the body.
    expect(text.match(/order request/gi)).toHaveLength(1);
    expect(text).not.toContain('=== HOSTING ORDER REQUEST ===');
  });

  it('when the reseller Business plan is ordered, then nothing in the e-mail could be read as the shared one', async () => {
    const mail = await render(composeMail(order('reseller-business', ''), settings));
    expect(mail.header('subject')).toBe(
      `Order KIT-7F3A2C9Q: ${named('reseller-business')}, ${priceOf('reseller-business')}, Thandi Mokoena`,
    );
    expect(mail.text).toContain(`Product: ${productName('reseller')}\n`);
  });

  it('when the visitor edited the pre-filled sentence, then their whole text is their requirements', async () => {
    const edited = `${orderSentence(choice('CXN3'))} Ubuntu 24 LTS please, in Cape Town.`;
    const mail = await render(composeMail(order('CXN3', edited), settings));
    expect(mail.text).toContain(`Additional requirements:\n${edited}\n`);
    expect(mail.text).toContain(`Price: ${priceOf('CXN3')}\n`);
  });

  it('when Microsoft 365 is ordered for 5 users, then the e-mail gives the users and the monthly total', async () => {
    const mail = await render(composeMail(order('m365-business-standard', '', { users: 5 }), settings));
    const unit = choice('m365-business-standard').plan.price;
    const total = `R${Number(unit.slice(1)) * 5}/month incl. VAT`;
    expect(mail.header('subject')).toBe(
      `Order KIT-7F3A2C9Q: ${named('m365-business-standard')}, 5 users, ${total}, Thandi Mokoena`,
    );
    expect(mail.text).toContain('Users: 5 users\n');
    expect(mail.text).toContain(`Price: ${total} (5 users × ${unit}): catalogue price, not shown to the visitor`);
  });

  it('when a plan is billed yearly, then the e-mail gives the yearly price and the yearly term', async () => {
    const mail = await render(composeMail(order('CXN1', '', { billing: 'yearly' }), settings));
    expect(mail.header('subject')).toContain(`${named('CXN1')}, ${priceOf('CXN1', 'yearly')}`);
    for (const { label, value } of termLines('vps', 'yearly')) expect(mail.text).toContain(`${label}: ${value}\n`);
  });

  it('when a contact request arrives, then its subject carries the reference, the name and the company', () => {
    const composed = composeMail(makeRequest({ reference: 'KIT-7F3A2C9Q' }), settings);
    expect(composed.subject).toBe('Contact KIT-7F3A2C9Q: Thandi Nkosi, Nkosi Logistics');
    expect(composed.text).toContain('Reference: KIT-7F3A2C9Q\n');
  });
});

/**
 * Every field an order carries, with a probe value, what staff must read for it in the e-mail and
 * what its JSON attachment must hold. The table is keyed by the endpoint schema's fields, so a field
 * added there is flagged here by the type checker, and then this test fails until both show it.
 */
type FieldProbe<Field extends keyof OrderSubmission> = { value: OrderSubmission[Field]; shows: string; json: string };
const everyOrderField: { [Field in Exclude<keyof OrderSubmission, 'captcha'>]: FieldProbe<Field> } = {
  name: { value: 'Probe Visitor Qx', shows: 'Name: Probe Visitor Qx', json: '"name": "Probe Visitor Qx"' },
  email: { value: 'probe-qx@probe.example', shows: 'Email: probe-qx@probe.example', json: '"email": "probe-qx@probe.example"' },
  phone: { value: '+27 82 000 7702', shows: 'Phone: +27 82 000 7702', json: '"phone": "+27 82 000 7702"' },
  company: { value: 'Probe Company Qx', shows: 'Company: Probe Company Qx', json: '"company": "Probe Company Qx"' },
  message: {
    value: composeOrderMessage({ planName: 'x', price: 'x', details: 'x', additional: 'Probe requirement Qx' }),
    shows: 'Additional requirements:\nProbe requirement Qx',
    json: '"additionalRequirements": "Probe requirement Qx"',
  },
  plan: {
    value: 'm365-business-standard',
    shows: `Plan: ${choice('m365-business-standard').plan.name} (`,
    json: '"id": "m365-business-standard"',
  },
  billing: { value: 'yearly', shows: 'Billing: Yearly, in advance', json: '"billing": "yearly"' },
  users: { value: 7, shows: 'Users: 7 users', json: '"users": 7' },
  setup: {
    value: { domainAction: 'existing', domainName: 'probe-qx.example', existingTenant: 'yes', migrateFrom: 'google' },
    shows: 'Domain name: probe-qx.example',
    json: '"domainName": "probe-qx.example"',
  },
  marketing: { value: true, shows: 'Marketing: yes', json: '"marketing": true' },
  domainCheck: {
    value: { ascii: 'probe-qx.example', status: 'registered', source: 'WHOIS', checkedAt: '2026-11-20T09:29:41.000Z' },
    shows: 'Domain check: probe-qx.example: registered (WHOIS, 2026-11-20 11:29:41 SAST, 2026-11-20T09:29:41.000Z)',
    json: '"domainCheck": {\n    "name": "probe-qx.example",\n    "status": "registered",\n    "source": "WHOIS",\n    "checkedAt": "2026-11-20T09:29:41.000Z"\n  }',
  },
};

describe('every field of an order reaches staff', () => {
  it('when an order carries a value in every field, then the staff e-mail and its JSON attachment show each one', async () => {
    const request = makeRequest({
      kind: 'order',
      ...Object.fromEntries(Object.entries(everyOrderField).map(([field, { value }]) => [field, value])),
    } as Partial<WrittenRequest>);
    const mail = await render(composeMail(request, settings));
    const json = mail.attachments[0]?.content ?? '';
    for (const { shows, json: held } of Object.values(everyOrderField)) {
      expect(mail.text).toContain(shows);
      expect(json).toContain(held);
    }
  });
});

describe("the visitor's confirmation", () => {
  const typed = ['Thandi', 'Mokoena', 'Attorneys', '+27 82 555 0101', 'Ubuntu', 'Visit evil.example now'];

  it('when an order is confirmed, then it goes to the visitor with the reference, the plan, the terms and the company, and none of the typed text', async () => {
    const request = order('m365-business-basic', 'Ubuntu. Visit evil.example now', { users: 3, billing: 'yearly' });
    const mail = await render(composeConfirmation(request, settings));
    expect(mail.header('to')).toBe('thandi@mokoena.example');
    expect(mail.header('reply-to')).toBe(company.email.display);
    expect(mail.header('subject')).toBe(`${company.name}: your order request KIT-7F3A2C9Q, ${named('m365-business-basic')}`);
    const text = mail.text ?? '';
    expect(text).toContain('Your reference: KIT-7F3A2C9Q\n');
    expect(text).toContain(`Product: ${productName('microsoft-365')}\n`);
    expect(text).toContain('Users: 3 users\n');
    expect(text).toContain(`Billing: ${termLines('microsoft-365', 'yearly')[0]!.value}\n`);
    expect(text).toContain(`Price: ${CONTACT_FOR_PRICING}: your quotation will state the price\n`);
    expect(text).toContain('by 17:00 SAST on Monday 23 November 2026');
    expect(text).toContain(coolingOffNote);
    expect(text).toContain('https://www.example.co.za/legal/terms-of-service');
    expect(text).toContain(company.phone.display);
    expect(text).toContain(company.address.lines[0]);
    for (const words of typed) {
      expect(text).not.toContain(words);
      expect(mail.html).not.toContain(words);
      expect(mail.header('subject')).not.toContain(words);
    }
  });

  it('when a contact message is confirmed, then it gives the reference and when to expect a reply, and repeats nothing typed', async () => {
    const request = makeRequest({ reference: 'KIT-ABCDEFGH', message: 'Call me about Visit evil.example now' });
    const mail = await render(composeConfirmation(request, settings));
    expect(mail.header('subject')).toBe(`${company.name}: your message KIT-ABCDEFGH`);
    expect(mail.text).toContain('Your reference: KIT-ABCDEFGH');
    for (const words of ['Thandi', 'Nkosi', 'Visit evil.example now', '+27 82 555 0199']) expect(mail.text).not.toContain(words);
  });

  it('when a request arrives on a Friday, then the reply is promised by Monday', () => {
    expect(nextBusinessDay('2026-11-20T09:30:00.000Z')).toBe('Monday 23 November 2026');
    expect(nextBusinessDay('2026-11-23T21:59:00.000Z')).toBe('Tuesday 24 November 2026');
    // 22:30 UTC on Monday is already Tuesday in Johannesburg.
    expect(nextBusinessDay('2026-11-23T22:30:00.000Z')).toBe('Wednesday 25 November 2026');
  });
});
