import type { Page } from 'puppeteer';
import { fixedChecker } from '../support/fixed-checker';
import { emailWatchCopy as copy } from '../../shared/catalogue/email-watch-copy';
import { EMAIL_CHECK_IDS, type EmailSecurityResult } from '../../shared/email-security/result';
import { paths } from '../../shared/routes';
import { createMailService } from '../../server/site-mail';
import { forTests, tempFolder } from '../support/for-tests';
import { layoutProblems } from '../support/layout-check';
import { databaseIn, mailOptionsIn, outboxIds, outboxRecord } from '../support/mail-kit';
import { closePagesAfterEach, openHydrated, openPage, waitForDocumentQuiet } from '../support/page-helpers';
import { startSite } from '../support/site-server';
import { chromiumForTests } from '../support/site-in-chromium';

/** "E-mail me if this gets worse" as a visitor meets it under a result, with JavaScript on and off. */

const result: EmailSecurityResult = {
  domain: 'acme.co.za',
  shown: 'acme.co.za',
  checkedAt: new Date().toISOString(),
  exists: true,
  findings: EMAIL_CHECK_IDS.map((check) => ({ check, status: 'warn', found: `${check} found`, meaning: `${check} means` })),
};

const chromium = chromiumForTests();
/** Layout shifts hang on when the browser paints: they are measured in the whole browser a visitor runs (docs/decisions/023). */
const visitorsChromium = chromiumForTests({ whole: true });
const running = forTests(
  async () => {
    const dataDir = tempFolder('email-watch');
    // Room for every post of the file (one client, one domain), the form's without JavaScript too.
    const room = {
      CONTACT_RATE_LIMIT_MAX: '100',
      EMAIL_WATCH_NOSCRIPT_CLIENT_HOURLY_MAX: '100',
      EMAIL_WATCH_NOSCRIPT_DOMAIN_DAILY_MAX: '100',
    };
    const site = await startSite({ DATA_DIR: dataDir, ...room }, (config, logger) => ({
      emailSecurity: fixedChecker(result),
      mail: createMailService(mailOptionsIn(dataDir, { logger, publicUrl: config.publicUrl })),
    }));
    return { site, dataDir };
  },
  ({ site }) => site.close(),
);
closePagesAfterEach();

const FORM = '[data-testid="email-watch-form"]';
const resultUrl = () => `${running.site.url}${paths['email-security']}?domain=${result.domain}#watch`;

/** The address typed, and the captcha, which starts once the form is filled in, solved. */
async function fillIn(page: Page, email: string) {
  // Once the page has settled: the captcha's code comes at the first touch of the form.
  await waitForDocumentQuiet(page, { idleTime: 200, timeout: 15_000 });
  await page.type(`${FORM} input[name="email"]`, email);
  await page.waitForSelector(`${FORM} altcha-widget`, { timeout: 15_000 });
  await page.waitForSelector('[data-testid="email-watch-captcha"][data-status="verified"]', { timeout: 45_000 });
}

it('when a visitor asks to watch their domain with JavaScript on, then the form answers in place: check your inbox', async () => {
  const { page, errors } = await openHydrated(chromium.browser, resultUrl(), 375, 800);
  await fillIn(page, 'thabo@acme.co.za');
  await page.click(`${FORM} button[type="submit"]`);
  const answer = await page.waitForSelector('[data-testid="email-watch-asked"]', { timeout: 10_000 });
  expect(await answer!.evaluate((el) => el.textContent)).toContain(copy.asked.text('thabo@acme.co.za', 'acme.co.za'));
  expect(await answer!.evaluate((el) => el.textContent)).toContain(copy.asked.noLink);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('email-watch-asked');
  expect(new URL(page.url()).pathname).toBe(paths['email-security']);
  expect(await layoutProblems(page)).toEqual([]);
  expect(errors).toEqual([]);
});

/** The form's button as the visitor sees it, and the captcha's state at that moment. */
const sendButton = (page: Page) =>
  page.$eval(FORM, (form) => ({
    text: form.querySelector('button[type="submit"]')?.textContent,
    captcha: form.querySelector('[data-testid="email-watch-captcha"]')?.getAttribute('data-status'),
  }));

