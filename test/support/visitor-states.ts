import type { HTTPRequest, Page } from 'puppeteer';
import { helpSearchPath } from '../../shared/help/paths';
import { publicPaths } from '../../shared/public-paths';
import { matchRoute, pageTable, paths } from '../../shared/routes';
import { type LayoutScope } from './layout-check';
import { touchForm, waitForDocumentQuiet } from './page-helpers';

/**
 * The screens the screen walk (test/support/layout-suite.ts) and `npm run screenshots` look at;
 * which where, and why one load serves every width and theme: test/README.md, the layout project.
 */
export const WIDTHS = [375, 768, 1024, 1280, 1536] as const;
const HEIGHT_AT: Record<number, number> = { 375: 812, 768: 1024, 1024: 768, 1280: 800, 1536: 864 };
const THEMES = ['dark', 'light'] as const;
/** A page's headings are read, and axe runs, at this width. */
const DESKTOP = 1280;
/** Where a route's own content is looked at: a phone and a desktop, with JavaScript off a phone. */
const routeWidths = (javascript: boolean): readonly number[] => (javascript ? [375, DESKTOP] : [375]);
type Theme = (typeof THEMES)[number];

/** The desktop navigation shows from this width (the `lg` breakpoint); below it the menu button. */
const DESKTOP_FROM = 1024;

const NOT_FOUND = '/no-such-page';

export const ROUTES: readonly string[] = [
  ...publicPaths,
  `${paths.vps}?view=compare`,
  `${paths.vps}?view=compare&cpus=6&ram=10&storage=300`,
  `${paths.vps}?view=compare&cpus=99`,
  `${paths.vps}?view=compare&ram=lots`,
  helpSearchPath('transfer'),
  helpSearchPath('qwxzv'),
  // The watch pages are in no sitemap (they answer a form or an e-mail's link); asked for by itself, one points to the check.
  paths['email-watch'],
  // A link to a result's records, by itself (no token): the page that says the link no longer works.
  paths['email-pass-on'],
  // A digest's page, by itself (no token): the page that says the digest is no longer here.
  paths['dmarc-digest'],
  // A support request's status page, by itself (no token): the page that says the link names no request.
  paths['support-status'],
  NOT_FOUND,
];

/** The routes whose page is answered with a 404 of its own: the browser notes that status, and that is the page. */
export const ANSWERED_404: readonly string[] = [
  paths['email-pass-on'],
  paths['dmarc-digest'],
  paths['support-status'],
  NOT_FOUND,
];

const moduleOf = (route: string) => pageTable[matchRoute(new URL(route, 'http://site').pathname).page].module;

/** The first route of each page module, and the VPS plans' table, a part of the hosting page with its own address. */
export const MODULE_ROUTES: readonly string[] = ROUTES.filter(
  (route, at) => route === `${paths.vps}?view=compare` || ROUTES.findIndex((first) => moduleOf(first) === moduleOf(route)) === at,
);

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

export const screenKey = ({ route, width, theme, javascript, state }: Omit<ScreenSpec, 'checks'>): string =>
  `${route} ${width} ${theme} ${javascript ? 'js-on' : 'js-off'} ${state}`;

export interface Pass {
  javascript: boolean;
  widths: readonly number[];
}

export const PASSES: readonly Pass[] = [
  { javascript: true, widths: WIDTHS },
  { javascript: false, widths: WIDTHS },
];

interface VisitorState {
  name: string;
  /** Puts the page into this state; the page is loaded and, with JavaScript on, hydrated. */
  open(page: Page): Promise<void>;
  /** Leaves the state, where the next step on the load needs the page as it was (a menu). */
  close?(page: Page): Promise<void>;
  scope: LayoutScope;
}

/**
 * A state a visitor opens with one press: press `control`, then `shown` appears. Pressed by the
 * control's click, not a pointer's: a pointer left over the control would hover whatever is there
 * at the next width, which no load at that width shows.
 */
const press = (page: Page, control: string) => page.$eval(control, (element) => (element as HTMLElement).click());

const pressed = (name: string, control: string, shown: string, scope: LayoutScope): VisitorState => ({
  name,
  async open(page) {
    await press(page, control);
    await page.waitForSelector(shown, { visible: true });
  },
  scope,
});

/** A menu: its button opens it, and pressed again closes it. */
const menu = (name: string, testId: string, entries: string, scope: LayoutScope): VisitorState => ({
  ...pressed(name, `[data-testid="${testId}"] > summary`, entries, scope),
  async close(page) {
    await press(page, `[data-testid="${testId}"] > summary`);
    await page.waitForSelector(`[data-testid="${testId}"]:not([open])`);
  },
});

const hostingMenu = menu('hosting-menu', 'hosting-menu', '[data-testid="hosting-menu"][open] a', {
  within: '[data-testid="hosting-menu"]',
  menuEntries: '[data-testid="hosting-menu"] li a',
});

