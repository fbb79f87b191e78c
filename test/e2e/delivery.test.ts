import { SEND_CONTACT_EMAIL_PATH } from '../../shared/api';
import { tempFolder } from '../support/endpoint-kit';
import { toastReference, openHydrated, closePagesAfterEach, touchForm } from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';
import { startSiteProcess } from '../support/site-process';
import { smtpSinkForTests } from '../support/smtp-sink';
import { forTests } from '../support/for-tests';

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
});
