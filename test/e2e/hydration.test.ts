import { paths } from '../../shared/routes';
import { planKindRecords } from '../../shared/catalogue/plans/kinds';
import type { Page } from 'puppeteer';
import { gotoHydrated, hydrationMoment, openPage, recordHydrationMoment, waitForDocumentQuiet } from '../support/page-helpers';
import { chunkNames } from '../support/chunk-names';
import { siteInChromium } from '../support/site-in-chromium';
import { startSite } from '../support/site-server';

const running = siteInChromium();
const chunks = chunkNames();

/**
 * Waits until the page has asked for each named chunk: one fetched ahead is asked for when the
 * browser is first idle after hydrating, which on a busy machine can be well after the network
 * has been quiet for a moment.
 */
const scriptsRequested = (page: Page, names: readonly string[]) =>
  page.waitForFunction(
    (addresses: readonly string[]) => {
      const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      return addresses.every((address) => loaded.includes(address));
    },
    { timeout: 15_000 },
    names.map(chunks.addressOf),
  );

describe('hydration in Chromium', () => {
  // Every route hydrates with no console error or hydration warning at every width, in the
  // screen walk (test/support/layout-suite.ts), on the same load as its other checks.
  it('when the home page has hydrated, then the sections under the hero have hydrated with it, and their links and the footer’s (kept as the server drew it) navigate in place at once', async () => {
    const { page, errors } = await openPage(running.chromium.browser, 375, 667);
    await recordHydrationMoment(page);
    await gotoHydrated(page, `${running.site.url}/`);
    await waitForDocumentQuiet(page, { idleTime: 300 });
    // Every script the page asked for, it asked for before it was marked hydrated: none waited for
    // the browser to be idle.
    const hydratedAt = (await hydrationMoment(page)) as number;
    const late = await page.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime > at)
          .map((entry) => new URL(entry.name).pathname),
      hydratedAt,
    );
    expect(late).toEqual([]);

    // A link in the footer and one under the hero move within the page, without a new document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.click('footer a[href="/about"]');
    // Each wait is shorter than the test, so a failure names the step that did not come.
    const step = { timeout: 10_000 };
    await page.waitForFunction(() => location.pathname === '/about' && document.title.startsWith('About Us'), step);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Back as the browser's button goes back, without waiting for a navigation event a move within the document may not send.
    await page.evaluate(() => history.back());
    await page.waitForFunction(() => location.pathname === '/' && document.querySelector('[data-testid="service-card"] a'), step);
    await page.click('[data-testid="service-card"] a');
    await page.waitForFunction(() => location.pathname === '/services', step);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each<[string, string[], string[], string[]]>([
    // The cards carry none of the table's code: it comes once the page is idle, for the switch. The
    // sections with only links stay as the server drew them: their code never comes (nor the footer's, anywhere).
    [paths.vps, ['vps-comparison'], [], ['hosting-sections']],
    // On its own address the table, Order Now buttons and all, is interactive with the page.
    [`${paths.vps}?view=compare`, [], ['vps-comparison'], []],
    // The order dialog's code comes once a hosting page has hydrated, for Order Now, with no hover or tap.
    [paths.shared, ['order-dialog'], ['domain-search'], ['hosting-sections']],
    [planKindRecords.pastel.path, [], [], ['hosting-sections']],
    // A plan's notice and its order, and the help search's results, only where the address shows them.
    [paths.contact, [], [], ['plan-notice', 'order-contact-form']],
    [`${paths.contact}?plan=CXN3`, [], ['plan-notice'], []],
    [paths.help, [], [], ['help-results']],
    [`${paths.help}?q=transfer`, [], ['help-results'], []],
  ])(
    'when %s hydrates, then the page parts it does not show load after it (%j), those it shows with it (%j), those it never shows not at all (%j), and none of the server HTML leaves the screen meanwhile',
    async (path, deferredChunks, withThePage, never) => {
      const { page, errors } = await openPage(running.chromium.browser, 375, 667);
      await recordHydrationMoment(page);
      // Every heading the server sent, checked at each change to the page until it is quiet: a
      // part that lost its server HTML while its code loaded would show as a heading gone.
      await page.evaluateOnNewDocument(() => {
        const state = window as unknown as { headingsLost: string[] };
        state.headingsLost = [];
        const headings = () => [...document.querySelectorAll('main h2, main h3')].map((h) => h.textContent ?? '');
        document.addEventListener('DOMContentLoaded', () => {
          const sent = headings();
          new MutationObserver(() => {
            const now = headings();
            for (const heading of sent)
              if (!now.includes(heading) && !state.headingsLost.includes(heading)) state.headingsLost.push(heading);
          }).observe(document.body, { subtree: true, childList: true });
        });
      });
      await gotoHydrated(page, `${running.site.url}${path}`);
      await scriptsRequested(page, deferredChunks);
      await waitForDocumentQuiet(page, { idleTime: 500 });
      const hydratedAt = await hydrationMoment(page);
      const scripts = (
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => ({ address: new URL(entry.name).pathname, startTime: entry.startTime })),
        )
      ).map(({ address, startTime }) => ({ name: chunks.nameOf(address), startTime }));
      const startOf = (chunk: string) => scripts.find((s) => s.name === chunk)?.startTime ?? Number.NaN;
      for (const chunk of deferredChunks) expect([chunk, startOf(chunk) > (hydratedAt as number)]).toEqual([chunk, true]);
      for (const chunk of withThePage) expect([chunk, startOf(chunk) < (hydratedAt as number)]).toEqual([chunk, true]);
      // A part the page does not show is not fetched for it: the domain search lives on three other hosting pages.
      for (const chunk of withThePage.includes('domain-search')
        ? [...never, 'footer-links']
        : [...never, 'footer-links', 'domain-search'])
        expect(scripts.map((s) => s.name)).not.toContain(chunk);
      expect(await page.evaluate(() => (window as unknown as { headingsLost: string[] }).headingsLost)).toEqual([]);
      // Headings were there to watch (on /help?q= the results' own is the one).
      expect(await page.$$eval('main h2, main h3', (hs) => hs.length)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('when the domain check is off and a visitor types ?domain= by hand, then the page loads no domain-search code, having no search to show', async () => {
    const off = await startSite({ DOMAIN_CHECK: 'off' });
    try {
      const { page, errors } = await openPage(running.chromium.browser, 375, 667);
      await gotoHydrated(page, `${off.url}/shared-hosting?domain=typed.co.za`);
      await waitForDocumentQuiet(page, { idleTime: 500 });
      // No search in the page either: integration/domain-search.test ('when DOMAIN_CHECK is off…').
      const scripts = (
        await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
      ).map(chunks.nameOf);
      expect(scripts).toContain('hosting-page');
      expect(scripts).not.toContain('domain-search');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await off.close();
    }
  });

  // Without JavaScript, a page whole in <main> with its words and plain links: integration/pages.test ('every public route',
  // 'the shell in server HTML') and content-pages.test; drawn, not hidden: e2e/contact-form.test ('when JavaScript is off…').
});
