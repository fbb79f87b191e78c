import type { Page } from 'puppeteer';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { gotoHydrated, isVisible, openPage } from '../support/page-helpers';
import { startSite, type SiteServer } from '../support/site-server';

let site: SiteServer;
let chromium: TestBrowser;

beforeAll(async () => {
  [site, chromium] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([chromium?.close(), site?.close()]);
});

/** Columns as a visitor sees them: the distinct left edges of the cards in the grid's first row. */
const layoutOf = (page: Page) =>
  page.$eval('[data-testid="plan-grid"]', (grid) => {
    const items = [...grid.children] as HTMLElement[];
    const firstRowTop = items[0].offsetTop;
    const lefts = new Set(items.filter((item) => item.offsetTop === firstRowTop).map((item) => item.offsetLeft));
    return { visibleColumns: lefts.size, templateColumns: getComputedStyle(grid).gridTemplateColumns.split(' ').length };
  });

describe('plan grid columns (spec §9)', () => {
  it.each([
    ['/server-hosting', [1, 2, 3, 4]],
    ['/pastel-hosting', [1, 2, 4, 4]],
    ['/cpanel-hosting', [1, 2, 3, 3]],
  ])('when %s is seen at 375, 768, 1024 and 1440 px, then its grid has %j columns', async (path, expected) => {
    const { page, errors } = await openPage(chromium.browser, 375, 800);
    await gotoHydrated(page, `${site.url}${path}`);
    const seen: number[] = [];
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewport({ width, height: 900 });
      const { visibleColumns, templateColumns } = await layoutOf(page);
      expect(templateColumns).toBe(visibleColumns);
      seen.push(visibleColumns);
    }
    expect(seen).toEqual(expected);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('plan cards in the browser', () => {
  it('when the VPS page is seen, then CXN3 alone wears a visible Most Popular badge and CXN1 alone a Save 50% yearly price', async () => {
    const { page } = await openPage(chromium.browser);
    await gotoHydrated(page, `${site.url}/server-hosting`);
    const badges = await page.$$eval('[data-testid="plan-card"]', (cards) =>
      cards.map((card) => ({
        plan: card.getAttribute('data-plan'),
        popular: /Most Popular/.test(card.textContent ?? ''),
        yearly: card.querySelector('[data-testid="yearly-price"]')?.textContent ?? null,
      })),
    );
    expect(badges.filter((b) => b.popular).map((b) => b.plan)).toEqual(['CXN3']);
    expect(badges.filter((b) => b.yearly).map((b) => [b.plan, b.yearly])).toEqual([['CXN1', 'or R750/yearSave 50%']]);
    expect(await isVisible(page, '[data-plan="CXN3"] > span')).toBe(true);
    const labels = await page.$$eval('[data-testid="order-button"]', (buttons) => [
      ...new Set(buttons.map((b) => b.textContent)),
    ]);
    expect(labels).toEqual(['Order Now']);
    await page.close();
  });

  it('when a quote page is seen, then its buttons say Get Quote and no card shows a price', async () => {
    const { page } = await openPage(chromium.browser);
    await gotoHydrated(page, `${site.url}/microsoft-365`);
    const cards = await page.$$eval('[data-testid="plan-card"]', (all) => all.map((card) => (card as HTMLElement).innerText));
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card).toContain('Get Quote');
      expect(card).not.toMatch(/\bR\d/);
    }
    await page.close();
  });

  it('when the scripts have not arrived yet, then an order button still takes the visitor to the contact page with the plan', async () => {
    const { page } = await openPage(chromium.browser);
    await page.setRequestInterception(true);
    page.on('request', (request) => (request.url().includes('/assets/') ? request.abort() : request.continue()));
    await page.goto(`${site.url}/server-hosting`, { waitUntil: 'load' });
    await Promise.all([page.waitForNavigation(), page.click('[data-plan="CXN3"] [data-testid="order-button"]')]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact?plan=CXN3');
    await page.close();
  });

  it('when the page has hydrated, then no order dialog code has been downloaded until a button is pointed at', async () => {
    const { page } = await openPage(chromium.browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, `${site.url}/shared-hosting`);
    expect(scripts.some((url) => url.includes('order-dialog'))).toBe(false);
    await page.hover('[data-plan="shared-business"] [data-testid="order-button"]');
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('order-dialog')),
    );
    await page.close();
  });
});
