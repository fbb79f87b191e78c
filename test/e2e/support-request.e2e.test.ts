import { statSync, writeFileSync } from 'node:fs';
import { chunkNames } from '../support/chunk-names';
import path from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer';
import { supportRequestCopy as copy } from '../../shared/catalogue/support-request-copy';
import { supportUploadCopy as uploadCopy } from '../../shared/catalogue/support-upload-copy';
import { paths } from '../../shared/routes';
import { SUPPORT_API_PATH, SUPPORT_BYTES_MAX, SUPPORT_FILES_MAX } from '../../shared/support/request';
import { startEndpointSite, tempFolder, type EndpointSite } from '../support/endpoint-kit';
import { helpdeskSettings, startClamd, startRequestTracker, type Clamd, type RequestTracker } from '../support/helpdesk-kit';
import { layoutProblems } from '../support/layout-check';
import { outboxEmpty, waitUntil } from '../support/mail-kit';
import { closePagesAfterEach, openHydrated, openPage, pressInView } from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';

/**
 * A support request as a client logs one in Chromium, on a phone and a desktop, with JavaScript and
 * without: two screenshots chosen, the reference and the status link shown, and Debian's Request
 * Tracker 5 holding one ticket with both files, byte for byte (clamd scans them on the way).
 */
const chromium = chromiumForTests();
let rt: RequestTracker;
let clamd: Clamd;
let site: EndpointSite;
const files = path.join(tempFolder('support-files'), 'x');
/** A small picture of its own (the list takes a file chosen twice once). */
const screenshot = (n: number) => {
  const file = `${files}-shot-${n}.png`;
  writeFileSync(file, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`shot ${n}`)]));
  return file;
};
/** A picture over the 20 MB a request may carry, made when a test asks for it. */
const bigFile = () => {
  const file = `${files}-big.png`;
  writeFileSync(file, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(SUPPORT_BYTES_MAX)]));
  return file;
};
const shots = [1, 2].map((n) => {
  const file = `${files}-screen-${n}.png`;
  const bytes = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`screen ${n}`)]);
  writeFileSync(file, bytes);
  return { file, bytes, name: path.basename(file) };
});

beforeAll(async () => {
  [rt, clamd] = await Promise.all([startRequestTracker(), startClamd()]);
  site = await startEndpointSite(helpdeskSettings(rt, clamd));
}, 60_000);
afterAll(async () => {
  await site?.close();
  await Promise.all([rt?.stop(), clamd?.stop()]);
});
closePagesAfterEach();

/** The form's fields filled in as a client does. */
async function fillIn(page: Page, subject: string) {
  await page.type('input[name="name"]', 'Thandi Nkosi');
  await page.type('input[name="email"]', 'thandi@example.co.za');
  await page.select('select[name="service"]', 'service:managed-infrastructure');
  await page.click('input[name="priority"][value="urgent"]');
  await page.type('input[name="subject"]', subject);
  await page.type('textarea[name="description"]', 'Nobody can send mail since nine this morning.');
}

