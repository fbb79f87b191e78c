import type { Page } from 'puppeteer';
import { company } from '../../shared/catalogue/company';
import { planKindRecords } from '../../shared/catalogue/plans/kinds';
import { hostingNav, paths } from '../../shared/routes';
import {
  gotoHydrated,
  isVisible,
  openPage,
  openHydrated,
  closePagesAfterEach,
  waitForDocumentQuiet,
  touchForm,
} from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';

const running = siteInChromium();
closePagesAfterEach();

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('theme', () => {
  // The cookie's Path, SameSite and Secure: unit/theme-cookie.test; the page the server draws for it, already light:
  // integration/pages.test ('when the cookie says light…').
  it('when the visitor toggles to light, then the page turns light and the browser keeps the choice in the theme cookie', async () => {
    const { page } = await openHydrated(running.chromium.browser, `${running.site.url}/`);
    expect(await themeOf(page)).toBe('dark');
    await page.click('nav[aria-label="Main"] [aria-label="Toggle theme"]');
    expect(await themeOf(page)).toBe('light');
    expect((await page.cookies()).find((c) => c.name === 'theme')?.value).toBe('light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
  });

  it('when the visitor follows a light system theme, then it is resolved before any bundle runs', async () => {
    const { page } = await openPage(running.chromium.browser);
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await page.setCookie({ name: 'theme', value: 'system', url: running.site.url });
    await page.setRequestInterception(true);
    page.on('request', (request) => (request.url().includes('/assets/') ? request.abort() : request.continue()));
    await page.goto(`${running.site.url}/about`, { waitUntil: 'load' });
    expect(await themeOf(page)).toBe('light');
  });
});

describe('mobile menu at 375 px', () => {
  // With JavaScript off the menu button opens the menu too, its entries fully on screen, and open, it holds the page
  // still behind its scrim: the screen walk (mobile-menu).
  it('when it is used on a phone, then it has its own theme toggle, Esc or a tap on the dimmed page closes it with focus back on the menu button, and choosing a link navigates and closes it; at 360 and 320 px the top bar is one line with its phone and e-mail', async () => {
    const { page } = await openHydrated(running.chromium.browser, `${running.site.url}/`, 360, 800);
    for (const width of [360, 320]) {
      await page.setViewport({ width, height: 800 });
      const bar = await page.$eval('[data-testid="top-bar"]', (aside) => {
        const row = aside.firstElementChild as HTMLElement;
        const links = [...aside.querySelectorAll('a')];
        const boxes = links.map((link) => link.getBoundingClientRect());
        const style = getComputedStyle(row);
        /** The lines a link's words are drawn on. */
        const lines = (link: Element) => {
          const range = document.createRange();
          range.selectNodeContents(
            [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())!,
          );
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        return {
          rowHeight: row.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
          linkHeight: Math.max(...boxes.map((box) => box.height)),
          tops: new Set(boxes.map((box) => Math.round(box.top))).size,
          links: links.map((link) => [link.textContent, lines(link)]),
          overflows: aside.scrollWidth > aside.clientWidth,
        };
      });
      expect([width, bar.links]).toEqual([
        width,
        [
          [company.phone.display, 1],
          [company.email.display, 1],
        ],
      ]);
      expect(bar.tops).toBe(1);
      expect(bar.rowHeight).toBeCloseTo(bar.linkHeight, 0);
      expect(bar.overflows).toBe(false);
    }
    await page.setViewport({ width: 375, height: 800 });
    expect(await isVisible(page, 'nav[aria-label="Main"]')).toBe(false);
    expect(await isVisible(page, '#mobile-menu-nav')).toBe(false);
    const toggles = await page.$$('header [aria-label="Toggle theme"]');
    expect(await Promise.all(toggles.map((t) => t.isVisible()))).toEqual([false, true]);
    await toggles[1].click();
    expect(await themeOf(page)).toBe('light');

    const menuFocused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.focus('[data-testid="mobile-menu"] > summary');
    await page.keyboard.press('Enter');
    expect(await isVisible(page, '#mobile-menu-nav')).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await isVisible(page, '#mobile-menu-nav')).toBe(false);
    expect(await menuFocused()).toBe('Menu');

    await page.click('[data-testid="mobile-menu"] > summary');
    await page.mouse.click(187, 780);
    expect(await isVisible(page, '#mobile-menu-nav')).toBe(false);
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
    expect(await menuFocused()).toBe('Menu');

    await page.click('[data-testid="mobile-menu"] > summary');
    expect(await isVisible(page, '#mobile-menu-nav')).toBe(true);
    const hosting = await page.$$eval('#mobile-menu-nav ul[aria-labelledby="mobile-hosting-label"] a', (links) =>
      links.map((a) => a.textContent),
    );
    expect(hosting).toEqual(hostingNav.map((link) => link.label));
    const pastel = planKindRecords.pastel.path;
    await page.click(`#mobile-menu-nav a[href="${pastel}"]`);
    await page.waitForFunction((path) => location.pathname === path, {}, pastel);
    expect(await isVisible(page, '#mobile-menu-nav')).toBe(false);
  });
});

describe('Hosting dropdown', () => {
  it('when the visitor clicks elsewhere, then the open dropdown closes; by keyboard, Enter opens it, Esc closes it with focus back on Hosting, and Space opens it again', async () => {
    const { page } = await openHydrated(running.chromium.browser, `${running.site.url}/`);
    const summary = '[data-testid="hosting-menu"] > summary';
    await page.click(summary);
    expect(await isVisible(page, '#hosting-menu-list')).toBe(true);
    await page.mouse.click(600, 600);
    expect(await isVisible(page, '#hosting-menu-list')).toBe(false);

    await page.focus(summary);
    await page.keyboard.press('Enter');
    expect(await isVisible(page, '#hosting-menu-list')).toBe(true);
    const expanded = await page.$eval('[data-testid="hosting-menu"]', (d) => (d as HTMLDetailsElement).open);
    expect(expanded).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('VPS Server Hosting');
    await page.keyboard.press('Escape');
    expect(await isVisible(page, '#hosting-menu-list')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Hosting');
    await page.keyboard.press('Space');
    expect(await isVisible(page, '#hosting-menu-list')).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction((path) => location.pathname === path, {}, paths.vps);
    expect(await isVisible(page, '#hosting-menu-list')).toBe(false);
  });
});

describe('Hosting dropdown on screen', () => {
  // Each entry fully on screen and nothing scrolling sideways, the menu open at every width, JavaScript on and off: the screen walk.
  it.each([
    [true, [1024, 1280, 1536]],
    [false, [1280]],
  ])('when it opens (JavaScript on: %s) at %j px, then its six entries stand in one column', async (javascript, widths) => {
    const { page } = await openPage(running.chromium.browser, widths[0], 800);
    await page.setJavaScriptEnabled(javascript);
    if (javascript) await gotoHydrated(page, `${running.site.url}/`);
    else await page.goto(`${running.site.url}/`, { waitUntil: 'load' });
    await page.click('[data-testid="hosting-menu"] > summary');
    for (const width of widths) {
      await page.setViewport({ width, height: 800 });
      const boxes = await page.$$eval('#hosting-menu-list a', (links) =>
        links.map((a) => {
          const r = a.getBoundingClientRect();
          return { left: Math.round(r.left), top: r.top, bottom: r.bottom };
        }),
      );
      // Six entries, each on its own row, all in one column.
      expect([width, boxes.length, new Set(boxes.map((b) => b.left)).size]).toEqual([width, 6, 1]);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i].top).toBeGreaterThanOrEqual(boxes[i - 1].bottom - 1);
    }
  });
});

