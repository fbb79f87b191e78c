import type { Page } from 'puppeteer';
import { helpCopy } from '../../shared/catalogue/help-copy';
import { hostingPages, plansByKind } from '../../shared/catalogue/plans';
import { findHelpArticle } from '../../shared/help/articles';
import { helpArticlePath, helpPagePath } from '../../shared/help/paths';
import { fillOrderForm, openOrderDialog, VISITOR } from '../support/order-dialog-helpers';
import { gotoHydrated, openPage } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';

const running = siteInChromium();

const resultSlugs = (page: Page) =>
  page.$$eval('[data-testid="help-results"] li', (items) => items.map((item) => item.getAttribute('data-article')));

describe('the help centre in the browser', () => {
  it('when a visitor types a query with a typo, then the results follow the typing without a page load, and the address says what is shown', async () => {
    const { page, errors } = await openPage(running.chromium.browser, 375, 800);
    await gotoHydrated(page, `${running.site.url}${helpPagePath}`);
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
    await page.close();
  });

  // With JavaScript off, the search is a GET form (role search, action /help, its field q) the server
  // answers with results: integration/help-pages.test ('/help is opened…', 'a search with a typo is sent without JavaScript…').
  it('when nothing matches, then the page says so and shows the ways to reach us, on screen at 375 px', async () => {
    const { page } = await openPage(running.chromium.browser, 375, 800);
    await gotoHydrated(page, `${running.site.url}${helpPagePath}`);
    await page.type('#help-query', 'qwxzv');
    await page.waitForSelector('#results-heading');
    const box = await page.$eval('[data-testid="help-contact"]', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
    expect(await page.$eval('#results-heading', (h) => h.textContent)).toBe(helpCopy.noResults.heading('qwxzv'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });

  it('when the search field is drawn on a phone, then its text is at least 16 px, so iOS does not zoom', async () => {
    const { page } = await openPage(running.chromium.browser, 375, 800);
    await gotoHydrated(page, `${running.site.url}${helpPagePath}`);
    expect(await page.$eval('#help-query', (input) => parseFloat(getComputedStyle(input).fontSize))).toBeGreaterThanOrEqual(16);
    await page.close();
  });
});

describe('help from the order dialog', () => {
  it('when a visitor opens the SSH key guide from the order dialog, then it opens in a new tab and the dialog keeps what was typed', async () => {
    const { page } = await openPage(running.chromium.browser, 1280, 900);
    await gotoHydrated(page, `${running.site.url}${hostingPages.vps.path}`);
    await openOrderDialog(page, plansByKind.vps[0].id);
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
    await page.close();
  });

  it('when a visitor chooses to transfer a domain, then the hint links to the transfer guide', async () => {
    const { page } = await openPage(running.chromium.browser, 1280, 900);
    await gotoHydrated(page, `${running.site.url}${hostingPages.shared.path}`);
    await openOrderDialog(page, plansByKind.shared[0].id);
    await page.select('dialog[open] select[name="setup.domainAction"]', 'transfer');
    const href = await page.$eval('dialog[open] [data-testid="setup-help-link"]', (a) => a.getAttribute('href'));
    expect(href).toBe(helpArticlePath('transfer-a-domain'));
    await page.close();
  });
});