const mobileMenu = menu('mobile-menu', 'mobile-menu', '#mobile-menu-nav a', {
  within: '#mobile-menu-nav',
  menuEntries: '#mobile-menu-nav a, #mobile-menu-nav button',
  takesOver: '[data-testid="mobile-menu"]',
});

const menuAt = (width: number) => (width >= DESKTOP_FROM ? hostingMenu : mobileMenu);

/** The order dialog as it first shows; at the next width, the same dialog, still open. */
const orderDialog: VisitorState = {
  name: 'order-dialog',
  async open(page) {
    if (await page.$('dialog[open]')) return;
    await pressed('order-dialog', '[data-testid="order-button"]', 'dialog[open] input[name="name"]', {}).open(page);
  },
  scope: { within: 'dialog[open]' },
};

/** The order dialog at its set-up questions, with 'Transfer a domain I own' chosen so its name field shows too. */
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

/**
 * Toasts go by themselves; the visitor's close control takes them at once, so one load shows a
 * toast at every width: pressed, looked at, closed, and pressed again at the next width.
 */
async function closeToasts(page: Page) {
  await page.$$eval('[data-testid="toast"] button[aria-label="Close notification"]', (buttons) =>
    buttons.forEach((button) => (button as HTMLElement).click()),
  );
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="toast"]').length === 0);
}

const downloadToast: VisitorState = {
  ...pressed('toast', '[data-testid^="download-"]', '[data-testid="toast"]', { within: '[data-testid="toast"]' }),
  close: closeToasts,
};

/**
 * A form sent empty with its send button at the foot of the screen, where a thumb reaches it: the
 * toast must be clear of the button. Touching a form starts its captcha.
 */