it.each([
  [375, true],
  [1280, true],
  [375, false],
  [1280, false],
])(
  'when a client at %i px (JavaScript %s) logs a request with two screenshots, then RT has one ticket with both, byte for byte',
  async (width, script) => {
    const subject = `Mail down at ${width} ${script ? 'with' : 'without'} script`;
    const url = `${site.url}${paths['support-request']}`;
    const { page, errors } = script
      ? await openHydrated(chromium.browser, url, width, 900)
      : await openPage(chromium.browser, width, 900);
    if (!script) {
      await page.setJavaScriptEnabled(false);
      await page.goto(url);
    }
    await fillIn(page, subject);
    const chooser = await page.$('input[type="file"]');
    await chooser!.uploadFile(...shots.map((shot) => shot.file));
    const send = 'form button[type="submit"]';
    if (script) await pressInView(page, send);
    else await Promise.all([page.waitForNavigation(), pressInView(page, send)]);
    const reference = await page
      .waitForSelector('[data-testid="support-reference"]', { timeout: 30_000 })
      .then((el) => el!.evaluate((e) => e.textContent!));
    // With the script, focus and the view move to the answer in the form's place (the page was
    // scrolled to the button): its top below the header, in the screen's upper half (scrolled smoothly).
    if (script) {
      expect(await page.$eval('[data-testid="support-received"]', (answer) => answer.contains(document.activeElement))).toBe(
        true,
      );
      await page.waitForFunction(
        () => {
          const { top } = document.querySelector('[data-testid="support-received"]')!.getBoundingClientRect();
          return top >= document.querySelector('header')!.getBoundingClientRect().bottom && top < innerHeight / 2;
        },
        { timeout: 5_000 },
      );
    }
    expect(await page.$eval('[data-testid="support-status-link"]', (a) => a.getAttribute('href'))).toMatch(
      /^\/support\/status\?token=[\w-]{43}$/,
    );
    expect(await layoutProblems(page)).toEqual([]);
    if (!script) {
      // Loaded again (a reload, a phone restoring its tab): the same confirmation, nothing sent again.
      await page.reload();
      expect(await page.$eval('[data-testid="support-reference"]', (e) => e.textContent)).toBe(reference);
    }
    await waitUntil(() => outboxEmpty(site.dataDir), 20_000, 'the handover');
    expect(await rt.ticketsWith(subject)).toHaveLength(1);
    const [ticket, ...others] = await rt.ticketsWith(reference);
    expect(others).toEqual([]);
    expect(await rt.files(ticket!)).toEqual(Object.fromEntries(shots.map((shot) => [shot.name, shot.bytes])));
    expect(errors).toEqual([]);
  },
  // Its own waits (the answer, then the handover through RT's Perl server) outlast jest's 30 s under a busy suite.
  75_000,
);

/** A log of about 1 MB (plain text), which a slow line carries in about twenty seconds. */
const slowLog = () => {
  const file = `${files}-server.log`;
  writeFileSync(file, Buffer.from('09:00:01 smtp: connection refused by mail.example.co.za\n'.repeat(18_000)));
  return file;
};

/** A real screenshot over 2000 px wide, as Chromium draws the page at that width. */
async function wideScreenshot(url: string) {
  const file = `${files}-wide.png`;
  const { page } = await openPage(chromium.browser, 2400, 1200);
  await page.goto(url);
  await page.screenshot({ path: file as `${string}.png` });
  // Closed before the test's own tab opens, which then takes the one context this file shares.
  await page.close();
  return file;
}

/** The bar's value and what it says of the bytes sent. */
const progressOf = (page: Page) =>
  page.$eval('[data-testid="support-progress"]', (shown) => ({
    value: shown.querySelector('progress')!.value,
    label: shown.querySelector('progress')!.labels[0]?.textContent,
    said: shown.querySelector('p')!.textContent,
  }));

it('when a client at 375 px on a slow line chooses files twice, removes one and sends, then the list names each with its size, the bar moves with what is sent, and the answer comes', async () => {
  const url = `${site.url}${paths['support-request']}`;
  const [wide, log] = [await wideScreenshot(url), slowLog()];
  const { page, errors } = await openHydrated(chromium.browser, url, 375, 900);
  await fillIn(page, 'Mail down, sent on a slow line');
  const chooser = (await page.$('input[type="file"]'))!;
  await chooser.uploadFile(shots[0]!.file, wide);
  await chooser.uploadFile(log);
  const listed = () => page.$$eval('[data-testid="support-file"] .file', (items) => items.map((item) => item.textContent));
  // The wide screenshot is made smaller in the page, and may still go as it is.
  await page.waitForSelector(`button[aria-label="${uploadCopy.files.keepOriginalLabel(path.basename(wide))}"]`);
  expect(await listed()).toEqual([
    `${shots[0]!.name} ${uploadCopy.size(shots[0]!.bytes.length)}`,
    expect.stringMatching(new RegExp(`^${path.basename(wide)} [\\d.]+ [KM]B, ${uploadCopy.files.smaller('[\\d.]+ KB')}$`)),
    `${path.basename(log)} ${uploadCopy.size(statSync(log).size)}`,
  ]);
  await pressInView(page, `button[aria-label="${uploadCopy.files.removeLabel(shots[0]!.name)}"]`);
  expect((await listed()).map((item) => item!.split(' ')[0])).toEqual([path.basename(wide), path.basename(log)]);

  await page.emulateNetworkConditions({ download: 500 * 1024, upload: 50 * 1024, latency: 100 });
  await pressInView(page, 'form button[type="submit"]');
  await page.waitForSelector('[data-testid="support-progress"] progress', { timeout: 30_000 });
  const first = await progressOf(page);
  // What is on its way stays as sent: Remove and Send the original wait.
  const disabled = await page.$$eval('[data-testid="support-file"] button', (buttons) =>
    buttons.map((button) => (button as HTMLButtonElement).disabled),
  );
  expect([disabled.length, new Set(disabled)]).toEqual([3, new Set([true])]);
  await page.waitForFunction(
    (before) => document.querySelector('progress')!.value > before + 100_000,
    { timeout: 15_000 },
    first.value,
  );
  const later = await progressOf(page);
  expect(later.label).toBe(uploadCopy.progress.label);
  expect(later.said).toMatch(/^[\d.]+ [KM]B of [\d.]+ [KM]B sent, about \d+ (s|min) left$/);
  // The line gets faster (a phone back on Wi-Fi): the rest of the same upload goes at once.
  await page.emulateNetworkConditions(null);
  const reference = await page
    .waitForSelector('[data-testid="support-reference"]', { timeout: 60_000 })
    .then((el) => el!.evaluate((e) => e.textContent!));
  await waitUntil(() => outboxEmpty(site.dataDir), 20_000, 'the handover');
  const [ticket] = await rt.ticketsWith(reference);
  expect(Object.keys(await rt.files(ticket!)).sort()).toEqual([path.basename(log), path.basename(wide).replace('.png', '.webp')]);
  expect(errors).toEqual([]);
}, 120_000);

