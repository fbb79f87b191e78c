import type { Browser, Page } from 'puppeteer';

export interface WatchedPage {
  page: Page;
  errors: string[];
  warnings: string[];
}

/** A page whose console errors, warnings and uncaught exceptions are collected. */
export async function openPage(browser: Browser, width = 1280, height = 900): Promise<WatchedPage> {
  const page = await browser.newPage();
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

export const isVisible = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
  });
