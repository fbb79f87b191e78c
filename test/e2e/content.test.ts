import { paths } from '../../shared/routes';
import { chunkNames } from '../support/chunk-names';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer';
import { company } from '../../shared/catalogue/company';
import { services } from '../../shared/catalogue/services';
import { findHelpArticle } from '../../shared/help/articles';
import { helpArticlePath, helpPagePath } from '../../shared/help/paths';
import { waitUntil } from '../support/mail-kit';
import { tempFolder } from '../support/for-tests';
import {
  gotoHydrated,
  openPage,
  waitForDocumentQuiet,
  openHydrated,
  closePagesAfterEach,
  saveDownloadsIn,
  waitForToast,
} from '../support/page-helpers';
import { chromiumForTests, siteInChromium } from '../support/site-in-chromium';
import { startSite, type SiteServer } from '../support/site-server';
import { axeViolations } from '../support/axe';
import { buildDir } from '../support/test-config';
import { showTheme } from '../support/visitor-states';

const running = siteInChromium();
/** Layout shifts hang on when the browser paints: they are measured in the whole browser a visitor runs (docs/decisions/023). */
const visitorsChromium = chromiumForTests({ whole: true });
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
closePagesAfterEach();

/** Another site on its own port, closed with the file. */
async function extraSite(env: Record<string, string>): Promise<SiteServer> {
  const other = await startSite(env);
  cleanups.push(() => other.close());
  return other;
}

type Moved = { node: Element | null; previousRect: DOMRect; currentRect: DOMRect };
type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Moved[] };
/** From before the document exists, notes each layout shift the visitor did not cause: its score, and what moved where. */
const recordShifts = (page: Page) =>
  page.evaluateOnNewDocument(() => {
    const shifts: [number, ...string[]][] = ((window as unknown as { shifts: typeof shifts }).shifts = []);
    const where = ({ node, previousRect: a, currentRect: b }: Moved) =>
      `${node?.localName} ${a.y}+${a.height} to ${b.y}+${b.height}`;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as LayoutShift[])
        if (!shift.hadRecentInput) shifts.push([shift.value, ...shift.sources.map(where)]);
    }).observe({ type: 'layout-shift', buffered: true });
  });
/** The shifts recordShifts noted, unless their scores add up to `allowed` or less. */
const shiftsOver = async (page: Page, allowed = 0) => {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: [number][] }).shifts);
  return shifts.reduce((sum, [score]) => sum + score, 0) > allowed ? shifts : [];
};

describe('services page entrance', () => {
  const cards = '[data-testid="service-card"]';

  it('when /services opens, then the cards enter one after another, 150 ms apart, in catalogue order (with reduced motion, none), raised links unlike the flat tiles of the Why Choose reasons', async () => {
    const { page } = await openPage(running.chromium.browser);
    await page.goto(`${running.site.url}/services`, { waitUntil: 'load' });
    const delays = await page.$$eval(cards, (items) =>
      items.map((card) => card.getAnimations().map((a) => a.effect?.getTiming().delay)),
    );
    // In catalogue order: integration/content-pages.test ('services page in server HTML').
    expect(delays).toEqual(services.map((_, index) => [index * 150]));
    // Frozen 400 ms into the entrance: the first three cards are on their way in, the rest still hidden.
    const opacities = await page.$$eval(cards, (items) =>
      items.map((card) => {
        for (const animation of card.getAnimations()) {
          animation.pause();
          animation.currentTime = 400;
        }
        return Number(getComputedStyle(card).opacity);
      }),
    );
    expect(opacities[0]).toBeGreaterThan(opacities[1]);
    expect(opacities[1]).toBeGreaterThan(opacities[2]);
    expect(opacities[2]).toBeGreaterThan(0);
    expect(opacities.slice(3)).toEqual(Array(services.length - 3).fill(0));
    const settled = await page.$$eval(cards, (items) =>
      items.map((card) => {
        card.getAnimations().forEach((animation) => animation.finish());
        return getComputedStyle(card).opacity;
      }),
    );
    expect(settled).toEqual(Array(services.length).fill('1'));
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    const reduced = await page.$$eval(cards, (items) =>
      items.map((card) => [card.getAnimations().length, getComputedStyle(card).opacity]),
    );
    expect(reduced).toEqual(Array(services.length).fill([0, '1']));
    const serviceCard = await page.$eval(cards, (card) => ({
      background: getComputedStyle(card).backgroundColor,
      shadow: getComputedStyle(card).boxShadow,
    }));
    const reasons = await page.$$eval('section[aria-labelledby="why-choose-heading"] li', (items) =>
      items.map((li) => ({
        shadow: getComputedStyle(li).boxShadow,
        links: li.querySelectorAll('a').length,
        background: getComputedStyle(li).backgroundColor,
      })),
    );
    expect(reasons).toHaveLength(4);
    for (const reason of reasons) {
      expect(reason.links).toBe(0);
      expect(reason.shadow).toBe('none');
      expect(reason.background).not.toBe(serviceCard.background);
    }
    expect(serviceCard.shadow).not.toBe('none');
  });
});

