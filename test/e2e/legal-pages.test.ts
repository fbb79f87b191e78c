import type { Page } from 'puppeteer';
import { chunkNames } from '../support/chunk-names';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { gotoHydrated, openPage, waitForDocumentQuiet, openHydrated, closePagesAfterEach } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';
import { showTheme } from '../support/visitor-states';

const running = siteInChromium();
closePagesAfterEach();

describe('legal documents in the browser', () => {
  // Its Download PDF, the legal page's own DownloadLink: e2e/content.test ('when Download PDF is pressed…').
  it('when a visitor presses Read Online on a card, a real secondary button with its own surface in either theme, then the document opens as a page', async () => {
    const { page, errors } = await openHydrated(running.chromium.browser, `${running.site.url}/legal`, 375, 800);
    // One load in both themes, the attribute switched as the server would write it (the screen walk's way).
    for (const theme of ['dark', 'light']) {
      await showTheme(page, theme);
      const read = await page.$eval('[data-testid="read-terms-of-service"]', (a) => {
        const style = getComputedStyle(a);
        const card = getComputedStyle(a.closest('li') as Element);
        return {
          surface: style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== card.backgroundColor,
          height: Math.round(a.getBoundingClientRect().height),
          download: Math.round(
            (a.parentElement?.querySelector('[data-testid^="download-"]') as Element).getBoundingClientRect().height,
          ),
        };
      });
      expect(read.surface).toBe(true);
      expect(read.height).toBe(read.download);
    }
    const doc = legalDocuments[1];
    await page.click(`[data-testid="read-${doc.id}"]`);
    await page.waitForSelector('[data-testid="legal-text"]');
    expect(new URL(page.url()).pathname).toBe(doc.path);
    expect(await page.title()).toBe(`${doc.title} | Kopano IT Solutions`);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(doc.title);
    const headings = await page.$$eval('[data-testid="legal-text"] h2', (hs) => hs.length);
    expect(headings).toBeGreaterThan(5);
    // Comfortable on a phone: body text at least 16 px (its lines inside the screen: the screen walk).
    expect(
      await page.$eval('[data-testid="legal-text"] p', (p) => parseFloat(getComputedStyle(p).fontSize)),
    ).toBeGreaterThanOrEqual(16);
    expect(errors).toEqual([]);
  });

  it('when a document page is opened, then the text stays as the server sent it, and neither its source nor the code that draws it is downloaded', async () => {
    const { page, errors } = await openPage(running.chromium.browser, 1280, 800);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The privacy policy names the PAIA manual's page: a link in the text.
    const doc = legalDocuments.find((d) => d.id === 'privacy-policy')!;
    const other = legalDocuments.find((d) => d.id === 'paia-manual')!;
    await page.setJavaScriptEnabled(false);
    await page.goto(`${running.site.url}${doc.path}`);
    const served = await page.$eval('[data-testid="legal-text"]', (a) => (a as HTMLElement).innerText);
    await page.setJavaScriptEnabled(true);
    scripts.length = 0;
    await gotoHydrated(page, `${running.site.url}${doc.path}`);
    await waitForDocumentQuiet(page, { idleTime: 500 });
    expect(await page.$eval('[data-testid="legal-text"]', (a) => (a as HTMLElement).innerText)).toBe(served);
    const names = () => scripts.map(chunkNames().nameOf);
    expect(names().filter((name) => name.startsWith('legal-text-') || name === 'legal-document-text')).toEqual([]);
    // A link in the text to another document moves within the site, which then downloads that one's text.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.click(`[data-testid="legal-text"] a[href="${other.path}"]`);
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, other.title);
    await page.waitForSelector('[data-testid="legal-text"] h2');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(names().filter((name) => name.startsWith('legal-text-'))).toEqual([`legal-text-${other.id}`]);
    expect(errors).toEqual([]);
  });
  // With JavaScript off, each document's whole text is in its page: integration/legal-pages.test (the same
  // text as its PDF) and integration/content-pages.test (content in <main>, not a hidden segment).
});

