import type { Page } from 'puppeteer';
import { hostingPages, plansByKind } from '../../shared/catalogue/plans';
import { findHelpArticle } from '../../shared/help/articles';
import { helpArticlePath, helpPagePath } from '../../shared/help/paths';
import { fillOrderForm, openDialogAt, VISITOR } from '../support/order-dialog-helpers';
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

describe('help from the order dialog', () => {
  it('when a visitor opens the SSH key guide from the order dialog, then it opens in a new tab and the dialog keeps what was typed', async () => {
    const { page } = await openDialogAt(
      running.chromium.browser,
      `${running.site.url}${hostingPages.vps.path}`,
      plansByKind.vps[0].id,
    );
    await fillOrderForm(page, { name: VISITOR.name, email: VISITOR.email });
    const link = await page.$('dialog[open] [data-testid="setup-help-link"][href$="/make-an-ssh-key"]');
    expect(link).not.toBeNull();
    const opened = new Promise<string>((resolve) =>
      running.chromium.browser.once('targetcreated', (target) => resolve(target.url())),
    );
    await link!.evaluate((a) => (a as HTMLAnchorElement).scrollIntoView({ block: 'center' }));
    await link!.click();
    expect(new URL(await opened).pathname).toBe(helpArticlePath('make-an-ssh-key'));
    expect(await page.$eval('dialog[open] input[name="name"]', (input) => (input as HTMLInputElement).value)).toBe(VISITOR.name);
    expect(await page.$eval('dialog[open] input[name="email"]', (input) => (input as HTMLInputElement).value)).toBe(
      VISITOR.email,
    );
  });

  // With a domain to transfer, the hint links the transfer guide: e2e/order-setup.test ('when a domain is to be transferred…').
});