it.each([
  ['presses Enter', (page: Page) => page.keyboard.press('Enter')],
  ['taps the button', (page: Page) => page.click(`${FORM} button[type="submit"]`)],
])(
  'when a visitor types the address and at once %s, while the robot check is still starting, then the button says it waits for the check, and the request goes once it is done',
  async (_how, press) => {
    const { page, errors } = await openHydrated(chromium.browser, resultUrl(), 375, 800);
    await waitForDocumentQuiet(page, { idleTime: 200, timeout: 15_000 });
    await page.type(`${FORM} input[name="email"]`, 'sipho@acme.co.za');
    // What the button says from the press on, with the captcha's state then.
    await page.$eval(FORM, (form) => {
      const said = ((window as unknown as { said: string[] }).said = [] as string[]);
      new MutationObserver(() => {
        const button = form.querySelector('button[type="submit"]');
        if (button) said.push(button.textContent ?? '');
      }).observe(form, { subtree: true, childList: true, characterData: true });
    });
    // Pressed straight after typing: how soon is the browser's to say (a starved run takes longer), and
    // what the button said below holds whenever the press came before the check was done.
    await press(page);
    // Null when the page is going: the form's code had not come, and the browser posted the form itself.
    const pressed = await sendButton(page).catch(() => null);
    // The answer, in the form's place, or on the watch page the browser's post goes to.
    const answered = await page.waitForFunction(
      (heading) =>
        document.querySelector('[data-testid="email-watch-asked"]')?.textContent ??
        (document.querySelector('h1')?.textContent === heading ? document.querySelector('main')?.textContent : undefined),
      // A full run starves the browser for seconds at a time: the check and the post take 2 s alone.
      { timeout: 45_000 },
      copy.asked.heading,
    );
    expect(await answered.jsonValue()).toContain(copy.asked.text('sipho@acme.co.za', 'acme.co.za'));
    expect(confirmLinkFor('sipho@acme.co.za')).toContain('token=');
    // The check had not finished by the press: the button said what it waited for.
    if (pressed && pressed.captcha !== 'verified')
      expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toContain(copy.form.waiting);
    expect(errors).toEqual([]);
  },
  90_000,
);

it('when the address is not at the domain, then the form says so at the field and keeps what was typed; put right, one press sends it', async () => {
  const { page, errors } = await openHydrated(chromium.browser, resultUrl(), 1280, 900);
  await fillIn(page, 'zanele@gmail.com');
  await page.click(`${FORM} button[type="submit"]`);
  await page.waitForSelector(`${FORM} input[name="email"][aria-invalid="true"]`, { timeout: 10_000 });
  const field = await page.$eval(`${FORM} input[name="email"]`, (input) => ({
    value: (input as HTMLInputElement).value,
    focused: document.activeElement === input,
    problem: document.getElementById(input.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent,
  }));
  expect(field).toMatchObject({ value: 'zanele@gmail.com', focused: true });
  expect(field.problem).toContain('acme.co.za');
  expect(await page.$('[data-testid="email-watch-asked"]')).toBeNull();
  await page.$eval(`${FORM} input[name="email"]`, (input) => ((input as HTMLInputElement).value = ''));
  await page.type(`${FORM} input[name="email"]`, 'zanele@acme.co.za');
  await page.click(`${FORM} button[type="submit"]`);
  const answer = await page.waitForSelector('[data-testid="email-watch-asked"]', { timeout: 20_000 });
  expect(await answer!.evaluate((el) => el.textContent)).toContain(copy.asked.text('zanele@acme.co.za', 'acme.co.za'));
  // The refusal's 400, and nothing else, in the console.
  expect(errors).toEqual([expect.stringContaining('400 (Bad Request)')]);
});

it('when JavaScript is off, then the form posts to the watch page, which says to check the inbox', async () => {
  const { page } = await openPage(chromium.browser, 375, 800);
  await page.setJavaScriptEnabled(false);
  await page.goto(resultUrl(), { waitUntil: 'load' });
  expect(await page.$(`${FORM} altcha-widget`)).toBeNull();
  await page.type(`${FORM} input[name="email"]`, 'lerato@mail.acme.co.za');
  // Enter in the field sends the form, as the button does.
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.keyboard.press('Enter')]);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(paths['email-watch']);
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(copy.asked.heading);
  expect(await page.$eval('main', (main) => main.textContent)).toContain('lerato@mail.acme.co.za');
  expect(await layoutProblems(page)).toEqual([]);
});

