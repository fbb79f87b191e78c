import type { Browser, BrowserContext, Page } from 'puppeteer';
import { REFERENCE_PATTERN } from '../../shared/reference';

export interface WatchedPage {
  page: Page;
  errors: string[];
  warnings: string[];
}

/** The pages openPage opened that are still open. */
const openPages = new Set<Page>();

/** Each browser's context that its tests' pages take in turn. */
const sharedContexts = new WeakMap<Browser, BrowserContext>();

/**
 * A new tab with no cookies from other tests, whose console problems are collected. Tabs opened
 * one after another share one context, its cookies cleared for each (the site keeps nothing else
 * in the browser but a tab's own session storage), and its cache kept, as a returning visitor's
 * is; a tab opened while another of openPage's is open gets a context of its own, closed with it.
 * In a file that calls closePagesAfterEach, a test leaves it open: it is closed when the test ends.
 */
export async function openPage(browser: Browser, width = 1280, height = 900): Promise<WatchedPage> {
  const shared = sharedContexts.get(browser) ?? (await browser.createBrowserContext());
  sharedContexts.set(browser, shared);
  const inUse = [...openPages].some((open) => open.browserContext() === shared);
  const context = inUse ? await browser.createBrowserContext() : shared;
  if (!inUse) await shared.deleteCookie(...(await shared.cookies()));
  const page = await context.newPage();
  openPages.add(page);
  page.once('close', () => {
    openPages.delete(page);
    if (context !== shared) void context.close().catch(() => undefined);
  });
  await page.setViewport({ width, height });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warn') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${(error as Error).message}`));
  await watchDocumentRequests(page);
  return { page, errors, warnings };
}

/**
 * Closes, after each test of the file that calls this, every page openPage opened that the test
 * left open, passed or failed: no test closes its own page, and one that fails half-way leaves
 * none behind for the next.
 */
export function closePagesAfterEach(): void {
  afterEach(() => Promise.all([...openPages].map((page) => page.close().catch(() => undefined))));
}

/**
 * The requests a page's documents make (their scripts, styles, images, fetches, beacons), each
 * counted once, from the page's opening, as the browser reports them to the page. Left out:
 * - the browser's own fetches for itself: the tab's icon (resource type "other") is one, and
 *   headless Chromium can abandon it on the next navigation with neither a finished nor a failed
 *   event, so a count that included it, as Puppeteer's waitForNetworkIdle does, could wait for it
 *   forever;
 * - a worker's own script (the request whose document is itself, with no loader of the page's):
 *   its end is told to the worker, not the page, and never at all when the worker is ended before
 *   it arrives, as a proof-of-work solver ends its spare workers once one has the answer. What a
 *   worker sends back shows on the page and is waited for there.
 */
interface DocumentRequests {
  /** What each open request is ("script https://…"), by the browser's id for it. */
  open: Map<string, string>;
  lastChange: number;
}
const documentRequests = new WeakMap<Page, DocumentRequests>();

/** Starts counting `page`'s document requests, from the browser's network events on a session of the test's own. */
export async function watchDocumentRequests(page: Page): Promise<void> {
  const watched: DocumentRequests = { open: new Map(), lastChange: Date.now() };
  documentRequests.set(page, watched);
  const settled = ({ requestId }: { requestId: string }) => {
    if (watched.open.delete(requestId)) watched.lastChange = Date.now();
  };
  const session = await page.createCDPSession();
  session.on('Network.requestWillBeSent', ({ requestId, type = 'Other', request, loaderId, documentURL }) => {
    const workerScript = loaderId === '' && documentURL === request.url;
    if (type === 'Other' || workerScript) return;
    watched.open.set(requestId, `${type.toLowerCase()} ${request.url}`);
    watched.lastChange = Date.now();
  });
  session.on('Network.loadingFinished', settled);
  session.on('Network.loadingFailed', settled);
  await session.send('Network.enable');
}

/**
 * Waits until none of the page's document requests has been open for `idleTime` ms. A timeout
 * names the requests still open. The page must come from openPage, which starts the count.
 */
