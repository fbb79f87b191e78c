import type { HTTPRequest, Page } from 'puppeteer';
import { helpSearchPath } from '../../shared/help/paths';
import { publicPaths } from '../../shared/public-paths';
import { hostingPaths, paths } from '../../shared/routes';
import { type LayoutScope } from './layout-check';
import { waitForDocumentQuiet } from './page-helpers';

/**
 * Every screen a visitor can be looking at, as the screen walk (test/support/layout-suite.ts) and
 * `npm run screenshots` visit them: each route as it loads, then each menu, dialog and toast a
 * visitor can open there, in both themes.
 *
 * The theme is one attribute on <html> (client/ui/tokens.ts: every colour is a custom property
 * under `:root[data-theme=…]`), and the server's HTML for the two themes differs in nothing else
 * that is drawn (test/integration/pages.test.ts holds it to that). So a screen is drawn in one theme
 * and, on the same load, switched to the other by setting the attribute the server would have
 * written: each load serves both themes.
 */
const WIDTHS = [375, 768, 1024, 1280, 1536] as const;
/** With JavaScript off: a phone and a desktop. */
const NO_SCRIPT_WIDTHS = [375, 1280] as const;
const HEIGHT_AT: Record<number, number> = { 375: 812, 768: 1024, 1024: 768, 1280: 800, 1536: 864 };
const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

/** The desktop navigation shows from this width (the `lg` breakpoint); below it the menu button. */
const DESKTOP_FROM = 1024;

/** An address no page has. */
export const NOT_FOUND = '/no-such-page';

/** Every page, the VPS plans' table view, a help search with results and one without, and a page that does not exist. */
export const ROUTES: readonly string[] = [
  ...publicPaths,
  `${paths.vps}?view=compare`,
  helpSearchPath('transfer'),
  helpSearchPath('qwxzv'),
  NOT_FOUND,
];

/** axe-core runs on every page and the not-found page, at these widths, with JavaScript on. */
const AXE_ROUTES: readonly string[] = [...publicPaths, NOT_FOUND];
const AXE_WIDTHS: readonly number[] = [1280, 375];

/**
 * What is checked on a screen: `layout` (test/support/layout-check.ts), `console` (no error in the
 * browser's console, Content Security Policy refusals and hydration errors among them, and no
 * hydration warning), `headings` (one h1, first, and no heading level skipped; the page as it loads,
 * in the first theme: a theme draws the same headings), `axe` (every axe-core rule) and
 * `axe-colour` (the rules a theme can change: contrast, links told apart from text; a screen in the
 * first theme has had every rule run on the same load and width).
 */
type Check = 'layout' | 'console' | 'headings' | 'axe' | 'axe-colour';

/** One screen: a route at a width, theme and JavaScript setting, as loaded (`page`) or with a state open. */
export interface ScreenSpec {
  route: string;
  width: number;
  theme: Theme;
  javascript: boolean;
  state: string;
  checks: Check[];
}

/** One line per screen, as test/fixtures/screens-before-the-single-walk.txt lists them. */
export const screenKey = ({ route, width, theme, javascript, state }: Omit<ScreenSpec, 'checks'>): string =>
  `${route} ${width} ${theme} ${javascript ? 'js-on' : 'js-off'} ${state}`;

export interface Setting {
  width: number;
  javascript: boolean;
}

