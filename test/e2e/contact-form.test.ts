import type { HTTPRequest, Page } from 'puppeteer';
import { chunkNames } from '../support/chunk-names';
import { endpointSiteForTests } from '../support/endpoint-kit';
import { company, onOneLine } from '../../shared/catalogue/company';
import {
  gotoHydrated,
  isVisible,
  openPage,
  waitForToast,
  openHydrated,
  closePagesAfterEach,
  touchForm,
  waitForDocumentQuiet,
} from '../support/page-helpers';
import { chromiumForTests, withChallengesUsedUp } from '../support/site-in-chromium';
import { orderSentenceOf } from '../support/catalogue-text';
import { fillOrderForm, type OrderFields } from '../support/order-dialog-helpers';

const site = endpointSiteForTests({ CONTACT_RATE_LIMIT_MAX: '100', CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '1000' });
const chromium = chromiumForTests();
closePagesAfterEach();

const FORM = '[data-testid="contact-form"]';
const SEND = `${FORM} button[type="submit"]`;
const CAPTCHA = '[data-testid="contact-captcha"]';

/** The contact page with its form touched once, which brings the captcha widget. */
async function openForm(path = '/contact') {
  const watched = await openHydrated(chromium.browser, `${site.url}${path}`);
  await touchForm(watched.page, FORM);
  return watched;
}

const selectorOf = (name: string) => (name === 'message' ? `${FORM} textarea[name="message"]` : `${FORM} input[name="${name}"]`);

/** Sets the values at once (as autofill does), then focuses the form like a visitor would. */
async function fill(page: Page, values: OrderFields) {
  await fillOrderForm(page, values, FORM);
  await page.focus(selectorOf('name'));
}

const solved = (page: Page) => page.waitForSelector(`${CAPTCHA}[data-status="verified"]`, { timeout: 20_000 });
const isDisabled = (page: Page) => page.$eval(SEND, (b) => (b as HTMLButtonElement).disabled);
const fieldValues = (page: Page) =>
  page.$$eval(`${FORM} input:not([type="checkbox"]), ${FORM} textarea`, (els) =>
    els.filter((e) => !e.closest('altcha-widget')).map((e) => (e as HTMLInputElement).value),
  );

const VALID = {
  name: 'Thandi Nkosi',
  email: 'thandi@example.co.za',
  company: 'Nkosi Logistics',
  phone: '+27 82 555 0199',
  message: 'Please call me about managed backups.',
};