describe('home page contact section', () => {
  it.each([
    [375, 1400],
    [1280, 900],
  ])(
    'when the home page mounts at %i px with the section in view, then it fills its reserved space and nothing moves',
    async (width, height) => {
      const { page } = await openPage(visitorsChromium.browser, width, height);
      // Jump straight to the fragment: a smooth scroll could still be under way when shifts are read.
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await recordShifts(page);
      // The address's fragment scrolls the reserved frame into view before the bundle has run.
      await gotoHydrated(page, `${running.site.url}/#consultation`);
      await page.waitForSelector('#consultation[data-mounted="true"] #contact-section-heading');
      await waitForDocumentQuiet(page, { idleTime: 600 });
      const { frame, section, scrolled } = await page.$eval('#consultation', (el) => ({
        frame: el.getBoundingClientRect().height,
        section: (el.firstElementChild as HTMLElement).getBoundingClientRect().height,
        scrolled: window.scrollY,
      }));
      expect(scrolled).toBeGreaterThan(1000);
      expect(section).toBeGreaterThan(400);
      expect(frame - section).toBeLessThan(24);
      expect(await shiftsOver(page)).toEqual([]);
    },
  );
});

describe('the consultation section on the home and contact pages', () => {
  // On /contact the details offer every way to reach us: integration/content-pages.test ('contact page in server HTML').
  it.each(['/', '/contact'])(
    'when %s is seen whole at 1280 px, then the details sit beside the form, which is no wider than the details need it to be, and the phone, WhatsApp number and email each appear at most once in the top bar, the page and the footer',
    async (route) => {
      const { page } = await openHydrated(running.chromium.browser, `${running.site.url}${route}`);
      await page.$eval('#contact-section-heading, #consultation', (el) => el.scrollIntoView());
      await page.waitForSelector('[data-testid="contact-form"] input[name="name"]', { timeout: 15_000 });
      const { container, details, form } = await page.$eval('section[aria-labelledby="contact-section-heading"]', (section) => {
        const box = (...parts: Element[]) => {
          const rects = parts.map((part) => part.getBoundingClientRect());
          const [left, top] = [Math.min(...rects.map((r) => r.left)), Math.min(...rects.map((r) => r.top))];
          const [right, bottom] = [Math.max(...rects.map((r) => r.right)), Math.max(...rects.map((r) => r.bottom))];
          return { left, right, top, height: bottom - top };
        };
        const details = [...section.querySelectorAll<HTMLElement>('[data-testid="contact-details"]')]; // before and after the form
        return {
          container: box(section.querySelector('.container')!),
          details: details.length > 0 ? box(...details) : null,
          form: box(section.querySelector('[data-testid="contact-form"]')!),
        };
      });
      expect(details).not.toBeNull();
      if (!details) return;
      // Side by side: the details on the left, the form on the right, starting at the same height.
      expect(details.right).toBeLessThanOrEqual(form.left);
      expect(Math.abs(details.top - form.top)).toBeLessThan(80);
      // Neither column stretches across the page.
      expect(form.right - form.left).toBeLessThan(0.65 * (container.right - container.left));
      // Balanced: the details column is not a short heading beside a tall form.
      expect(details.height).toBeGreaterThan(0.6 * form.height);

      const counts = await page.evaluate(
        (facts) => {
          const regions = { 'top bar': '[data-testid="top-bar"]', page: 'main', footer: 'footer' };
          return Object.fromEntries(
            Object.entries(regions).map(([name, selector]) => {
              const text = (document.querySelector(selector) as HTMLElement | null)?.innerText ?? '';
              return [name, Object.fromEntries(facts.map((fact) => [fact, text.split(fact).length - 1]))];
            }),
          );
        },
        [company.phone.display, company.whatsapp.display, company.email.display],
      );
      for (const [region, found] of Object.entries(counts))
        for (const [fact, count] of Object.entries(found))
          expect({ region, fact, count: Math.min(count, 1) }).toEqual({ region, fact, count });
      expect(counts.page[company.phone.display]).toBe(1);
    },
  );
});