describe("the footer's legal line", () => {
  it('when it wraps at 375, 768, 1024, 1280 and 1536 px, then every separator dot stands between two parts on one line, none at a line end or start', async () => {
    const { page } = await openPage(running.chromium.browser, 375, 800);
    await page.goto(`${running.site.url}/about`, { waitUntil: 'load' });
    for (const width of [375, 768, 1024, 1280, 1536]) {
      await page.setViewport({ width, height: 800 });
      const line = await page.$eval('[data-testid="company-legal-line"]', (p) => {
        const box = p.getBoundingClientRect();
        const parts = [...p.querySelectorAll('[data-part]')].map((part) => part.getBoundingClientRect());
        // A dot is seen where it is drawn inside the line's box; one drawn outside it is clipped.
        const dots = [...p.querySelectorAll('[data-separator]')]
          .map((dot) => dot.getBoundingClientRect())
          .filter((dot) => dot.width > 0 && dot.left >= box.left && dot.right <= box.right);
        const lines = new Set(parts.map((part) => Math.round(part.top))).size;
        const between = dots.filter((dot) =>
          parts.some(
            (before, i) =>
              before.right <= dot.left &&
              Math.abs(before.top - dot.top) < 4 &&
              parts[i + 1] !== undefined &&
              (parts[i + 1] as DOMRect).left >= dot.right &&
              Math.abs((parts[i + 1] as DOMRect).top - dot.top) < 4,
          ),
        );
        return { parts: parts.length, lines, dots: dots.length, between: between.length };
      });
      // Five parts on more than one line, every dot drawn between two of them on its line.
      expect([width, line.parts, line.lines > 1, line.dots, line.between]).toEqual([
        width,
        5,
        true,
        line.parts - line.lines,
        line.dots,
      ]);
    }
  });
});

describe('not found', () => {
  it('when an unknown path is opened, then the 404 page shows, the console names the path, and Return to Home goes home', async () => {
    const { page, warnings } = await openPage(running.chromium.browser);
    await gotoHydrated(page, `${running.site.url}/no-such-page`);
    // Its status, words and link: integration/pages.test ('not found'); the server's warning: integration/request-log.test.
    expect(warnings.join('\n')).toContain('/no-such-page');
    await page.click('main a[href="/"]');
    await page.waitForFunction(() => location.pathname === '/');
  });
});

