import type { Browser, Page } from 'puppeteer';
import { CAPTCHA_CHALLENGE_PATH } from '../../shared/captcha';
import { launchBrowser, type TestBrowser } from './browser';
import { gotoHydrated, openPage } from './page-helpers';
import { startSite, type SiteServer } from './site-server';
import { forTests } from './for-tests';

export interface SiteInChromium {
  site: SiteServer;
  chromium: TestBrowser;
}

export const chromiumForTests = (options?: Parameters<typeof launchBrowser>[0]): TestBrowser =>
  forTests(
    () => launchBrowser(options),
    (chromium) => chromium.close(),
  );

export const siteInChromium = (env: Record<string, string> = {}, options?: Parameters<typeof launchBrowser>[0]): SiteInChromium =>
  forTests(
    async () => {
      const [site, chromium] = await Promise.all([startSite(env), launchBrowser(options)]);
      return { site, chromium };
    },
    ({ site, chromium }) => Promise.all([chromium.close(), site.close()]),
  );

/**
 * A page of a site whose one captcha challenge per network (CAPTCHA_CHALLENGE_RATE_LIMIT_MAX=1)
 * another colleague has already used, opened hydrated at `path`: the next challenge is refused.
 * `run` gets the page; the page and the site are closed after it.
 */
export async function withChallengesUsedUp(browser: Browser, path: string, run: (page: Page) => Promise<void>): Promise<void> {
  const limited = await startSite({ CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '1' });
  const { page } = await openPage(browser);
  try {
    const used = await fetch(`${limited.url}${CAPTCHA_CHALLENGE_PATH}`);
    if (used.status !== 200) throw new Error(`the one challenge was answered ${used.status}`);
    await gotoHydrated(page, `${limited.url}${path}`);
    await run(page);
  } finally {
    await page.close();
    await limited.close();
  }
}