describe('the contact form in Chromium', () => {
  it('when the contact page opens, then the form arrives after mount with required fields and send disabled, and the captcha’s code waits for the visitor to start on it, in a box of the widget’s height; typing brings the widget, in the page theme, which starts solving at once', async () => {
    // Not in the server HTML: integration/content-pages.test ('when read with JavaScript off, then the form’s column…').
    const { page, errors } = await openPage(chromium.browser, 375, 800);
    const captchaCode: string[] = [];
    page.on(
      'request',
      (r) => void (chunkNames().matching('captcha-altcha-widget', 'altcha').test(r.url()) && captchaCode.push(r.url())),
    );
    await gotoHydrated(page, `${site.url}/contact`);
    await page.waitForSelector(`${FORM} [data-testid="captcha-idle"]`, { timeout: 15_000 });
    await waitForDocumentQuiet(page, { idleTime: 500 });
    expect(captchaCode).toEqual([]);
    const required = await page.$$eval(`${FORM} [required]`, (els) => els.map((e) => e.getAttribute('name')));
    expect(required).toEqual(['name', 'email', 'message']);
    expect(await isDisabled(page)).toBe(true);
    const height = (selector: string) => page.$eval(selector, (el) => el.getBoundingClientRect().height);
    const idle = await height(`${FORM} [data-testid="captcha-idle"]`);
    await page.type(selectorOf('name'), 'Thandi');
    await page.waitForSelector(`${FORM} altcha-widget`, { timeout: 15_000 });
    expect(captchaCode.length).toBeGreaterThan(0);
    expect(Math.abs((await height(`${FORM} altcha-widget`)) - idle)).toBeLessThan(1);
    expect(await page.$eval(`${FORM} altcha-widget`, (w) => w.getAttribute('data-theme'))).toBe('dark');
    await solved(page);
    const toggles = await page.$$('button[aria-label="Toggle theme"]');
    const shown = await Promise.all(toggles.map((toggle) => toggle.isVisible()));
    expect(shown).toContain(true);
    await toggles[shown.indexOf(true)]!.click();
    await page.waitForFunction(() => document.querySelector('altcha-widget')?.getAttribute('data-theme') === 'light');
    const privacy = await page.$eval(`${FORM} [data-testid="privacy-notice"] a`, (a) => a.getAttribute('href'));
    expect(privacy).toBe('/documents/privacy-policy.pdf');
    expect(errors).toEqual([]);
  });

  it('when Enter is pressed in a field before the captcha is solved, then "CAPTCHA Required" is shown', async () => {
    const { page } = await openForm();
    await page.setRequestInterception(true);
    page.on('request', (r: HTTPRequest) => (r.url().includes('/api/captcha/challenge') ? void r.abort() : void r.continue()));
    await fill(page, VALID);
    await page.waitForSelector(`${CAPTCHA}[data-status="error"]`, { timeout: 10_000 });
    expect(await isDisabled(page)).toBe(true);
    await page.focus(`${FORM} input[name="email"]`);
    await page.keyboard.press('Enter');
    expect(await waitForToast(page, 'CAPTCHA Required')).toEqual({
      title: 'CAPTCHA Required',
      description: "Please verify that you're not a robot",
      variant: 'destructive',
    });
    expect(await fieldValues(page)).toEqual(Object.values(VALID));
  });

  // Fields that are wrong, listed in "Validation Error", each marked where it is, focus on the first: unit/components.test
  // ('when the consultation form is sent with fields that are wrong…').

  // The toast clear of Send Message, scrolled to the foot of a phone's screen: the screen walk (its toast, at every width).
  it('when a send fails, then "Error" is shown, the reason is logged to the console, the fields are kept, and a second tap sends again, "Error" too when the network drops it', async () => {
    const { page, errors } = await openForm();
    await page.setRequestInterception(true);
    let posts = 0;
    page.on('request', (r: HTTPRequest) => {
      if (!r.url().includes('/functions/v1/send-contact-email')) return void r.continue();
      posts += 1;
      // The first send the server fails, the second the network drops.
      if (posts === 1) void r.respond({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"boom"}' });
      else void r.abort('internetdisconnected');
    });
    await fill(page, VALID);
    await solved(page);
    await page.click(SEND);
    expect(await waitForToast(page, 'Error')).toEqual({
      title: 'Error',
      description: 'Failed to send message. Please try again or contact us directly.',
      variant: 'destructive',
    });
    expect(errors.some((e) => e.includes('Contact form submission failed'))).toBe(true);
    expect(await fieldValues(page)).toEqual(Object.values(VALID));
    // The spent captcha starts again when the visitor touches the form (here without moving the page).
    await page.$eval(selectorOf('message'), (el) => (el as HTMLElement).focus({ preventScroll: true }));
    await solved(page);
    await page.click(SEND);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="toast"]').length === 2);
    expect(posts).toBe(2);
    expect(
      await page.$$eval('[data-testid="toast"]', (all) =>
        all.map((t) => [t.querySelector('.title')?.textContent, t.getAttribute('data-variant')]),
      ),
    ).toEqual([
      ['Error', 'destructive'],
      ['Error', 'destructive'],
    ]);
  });

  // Sent with news and offers ticked, through to the mail server: e2e/delivery.test ('when a visitor sends the contact form…').
});

describe('the captcha widget loading', () => {
  const failWidgetChunk = async (page: Page, failures: number) => {
    let seen = 0;
    await page.setRequestInterception(true);
    page.on('request', (r: HTTPRequest) => {
      if (!chunkNames().matching('captcha-altcha-widget').test(r.url())) return void r.continue();
      seen += 1;
      return seen <= failures ? void r.abort() : void r.continue();
    });
    return () => seen;
  };

  it('when the widget chunk fails twice, then the third try loads it', async () => {
    const { page } = await openPage(chromium.browser);
    const seen = await failWidgetChunk(page, 2);
    await gotoHydrated(page, `${site.url}/contact`);
    await touchForm(page, FORM);
    expect(seen()).toBe(3);
  });

  it('when the widget chunk fails three times, then the visitor is told and can try again', async () => {
    const { page } = await openPage(chromium.browser);
    const seen = await failWidgetChunk(page, 3);
    await gotoHydrated(page, `${site.url}/contact`);
    await touchForm(page, FORM, { waitForWidget: false });
    await page.waitForSelector('[data-testid="captcha-error"]', { timeout: 15_000 });
    expect(seen()).toBe(3);
    expect(await isDisabled(page)).toBe(true);
    await page.click('[data-testid="captcha-error"] button');
    await page.waitForSelector(`${FORM} altcha-widget`, { timeout: 15_000 });
  });
});