/** The POSTs a page sends, by path. */
function postsOf(page: Page): string[] {
  const posted: string[] = [];
  page.on('request', (request) => void (request.method() === 'POST' && posted.push(new URL(request.url()).pathname)));
  return posted;
}

/**
 * The form filled in and Send pressed while the form's code is held back (a slow line): the button
 * shows it waits. Gives the page, its POSTs, its errors, and the requests for the code, held.
 */
async function pressedBeforeTheCode(subject: string) {
  const { page, errors } = await openHydrated(chromium.browser, `${site.url}${paths['support-request']}`, 375, 900);
  const posted = postsOf(page);
  const held: HTTPRequest[] = [];
  await page.setRequestInterception(true);
  page.on(
    'request',
    (request) =>
      void (chunkNames().matching('support-request-send').test(request.url()) ? held.push(request) : request.continue()),
  );
  await fillIn(page, subject);
  await pressInView(page, 'form button[type="submit"]');
  await page.waitForSelector('form button[type="submit"] [data-testid="spinner"]', { timeout: 10_000 });
  return { page, posted, errors, held };
}

it('when a client presses Send while the form’s code is still coming, then the press waits for it and sends once', async () => {
  const { page, posted, errors, held } = await pressedBeforeTheCode('Pressed before the code came');
  expect([held.length, posted]).toEqual([1, []]);
  await held[0]!.continue();
  await page.waitForSelector('[data-testid="support-reference"]', { timeout: 30_000 });
  expect(posted.filter((at) => at === SUPPORT_API_PATH)).toHaveLength(1);
  expect(errors).toEqual([]);
}, 60_000);

it('when a client presses Send while the form’s code is coming and it cannot come, then the browser posts the form itself', async () => {
  const { page, errors, held } = await pressedBeforeTheCode('Pressed, and the code never came');
  // The chunk is tried three times (retry-import.ts); each try fails as a dropped line does.
  const navigated = page.waitForNavigation({ timeout: 30_000 });
  for (let tried = 0; tried < 3; tried += 1) {
    await waitUntil(() => held.length > tried, 10_000, 'a try for the chunk');
    await held[tried]!.abort();
  }
  await navigated;
  await page.waitForSelector('[data-testid="support-reference"]');
  // The three tries' failures, and nothing else.
  expect(errors).toEqual(Array(3).fill('Failed to load resource: net::ERR_FAILED'));
}, 60_000);

it('when the verification fails while a press waits for it, then the page says so and Send can be pressed again', async () => {
  const { page } = await openHydrated(chromium.browser, `${site.url}${paths['support-request']}`, 375, 900);
  const posted = postsOf(page);
  await page.setRequestInterception(true);
  page.on('request', (request) => void (request.url().includes('/api/captcha/challenge') ? request.abort() : request.continue()));
  await fillIn(page, 'Verification fails');
  await pressInView(page, 'form button[type="submit"]');
  const shown = await page.waitForSelector('[data-testid="support-refused"]', { timeout: 30_000 });
  expect(await shown!.evaluate((element) => element.textContent)).toContain(copy.refusals.captcha);
  expect(await page.$('form button[type="submit"] [data-testid="spinner"]')).toBeNull();
  expect(posted).toEqual([]);
}, 60_000);