describe('scrolling', () => {
  /** Where the page is over the next second, as the visitor sees it: each distinct scroll position of every frame. */
  const placesOverASecond = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number[]>((done) => {
          const ys: number[] = [];
          const started = performance.now();
          const frame = () => {
            ys.push(Math.round(window.scrollY));
            if (performance.now() - started < 1000) requestAnimationFrame(frame);
            else done([...new Set(ys)]);
          };
          requestAnimationFrame(frame);
        }),
    );

  /** Where each heading shown in main stands in the window. */
  const headingTops = (page: Page) =>
    page.$$eval('main h2, main h3', (headings) =>
      headings.filter((h) => h.getClientRects().length).map((h) => Math.round(h.getBoundingClientRect().top)),
    );

  it.each(['/shared-hosting', '/contact', '/email-security?domain=weak.co.za'])(
    "when a footer link is followed from far down %s, then the new page starts at the top; Back returns to the place, and it stays there; Forward to the new page's top",
    async (path) => {
      const { page } = await openHydrated(running.chromium.browser, `${running.site.url}${path}`, 375, 700);
      const title = await page.title();
      // The page's forms arrive after hydration; a visitor reads on once they have.
      await waitForDocumentQuiet(page);
      // Read down, a screen at a time, as a visitor does: what passes by is drawn.
      // Then the link, where the footer is taller than the window, is brought on screen as a
      // visitor scrolls to it: the place is where they are when they press it.
      const { place, link } = await page.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        while (window.scrollY < document.body.scrollHeight * 0.8 - innerHeight) {
          window.scrollBy({ top: innerHeight, behavior: 'instant' });
          await frame();
          await frame();
        }
        const about = document.querySelector('footer a[href="/about"]')!;
        about.scrollIntoView({ block: 'nearest', behavior: 'instant' });
        // The place is noted in the frame after the scroll.
        await frame();
        await frame();
        const box = about.getBoundingClientRect();
        return { place: Math.round(window.scrollY), link: { x: box.left + box.width / 2, y: box.top + box.height / 2 } };
      });
      expect(place).toBeGreaterThan(600);
      const seen = await headingTops(page);
      // Pressed where it stands: page.click would scroll it again if its visibility check answered late.
      await page.mouse.click(link.x, link.y);
      // The scroll happens in the effect that follows the new page's render.
      await page.waitForFunction(() => location.pathname === '/about' && window.scrollY === 0, { timeout: 5000 });
      await page.evaluate(() => history.back());
      await page.waitForFunction((back) => location.pathname + location.search === back, {}, path);
      await page.waitForFunction((title) => document.title === title, {}, title);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, { timeout: 5000 }, place);
      expect(await placesOverASecond(page)).toEqual([place]);
      // The same content at the same place, not only the same scroll offset.
      expect(await headingTops(page)).toEqual(seen);
      await page.evaluate(() => history.forward());
      await page.waitForFunction(() => location.pathname === '/about');
      expect(await placesOverASecond(page)).toEqual([0]);
    },
  );

  it('the scroll-to-top button brings the page back up', async () => {
    const { page } = await openHydrated(running.chromium.browser, `${running.site.url}/`, 1280, 600);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.click('[data-testid="scroll-to-top"]');
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

// Right-click, copy and ctrl+C/X/U blocked on content, not in a form field: unit/components.test ('when the visitor
// right-clicks…'), the App in jsdom.

describe('the web app manifest in Chromium', () => {
  it("when Chromium reads a page's manifest (as it does to add the site to a home screen), then it fetches and parses it with no error, under the page's CSP", async () => {
    const { page, errors } = await openHydrated(running.chromium.browser, `${running.site.url}/about`);
    const session = await page.createCDPSession();
    const manifest = (await session.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(manifest.url).toBe(`${running.site.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// axe-core and headings: the screen walk; toasts of both kinds, in either theme: e2e/content.test ('when Download PDF
// is pressed…'). Here, the keyboard.
describe('keyboard', () => {
  /** `path` at rest (its entrances not played), with what arrives after hydration without scrolling there: the contact page's form, and its captcha once the form is touched. */
  async function atRest(path: string, width = 1280, height = 900): Promise<Page> {
    const { page } = await openPage(running.chromium.browser, width, height);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await gotoHydrated(page, `${running.site.url}${path}`);
    await waitForDocumentQuiet(page, { idleTime: 250 });
    if (await page.$('[data-testid="contact-form"]')) {
      await touchForm(page, '[data-testid="contact-form"]');
      await waitForDocumentQuiet(page, { idleTime: 250 });
    }
    return page;
  }

  /** Tabs through the page and reports, for each control a visitor can see, whether it was reached and showed a focus ring. */
  async function tabThrough(page: Page): Promise<{ unreached: string[]; withoutRing: string[] }> {
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

  it.each(['/', '/services', '/services/cybersecurity', '/about', '/contact', '/support', '/legal'])(
    'when %s is tabbed through at 1280 px, then every visible control is reached and shows a focus ring',
    async (path) => {
      expect(await tabThrough(await atRest(path))).toEqual({ unreached: [], withoutRing: [] });
    },
  );

  it('when the skip link is followed, then focus moves to the main content', async () => {
    const page = await atRest('/legal', 375, 800);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
