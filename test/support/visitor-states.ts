import type { HTTPRequest, Page } from 'puppeteer';
import { helpSearchPath } from '../../shared/help/paths';
import { publicPaths } from '../../shared/public-paths';
import { hostingPaths, paths } from '../../shared/routes';
import { type LayoutScope } from './layout-check';
import { waitForDocumentQuiet } from './page-helpers';

/**
 * Every screen a visitor can be looking at, as the layout test and `npm run screenshots` walk
 * them: each route as it loads, then each menu, dialog and toast a visitor can open there.
 */
export const WIDTHS = [375, 768, 1024, 1280, 1536] as const;
/** With JavaScript off: a phone and a desktop. */
export const NO_SCRIPT_WIDTHS = [375, 1280] as const;
const HEIGHT_AT: Record<number, number> = { 375: 812, 768: 1024, 1024: 768, 1280: 800, 1536: 864 };
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** The desktop navigation shows from this width (the `lg` breakpoint); below it the menu button. */
const DESKTOP_FROM = 1024;

/** Every page, the VPS plans' table view, a help search with results and one without, and a page that does not exist. */
export const ROUTES: readonly string[] = [
  ...publicPaths,
  `${paths.vps}?view=compare`,
  helpSearchPath('transfer'),
  helpSearchPath('qwxzv'),
  '/no-such-page',
];

interface VisitorState {
  name: string;
  /** Puts the page into this state; the page is loaded and, with JavaScript on, hydrated. */
  open(page: Page): Promise<void>;
  scope: LayoutScope;
}

const hostingRoutes = new Set<string>(hostingPaths);

/** A state a visitor opens with one press: press `control`, then `shown` appears. */
const pressed = (name: string, control: string, shown: string, scope: LayoutScope): VisitorState => ({
  name,
  async open(page) {
    await page.click(control);
    await page.waitForSelector(shown, { visible: true });
  },
  scope,
});

const hostingMenu = pressed('hosting-menu', '[data-testid="hosting-menu"] > summary', '[data-testid="hosting-menu"][open] a', {
  within: '[data-testid="hosting-menu"]',
  menuEntries: '[data-testid="hosting-menu"] li a',
});

const mobileMenu = pressed('mobile-menu', '[data-testid="mobile-menu"] > summary', '#mobile-menu-nav a', {
  within: '#mobile-menu-nav',
  menuEntries: '#mobile-menu-nav a, #mobile-menu-nav button',
  takesOver: '[data-testid="mobile-menu"]',
});

const orderDialog = pressed('order-dialog', '[data-testid="order-button"]', 'dialog[open] input[name="name"]', {
  within: 'dialog[open]',
});

/**
 * The order dialog scrolled to its set-up questions, where a domain is asked with 'Transfer a
 * domain I own' chosen, so its name field and guidance show too.
 */
const orderSetup: VisitorState = {
  name: 'order-setup',
  async open(page) {
    await orderDialog.open(page);
    const domain = await page.$('dialog[open] select[name="setup.domainAction"]');
    if (domain) await domain.select('transfer');
    await page.$eval('dialog[open] [data-testid="order-setup"]', (group) =>
      group.scrollIntoView({ block: 'start', behavior: 'instant' }),
    );
  },
  scope: { within: 'dialog[open]' },
};

const downloadToast = pressed('toast', '[data-testid^="download-"]', '[data-testid="toast"]', {
  within: '[data-testid="toast"]',
});

