import { company } from '../../shared/catalogue/company';
import { gotoHydrated, openPage } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';

const running = siteInChromium();

describe('the web app manifest in Chromium', () => {
  it("when Chromium reads a page's manifest (as it does to add the site to a home screen), then it fetches and parses it with no error, under the page's CSP", async () => {
    const { page, errors } = await openPage(running.chromium.browser);
    await gotoHydrated(page, `${running.site.url}/about`);
    const session = await page.createCDPSession();
    const manifest = (await session.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(manifest.url).toBe(`${running.site.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '')).toMatchObject({ name: company.name, start_url: '/' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
