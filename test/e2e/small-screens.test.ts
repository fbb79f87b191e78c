import type { Page } from 'puppeteer';
import { company } from '../../shared/catalogue/company';
import { legalDocumentIds, legalDocumentPath } from '../../shared/catalogue/legal-document-ids';
import { paths } from '../../shared/routes';
import { closePagesAfterEach, fieldSizes, IOS_ZOOM_BELOW_PX, openHydrated } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';

/**
 * What a visitor on a phone notices: fields big enough that iOS Safari does not zoom in on focus
 * (16 px or more), the home page's contact strip on one line at 360 px, phone numbers that never
 * break across lines.
 */
const running = siteInChromium();
closePagesAfterEach();

const phonePage = async (width: number, path: string): Promise<Page> =>
  (await openHydrated(running.chromium.browser, `${running.site.url}${path}`, width, 800)).page;

describe('form fields are drawn at 16 px or more', () => {
  // In each kind of plan's order dialog, and every kind of field between them: e2e/order-setup.test ('the order dialog of
  // each kind of plan, on a phone').
  it('when the contact form is shown at 375 px, then every field in it is 16 px or more', async () => {
    const page = await phonePage(375, paths.contact);
    await page.waitForSelector('[data-testid="contact-form"] textarea', { timeout: 15_000 });
    const sizes = await fieldSizes(page, '[data-testid="contact-form"]');
    expect(sizes.map((size) => size.field.split(' ')[0])).toEqual(expect.arrayContaining(['input[type=text]', 'textarea']));
    expect(sizes.filter((size) => size.px < IOS_ZOOM_BELOW_PX)).toEqual([]);
  });
});

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
  it.each([360, 320])(
    'when the home page is %i px wide, then the top bar is one line high with its phone and e-mail on it',
    async (width) => {
      const page = await phonePage(width, paths.home);
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
    },
  );
});

describe('phone numbers stay on one line', () => {
  const numbers = [company.phone.display, company.whatsapp.display];
  const PHONE_ELEMENTS = 'a[href^="tel:"], .phone-number, [data-testid="whatsapp-link"]';

  it('when a number is allowed to break in a narrow box, then the measure sees two lines (it can fail)', async () => {
    const page = await phonePage(320, paths.contact);
    // Through the CSSOM: the page's CSP refuses a style element it did not send.
    await page.$$eval('main a[href^="tel:"]', (links) => {
      for (const link of links as HTMLElement[]) {
        link.style.setProperty('white-space', 'normal', 'important');
        link.style.setProperty('display', 'inline-block');
        link.style.setProperty('width', '4em');
      }
    });
    const shown = await linesOf(page, 'main a[href^="tel:"]');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((element) => element.lines > 1)).toBe(true);
  });

  it.each([paths.home, paths.contact, paths.support, legalDocumentPath(legalDocumentIds[1])])(
    'when %s is read at 320 px, then every phone number on it is on one line',
    async (path) => {
      const page = await phonePage(320, path);
      await page.waitForSelector('footer a[href^="tel:"]', { timeout: 15_000 });
      const shown = await linesOf(page, PHONE_ELEMENTS);
      const withNumber = shown.filter((element) => numbers.some((number) => element.text?.includes(number)));
      expect(withNumber.length).toBeGreaterThan(0);
      expect(withNumber.filter((element) => element.lines !== 1)).toEqual([]);
      // No number is shown outside such an element, where it could break.
      const loose = await page.evaluate(
        (selector, all) => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const found: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            if (
              all.some((number) => text.includes(number)) &&
              !node.parentElement?.closest(selector) &&
              node.parentElement?.closest('script, style, template, noscript') === null
            )
              found.push(text.trim());
          }
          return found;
        },
        PHONE_ELEMENTS,
        numbers,
      );
      expect(loose).toEqual([]);
    },
  );
});

// Releases past their end of life, marked where they are offered: on the VPS page, integration/hosting-pages.test
// ('lists the 1-click operating systems…', the list the browser shows as sent); in the dialog, unit/setup-answers.test
// (each marked in its option and no other, never the default, the hint naming the day it ended and the staff e-mail).