it('when JavaScript is off and the address is at another domain, then the page that answers holds the form as it was filled in, the problem beside the address', async () => {
  const { page } = await openPage(chromium.browser, 375, 800);
  await page.setJavaScriptEnabled(false);
  await page.goto(resultUrl(), { waitUntil: 'load' });
  await page.type(`${FORM} input[name="email"]`, 'lerato@gmail.com');
  await page.focus(`${FORM} input[name="contact"]`);
  await page.keyboard.press('Space');
  expect(await page.$eval(`${FORM} input[name="contact"]`, (box) => (box as HTMLInputElement).checked)).toBe(true);
  const [response] = await Promise.all([
    page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
    page.click(`${FORM} button[type="submit"]`),
  ]);
  expect(response?.status()).toBe(400);
  const field = await page.$eval(`${FORM} input[name="email"]`, (input) => {
    const problem = document.getElementById(input.getAttribute('aria-describedby')?.split(' ').pop() ?? '');
    const box = input.getBoundingClientRect();
    const below = problem?.getBoundingClientRect();
    return {
      value: (input as HTMLInputElement).value,
      ticked: (document.querySelector('input[name="contact"]') as HTMLInputElement).checked,
      problem: problem?.textContent,
      // The problem sits under the field, within the form's width.
      under: below !== undefined && below.top >= box.bottom - 1 && below.left >= box.left - 1 && below.right <= box.right + 1,
    };
  });
  expect(field).toEqual({
    value: 'lerato@gmail.com',
    ticked: true,
    problem: copy.problems.otherDomain('acme.co.za'),
    under: true,
  });
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(copy.refused.heading);
  expect(await layoutProblems(page)).toEqual([]);
  // A starved full run: the page's check and the post's take seconds each.
}, 60_000);

/** The confirmation link queued for `email` (the outbox is not delivered here), on this site. */
function confirmLinkFor(email: string): string {
  const file = databaseIn(running.dataDir);
  const requests = outboxIds(file).map(
    (id) => outboxRecord(file, id)?.request as { kind: string; email: string; confirmUrl?: string },
  );
  const confirm = requests.find((request) => request.kind === 'email-watch-confirm' && request.email === email);
  if (!confirm?.confirmUrl) throw new Error(`no confirmation queued for ${email}`);
  const url = new URL(confirm.confirmUrl);
  return `${running.site.url}${url.pathname}${url.search}`;
}

it('when the visitor opens the confirmation link, then nothing starts until they press its one button, and then the page says the domain is watched', async () => {
  const asked = await fetch(`${running.site.url}${paths['email-watch']}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ domain: result.domain, email: 'naledi@acme.co.za' }),
  });
  expect(asked.status).toBe(200);
  const { page, errors } = await openHydrated(chromium.browser, confirmLinkFor('naledi@acme.co.za'), 375, 800);
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(copy.confirm.heading(result.shown));
  expect(await layoutProblems(page)).toEqual([]);
  const [response] = await Promise.all([
    page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
    page.click('[data-testid="email-watch"] form button[type="submit"]'),
  ]);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(paths['email-watch-confirm']);
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(copy.confirmed.heading(result.shown));
  // The link opened again says the watch is on already: the integration test's (email-watch.test.ts).
  expect(errors).toEqual([]);
});

it.each([375, 1280])(
  'when a visitor lands on a result at #watch (%i px), then the form stays where it was drawn while the review form above it arrives',
  async (width) => {
    const { page, errors } = await openPage(visitorsChromium.browser, width, 800);
    // Every layout shift the visitor did not cause, from before the document exists.
    await page.evaluateOnNewDocument(() => {
      const state = window as unknown as { shifted: number };
      state.shifted = 0;
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!shift.hadRecentInput) state.shifted += shift.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(resultUrl(), { waitUntil: 'domcontentloaded' });
    // Where in the page the form was drawn, and where it is once the page has settled.
    const place = () => page.$eval(FORM, (form) => Math.round(form.getBoundingClientRect().top + window.scrollY));
    const drawnAt = await place();
    // The browser brings it into view as the page loads, at once: no long glide from the top
    // the visitor would have to wait out (or press into) before starting on the form.
    await page.waitForFunction(() => document.readyState === 'complete', { timeout: 15_000 });
    expect(await page.$eval('#watch', (section) => Math.round(section.getBoundingClientRect().top))).toBeLessThan(800);
    await page.waitForSelector('form[data-testid="email-security-review"]', { timeout: 15_000 });
    await waitForDocumentQuiet(page, { idleTime: 300, timeout: 15_000 });
    expect(await place()).toBe(drawnAt);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    expect(errors).toEqual([]);
  },
);