describe('arriving from a plan’s Order button before the script ran', () => {
  it('when JavaScript is off and Order Now is pressed, then the contact page names the plan and price and offers phone, WhatsApp and email', async () => {
    const { page } = await openPage(chromium.browser, 375, 800);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.url}/server-hosting`, { waitUntil: 'load' });
    await Promise.all([page.waitForNavigation(), page.click('[data-plan="CXN3"] [data-testid="order-button"]')]);
    expect(new URL(page.url()).search).toBe('?plan=CXN3');
    // The notice's words and the links to phone, WhatsApp and email: integration/content-pages.test; here, that they show.
    expect(await isVisible(page, '[data-testid="plan-notice"]')).toBe(true);
    expect(await isVisible(page, '[data-testid="plan-notice"] [data-testid="quote-link"]')).toBe(true);
    expect(await isVisible(page, '[data-testid="contact-form-noscript"]')).toBe(true);
    expect(await isVisible(page, '[data-testid="contact-form-loading"]')).toBe(false);
    // The form's column holds the message, not a blank frame the height of the form.
    const column = await page.$eval('.form-area', (el) => el.getBoundingClientRect().height);
    const message = await page.$eval('[data-testid="contact-form-noscript"]', (el) => el.getBoundingClientRect().height);
    expect(column - message).toBeLessThan(2);
  });

  // The form sends the message it shows, as it sends typed text (the test of news and offers above); the mail: e2e/delivery.test.
  it('when the contact page opens with ?plan=CXN3 and JavaScript, then the message is the order text', async () => {
    const { page, errors } = await openForm('/contact?plan=CXN3');
    expect(await page.$eval(selectorOf('message'), (el) => (el as HTMLTextAreaElement).value)).toBe(orderSentenceOf('CXN3'));
    expect(errors).toEqual([]);
  });

  it('when the plan id is unknown, then the page quietly shows the plain form, and its call back is about sales', async () => {
    const { page, errors } = await openForm('/contact?plan=NOPE');
    expect(await page.$('[data-testid="plan-notice"]')).toBeNull();
    expect(await page.$eval(selectorOf('message'), (el) => (el as HTMLTextAreaElement).value)).toBe('');
    // The call back's form comes as the visitor nears it (its behaviour: e2e/callback.test, unit/components.test).
    await page.$eval('#call-back', (section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.waitForSelector('[data-testid="callback-form"] select[name="topic"]', { timeout: 15_000 });
    expect(await page.$eval('[data-testid="callback-form"] select[name="topic"]', (s) => (s as HTMLSelectElement).value)).toBe(
      'sales',
    );
    expect(errors).toEqual([]);
  });
});

describe('the consultation form’s space before and without JavaScript', () => {
  it('when the form’s code is still on its way, then its space says it is loading instead of showing a blank', async () => {
    const { page } = await openPage(chromium.browser);
    await page.setRequestInterception(true);
    // The form's chunk is held, as on a slow connection: never answered while the test looks.
    page.on('request', (request) => {
      if (!chunkNames().matching('contact-form').test(request.url())) void request.continue();
    });
    await page.goto(`${site.url}/contact`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    expect(await isVisible(page, '[data-testid="contact-form-loading"]')).toBe(true);
    expect(await page.$eval('[data-testid="contact-form-loading"]', (el) => (el as HTMLElement).innerText)).toContain(
      'Loading the consultation form',
    );
  });

  it('when JavaScript is off on the home page, then the consultation space offers the other ways to reach us and no tall blank', async () => {
    const { page } = await openPage(chromium.browser, 1280, 900);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    const { frame, text } = await page.$eval('#consultation', (el) => ({
      frame: el.getBoundingClientRect().height,
      text: (el as HTMLElement).innerText,
    }));
    expect(text).toContain('needs JavaScript');
    expect(text).toContain(company.phone.display);
    expect(text).toContain(company.whatsapp.display);
    expect(text).toContain(company.email.display);
    expect(frame).toBeLessThan(600);
  });
});

describe('a network past the captcha challenge limit', () => {
  it('when an office has used up its challenges, then the form says so and for how long, instead of a bare failure', async () => {
    await withChallengesUsedUp(chromium.browser, '/contact', async (page) => {
      await page.waitForSelector(`${FORM} [data-testid="captcha-idle"]`, { timeout: 15_000 });
      await page.focus(selectorOf('name'));
      await page.waitForSelector('[data-testid="captcha-rate-limited"]', { timeout: 15_000 });
      const text = await page.$eval('[data-testid="captcha-rate-limited"]', (el) => (el as HTMLElement).innerText);
      expect(text).toMatch(/^Too many attempts\. Too many requests have come from your network .* try again in about 10 minutes/);
      // The number keeps its spaces unbreakable, so it never splits across lines.
      expect(text).toContain(onOneLine(company.phone.display));
    });
  });
});
