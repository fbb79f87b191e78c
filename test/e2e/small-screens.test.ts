import type { Page } from 'puppeteer';
import { company } from '../../shared/catalogue/company';
import { paths } from '../../shared/routes';
import { closePagesAfterEach, openHydrated } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';

/**
 * What a visitor on a phone notices: the home page's contact strip on one line at 360 and 320 px.
 */
const running = siteInChromium();
closePagesAfterEach();

// Form fields at 16 px or more on a phone, so iOS Safari does not zoom in on focus: in each kind of plan's order dialog,
// every kind of field between them, e2e/order-setup.test ('the order dialog of each kind of plan, on a phone'); in the
// request forms' card, e2e/callback.test ('when a visitor on the support page asks for a call…').

/** The lines an element's text is drawn on: its text's boxes, those that overlap vertically counted as one line. */
const linesOf = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const boxes: { top: number; bottom: number }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) boxes.push({ top: rect.top, bottom: rect.bottom });
        }
        boxes.sort((a, b) => a.top - b.top);
        let lines = 0;
        let bottom = -Infinity;
        for (const box of boxes) {
          if (box.top >= bottom - 1) lines += 1;
          bottom = Math.max(bottom, box.bottom);
        }
        return { text: element.textContent?.trim(), lines };
      }),
  );

describe('the home page’s contact strip at phone widths', () => {
  it('when the home page is 360 and 320 px wide, then the top bar is one line high with its phone and e-mail on it', async () => {
    const { page } = await openHydrated(running.chromium.browser, `${running.site.url}${paths.home}`, 360, 800);
    // One load, the window resized: it lays out as a load at that width (e2e/resized-screens.test).
    for (const width of [360, 320]) {
      await page.setViewport({ width, height: 800 });
      const bar = await page.$eval('[data-testid="top-bar"]', (aside) => {
        const row = aside.firstElementChild as HTMLElement;
        const links = [...aside.querySelectorAll('a')].map((link) => link.getBoundingClientRect());
        const style = getComputedStyle(row);
        return {
          rowHeight: row.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
          linkHeight: Math.max(...links.map((link) => link.height)),
          tops: new Set(links.map((link) => Math.round(link.top))).size,
          texts: [...aside.querySelectorAll('a')].map((link) => link.textContent),
          overflows: aside.scrollWidth > aside.clientWidth,
        };
      });
      expect(bar.texts).toEqual([company.phone.display, company.email.display]);
      expect(bar.tops).toBe(1);
      expect(bar.rowHeight).toBeCloseTo(bar.linkHeight, 0);
      expect(bar.overflows).toBe(false);
      expect(await linesOf(page, '[data-testid="top-bar"] a')).toEqual([
        { text: company.phone.display, lines: 1 },
        { text: company.email.display, lines: 1 },
      ]);
    }
  });
});

// Phone numbers on one line: each inside an element that never wraps, integration/pages.test ('phone numbers in server
// HTML'); none wraps on any route at 375 and 1280 px, the screen walk (layout-check).

// Releases past their end of life, marked where they are offered: on the VPS page, integration/hosting-pages.test
// ('lists the 1-click operating systems…', the list the browser shows as sent); in the dialog, unit/setup-answers.test
// (each marked in its option and no other, never the default, the hint naming the day it ended and the staff e-mail).
