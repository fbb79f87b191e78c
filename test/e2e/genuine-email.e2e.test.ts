import { writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { domainToASCII } from 'node:url';
import type { Page } from 'puppeteer';
import { contactCopy } from '../../shared/catalogue/contact-copy';
import { sastIsoDay } from '../../shared/format-date';
import { genuineEmailCopy as copy } from '../../shared/catalogue/genuine-email-copy';
import { GENUINE_EMAIL_API_PATH, MESSAGE_BYTES_MAX } from '../../shared/genuine-email/answer';
import { paths } from '../../shared/routes';
import { zipOf } from '../support/archive-kit';
import { forTests, tempFolder } from '../support/for-tests';
import { atMicrosoft, keysFor, letter } from '../support/genuine-email-kit';
import { layoutProblems } from '../support/layout-check';
import { waitUntil } from '../support/mail-kit';
import { closePagesAfterEach, openHydrated, openPage, pressInView, saveDownloadsIn } from '../support/page-helpers';
import { pdfWords } from '../support/pdf-text';
import { chromiumForTests } from '../support/site-in-chromium';
import { startSite, withSite } from '../support/site-server';

/** "Is this e-mail genuine?" as a clerk uses it: a saved .eml chosen and sent, with JavaScript and without. */

const SUPPLIER = 'supplier.co.za';
const chromium = chromiumForTests();
const site = forTests(
  // Each width checks a few messages: more than one network's default allowance in ten minutes.
  () => startSite({ DATA_DIR: tempFolder('genuine-email-e2e'), SEARCH_PAGE_RATE_LIMIT_MAX: '100' }),
  (started) => started.close(),
);
const FORGED_SUBJECT = 'Updated banking details for November';
const FOREIGN = 'kоpano-it.co.za';
/** Saved messages: the supplier's genuine invoice, a forgery of it that Exchange failed, an empty file and a look-alike. */
const saved = forTests(
  async () => {
    const folder = tempFolder('genuine-email-file');
    const file = path.join(folder, 'invoice.eml');
    const forged = path.join(folder, 'forged.eml');
    const empty = path.join(folder, 'empty.eml');
    const lookalike = path.join(folder, 'lookalike.eml');
    const keys = keysFor([SUPPLIER]);
    const raw = await letter({ from: `Supplier Accounts <billing@${SUPPLIER}>`, signedBy: SUPPLIER }, keys);
    writeFileSync(file, atMicrosoft(raw, { domain: SUPPLIER, compauth: 'pass reason=100' }));
    // Its invoice in a ZIP locked with the password its text gives, which no virus scanner opens.
    const zip = zipOf({ files: { 'INV-2231.pdf': '%PDF-1.4 stand-in' }, password: '4417' });
    const fake = await letter({
      from: `Supplier Accounts <billing@${SUPPLIER}>`,
      subject: FORGED_SUBJECT,
      text: 'Our banking details have changed: see the invoice. Password: 4417',
      attachments: [{ filename: 'INV-2231.zip', content: zip, contentType: 'application/zip' }],
    });
    writeFileSync(forged, atMicrosoft(fake, { domain: SUPPLIER, compauth: 'fail reason=000' }));
    writeFileSync(empty, '');
    // The company's own name with a Cyrillic "о", passed by Microsoft 365 as its own domain's mail.
    const foreign = await letter({ from: `Kopano IT <billing@${FOREIGN}>` });
    writeFileSync(lookalike, atMicrosoft(foreign, { domain: FOREIGN, compauth: 'pass reason=100' }));
    return { file, forged, empty, lookalike };
  },
  async () => undefined,
);
closePagesAfterEach();

const verdict = '[data-testid="genuine-verdict"]';

/** Below the answer the form's button is off screen: the page opens scrolled past it, under the sticky header. */
const pressCheck = (page: Page) => pressInView(page, 'form button[type="submit"]');

it.each([375, 1280])(
  'when a clerk at %i px with JavaScript checks the invoice, is asked who it should be from and names the supplier, then chooses another file, then the old answer goes at once, and the summary is the new answer with its subject',
  async (width) => {
    const { page, errors } = await openHydrated(chromium.browser, `${site.url}${paths['genuine-email']}`, width, 900);
    const downloads = tempFolder(`genuine-email-downloads-${width}`);
    await saveDownloadsIn(page, downloads);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const input = await page.waitForSelector('input[type="file"]');
    await input!.uploadFile(saved.file);
    await page.click('form button[type="submit"]');
    await page.waitForSelector(verdict, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // Nobody named: the proven sender is asked about, and named in place, the file still chosen.
    const asked = copy.headline({ outcome: 'cant-tell', domain: SUPPLIER, reasons: [{ id: 'nobody-named', domain: SUPPLIER }] });
    expect(await page.$eval(`${verdict} h2`, (h2) => h2.textContent)).toBe(asked);
    expect(await page.$eval('[data-testid="genuine-next"] li', (li) => li.textContent)).toBe(copy.step.nameFirst);
    expect(await layoutProblems(page)).toEqual([]);
    await page.type('[data-testid="genuine-ask"] input', `accounts@${SUPPLIER}`);
    await pressInView(page, '[data-testid="genuine-ask"] button');
    await page.waitForSelector(`${verdict}[data-outcome="genuine"]`, { timeout: 15_000 });
    expect(await page.$eval(`${verdict} h2`, (h2) => h2.textContent)).toBe(copy.outcomes.genuine(SUPPLIER));
    expect(await page.$eval('input[name="supplier"]', (field) => (field as HTMLInputElement).value)).toBe(`accounts@${SUPPLIER}`);
    expect(await layoutProblems(page)).toEqual([]);
    await input!.uploadFile(saved.forged);
    expect(await page.$(verdict)).toBeNull();
    await pressCheck(page);
    await page.waitForSelector(`${verdict}[data-outcome="not-from"]`, { timeout: 15_000 });
    const shown = await page.$eval(`${verdict} h2`, (h2) => h2.textContent!);
    expect([
      shown,
      await page.$eval('[data-testid="genuine-subject"]', (dd) => dd.textContent),
      await page.$eval('[data-testid="genuine-attachments"] .danger', (danger) => danger.textContent),
    ]).toEqual([copy.outcomes['not-from'](), FORGED_SUBJECT, copy.danger['locked-password-given']]);
    await page.click(`${verdict} button[type="submit"]`);
    const name = copy.summaryFile('not-from', SUPPLIER, sastIsoDay(new Date()));
    await waitUntil(async () => (await readdir(downloads)).includes(name), 10_000, 'the summary to be saved');
    const summary = pdfWords(await readFile(path.join(downloads, name)));
    expect([summary.includes(shown), summary.includes(FORGED_SUBJECT)]).toEqual([true, true]);
    expect(errors).toEqual([]);
  },
);

it.each([375, 1280])(
  'when a clerk at %i px with JavaScript off checks one file and then a look-alike in other letters, then only the second answer is on the page, both forms of its domain shown',
  async (width) => {
    const { page } = await openPage(chromium.browser, width, 900);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.url}${paths['genuine-email']}`, { waitUntil: 'load' });
    for (const file of [saved.file, saved.lookalike]) {
      const input = await page.waitForSelector('input[type="file"]');
      await input!.uploadFile(file);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), pressCheck(page)]);
    }
    const shown = await page.$$eval(`${verdict} h2`, (headings) => headings.map((h2) => h2.textContent));
    expect(shown).toEqual([copy.outcomes['not-from']()]);
    const reasons = await page.$$eval('[data-testid="genuine-reasons"] li', (items) => items.map((li) => li.textContent));
    expect(reasons).toContain(copy.reason({ id: 'foreign-letters', domain: FOREIGN, ascii: domainToASCII(FOREIGN) }));
    expect(await page.$eval('[data-testid="genuine-next"] li', (li) => li.textContent)).toBe(copy.step.doNotPay);
    expect(await layoutProblems(page)).toEqual([]);
  },
);

it.each([
  [375, true],
  [1280, false],
])(
  'when the page is opened %i px wide, then the note that a phone cannot give the message is above the form: %p',
  async (width, first) => {
    const { page } = await openHydrated(chromium.browser, `${site.url}${paths['genuine-email']}`, width, 900);
    const [note, form] = await page.evaluate(() =>
      ['[data-testid="genuine-phone-first"]', 'form input[type="file"]'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return box.height > 0 ? box.top : null;
      }),
    );
    expect(first ? note !== null && note < form! && note < 900 : note === null).toBe(true);
  },
);

it('when a clerk with JavaScript chooses an empty file, or pastes text that is not headers, then the page says which', async () => {
  const { page } = await openHydrated(chromium.browser, `${site.url}${paths['genuine-email']}`, 375, 900);
  const input = await page.waitForSelector('input[type="file"]');
  await input!.uploadFile(saved.empty);
  await page.click('form button[type="submit"]');
  await page.waitForSelector(`::-p-text(${copy.refusal('empty-file', 'file')})`);
  await page.evaluate(() => {
    const file = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    file.value = '';
    file.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.type('textarea', 'Hi Thandi, please see the attached invoice.');
  await pressCheck(page);
  await page.waitForSelector(`::-p-text(${copy.refusal('not-a-message', 'text')})`, { timeout: 15_000 });
});

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

it('when a clerk with JavaScript off sends the form, is asked who it should be from and names them, then the page that comes back opens at the verdict, the name kept', async () => {
  const { page } = await openPage(chromium.browser, 375, 900);
  await page.setJavaScriptEnabled(false);
  await page.goto(`${site.url}${paths['genuine-email']}`, { waitUntil: 'load' });
  const send = async () => {
    const input = await page.waitForSelector('input[type="file"]');
    await input!.uploadFile(saved.file);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), pressCheck(page)]);
  };
  await send();
  // Without the page's script the ask points to the form's own field, its in-place form hidden.
  const ask = await page.$eval('[data-testid="genuine-ask"]', (element) => ({
    said: element.querySelector<HTMLElement>('.without-script')!.innerText,
    form: element.querySelector('form')!.getBoundingClientRect().height,
  }));
  expect(ask).toEqual({ said: `${Object.values(copy.ask.withoutScript).join(' ')}`, form: 0 });
  await page.click('[data-testid="genuine-ask"] label');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('supplier');
  await page.keyboard.type(SUPPLIER);
  await send();
  expect(new URL(page.url()).hash).toBe('#answer');
  expect(await page.$eval(`${verdict} h2`, (h2) => h2.textContent)).toBe(copy.outcomes.genuine(SUPPLIER));
  expect(await page.$eval('input[name="supplier"]', (field) => (field as HTMLInputElement).value)).toBe(SUPPLIER);
  expect(await page.$eval(verdict, (element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  expect(await layoutProblems(page)).toEqual([]);
});
