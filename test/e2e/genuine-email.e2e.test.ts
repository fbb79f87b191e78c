import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contactCopy } from '../../shared/catalogue/contact-copy';
import { genuineEmailCopy as copy } from '../../shared/catalogue/genuine-email-copy';
import { GENUINE_EMAIL_API_PATH, GENUINE_EMAIL_SUMMARY_PATH, MESSAGE_BYTES_MAX } from '../../shared/genuine-email/answer';
import { paths } from '../../shared/routes';
import { forTests, tempFolder } from '../support/for-tests';
import { atMicrosoft, keysFor, letter } from '../support/genuine-email-kit';
import { layoutProblems } from '../support/layout-check';
import { closePagesAfterEach, openHydrated, openPage } from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';
import { startSite, withSite } from '../support/site-server';

/** "Is this e-mail genuine?" as a clerk uses it: a saved .eml chosen and sent, with JavaScript and without. */

const SUPPLIER = 'supplier.co.za';
const chromium = chromiumForTests();
const site = forTests(
  () => startSite({ DATA_DIR: tempFolder('genuine-email-e2e') }),
  (started) => started.close(),
);
const saved = forTests(
  async () => {
    const file = path.join(tempFolder('genuine-email-file'), 'invoice.eml');
    const raw = await letter({ from: `Supplier Accounts <billing@${SUPPLIER}>`, signedBy: SUPPLIER }, keysFor([SUPPLIER]));
    writeFileSync(file, atMicrosoft(raw, { domain: SUPPLIER, compauth: 'pass reason=100' }));
    return { file };
  },
  async () => undefined,
);
closePagesAfterEach();

const verdict = '[data-testid="genuine-verdict"]';

it.each([375, 1280])(
  'when a clerk at %i px with JavaScript chooses the saved invoice and checks it, then the verdict shows in place, laid out on the screen, and its PDF summary comes from the same form',
  async (width) => {
    const { page, errors } = await openHydrated(chromium.browser, `${site.url}${paths['genuine-email']}`, width, 900);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const input = await page.waitForSelector('input[type="file"]');
    await input!.uploadFile(saved.file);
    await page.click('form button[type="submit"]');
    await page.waitForSelector(verdict, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await page.$eval(`${verdict} h2`, (h2) => h2.textContent)).toBe(copy.outcomes.genuine(SUPPLIER));
    expect(await layoutProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    const [summary] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === GENUINE_EMAIL_SUMMARY_PATH),
      page.click(`${verdict} button[type="submit"]`),
    ]);
    expect([summary.status(), summary.headers()['content-type']]).toEqual([200, 'application/pdf']);
  },
);

it('when a clerk with JavaScript chooses a file over the size read, then the page refuses it at once and uploads nothing', async () => {
  const file = path.join(tempFolder('genuine-email-large'), 'large.eml');
  writeFileSync(file, Buffer.alloc(MESSAGE_BYTES_MAX + 1, 'a'));
  const { page, errors } = await openHydrated(chromium.browser, `${site.url}${paths['genuine-email']}`, 375, 900);
  const posted: string[] = [];
  page.on('request', (request) => void (request.method() === 'POST' && posted.push(new URL(request.url()).pathname)));
  const input = await page.waitForSelector('input[type="file"]');
  await input!.uploadFile(file);
  await page.click('form button[type="submit"]');
  const refusal = await page.waitForSelector(`::-p-text(${copy.refusal('too-large', 'file')})`);
  expect(await refusal!.isIntersectingViewport()).toBe(true);
  expect(posted).not.toContain(GENUINE_EMAIL_API_PATH);
  expect(errors).toEqual([]);
});

it('when a clerk with JavaScript has used up the checks this network may make, then the page says so and for how long', async () => {
  await withSite({ DATA_DIR: tempFolder('genuine-email-limited'), SEARCH_PAGE_RATE_LIMIT_MAX: '1' }, async (limited) => {
    const { page } = await openHydrated(chromium.browser, `${limited.url}${paths['genuine-email']}`, 375, 900);
    const input = await page.waitForSelector('input[type="file"]');
    await input!.uploadFile(saved.file);
    await page.click('form button[type="submit"]');
    await page.waitForSelector(verdict, { timeout: 15_000 });
    await page.click('form button[type="submit"]');
    const problem = await page.waitForSelector('[data-testid="genuine-answer"] .problem', { timeout: 15_000 });
    // The limit's window is ten minutes.
    expect(await problem!.evaluate((element) => element.textContent)).toBe(contactCopy.rateLimited.description(10));
    expect(await problem!.isIntersectingViewport()).toBe(true);
  });
});

it('when a clerk with JavaScript off sends the form, then the page that comes back opens at the verdict', async () => {
  const { page } = await openPage(chromium.browser, 375, 900);
  await page.setJavaScriptEnabled(false);
  await page.goto(`${site.url}${paths['genuine-email']}`, { waitUntil: 'load' });
  const input = await page.waitForSelector('input[type="file"]');
  await input!.uploadFile(saved.file);
  await page.type('input[name="supplier"]', SUPPLIER);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('form button[type="submit"]')]);
  expect(new URL(page.url()).hash).toBe('#answer');
  expect(await page.$eval(`${verdict} h2`, (h2) => h2.textContent)).toBe(copy.outcomes.genuine(SUPPLIER));
  expect(await page.$eval(verdict, (element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  expect(await layoutProblems(page)).toEqual([]);
});