describe('hero illustrations in the browser', () => {
  it.each([
    [paths.vps, 'dark'],
    ['/services/cybersecurity', 'light'],
    ['/about', 'dark'],
    ['/services', 'light'],
  ])(
    "when %s opens at 1280 px (%s), then its illustration fills the space beside the title without moving anything, in the theme's colours",
    async (route, theme) => {
      const { page } = await openPage(visitorsChromium.browser, 1280, 800);
      await page.setCookie({ name: 'theme', value: theme, url: running.site.url });
      await recordShifts(page);
      await gotoHydrated(page, `${running.site.url}${route}`);
      await waitForDocumentQuiet(page, { idleTime: 300 });
      const seen = await page.evaluate(() => {
        const svg = document.querySelector('[data-testid="hero-illustration"]') as SVGSVGElement;
        const title = document.querySelector('h1') as HTMLElement;
        const art = svg.getBoundingClientRect();
        const accent = svg.querySelector('.accent');
        const primary = document.body.appendChild(Object.assign(document.createElement('i'), { style: 'color: var(--primary)' }));
        return {
          width: art.width,
          beside: art.left >= title.getBoundingClientRect().left + 300,
          onScreen: art.top >= 0 && art.bottom <= window.innerHeight && art.right <= document.documentElement.clientWidth,
          accent: accent ? getComputedStyle(accent).fill : null,
          primary: getComputedStyle(primary).color,
        };
      });
      expect(seen.width).toBeGreaterThan(280);
      expect(seen).toMatchObject({ beside: true, onScreen: true, accent: seen.primary });
      expect(await shiftsOver(page)).toEqual([]);
    },
  );

  // A browser draws what it has read while the rest is on its way (a busy one even from a fast server); only the page stalls.
  it.each([
    ['/about', 1280, "inside its illustration's tag", 'class="visual"', 'data-testid'],
    ['/about', 1280, 'between its title and introduction', '<h1', '</h1>'],
    ['/about', 1280, 'after the second of its figures', 'value">500+<', '</li>'],
    ['/', 1280, "after the first of the hero's tiles", 'data-testid="hero-tiles"', '</span>'],
    ['/contact', 375, 'in the ways to reach us, drawn below the form', 'class="after"', '</svg>'],
  ])(
    'when a slow connection brings %s at %i px in three pieces, stalling inside the main navigation and %s, then nothing is drawn until the header is whole, and nothing moves',
    async (route, width, _where, start, end) => {
      let cuts = [-1];
      const stalling = createServer((request, response) => {
        const isPage = request.url === route;
        const upstream = httpRequest(
          `${running.site.url}${request.url}`,
          {
            method: request.method,
            headers: { ...request.headers, host: new URL(running.site.url).host, 'accept-encoding': 'identity' },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            if (!isPage) return void answer.pipe(response);
            const parts: Buffer[] = [];
            answer.on('data', (part: Buffer) => parts.push(part));
            answer.on('end', () => {
              const html = Buffer.concat(parts);
              const after = (from: string, to: string) => (html.includes(from) ? html.indexOf(to, html.indexOf(from)) : -1);
              cuts = [after('<nav aria-label="Main"', '</a></li>'), after(start, end)];
              response.write(html.subarray(0, cuts[0]));
              setTimeout(() => response.write(html.subarray(cuts[0], cuts[1])), 500);
              setTimeout(() => response.end(html.subarray(cuts[1])), 1000);
            });
          },
        );
        request.pipe(upstream);
      });
      await new Promise<void>((listening) => stalling.listen(0, '127.0.0.1', listening));
      cleanups.push(() => new Promise((closed) => stalling.close(closed)));
      const url = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`;
      const { page } = await openPage(visitorsChromium.browser, width, 800);
      await page.setCookie({ name: 'theme', value: 'dark', url });
      await recordShifts(page);
      await page.evaluateOnNewDocument(() => {
        // What the header held when the browser first drew the page.
        requestAnimationFrame(() => {
          const held = [...document.querySelectorAll('header nav[aria-label="Main"] > *')].map((child) => child.tagName);
          (window as unknown as { firstFrame: string[] }).firstFrame = held;
        });
      });
      await gotoHydrated(page, `${url}${route}`);
      await waitForDocumentQuiet(page, { idleTime: 300 });
      const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame?: string[] }).firstFrame);
      const whole = await page.$$eval('header nav[aria-label="Main"] > *', (children) => children.map((child) => child.tagName));
      // Three pieces, in order: a marker not found, or found before the navigation, would test nothing.
      expect(cuts[0]).toBeGreaterThan(0);
      expect(cuts[1]).toBeGreaterThan(cuts[0]!);
      expect(whole.length).toBeGreaterThanOrEqual(4);
      expect(firstFrame).toEqual(whole);
      expect(await shiftsOver(page)).toEqual([]);
    },
  );

  // On a phone the illustration stays out of the way: e2e/hosting.test ('when a buyer on a phone asks…').
});

describe('home page contact form', () => {
  const formCode = chunkNames().matching('contact-form', 'captcha-altcha-widget', 'altcha');

  it('when a visitor opens the home page on a phone and does not scroll, then no form code is downloaded; scrolling to the section brings the form', async () => {
    const { page } = await openPage(running.chromium.browser, 375, 667);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, `${running.site.url}/`);
    await page.waitForSelector('#consultation[data-mounted="true"] #contact-section-heading');
    await waitForDocumentQuiet(page, { idleTime: 500 });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((p) => formCode.test(p))).toEqual([]);
    expect(await page.$('[data-testid="contact-form"]')).toBeNull();

    await page.$eval('#consultation', (el) => el.scrollIntoView());
    await page.waitForSelector('[data-testid="contact-form"] input[name="name"]', { timeout: 15_000 });
    expect(scripts.some((p) => chunkNames().matching('contact-form').test(p))).toBe(true);
  });
});

describe('support page', () => {
  /** Opens /support with every request to another origin answered by `thirdParty` and recorded. */
  async function supportPage(url: string, thirdParty: (request: HTTPRequest) => Promise<void>) {
    const { page } = await openPage(running.chromium.browser);
    const requested: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      requested.push(request.url());
      if (request.url().startsWith(url)) return void request.continue();
      void thirdParty(request);
    });
    await gotoHydrated(page, `${url}/support`);
    await waitForDocumentQuiet(page, { idleTime: 300 });
    return { page, requested };
  }

  // With no chat provider, Live Chat and Remote Support are plain links to a new tab without a handle on this one (target,
  // rel): integration/content-pages.test ('support page in server HTML'); no script of the page's touches them.

  const tawkScript = 'https://embed.tawk.to/64f0c0ffee/1h9widget';
  let tawkSite: SiteServer;
  beforeAll(async () => {
    tawkSite = await extraSite({ CHAT_PROVIDER: 'tawk', TAWK_PROPERTY_ID: '64f0c0ffee', TAWK_WIDGET_ID: '1h9widget' });
  });

  it('when Tawk.to is configured, then its script is requested only on the Live Chat click, and the widget is opened', async () => {
    const fakeTawk =
      'window.Tawk_API.maximize = function () { document.documentElement.dataset.chatOpened = "tawk"; }; window.Tawk_API.onLoad();';
    const { page, requested } = await supportPage(tawkSite.url, (request) =>
      request.url().startsWith('https://embed.tawk.to/')
        ? request.respond({ status: 200, contentType: 'application/javascript', body: fakeTawk })
        : request.abort('internetdisconnected'),
    );
    expect(requested.filter((url) => url.includes('tawk.to') || url.includes('chat-widget'))).toEqual([]);
    await page.click('[data-testid="live-chat"]');
    await page.waitForFunction(() => document.documentElement.dataset.chatOpened === 'tawk', { timeout: 5000 });
    expect(requested.filter((url) => url.includes('tawk.to'))).toEqual([tawkScript]);
    expect(requested.some((url) => chunkNames().matching('chat-widget').test(url))).toBe(true);
  });

  it('when the chat script cannot be loaded, then a destructive toast says so and the button works again', async () => {
    const { page, requested } = await supportPage(tawkSite.url, (request) => request.abort('internetdisconnected'));
    await page.click('[data-testid="live-chat"]');
    const toast = await waitForToast(
      page,
      'Live chat could not be loaded. Please call us or send us a WhatsApp message instead.',
    );
    expect(toast.variant).toBe('destructive');
    expect(await page.$eval('[data-testid="live-chat"]', (b) => b.getAttribute('aria-disabled'))).toBeNull();
    expect(requested.filter((url) => url.includes('tawk.to'))).toEqual([tawkScript]);
  });

  it('when Crisp is configured, then its script is requested only on the click, with the chat queued to open', async () => {
    const crisp = await extraSite({ CHAT_PROVIDER: 'crisp', CRISP_WEBSITE_ID: 'c0ffee-1234' });
    const fakeCrisp = 'document.documentElement.dataset.chatOpened = JSON.stringify([window.CRISP_WEBSITE_ID, window.$crisp]);';
    const { page, requested } = await supportPage(crisp.url, (request) =>
      request.url() === 'https://client.crisp.chat/l.js'
        ? request.respond({ status: 200, contentType: 'application/javascript', body: fakeCrisp })
        : request.abort('internetdisconnected'),
    );
    expect(requested.filter((url) => url.includes('crisp'))).toEqual([]);
    await page.click('[data-testid="live-chat"]');
    await page.waitForFunction(() => document.documentElement.dataset.chatOpened, { timeout: 5000 });
    const [websiteId, queue] = JSON.parse(await page.evaluate(() => document.documentElement.dataset.chatOpened ?? '[]')) as [
      string,
      unknown[],
    ];
    expect(websiteId).toBe('c0ffee-1234');
    expect(queue).toContainEqual(['do', 'chat:open']);
  });
});

describe('legal downloads', () => {
  // A download answered with a 404 page or an HTML page, or cut off: the one error toast and nothing saved,
  // unit/components.test ('when Download PDF is answered with %s…').
  it('when Download PDF is pressed, then the PDF is saved under its own name and a toast says the download started; beside the error toast of one cut off, axe finds nothing in either theme', async () => {
    const { page } = await openPage(running.chromium.browser);
    const downloadPath = tempFolder('legal-download');
    await saveDownloadsIn(page, downloadPath);
    await gotoHydrated(page, `${running.site.url}/legal`);
    await page.setRequestInterception(true);
    page.on(
      'request',
      (request) => void (request.url().endsWith('/security-policy.pdf') ? request.abort('connectionreset') : request.continue()),
    );
    await page.click('[data-testid="download-privacy-policy"]');
    await page.click('[data-testid="download-security-policy"]');
    expect((await waitForToast(page, 'privacy-policy.pdf download started')).variant).toBe('default');
    expect((await waitForToast(page, 'Error downloading document. Please try again.')).variant).toBe('destructive');
    expect(await page.$$('[data-testid="toast"]')).toHaveLength(2);
    const found: string[] = [];
    // Shown as the server draws each theme, the attributes on <html>, as the screen walk does (the toggle: e2e/shell.test).
    for (const theme of ['dark', 'light']) {
      await showTheme(page, theme);
      found.push(...(await axeViolations(page)).map((violation) => `toasts ${theme}: ${violation}`));
    }
    expect(found).toEqual([]);
    await waitUntil(async () => (await readdir(downloadPath)).includes('privacy-policy.pdf'), 10_000, 'the PDF to be saved');
    const saved = await readFile(path.join(downloadPath, 'privacy-policy.pdf'));
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(saved.equals(await readFile(path.join(buildDir(), 'public/documents/privacy-policy.pdf')))).toBe(true);
    expect(await readdir(downloadPath)).toEqual(['privacy-policy.pdf']);
  });
});

describe('the help centre in the browser', () => {
  it('when a visitor types a query with a typo, then the results follow the typing without a page load, and the address says what is shown; on a phone the field is 16 px or more', async () => {
    const { page, errors } = await openHydrated(running.chromium.browser, `${running.site.url}${helpPagePath}`, 375, 800);
    // Its text at least 16 px, so iOS does not zoom.
    expect(await page.$eval('#help-query', (input) => parseFloat(getComputedStyle(input).fontSize))).toBeGreaterThanOrEqual(16);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.type('#help-query', 'tranfer');
    // A pause within the typing on a busy machine may show an earlier part's results first: the heading names the
    // query the list answers, so these are the whole query's.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="help-results-heading"]')?.textContent?.endsWith('“tranfer”'),
      { timeout: 10_000 },
    );
    expect(new URL(page.url()).search).toBe('?q=tranfer');
    const results = await page.$$eval('[data-testid="help-results"] li', (items) => items.map((item) => item.dataset.article));
    expect(results[0]).toBe('transfer-a-domain');
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
  // width by the screen walk; typed, the address is that page's, as above. The order dialog's guides open in a new tab:
  // unit/order-form.test ('when the set-up questions link a guide…'), reached by keyboard in e2e/order-dialog.test.
});

// A toast goes by itself after about five seconds: unit/components.test ('when a toast shows…'); its close control takes it
// at once: the screen walk closes every toast it opens with it (visitor-states' closeToasts).