describe('reading a legal document', () => {
  const doc = legalDocuments.find((d) => d.id === 'privacy-policy') ?? legalDocuments[0];
  const boxOf = (selector: string) => (page: Page) =>
    page.$eval(selector, (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
    });
  const toc = boxOf('nav[aria-labelledby="toc-heading"]');
  const text = boxOf('[data-testid="legal-text"]');
  /** The heading an entry of the contents points to (`#id`) is in view, just below the header. */
  const expectBelowHeader = async (page: Page, target: string) => {
    const { top, header } = await page.$eval(`[id="${target.slice(1)}"]`, (h) => ({
      top: h.getBoundingClientRect().top,
      header: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    }));
    expect(top).toBeGreaterThanOrEqual(header);
    expect(top).toBeLessThan(header + 120);
  };

  it('when it is read at 1280 and 1536 px, then the contents stand beside the text, which keeps a comfortable measure, and stay in view while reading; an entry pressed brings its section heading into view below the header; printed, only the document prints, with its review date: no site header, footer, contents or buttons, dark text on white', async () => {
    const { page, errors } = await openHydrated(running.chromium.browser, `${running.site.url}${doc.path}`, 1280, 800);
    // The contents beside the text from 1024 px, above it below: the screen walk (layout-check).
    for (const width of [1280, 1536]) {
      await page.setViewport({ width, height: 800 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const [nav, article] = [await toc(page), await text(page)];
      // About 70 characters a line: neither a narrow strip nor a line the eye loses.
      expect(article.width).toBeGreaterThan(560);
      expect(article.width).toBeLessThan(760);
      // The reading area is the page's: no empty half beside it.
      expect(width - nav.right).toBeLessThan(0.25 * width);
      expect(article.left).toBeLessThan(0.25 * width);
      // Halfway down the document, the contents are still on screen.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
      const later = await toc(page);
      expect(later.top).toBeGreaterThanOrEqual(0);
      expect(later.top).toBeLessThan(200);
    }
    // The browser jumps to the heading at once, not smoothly, so where it lands can be read.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    const entries = await page.$$('nav[aria-labelledby="toc-heading"] a');
    expect(entries.length).toBeGreaterThan(5);
    const target = await entries[5].evaluate((a) => a.getAttribute('href') ?? '');
    await entries[5].click();
    await page.waitForFunction((hash) => location.hash === hash, {}, target);
    await expectBelowHeader(page, target);
    // Printed from the dark theme the page is drawn in.
    await page.emulateMediaType('print');
    const printed = await page.evaluate(() => {
      const shown = (selector: string) => {
        const el = document.querySelector(selector);
        return el !== null && el.checkVisibility();
      };
      const p = document.querySelector('[data-testid="legal-text"] p') as Element;
      return {
        header: shown('header'),
        footer: shown('footer'),
        contents: shown('nav[aria-labelledby="toc-heading"]'),
        text: shown('[data-testid="legal-text"]'),
        title: shown('h1'),
        reviewed: shown('[data-testid="legal-reviewed"]'),
        download: shown('main [data-testid^="download-"]'),
        color: getComputedStyle(p).color,
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(printed).toEqual({
      header: false,
      footer: false,
      contents: false,
      text: true,
      title: true,
      reviewed: true,
      download: false,
      color: 'rgb(0, 0, 0)',
      background: 'rgb(255, 255, 255)',
    });
    expect(errors).toEqual([]);
  });

  it('when an entry of the contents is pressed while the page is still loading, then the text the server sent stays, and so does the heading', async () => {
    const { page, errors } = await openPage(running.chromium.browser, 1280, 800);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    // The page's chunk comes only when the test lets it; every other script comes at once.
    let letThrough: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (!chunkNames().matching('legal-document-page').test(request.url())) return void request.continue();
      asked();
      void held.then(() => request.continue());
    });
    // Every frame: how many of the server's headings are on screen? (None before the text is parsed.)
    await page.evaluateOnNewDocument(() => {
      const seen: number[] = [];
      (window as unknown as { textSeen: number[] }).textSeen = seen;
      const look = () => {
        seen.push(document.querySelectorAll('[data-testid="legal-text"] h2').length);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // Not awaited: with the page's scripts held, its DOMContentLoaded waits too.
    const loaded = page.goto(`${running.site.url}${doc.path}`, { waitUntil: 'load' });
    // The rest of the page has had its time to start (or, were the text left to hydrate later, to hydrate).
    await requested;
    await new Promise((resolve) => setTimeout(resolve, 700));
    const entry = 'nav[aria-labelledby="toc-heading"] li:nth-child(6) a';
    const target = await page.$eval(entry, (a) => a.getAttribute('href') ?? '');
    await page.click(entry);
    await page.waitForFunction((hash) => location.hash === hash, {}, target);
    await new Promise((resolve) => setTimeout(resolve, 300));
    letThrough();
    await loaded;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await waitForDocumentQuiet(page, { idleTime: 300 });
    const frames = await page.evaluate(() => (window as unknown as { textSeen: number[] }).textSeen);
    // From its first heading on screen, the text only grows while the HTML is parsed (a busy machine paints
    // between parts of it), and never loses a heading after.
    const seen = frames.slice(frames.findIndex((count) => count > 0));
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.filter((count, i) => i > 0 && count < seen[i - 1])).toEqual([]);
    expect(seen.at(-1)).toBe(await page.$$eval('[data-testid="legal-text"] h2', (hs) => hs.length));
    await expectBelowHeader(page, target);
    expect(errors).toEqual([]);
  });
});