it.each([
  ['six files', 'too-many-files', () => Array.from({ length: SUPPORT_FILES_MAX + 1 }, (_, n) => screenshot(n))],
  ['21 MB', 'too-large', () => [bigFile()]],
] as const)(
  'when a client with JavaScript chooses %s, then the page refuses at once with why, under the files, and uploads nothing',
  async (_case, refusal, chosen) => {
    const { page, errors } = await openHydrated(chromium.browser, `${site.url}${paths['support-request']}`, 375, 900);
    const posted = postsOf(page);
    await fillIn(page, `Refused at once: ${refusal}`);
    await (await page.$('input[type="file"]'))!.uploadFile(...chosen());
    await pressInView(page, 'form button[type="submit"]');
    const shown = await page.waitForSelector('input[type="file"][aria-invalid="true"]', { timeout: 30_000 });
    expect(await shown!.evaluate((input) => document.getElementById(`${input.id}-error`)?.textContent)).toBe(
      copy.refusals[refusal],
    );
    expect(posted).not.toContain(SUPPORT_API_PATH);
    expect(errors).toEqual([]);
  },
);

/** Where the description's control says its error, as a screen reader is told it: marked invalid, and the text it points to. */
const descriptionError = (page: Page) =>
  page.$eval('textarea[name="description"]', (area) => ({
    invalid: area.getAttribute('aria-invalid'),
    said: (area.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
    focused: document.activeElement === area,
  }));

const TOO_SHORT = 'Description must be at least 10 characters';

it('when a client without JavaScript sends a description too short with two screenshots, then the page opens at the reason, focused, naming the files to choose again, and the field says its error', async () => {
  const { page, errors } = await openPage(chromium.browser, 375, 800);
  await page.setJavaScriptEnabled(false);
  await page.goto(`${site.url}${paths['support-request']}`);
  await fillIn(page, 'Refused without script');
  await page.$eval('textarea[name="description"]', (area) => ((area as HTMLTextAreaElement).value = 'Down.'));
  await (await page.$('input[type="file"]'))!.uploadFile(...shots.map((shot) => shot.file));
  await Promise.all([page.waitForNavigation(), pressInView(page, 'form button[type="submit"]')]);
  // At its top, below the header (scrolled smoothly: focus is in the page). Asked from here: the
  // page runs no script to wait in.
  const atTop = () =>
    page.evaluate(() => {
      const { top } = document.querySelector('[data-testid="support-problems"]')!.getBoundingClientRect();
      return top >= document.querySelector('header')!.getBoundingClientRect().bottom && top < innerHeight / 4;
    });
  await waitUntil(atTop, 5_000, 'the reasons at the top');
  const summary = await page.$eval('[data-testid="support-problems"]', (shown) => ({
    text: shown.textContent,
    focused: document.activeElement === shown,
  }));
  expect(summary.text).toContain(TOO_SHORT);
  expect(summary.text).toContain(copy.chooseAgain(shots.map((shot) => shot.name)));
  expect(summary.focused).toBe(true);
  expect(await descriptionError(page)).toEqual({ invalid: 'true', said: expect.stringContaining(TOO_SHORT), focused: false });
  expect(await layoutProblems(page)).toEqual([]);
  // The refusal's own status, and nothing else.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});

it('when a client with JavaScript sends a description too short, then the field itself says so under it, focused, and no list of problems sits above Send', async () => {
  const { page, errors } = await openHydrated(chromium.browser, `${site.url}${paths['support-request']}`, 375, 800);
  const posted = postsOf(page);
  await fillIn(page, 'Refused with script');
  await page.$eval('textarea[name="description"]', (area) => ((area as HTMLTextAreaElement).value = 'Down.'));
  await pressInView(page, 'form button[type="submit"]');
  await page.waitForSelector('textarea[name="description"][aria-invalid="true"]', { timeout: 30_000 });
  expect(await descriptionError(page)).toEqual({ invalid: 'true', said: expect.stringContaining(TOO_SHORT), focused: true });
  expect(await page.$('[data-testid="support-refused"]')).toBeNull();
  expect(posted).not.toContain(SUPPORT_API_PATH);
  expect(errors).toEqual([]);
}, 60_000);
