import type { Page } from 'puppeteer';
import { callbackCopy, callbackDayLabel, callbackTimes, callbackTopics } from '../../shared/catalogue/callback-copy';
import { callbackDaysOffered } from '../../shared/validation/callback-schema';
import { siteWithSmtpSink } from '../support/endpoint-kit';
import {
  fieldSizes,
  IOS_ZOOM_BELOW_PX,
  openPage,
  toastReference,
  openHydrated,
  closePagesAfterEach,
  touchForm,
} from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';

/** "Request a call back" as a visitor uses it in Chromium, with the real endpoint and a real SMTP server behind it. */
const chromium = chromiumForTests();
const STAFF = 'sales@kopano-it.co.za';
const { sink, site } = siteWithSmtpSink({
  MAIL_TO: STAFF,
  CONTACT_RATE_LIMIT_MAX: '100',
  CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '1000',
});
closePagesAfterEach();

const FORM = '[data-testid="callback-form"]';
const SEND = `${FORM} button[type="submit"]`;
const SOLVED = '[data-testid="callback-captcha"][data-status="verified"]';

/** Opens `route` at `width` and scrolls to the call back, which brings its form; touching the form starts the captcha. */
async function openCallback(route: string, width = 1280) {
  const watched = await openHydrated(chromium.browser, `${site.url}${route}`, width, 900);
  await watched.page.$eval('#call-back', (section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await touchForm(watched.page, FORM);
  return watched;
}

const values = (page: Page) =>
  page.$$eval(`${FORM} input[name], ${FORM} select[name]`, (els) =>
    Object.fromEntries(
      els.filter((e) => !e.closest('altcha-widget')).map((e) => [e.getAttribute('name'), (e as HTMLInputElement).value]),
    ),
  );

describe('Request a call back in Chromium', () => {
  it('when a visitor on the support page asks for a call on a chosen day, then the toast gives the reference, staff get the call back with that day, and the form is empty again', async () => {
    const { page, errors } = await openCallback('/support', 375);
    // The day list: any weekday, today while office hours last, then the next five working days.
    const offered = await page.$$eval(`${FORM} select[name="day"] option`, (options) => options.map((o) => o.value));
    // Which days those are, at any hour: unit/callback-schema.test.
    expect(offered).toEqual(['any', ...callbackDaysOffered(new Date())]);
    expect(await values(page)).toMatchObject({ topic: 'support', day: 'any', time: 'any' });
    // Drawn at 16 px or more, so iOS Safari does not zoom in on focus (the same field styles as the consultation form's).
    expect((await fieldSizes(page, FORM)).filter((size) => size.px < IOS_ZOOM_BELOW_PX)).toEqual([]);
    await page.type(`${FORM} input[name="name"]`, 'Thandi Nkosi');
    await page.type(`${FORM} input[name="phone"]`, '+27 82 555 0199');
    const day = offered[2]!;
    await page.select(`${FORM} select[name="day"]`, day);
    await page.select(`${FORM} select[name="time"]`, 'afternoon');
    await page.select(`${FORM} select[name="topic"]`, 'billing');
    await page.waitForSelector(SOLVED, { timeout: 20_000 });
    await page.click(SEND);
    const reference = await toastReference(page, callbackCopy.success.title, callbackCopy.success.description);
    await sink.waitFor((messages) => messages.some((m) => m.mail.header('subject')?.includes(reference)), 10_000);
    const mail = sink.messages.find((m) => m.mail.header('subject')?.includes(reference))!;
    expect(mail.mail.header('subject')).toBe(
      `Call back ${reference}: ${callbackDayLabel(day)}, ${callbackTimes.afternoon}, ${callbackTopics.billing}, Thandi Nkosi`,
    );
    expect(await values(page)).toEqual({ name: '', phone: '', day: 'any', time: 'any', topic: 'support' });
    expect(await page.$(SOLVED)).toBeNull();
    expect(errors).toEqual([]);
  });

  // Sent empty (the toast, the marks, focus on the name) and failed by the server (the toast naming the phone, the fields
  // kept): unit/components.test ('when the call back is sent empty…', 'when the server fails a call back…'), the same
  // form in jsdom. On the contact page it asks about sales: e2e/contact-form.test ('when the plan id is unknown…').

  // Its phone and WhatsApp links in place of a form: integration/content-pages.test ('the call back without JavaScript').
  it.each(['/contact', '/support'])(
    'when %s is opened with JavaScript off, then the call back is no taller than its offer of the phone and WhatsApp needs',
    async (route) => {
      const { page } = await openPage(chromium.browser, 375, 812);
      await page.setJavaScriptEnabled(false);
      await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
      // Nothing stands empty where the form would be: the section is no taller than its heading and these links need.
      const { section, links: box } = await page.$eval('#call-back', (s) => ({
        section: s.getBoundingClientRect().bottom,
        links: s.querySelector('[data-testid="callback-form-noscript"]')!.getBoundingClientRect().bottom,
      }));
      expect(section - box).toBeLessThan(120);
    },
  );
});