/** A visitor scrolls to Send Message, at the foot of the screen where a thumb reaches it, and presses it. */
const contactToast: VisitorState = {
  name: 'toast',
  async open(page) {
    const send = '[data-testid="contact-form"] button[type="submit"]';
    await page.waitForSelector(send, { visible: true });
    await page.$eval(send, (button) => button.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await page.$eval('form[data-testid="contact-form"]', (form) => (form as HTMLFormElement).requestSubmit());
    await page.waitForSelector('[data-testid="toast"]', { visible: true });
  },
  scope: { within: '[data-testid="toast"]', toastsClearOf: '[data-testid="contact-form"] button[type="submit"]' },
};

/** The states a visitor can open on `route` at `width`, beyond the page as it loads. */
function statesOf(route: string, width: number, javascript: boolean): VisitorState[] {
  const states: VisitorState[] = [width >= DESKTOP_FROM ? hostingMenu : mobileMenu];
  if (!javascript) return states;
  if (hostingRoutes.has(route)) states.push(orderDialog, orderSetup);
  if (route === paths.legal) states.push(downloadToast);
  if (route === paths.contact) states.push(contactToast);
  return states;
}

/** Loads `route` as a visitor with `theme` would, hydrated when JavaScript is on. */
async function loadRoute(page: Page, baseUrl: string, route: string, theme: Theme, javascript: boolean) {
  // A wait that times out says which route and which step, and what was still loading.
  const inFlight = new Set<string>();
  const started = (request: HTTPRequest) => inFlight.add(request.url());
  const ended = (request: HTTPRequest) => inFlight.delete(request.url());
  const step = async (what: string, wait: Promise<unknown>) => {
    try {
      await wait;
    } catch (error) {
      const pending = [...inFlight].join(', ') || 'nothing';
      throw new Error(
        `${route} (${theme}, JavaScript ${javascript ? 'on' : 'off'}): ${what}: ${(error as Error).message}; still loading: ${pending}`,
      );
    }
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.setCookie({ name: 'theme', value: theme, url: baseUrl });
    await step('load', page.goto(`${baseUrl}${route}`, { waitUntil: 'load' }));
    if (javascript) {
      await step('hydration', page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 }));
      // Parts that load after hydration (the footer, the contact form) are in place before anyone looks.
      await step('network idle', waitForDocumentQuiet(page, { idleTime: 100, timeout: 30_000 }));
      // The contact page's form arrives after the page; it is part of what a visitor looks at there.
      if (route.startsWith(paths.contact))
        await step('contact form', page.waitForSelector('[data-testid="contact-form"]', { timeout: 30_000 }));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  // Let entrance animations and colour fades finish, as they would before a person reads the page.
  await settle(page);
}

/** Waits for every finite animation and transition (entrance animations, colour fades) to end. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export interface Screen {
  /** e.g. `server-hosting-1280-dark-hosting-menu`, `contact-375-light-nojs`. */
  name: string;
  route: string;
  /** The opened state, or null for the page as it loads. */
  state: VisitorState | null;
}

/**
 * Walks every screen of `routes` at one width, theme and JavaScript setting on `page`, calling
 * `look` on each: the page as it loads, then, on the same load, its menu; dialogs and toasts each
 * on a fresh load.
 */
export async function walkScreens(
  page: Page,
  baseUrl: string,
  { routes, width, theme, javascript }: { routes: readonly string[]; width: number; theme: Theme; javascript: boolean },
  look: (screen: Screen) => Promise<void>,
): Promise<void> {
  await page.setViewport({ width, height: HEIGHT_AT[width] ?? 900 });
  await page.setJavaScriptEnabled(javascript);
  // Entrance animations end where they would anyway; without them each screen is ready at once.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  for (const route of routes) {
    const slug = route === '/' ? 'home' : route.slice(1).replace(/[/?=]/g, '_');
    const base = `${slug}-${width}-${theme}${javascript ? '' : '-nojs'}`;
    await loadRoute(page, baseUrl, route, theme, javascript);
    await look({ name: base, route, state: null });
    const [menu, ...others] = statesOf(route, width, javascript);
    await menu.open(page);
    await settle(page);
    await look({ name: `${base}-${menu.name}`, route, state: menu });
    for (const state of others) {
      await loadRoute(page, baseUrl, route, theme, javascript);
      await state.open(page);
      await settle(page);
      await look({ name: `${base}-${state.name}`, route, state });
    }
  }
}
