import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderCopy } from '../../shared/catalogue/order-copy';
import { company } from '../../shared/catalogue/company';
import { plansByKind } from '../../shared/catalogue/plans';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { gotoHydrated, isVisible, openPage } from '../support/page-helpers';
import { startSite, type SiteServer } from '../support/site-server';
import { openOrderDialog } from '../support/order-dialog-helpers';
import { waitUntil } from '../support/mail-kit';

/** The quotation's link as a buyer meets it: in the order dialog's summary, and on the order page without JavaScript. */
let site: SiteServer;
let chromium: TestBrowser;
let downloads: string;

beforeAll(async () => {
  downloads = await mkdtemp(path.join(tmpdir(), 'quote-downloads-'));
  [site, chromium] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([chromium?.close(), site?.close()]);
  await rm(downloads, { recursive: true, force: true });
});

const LINK = 'dialog[open] [data-testid="order-summary"] [data-testid="quote-link"]';
const cxn1 = plansByKind.vps.find((plan) => plan.id === 'CXN1')!;

describe('the quotation link', () => {
  it('when CXN1 is ordered, then the summary offers "Download a quotation (PDF)" for the billing chosen, and pressing it downloads the PDF', async () => {
    const { page, errors } = await openPage(chromium.browser, 375, 800);
    await gotoHydrated(page, `${site.url}/server-hosting`);
    await openOrderDialog(page, 'CXN1');
    expect(await isVisible(page, LINK)).toBe(true);
    const link = () => page.$eval(LINK, (a) => ({ text: a.textContent, href: a.getAttribute('href') }));
    expect(await link()).toEqual({ text: orderCopy.quoteLink, href: `/quote?plan=${cxn1.id}` });
    await page.click('dialog[open] input[name="billing"][value="yearly"]');
    expect(await link()).toEqual({ text: orderCopy.quoteLink, href: `/quote?plan=${cxn1.id}&billing=yearly` });

    const session = await page.createCDPSession();
    await session.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: downloads,
      browserContextId: page.browserContext().id,
    });
    await page.click(LINK);
    let files: string[] = [];
    await waitUntil(
      async () => (files = (await readdir(downloads)).filter((name) => name.endsWith('.pdf'))).length === 1,
      10_000,
      'the quotation to download',
    );
    expect(files[0]).toMatch(new RegExp(`Quotation-Q-\\d{8}-${cxn1.id}-Y\\.pdf$`));
    const bytes = await readFile(path.join(downloads, files[0]!));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });
    expect(text).toContain('Quotation');
    expect(text).toContain(company.vatNumber);
    expect(text).toMatch(/Total incl\. VAT, per year/);
    // The dialog stays open: the download did not take the visitor away from the form.
    expect(await isVisible(page, 'dialog[open] [data-testid="order-form"]')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when a plan whose price is hidden is ordered, then the summary has no quotation link', async () => {
    const { page } = await openPage(chromium.browser, 1280, 800);
    await gotoHydrated(page, `${site.url}/cpanel-hosting`);
    await openOrderDialog(page, 'cpanel-multi');
    expect(await page.$(LINK)).toBeNull();
    await page.close();
  });

  it('when JavaScript is off and the order page of CXN3 opens, then it shows the link to its quotation', async () => {
    const { page } = await openPage(chromium.browser, 375, 800);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.url}/contact?plan=CXN3`, { waitUntil: 'load' });
    const selector = '[data-testid="plan-notice"] [data-testid="quote-link"]';
    expect(await isVisible(page, selector)).toBe(true);
    expect(await page.$eval(selector, (a) => ({ text: a.textContent, href: a.getAttribute('href') }))).toEqual({
      text: orderCopy.quoteLink,
      href: '/quote?plan=CXN3',
    });
    const response = await fetch(`${site.url}/quote?plan=CXN3`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    await page.close();
  });
});