const formToast = (name: string, testId: string, captcha: boolean, before?: (page: Page) => Promise<void>): VisitorState => {
  const form = `[data-testid="${testId}"]`;
  const send = `${form} button[type="submit"]`;
  return {
    name,
    async open(page) {
      await before?.(page);
      await page.waitForSelector(send, { visible: true });
      if (captcha) {
        await page.$eval(`${form} input[name="name"]`, (field) => (field as HTMLElement).focus());
        await page.waitForSelector(`${form} [data-status="verified"]`, { timeout: 20_000 });
      }
      await page.$eval(send, (button) => button.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await page.$eval(`form${form}`, (element) => (element as HTMLFormElement).requestSubmit());
      await page.waitForSelector('[data-testid="toast"]', { visible: true });
    },
    scope: { within: '[data-testid="toast"]', toastsClearOf: send },
    close: closeToasts,
  };
};

const contactToast = formToast('toast', 'contact-form', false);
const callbackToast = formToast('callback-toast', 'callback-form', true);

const ASSESSMENT = '[data-testid="assessment-form"]';
const pressNext = (page: Page) => press(page, `${ASSESSMENT} button[type="submit"]`);

const assessmentUnanswered = pressed(
  'assessment-unanswered',
  `${ASSESSMENT} button[type="submit"]`,
  '[data-testid="assessment-unanswered"]',
  {},
);

/** A middling business's result: Yes, Partly, No and Not sure in turn. */
const assessmentResult: VisitorState = {
  name: 'assessment-result',
  async open(page) {
    const scripted = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    const shown = async () => (await page.$('[data-testid="assessment-result"]')) !== null;
    const answerShown = () =>
      page.$$eval(`${ASSESSMENT} fieldset[data-question]`, (sets) =>
        sets.forEach((set, at) => set.querySelectorAll('input')[at % 4]!.click()),
      );
    if (!scripted && !(await shown())) {
      await answerShown();
      await Promise.all([page.waitForNavigation(), pressNext(page)]);
    }
    while (scripted && !(await shown())) {
      await answerShown();
      await pressNext(page);
      await page.waitForFunction(() => !document.querySelector('[data-testid="assessment-unanswered"]'));
    }
    // With JavaScript the review form comes in its own chunk, and its captcha after it: also when
    // the tab kept a result from an earlier load.
    if (scripted) {
      await touchForm(page, '[data-testid="assessment-review"]');
      await waitForDocumentQuiet(page, { idleTime: 100, timeout: 30_000 });
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  },
  scope: {},
};

const assessmentReviewToast = formToast('assessment-review-toast', 'assessment-review', true, assessmentResult.open);

/** The forms whose code comes as a visitor nears them. */
const LAZY_FORMS = ['contact-form', 'callback-form'] as const;

/** One screen's place on a load: a state (null: the page as it loads) at a width, in these themes. */
interface Step {
  state: VisitorState | null;
  width: number;
  themes: readonly Theme[];
}

/** The two themes in the order a load shows them: the first step from the cookie's theme, then alternating. */
const themeOrder = (index: number): readonly Theme[] => (index % 2 === 0 ? THEMES : [...THEMES].reverse());

/** The loads a route takes, each a list of steps, in order. */
function visitsOf(route: string, widths: readonly number[], javascript: boolean): Step[][] {
  if (!MODULE_ROUTES.includes(route)) {
    const steps = routeWidths(javascript)
      .filter((width) => widths.includes(width))
      .map((width) => ({ state: null, width, themes: width === DESKTOP && javascript ? THEMES : [THEMES[0]] }));
    return steps.length ? [steps] : [];
  }
  const inBothThemes = (steps: Omit<Step, 'themes'>[]): Step[] =>
    steps.map((step, index) => ({ ...step, themes: themeOrder(index) }));
  const visits: Omit<Step, 'themes'>[][] = [
    widths.flatMap((width) => [
      { state: null, width },
      { state: menuAt(width), width },
    ]),
  ];
  const each = (state: VisitorState) => widths.map((width) => ({ state, width }));
  // Unanswered first: with JavaScript the tab keeps a result, and a later load shows it again.
  if (route === paths.assessment)
    visits.push(
      ...(javascript ? [each(assessmentUnanswered)] : []),
      each(assessmentResult),
      ...(javascript ? [each(assessmentReviewToast)] : []),
    );
  if (javascript) {
    if (moduleOf(route) === 'hosting-page') visits.push([orderDialog, orderSetup].flatMap(each));
    const toast = route === paths.legal ? downloadToast : route === paths.contact ? contactToast : null;
    if (toast) visits.push(each(toast));
    if (route === paths.contact || route === paths.support) visits.push(each(callbackToast));
  }
  return visits.map(inBothThemes);
}

/**
 * `first`: the theme is the first on its load. A route not in MODULE_ROUTES has its layout looked
 * at in one theme, its colours in the other by axe alone; headings are the same at every width and
 * in either theme.
 */
function checksOf(route: string, width: number, javascript: boolean, state: string, first: boolean): Check[] {
  const checks: Check[] = first || MODULE_ROUTES.includes(route) ? ['layout', 'console'] : ['console'];
  if (state === 'page' && first && width === DESKTOP) checks.push('headings');
  if (javascript && state === 'page' && width === DESKTOP) checks.push(first ? 'axe' : 'axe-colour');
  return checks;
}

/** Every screen the walk looks at, in the order it looks at them. */
export function plannedScreens(routes: readonly string[], passes: readonly Pass[]): ScreenSpec[] {
  const screens: ScreenSpec[] = [];
  for (const { widths, javascript } of passes)
    for (const route of routes)
      for (const visit of visitsOf(route, widths, javascript))
        visit.forEach(({ state, width, themes }) => {
          const name = state?.name ?? 'page';
          for (const theme of themes)
            screens.push({
              route,
              width,
              theme,
              javascript,
              state: name,
              checks: checksOf(route, width, javascript, name, theme === THEMES[0]),
            });
        });
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
      // What loads once the browser is idle after hydration (the order dialog, the VPS table for
      // its switch) is in place before anyone looks: the page's own idle callback comes first.
      await step(
        'idle',
        page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 }))),
      );
      await step('network idle', waitForDocumentQuiet(page, { idleTime: 100, timeout: 30_000 }));
      if (await page.$('[data-testid="order-button"]'))
        await step('order dialog', page.waitForSelector('dialog', { timeout: 30_000 }));
      // Every width is looked at as the page is once the visitor has been near the lazy forms.
      for (const form of LAZY_FORMS) {
        const loading = await page.$(`[data-testid="${form}-loading"]`);
        if (!loading) continue;
        await loading.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await step(form, page.waitForSelector(`[data-testid="${form}"]`, { timeout: 30_000 }));
        await step(`${form} captcha`, touchForm(page, `[data-testid="${form}"]`));
        await step('network idle', waitForDocumentQuiet(page, { idleTime: 100, timeout: 30_000 }));
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
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
export async function showTheme(page: Page, theme: string) {
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
export async function settle(page: Page) {
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

/** Calls `look` on every screen of `routes`, in the order plannedScreens lists them. */
export async function walkScreens(
  page: Page,
  baseUrl: string,
  { routes, widths, javascript }: { routes: readonly string[] } & Pass,
  look: (screen: Screen) => Promise<void>,
): Promise<void> {
  await page.setJavaScriptEnabled(javascript);
  // Entrance animations end where they would anyway; without them each screen is ready at once.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  for (const route of routes) {
    const slug = route === '/' ? 'home' : route.slice(1).replace(/[/?=]/g, '_');
    for (const visit of visitsOf(route, widths, javascript)) {
      await page.setViewport(viewportAt(visit[0]!.width));
      await loadRoute(page, baseUrl, route, THEMES[0], javascript);
      let shown: Theme = THEMES[0];
      for (const { state, width, themes } of visit) {
        if (page.viewport()?.width !== width) {
          await page.setViewport(viewportAt(width));
          await settle(page);
        }
        if (state) {
          await state.open(page);
          await settle(page);
        }
        for (const theme of themes) {
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
        await state?.close?.(page);
      }
    }
  }
}

const viewportAt = (width: number) => ({ width, height: HEIGHT_AT[width] ?? 900 });