export async function waitForDocumentQuiet(page: Page, { idleTime = 300, timeout = 15_000 } = {}): Promise<void> {
  const watched = documentRequests.get(page);
  if (!watched) throw new Error('waitForDocumentQuiet needs a page from openPage, which counts its requests');
  const deadline = Date.now() + timeout;
  while (watched.open.size > 0 || Date.now() - watched.lastChange < idleTime) {
    if (Date.now() > deadline) {
      const open = [...watched.open.values()].join(', ') || 'none';
      throw new Error(`the page's requests did not go quiet for ${idleTime} ms in ${timeout} ms; still open: ${open}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15000 });
  return response;
}

/**
 * Starts on the form `form` as a visitor does, a field focused and left again (so no proof of work
 * starts), which brings its captcha: the widget's code is fetched at a form's first touch. Waits
 * for the widget unless told `waitForWidget: false` (its chunk made to fail, say).
 */
export async function touchForm(page: Page, form: string, { waitForWidget = true } = {}): Promise<void> {
  // Its place, or the widget itself where the form was touched already (focus moved into it, say).
  const place = ['[data-testid="captcha-idle"]', '[data-testid="captcha-loading"]', 'altcha-widget'];
  await page.waitForSelector(place.map((what) => `${form} ${what}`).join(', '), { timeout: 15_000 });
  await page.$eval(form, (element) => {
    if (!element.querySelector('[data-testid="captcha-idle"]')) return;
    const field = element.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select');
    field?.focus({ preventScroll: true });
    field?.blur();
  });
  if (waitForWidget) await page.waitForSelector(`${form} altcha-widget`, { timeout: 15_000 });
}

/**
 * Presses `selector` where a visitor sees it, centred on screen first. The scroll is instant: with a
 * field focused the site scrolls smoothly, and puppeteer's own scroll would aim its press mid-scroll,
 * beside the element.
 */
export async function pressInView(page: Page, selector: string): Promise<void> {
  await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click(selector);
}

/** A page from openPage at `width` × `height`, loaded at `url` and hydrated. */
export async function openHydrated(browser: Browser, url: string, width?: number, height?: number): Promise<WatchedPage> {
  const watched = await openPage(browser, width, height);
  await gotoHydrated(watched.page, url);
  return watched;
}

/** Lets `page` save what it downloads into `folder`, as a visitor's browser saves a file. */
export async function saveDownloadsIn(page: Page, folder: string): Promise<void> {
  const session = await page.createCDPSession();
  await session.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: folder,
    browserContextId: page.browserContext().id,
  });
}

/** iOS Safari zooms in on a field drawn smaller than this (px) when it is focused. */
export const IOS_ZOOM_BELOW_PX = 16;

/** Every form control in a container: its kind, name and computed font size in px. */
export const fieldSizes = (page: Page, container: string) =>
  page.$$eval(`${container} :is(input:not([type="hidden"]), select, textarea)`, (controls) =>
    controls.map((control) => ({
      field: `${control.tagName.toLowerCase()}${control instanceof HTMLInputElement ? `[type=${control.type}]` : ''} ${control.getAttribute('name')}`,
      px: parseFloat(getComputedStyle(control).fontSize),
    })),
  );

/** Visible as a person would see it: rendered, not hidden, not inside a closed <details>. */
export const isVisible = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const box = el.getBoundingClientRect();
    return el.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }) && box.width > 0 && box.height > 0;
  });

/** From before the document exists, records the moment (performance.now()) the app marks <html> hydrated. */
export async function recordHydrationMoment(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** The moment recordHydrationMoment saw, or null when the page has not hydrated. */
export const hydrationMoment = (page: Page): Promise<number | null> =>
  page.evaluate(() => (window as unknown as { hydratedAt?: number }).hydratedAt ?? null);

export interface Toast {
  title: string;
  description: string;
  variant: string | null;
}

/** The toasts on screen, oldest first. */
const toastsOn = (page: Page): Promise<Toast[]> =>
  page.$$eval('[data-testid="toast"]', (items) =>
    items.map((t) => ({
      title: t.querySelector('.title')?.textContent ?? '',
      description: t.querySelector('.description')?.textContent ?? '',
      variant: t.getAttribute('data-variant'),
    })),
  );

/** The toast titled `title`, once it shows. */
export async function waitForToast(page: Page, title: string, timeout = 15_000): Promise<Toast> {
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('[data-testid="toast"] .title')].some((e) => e.textContent === t),
    { timeout },
    title,
  );
  return (await toastsOn(page)).find((t) => t.title === title)!;
}

/** The reference a success toast titled `title` gives after its `words` ("… Your reference is KIT-…"), once it shows. */
export async function toastReference(page: Page, title: string, words: string, timeout?: number): Promise<string> {
  const [, before, reference] =
    /^(.*) Your reference is (\S+)\.$/.exec((await waitForToast(page, title, timeout)).description) ?? [];
  expect(before).toBe(words);
  expect(reference).toMatch(REFERENCE_PATTERN);
  return reference!;
}
