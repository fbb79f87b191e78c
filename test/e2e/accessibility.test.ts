import type { Page } from 'puppeteer';
import { gotoHydrated, openPage, waitForDocumentQuiet } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';

const running = siteInChromium();
let page: Page;

/** A fresh tab at the same size, so nothing the last page was still fetching counts against the next. */
async function freshPage(width = 1280, height = 900): Promise<void> {
  await page?.close();
  ({ page } = await openPage(running.chromium.browser, width, height));
  // The checks look at each page at rest, not halfway through an entrance animation.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
}

beforeAll(() => freshPage());

const contentPaths = ['/', '/services', '/services/cybersecurity', '/about', '/contact', '/support', '/legal'];

/** Loads a page and waits until everything that arrives after hydration without scrolling (the contact page's form, captcha) is there. */
async function load(path: string): Promise<void> {
  const { width, height } = page.viewport() ?? { width: 1280, height: 900 };
  await freshPage(width, height);
  await gotoHydrated(page, `${running.site.url}${path}`);
  await waitForDocumentQuiet(page, { idleTime: 250 });
  // The captcha widget's code follows the form's: wait for it too, or it would still be loading
  // when the next test leaves the page.
  if (await page.$('[data-testid="contact-form"]')) {
    await page.waitForSelector('[data-testid="contact-form"] altcha-widget', { timeout: 15_000 });
    await waitForDocumentQuiet(page, { idleTime: 250 });
  }
}

// Every page at 1280 and 375 px in both themes is checked with axe-core in the screen walk
// (test/support/layout-suite.ts), on the same load as its layout, and its headings at every width; toasts of both
// kinds, in either theme: e2e/content.test ('when Download PDF is pressed…'). Here, the keyboard.

/** Tabs through the page and reports, for each control a visitor can see, whether it was reached and showed a focus ring. */
async function tabThrough(): Promise<{ unreached: string[]; withoutRing: string[] }> {
  const total = await page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter(
      (el) =>
        el.tabIndex >= 0 &&
        el.checkVisibility({ checkVisibilityCSS: true }) &&
        !el.closest('[inert]') &&
        !(el as HTMLButtonElement).disabled &&
        el.getBoundingClientRect().width > 0,
    );
    controls.forEach((el, index) => el.setAttribute('data-kb', String(index)));
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return controls.length;
  });
  const reached = new Set<string>();
  const withoutRing: string[] = [];
  for (let press = 0; press < total + 40 && reached.size < total; press++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Our own ring is a 3px outline; 'auto' is the browser's native ring (the captcha's checkbox keeps it).
      const ring = (style: CSSStyleDeclaration) =>
        style.outlineStyle === 'auto' ||
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none';
      return {
        id: el.getAttribute('data-kb'),
        name: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 40)}"`,
        ring: ring(getComputedStyle(el)) || ring(getComputedStyle(el, '::after')) || ring(getComputedStyle(el, '::before')),
      };
    });
    if (!focus?.id) continue;
    reached.add(focus.id);
    if (!focus.ring) withoutRing.push(focus.name);
  }
  const unreached = await page.$$eval(
    '[data-kb]',
    (els, seen) => els.filter((el) => !seen.includes(el.getAttribute('data-kb') ?? '')).map((el) => el.outerHTML.slice(0, 120)),
    [...reached],
  );
  return { unreached, withoutRing: [...new Set(withoutRing)] };
}

describe('keyboard', () => {
  it.each(contentPaths)(
    'when %s is tabbed through at 1280 px, then every visible control is reached and shows a focus ring',
    async (path) => {
      await page.setViewport({ width: 1280, height: 900 });
      await load(path);
      expect(await tabThrough()).toEqual({ unreached: [], withoutRing: [] });
    },
  );

  it('when the skip link is followed, then focus moves to the main content', async () => {
    await page.setViewport({ width: 375, height: 800 });
    await load('/legal');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
