import type { Browser, Page } from 'puppeteer';

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
  return { page, errors, warnings };
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
