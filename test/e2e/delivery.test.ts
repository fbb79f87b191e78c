import { SEND_CONTACT_EMAIL_PATH } from '../../shared/api';
import { tempFolder } from '../support/endpoint-kit';
import { toastReference, openHydrated, closePagesAfterEach, touchForm } from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';
import { startSiteProcess } from '../support/site-process';
import { smtpSinkForTests } from '../support/smtp-sink';
import { forTests } from '../support/for-tests';
import { yearlyPrice } from '../support/catalogue-text';

const sink = smtpSinkForTests();
const chromium = chromiumForTests();
const site = forTests(
  () =>
    startSiteProcess({
      SMTP_URL: sink.url,
      DATA_DIR: tempFolder('delivery'),
      MAIL_TO: 'sales@kopano-it.co.za',
      MAIL_FROM: 'website@kopano-it.co.za',
    }),
  (started) => started.stop(),
);
closePagesAfterEach();

const COMPANY = 'sales@kopano-it.co.za';
const FORM = '[data-testid="contact-form"]';
const SEND = `${FORM} button[type="submit"]`;
const CAPTCHA = '[data-testid="contact-captcha"]';
const messageTo = (address: string) => sink.messages.find((m) => m.envelope.to[0] === address);

describe('messages reach a real SMTP server', () => {
  it('when a visitor sends the contact form in Chromium with news and offers ticked, then Send waits while it goes, the company receives what was typed and the consent, the visitor a confirmation, under the reference the toast gave, and every field, the box and the captcha are cleared', async () => {
    const { page, errors } = await openHydrated(chromium.browser, `${site.url}/contact`);
    await touchForm(page, FORM);
    await page.setRequestInterception(true);
    // The post held a moment, so the sending state can be seen.
    page.on(
      'request',
      (r) => void (r.url().endsWith(SEND_CONTACT_EMAIL_PATH) ? setTimeout(() => void r.continue(), 600) : r.continue()),
    );
    await page.type('input[name="name"]', 'Thandi Nkosi');
    await page.type('input[name="email"]', 'thandi@example.co.za');
    await page.type('input[name="company"]', 'Nkosi Logistics');
    await page.type('input[name="phone"]', '+27 82 555 0199');
    await page.type('textarea[name="message"]', 'We need backups for 12 desktops.\nCan you call on Monday?');
    const consent = `${FORM} input[name="marketing"]`;
    const ticked = () => page.$eval(consent, (box) => (box as HTMLInputElement).checked);
    expect(await ticked()).toBe(false);
    await page.click(consent);
    await page.waitForSelector(`${CAPTCHA}[data-status="verified"]`, { timeout: 20_000 });
    await page.click(SEND);
    await page.waitForFunction((send) => document.querySelector(send)?.textContent === 'Sending...', {}, SEND);
    const sendState = () => page.$eval(SEND, (b) => [b.textContent, (b as HTMLButtonElement).disabled]);
    expect(await sendState()).toEqual(['Sending...', true]);
    const reference = await toastReference(page, 'Message Sent', "Thanks for your message! We'll be in touch soon.", 15_000);
    const values = await page.$$eval(`${FORM} input:not([type="checkbox"]), ${FORM} textarea`, (all) =>
      all.filter((e) => !e.closest('altcha-widget')).map((e) => (e as HTMLInputElement).value),
    );
    expect(values).toEqual(['', '', '', '', '']);
    expect(await ticked()).toBe(false);
    // The captcha starts again, and Send waits for it.
    await page.waitForFunction(
      (captcha) => document.querySelector(captcha)?.getAttribute('data-status') !== 'verified',
      {},
      CAPTCHA,
    );
    expect(await sendState()).toEqual(['Send Message', true]);
    await sink.waitFor(() => Boolean(messageTo(COMPANY) && messageTo('thandi@example.co.za')), 15_000);

    // Its headers (To, Reply-To) and the confirmation's words: integration/mail-delivery.test and order-mail.test.
    const { mail } = messageTo(COMPANY)!;
    expect(mail.header('subject')).toBe(`Contact ${reference}: Thandi Nkosi, Nkosi Logistics`);
    expect(messageTo('thandi@example.co.za')!.mail.header('subject')).toBe(`Kopano IT Solutions: your message ${reference}`);
    expect(mail.text).toContain('Phone: +27 82 555 0199');
    expect(mail.text).toContain('We need backups for 12 desktops.\nCan you call on Monday?');
    expect(mail.text).toContain('Marketing: yes');
    expect(errors).toEqual([]);
  });

  it('when a visitor orders a shared plan in the order dialog, then the toast, the staff e-mail and the confirmation carry one reference, and staff see the catalogue price', async () => {
    const { page } = await openHydrated(chromium.browser, `${site.url}/shared-hosting`);
    await page.click('[data-plan="shared-business"] [data-testid="order-button"]');
    await page.waitForSelector('[data-testid="order-form"]', { timeout: 15_000 });
    await page.type('[data-testid="order-form"] input[name="name"]', 'Sipho Dlamini');
    await page.type('[data-testid="order-form"] input[name="email"]', 'sipho@example.org');
    await page.type('[data-testid="order-form"] input[name="phone"]', '+27 82 555 0100');
    await page.click('[data-testid="order-form"] input[name="billing"][value="yearly"]');
    // The pre-filled sentence stays as it was: staff must not read it as the customer's words.
    await page.click('[data-testid="order-form"] button[type="submit"]');
    const reference = await toastReference(page, 'Order Submitted!', "We'll contact you shortly to confirm your order.", 20_000);
    await sink.waitFor(() => sink.messages.filter((m) => m.mail.header('subject')?.includes(reference)).length >= 2, 15_000);

    const staff = sink.messages.filter((m) => m.envelope.to[0] === COMPANY && m.mail.header('subject')?.includes(reference));
    expect(staff).toHaveLength(1);
    const { mail } = staff[0];
    expect(mail.header('subject')).toBe(
      `Order ${reference}: Shared Hosting Business, ${yearlyPrice('shared-business')}, Sipho Dlamini`,
    );
    // Its Reply-To, the rest of its body for a shared Business plan, and the confirmation's words: integration/order-mail.test and
    // confirmations.test; here, what the dialog sent: the billing chosen, the pre-filled sentence left as it was.
    expect(mail.text).toContain('Billing: Yearly, in advance\n');
    expect(mail.text).toContain('Additional requirements:\nNo additional requirements specified.\n');

    const confirmations = sink.messages.filter((m) => m.envelope.to[0] === 'sipho@example.org');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].mail.header('subject')).toBe(
      `Kopano IT Solutions: your order request ${reference}, Shared Hosting Business`,
    );
  });
});
