import { publicPaths } from '../../shared/routes';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { gotoHydrated, openPage } from '../support/page-helpers';
import { startSite, type SiteServer } from '../support/site-server';

let site: SiteServer;
let chromium: TestBrowser;

beforeAll(async () => {
  [site, chromium] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([chromium?.close(), site?.close()]);
});

describe('hydration in Chromium', () => {
  it.each(publicPaths)('when %s loads, then it hydrates with no console error or hydration warning', async (path) => {
    const { page, errors, warnings } = await openPage(chromium.browser);
    const response = await gotoHydrated(page, `${site.url}${path}`);
    expect(response?.status()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /hydrat|did not match/i.test(w))).toEqual([]);
    await page.close();
  });

  it('when JavaScript is off, then a page is complete and its links are plain anchors', async () => {
    const { page } = await openPage(chromium.browser);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.url}/services`);
    expect(await page.$eval('h1', (h) => (h as HTMLElement).innerText)).toBe('Our IT Services');
    expect(
      await page.$eval('main', (m) => m.checkVisibility() && (m as HTMLElement).innerText.includes('Why Choose Our Services?')),
    ).toBe(true);
    expect(await page.$('main [role="status"]')).toBeNull();
    const hrefs = await page.$$eval('header a', (links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/services', '/about', '/contact', '/support', '/server-hosting']));
    await page.click('footer a[href="/about"]');
    await page.waitForFunction(() => location.pathname === '/about');
    expect(await page.$eval('h1', (h) => h.textContent)).toBeTruthy();
    await page.close();
  });
});
