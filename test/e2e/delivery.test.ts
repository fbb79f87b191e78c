import path from 'node:path';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { FAST_ALTCHA, tempFolder } from '../support/endpoint-kit';
import { gotoHydrated, openPage } from '../support/page-helpers';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

let sink: SmtpSink;
let site: SiteProcess;
let chromium: TestBrowser;

beforeAll(async () => {
  sink = await startSmtpSink();
  [site, chromium] = await Promise.all([
    startSiteProcess({
      NODE_PATH: path.resolve('node_modules'),
      SMTP_URL: sink.url,
      DATA_DIR: tempFolder('delivery'),
      MAIL_TO: 'sales@kopano-it.co.za',
      MAIL_FROM: 'website@kopano-it.co.za',
      ...FAST_ALTCHA,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  site?.child.kill('SIGTERM');
  await Promise.all([site?.exited, chromium?.close()]);
  await sink?.stop();
});

const toastShown = (t: string) => [...document.querySelectorAll('[data-testid="toast"] .title')].some((e) => e.textContent === t);

describe('messages reach a real SMTP server', () => {
  it('when a visitor sends the contact form in Chromium, then the company receives it with Reply-To set to the visitor', async () => {
    const { page } = await openPage(chromium.browser);
    await gotoHydrated(page, `${site.url}/contact`);
    await page.waitForSelector('[data-testid="contact-form"] altcha-widget', { timeout: 15_000 });
    await page.type('input[name="name"]', 'Thandi Nkosi');
    await page.type('input[name="email"]', 'thandi@example.co.za');
    await page.type('input[name="company"]', 'Nkosi Logistics');
    await page.type('input[name="phone"]', '+27 82 555 0199');
    await page.type('textarea[name="message"]', 'We need backups for 12 desktops.\nCan you call on Monday?');
    await page.waitForSelector('[data-testid="contact-captcha"][data-status="verified"]', { timeout: 20_000 });
    await page.click('[data-testid="contact-form"] button[type="submit"]');
    await page.waitForFunction(toastShown, { timeout: 15_000 }, 'Message Sent');
    await sink.waitFor((m) => m.length >= 1, 15_000);

    const { mail, envelope } = sink.messages[0];
    expect(envelope.to).toEqual(['sales@kopano-it.co.za']);
    expect(mail.header('to')).toBe('sales@kopano-it.co.za');
    expect(mail.header('reply-to')).toBe('thandi@example.co.za');
    expect(mail.header('subject')).toBe('[Kopano IT Solutions] Website contact from Thandi Nkosi');
    expect(mail.text).toContain('Email: thandi@example.co.za');
    expect(mail.text).toContain('Company: Nkosi Logistics');
    expect(mail.text).toContain('Phone: +27 82 555 0199');
    expect(mail.text).toContain('We need backups for 12 desktops.\nCan you call on Monday?');
    await page.close();
  });

  it('when a visitor orders a VPS plan in the order dialog, then the order e-mail arrives with the plan and the visitor as Reply-To', async () => {
    const { page } = await openPage(chromium.browser);
    await gotoHydrated(page, `${site.url}/server-hosting`);
    await page.click('[data-testid="order-button"]');
    await page.waitForSelector('[data-testid="order-form"]', { timeout: 15_000 });
    const title = await page.$eval('dialog[open] h2', (h) => h.textContent ?? '');
    const planName = title.replace(/^Order /, '');
    await page.type('[data-testid="order-form"] input[name="name"]', 'Sipho Dlamini');
    await page.type('[data-testid="order-form"] input[name="email"]', 'sipho@example.org');
    await page.type('[data-testid="order-form"] input[name="phone"]', '+27 82 555 0100');
    await page.click('[data-testid="order-form"] button[type="submit"]');
    await page.waitForFunction(toastShown, { timeout: 20_000 }, 'Order Submitted!');
    await sink.waitFor((m) => m.some((x) => x.mail.header('subject')?.includes('Hosting order')), 15_000);

    const { mail, envelope } = sink.messages.find((x) => x.mail.header('subject')?.includes('Hosting order')) ?? sink.messages[0];
    expect(envelope.to).toEqual(['sales@kopano-it.co.za']);
    expect(mail.header('reply-to')).toBe('sipho@example.org');
    expect(mail.header('subject')).toBe('[Kopano IT Solutions] Hosting order from Sipho Dlamini');
    expect(mail.text).toContain('=== HOSTING ORDER REQUEST ===');
    expect(mail.text).toContain(`Plan: ${planName}`);
    // VAT Act s65: the price the visitor agreed to says it includes VAT, in the e-mail too.
    expect(mail.text).toContain('\nPrice: R124/month incl. VAT\n');
    // The dialog pre-fills its message (§3), which arrives as the visitor's requirements.
    expect(mail.text).toContain(`Additional Requirements:\nI would like to order the ${planName} plan (R124/month incl. VAT).`);
    expect(mail.text).toContain('Phone: +27 82 555 0100');
    await page.close();
  });
});
