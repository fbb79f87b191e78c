import type { Page } from 'puppeteer';
import { findHelpArticle } from '../../shared/help/articles';
import { helpArticlePath, helpPagePath } from '../../shared/help/paths';
import { openHydrated, closePagesAfterEach } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';

const running = siteInChromium();
closePagesAfterEach();

const resultSlugs = (page: Page) =>
  page.$$eval('[data-testid="help-results"] li', (items) => items.map((item) => item.getAttribute('data-article')));

describe('the help centre in the browser', () => {
  it('when a visitor types a query with a typo, then the results follow the typing without a page load, and the address says what is shown; on a phone the field is 16 px or more', async () => {
    const { page, errors } = await openHydrated(running.chromium.browser, `${running.site.url}${helpPagePath}`, 375, 800);
    // Its text at least 16 px, so iOS does not zoom.
    expect(await page.$eval('#help-query', (input) => parseFloat(getComputedStyle(input).fontSize))).toBeGreaterThanOrEqual(16);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.type('#help-query', 'tranfer');
    await page.waitForSelector('[data-testid="help-results"]');
    expect((await resultSlugs(page))[0]).toBe('transfer-a-domain');
    expect(new URL(page.url()).search).toBe('?q=tranfer');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The field keeps what was typed, and the focus, while the results change under it.
    expect(
      await page.$eval('#help-query', (input) => [(input as HTMLInputElement).value, document.activeElement === input]),
    ).toEqual(['tranfer', true]);
    await page.click('[data-testid="help-results"] li a');
    await page.waitForSelector('[data-testid="help-text"]');
    expect(new URL(page.url()).pathname).toBe(helpArticlePath('transfer-a-domain'));
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(findHelpArticle('transfer-a-domain')?.title);
    expect(errors).toEqual([]);
  });

  // With JavaScript off, the search is a GET form (role search, action /help, its field q) the server
  // answers with results: integration/help-pages.test ('/help is opened…', 'a search with a typo is sent without JavaScript…').
  // A search that finds nothing: integration/help-pages.test ('when a search finds nothing…'), its page drawn at every
  // width by the screen walk; typed, the address is that page's, as above.
});

// The order dialog's guides (the SSH key's, the transfer's) open in a new tab, so nothing typed in it is lost:
// unit/order-form.test ('when the set-up questions link a guide…', 'when a domain is to be transferred…'); the keyboard
// reaches them in the dialog, e2e/order-dialog.test ('when Tab and Shift+Tab go past either end…').
