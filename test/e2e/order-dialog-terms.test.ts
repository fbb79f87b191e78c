import { paths } from '../../shared/routes';
import type { Page } from 'puppeteer';
import { excludingVat, planKinds, plansByKind, termLines, termsSentence } from '../../shared/catalogue/plans';
import { openHydrated } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';
import { openDialogAt } from '../support/order-dialog-helpers';

/**
 * What the order dialog tells a visitor before they send an order, and where: the buttons in view
 * at every screen size, the product in the summary, the contract terms beside the Terms of Service.
 */
const running = siteInChromium();

const dialogFor = async (route: string, planId: string, width?: number, height?: number): Promise<Page> =>
  (await openDialogAt(running.chromium.browser, `${running.site.url}${route}`, planId, width, height)).page;

/** Where each action button is, and whether it is the element a tap at its centre would reach. */
const actionButtons = (page: Page) =>
  page.$$eval('dialog[open] [data-testid="order-form"] .actions button', (buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        text: button.textContent,
        onScreen: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
        reachable: hit !== null && button.contains(hit),
      };
    }),
  );

const termsView = (page: Page) =>
  page.$eval('[data-testid="order-terms"]', (terms) => ({
    rows: [...terms.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    note: terms.querySelector('p')?.textContent ?? '',
    link: terms.querySelector('a')?.getAttribute('href') ?? null,
  }));

const summaryText = (page: Page) =>
  page.$eval('[data-testid="order-summary"]', (s) => (s as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

describe('the order dialog fits the screen', () => {
  // Microsoft 365 has the most fields (users and billing), CXN3 the fewest. The dialog is opened
  // once and the window resized to each size: a resized window lays a page out as a load at that
  // size does (test/e2e/resized-screens.test.ts), the open order dialog among its screens.
  const SIZES = [
    [1280, 800],
    [1024, 768],
    [768, 1024],
    [375, 667],
  ] as const;
  it.each([
    [paths['microsoft-365'], 'm365-business-standard'],
    [paths.vps, 'CXN3'],
  ])(
    'when the dialog of %s opens at 1280×800, 1024×768, 768×1024 and 375×667, then Cancel and Submit Order are on screen and reachable without scrolling at each',
    async (route, planId) => {
      const page = await dialogFor(route, planId, SIZES[0][0], SIZES[0][1]);
      for (const [width, height] of SIZES) {
        const size = `${width}×${height}`;
        await page.setViewport({ width, height });
        await page.$eval('dialog[open] .fields', (fields) => fields.scrollTo(0, 0));
        expect({ size, buttons: await actionButtons(page) }).toEqual({
          size,
          buttons: [
            { text: 'Cancel', onScreen: true, reachable: true },
            { text: 'Submit Order', onScreen: true, reachable: true },
          ],
        });
        const box = await page.$eval('dialog[open]', (d) => ({
          width: d.getBoundingClientRect().width,
          scrolls: d.scrollHeight > d.clientHeight,
        }));
        expect({ size, narrow: box.width <= 500, scrolls: box.scrolls }).toEqual({ size, narrow: true, scrolls: false });
        // The fields scroll inside; at the end of them the buttons are still where they were.
        await page.$eval('dialog[open] .fields', (fields) => fields.scrollTo(0, fields.scrollHeight));
        expect({ size, reached: (await actionButtons(page)).every((b) => b.onScreen && b.reachable) }).toEqual({
          size,
          reached: true,
        });
      }
      await page.close();
    },
  );
});

// The summary names product and plan ("product · plan", the shared and the reseller Business plans apart) in each kind's
// dialog: e2e/order-setup.test ('the order dialog of each kind of plan, on a phone').

describe('the contract terms before submitting', () => {
  it('when CXN1 is ordered, then the terms of monthly billing show, and choosing yearly changes the terms and the price', async () => {
    const page = await dialogFor(paths.vps, 'CXN1');
    const monthly = await termsView(page);
    expect(monthly.rows).toEqual(termLines('vps', 'monthly').map(({ label, value }) => [label, value]));
    expect(monthly.note).toContain(
      'Consumers may cancel within 7 days of the agreement, without reason or penalty (ECT Act s44).',
    );
    expect(monthly.link).toBe('/legal/terms-of-service#7-term-renewal-and-cancellation');
    const cxn1 = plansByKind.vps.find((plan) => plan.id === 'CXN1')!;
    expect(await summaryText(page)).toContain(`${cxn1.price}/month incl. VAT ${excludingVat(cxn1.price)}`);

    await page.click('dialog[open] input[name="billing"][value="yearly"]');
    const yearly = await termsView(page);
    expect(yearly.rows).toEqual(termLines('vps', 'yearly').map(({ label, value }) => [label, value]));
    expect(yearly.rows[1]).toEqual(['Minimum term', '12 months']);
    expect(await summaryText(page)).toContain(`${cxn1.yearlyPrice}/year incl. VAT ${excludingVat(cxn1.yearlyPrice!)}`);
    // The terms sit directly above the buttons.
    const order = await page.$eval('dialog[open] [data-testid="order-form"]', (form) => {
      const terms = form.querySelector('[data-testid="order-terms"]')!.getBoundingClientRect();
      const fields = form.querySelector('.fields')!;
      fields.scrollTo(0, fields.scrollHeight);
      return { termsBelowMessage: terms.top > form.querySelector('textarea')!.getBoundingClientRect().top };
    });
    expect(order.termsBelowMessage).toBe(true);
    await page.close();
  });

  it('when the terms link is followed, then the Terms of Service section it names lists the same terms', async () => {
    const { page } = await openHydrated(
      running.chromium.browser,
      `${running.site.url}/legal/terms-of-service#7-term-renewal-and-cancellation`,
    );
    const section = await page.$eval('[id="7-term-renewal-and-cancellation"]', (heading) => {
      const parts: string[] = [];
      for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) {
        parts.push(node.textContent ?? '');
      }
      return parts.join('\n').replace(/[‘’]/g, "'");
    });
    for (const kind of planKinds) expect(section).toContain(termsSentence(kind));
    await page.close();
  });
});

// The users field (its start, the summary following it, 0 and 301 refused) and the billing choice
// a plan without a yearly price leaves out are component tests: test/unit/order-form.test.tsx.
