import type { Browser, HTTPRequest, Page } from 'puppeteer';

export interface WatchedPage {
  page: Page;
  errors: string[];
  warnings: string[];
}

/** A page in a fresh context (no cookies from other tests) whose console problems are collected. */
export async function openPage(browser: Browser, width = 1280, height = 900): Promise<WatchedPage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await page.setViewport({ width, height });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warn') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${(error as Error).message}`));
  watchDocumentRequests(page);
  return { page, errors, warnings };
}

/**
 * The requests a page's documents make (their scripts, styles, images, fetches, beacons), each
 * counted once, from the page's opening. The browser's own fetches for itself are left out: the
 * tab's icon (resource type "other") is one, and headless Chromium can abandon it on the next
 * navigation with neither a finished nor a failed event, so a count that included it, as
 * Puppeteer's waitForNetworkIdle does, could wait for it forever.
 */
interface DocumentRequests {
  open: Set<HTTPRequest>;
  lastChange: number;
}
const documentRequests = new WeakMap<Page, DocumentRequests>();

export function watchDocumentRequests(page: Page): void {
  const watched: DocumentRequests = { open: new Set(), lastChange: Date.now() };
  documentRequests.set(page, watched);
  page.on('request', (request) => {
    if (request.resourceType() === 'other') return;
    watched.open.add(request);
    watched.lastChange = Date.now();
  });
  const settled = (request: HTTPRequest) => {
    if (watched.open.delete(request)) watched.lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
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
      const open = [...watched.open].map((r) => `${r.resourceType()} ${r.url()}`).join(', ') || 'none';
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