/** Every width with JavaScript on, and the no-script widths with it off. */
export const SETTINGS: readonly Setting[] = [
  ...WIDTHS.map((width) => ({ width, javascript: true })),
  ...NO_SCRIPT_WIDTHS.map((width) => ({ width, javascript: false })),
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
 * domain I own' chosen, so its name field and guidance show too. Opened from the dialog as it
 * first shows, on the same load.
 */
const orderSetup: VisitorState = {
  name: 'order-setup',
  async open(page) {
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

/**
 * The loads a route takes at a width: the page as it loads, then its menu, on the first; each
 * dialog or toast on a load of its own (a dialog and the same dialog scrolled to its set-up
 * questions share one). Each state is looked at in both themes.
 */
function visitsOf(route: string, width: number, javascript: boolean): VisitorState[][] {
  const visits: VisitorState[][] = [[width >= DESKTOP_FROM ? hostingMenu : mobileMenu]];
  if (!javascript) return visits;
  if (hostingRoutes.has(route)) visits.push([orderDialog, orderSetup]);
  if (route === paths.legal) visits.push([downloadToast]);
  if (route === paths.contact) visits.push([contactToast]);
  return visits;
}

/** What is checked on a screen of `route` at `width`, in the theme that is `first` or second on its load. */
function checksOf(route: string, width: number, javascript: boolean, state: string, first: boolean): Check[] {
  const checks: Check[] = ['layout', 'console'];
  if (state === 'page' && first) checks.push('headings');
  if (javascript && state === 'page' && AXE_ROUTES.includes(route) && AXE_WIDTHS.includes(width))
    checks.push(first ? 'axe' : 'axe-colour');
  return checks;
}

/** The two themes in the order a load shows them: the first state from the cookie's theme, then alternating. */
const themeOrder = (index: number): readonly Theme[] => (index % 2 === 0 ? THEMES : [...THEMES].reverse());

/** Every screen the walk looks at for `routes` in `settings`, in the order it looks at them. */
export function plannedScreens(routes: readonly string[], settings: readonly Setting[]): ScreenSpec[] {
  const screens: ScreenSpec[] = [];
  for (const { width, javascript } of settings) {
    for (const route of routes) {
      const [first, ...others] = visitsOf(route, width, javascript);
      for (const visit of [[null, ...first!], ...others]) {
        visit.forEach((state, index) => {
          const name = state?.name ?? 'page';
          for (const theme of themeOrder(index))
            screens.push({
              route,
              width,
              theme,
              javascript,
              state: name,
              checks: checksOf(route, width, javascript, name, theme === THEMES[0]),
            });
        });
      }
    }
  }
  return screens;
}

/** Loads `route` in `theme`, hydrated when JavaScript is on, with what arrives after hydration in place. */
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
      // The contact page's form arrives after the page, and its captcha after the form: both are
      // part of what a visitor looks at there.
      if (route.startsWith(paths.contact)) {
        await step('contact form', page.waitForSelector('[data-testid="contact-form"]', { timeout: 30_000 }));
        await step('captcha', page.waitForSelector('[data-testid="contact-form"] altcha-widget', { timeout: 30_000 }));
      }
      // Parts that load after hydration (the footer, the contact form) are in place before anyone looks.
      await step('network idle', waitForDocumentQuiet(page, { idleTime: 100, timeout: 30_000 }));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  // Entrance animations and colour fades at their end, as a person reads the page.
  await settle(page);
}

/** Shows `theme` as the server draws it for a visitor whose cookie asks for it: the attributes on <html>. */
async function showTheme(page: Page, theme: Theme) {
  await page.evaluate((shown) => {
    document.documentElement.dataset.theme = shown;
    document.documentElement.dataset.themeChoice = shown;
  }, theme);
  await settle(page);
}

/**
 * Brings every finite animation and transition (entrance animations, colour fades) to its end, as
 * a person would see it once it has played: the same frame as waiting for it, at once.
 */
async function settle(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
}

export interface Screen extends ScreenSpec {
  /** e.g. `server-hosting-1280-dark-hosting-menu`, `contact-375-light-nojs`. */
  name: string;
  /** The layout check's scope for the opened state; empty for the page as it loads. */
  scope: LayoutScope;
}

/**
 * Walks every screen of `routes` at one width and JavaScript setting on `page`, in both themes,
 * calling `look` on each in the order plannedScreens lists them: the page as it loads and its menu
 * on one load; each dialog or toast on a fresh load.
 */
export async function walkScreens(
  page: Page,
  baseUrl: string,
  { routes, width, javascript }: { routes: readonly string[] } & Setting,
  look: (screen: Screen) => Promise<void>,
): Promise<void> {
  await page.setViewport({ width, height: HEIGHT_AT[width] ?? 900 });
  await page.setJavaScriptEnabled(javascript);
  // Entrance animations end where they would anyway; without them each screen is ready at once.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  for (const route of routes) {
    const slug = route === '/' ? 'home' : route.slice(1).replace(/[/?=]/g, '_');
    const [first, ...others] = visitsOf(route, width, javascript);
    for (const visit of [[null, ...first!], ...others]) {
      await loadRoute(page, baseUrl, route, THEMES[0], javascript);
      let shown: Theme = THEMES[0];
      for (const [index, state] of visit.entries()) {
        if (state) {
          await state.open(page);
          await settle(page);
        }
        for (const theme of themeOrder(index)) {
          if (theme !== shown) await showTheme(page, theme);
          shown = theme;
          const stateName = state?.name ?? 'page';
          await look({
            name: `${slug}-${width}-${theme}${javascript ? '' : '-nojs'}${state ? `-${state.name}` : ''}`,
            route,
            width,
            theme,
            javascript,
            state: stateName,
            checks: checksOf(route, width, javascript, stateName, theme === THEMES[0]),
            scope: state?.scope ?? {},
          });
        }
      }
    }
  }
}
