import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { gotoHydrated, openPage } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';

const running = siteInChromium();

describe('legal documents in the browser', () => {
  it('when a visitor presses Read Online on a card, then the document opens as a page, and Download PDF there still confirms', async () => {
    const { page, errors } = await openPage(running.chromium.browser, 375, 800);
    await gotoHydrated(page, `${running.site.url}/legal`);
    const doc = legalDocuments[1];
    await page.click(`[data-testid="read-${doc.id}"]`);
    await page.waitForSelector('[data-testid="legal-text"]');
    expect(new URL(page.url()).pathname).toBe(doc.path);
    expect(await page.title()).toBe(`${doc.title} | Kopano IT Solutions`);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(doc.title);
    const headings = await page.$$eval('[data-testid="legal-text"] h2', (hs) => hs.length);
    expect(headings).toBeGreaterThan(5);
    // Comfortable on a phone: body text at least 16 px, lines inside the screen.
    const text = await page.$eval('[data-testid="legal-text"] p', (p) => ({
      size: parseFloat(getComputedStyle(p).fontSize),
      right: p.getBoundingClientRect().right,
    }));
    expect(text.size).toBeGreaterThanOrEqual(16);
    expect(text.right).toBeLessThanOrEqual(375);
    await page.click(`[data-testid="download-${doc.id}"]`);
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('[role="status"], [role="alert"]')].some((t) => t.textContent?.includes(name)),
      { timeout: 10_000 },
      `${doc.filename} download started`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when a document page is opened, then the text stays as the server sent it and only that document is downloaded', async () => {
    const { page, errors } = await openPage(running.chromium.browser, 1280, 800);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const doc = legalDocuments[2];
    await page.setJavaScriptEnabled(false);
    await page.goto(`${running.site.url}${doc.path}`);
    const served = await page.$eval('[data-testid="legal-text"]', (a) => (a as HTMLElement).innerText);
    await page.setJavaScriptEnabled(true);
    scripts.length = 0;
    await gotoHydrated(page, `${running.site.url}${doc.path}`);
    await page.waitForNetworkIdle({ idleTime: 500 });
    expect(await page.$eval('[data-testid="legal-text"]', (a) => (a as HTMLElement).innerText)).toBe(served);
    const documentScripts = [...new Set(scripts.filter((path) => path.includes('/legal-text-')))];
    expect(documentScripts).toHaveLength(1);
    expect(documentScripts[0]).toContain(`/legal-text-${doc.id}-`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when JavaScript is off, then every document page shows its whole text', async () => {
    const { page } = await openPage(running.chromium.browser, 375, 800);
    await page.setJavaScriptEnabled(false);
    for (const doc of legalDocuments) {
      const res = await page.goto(`${running.site.url}${doc.path}`);
      expect(res?.status()).toBe(200);
      const length = await page.$eval('[data-testid="legal-text"]', (a) => (a as HTMLElement).innerText.length);
      expect(length).toBeGreaterThan(5000);
    }
    await page.close();
  });
});
