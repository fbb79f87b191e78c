/**
 * The screen walk (test/README.md, the layout project; its screens and their checks:
 * visitor-states.ts). A failure lists each problem with the screen it was seen on. The routes are
 * shared out between a few files (WALK_PARTS), which jest's workers walk side by side.
 */
import type { Page } from 'puppeteer';
import { axeViolations, COLOUR_RULES } from './axe';
import { launchBrowser, type TestBrowser } from './browser';
import { layoutProblems } from './layout-check';
import { openPage } from './page-helpers';
import { startSite, type SiteServer } from './site-server';
import { ANSWERED_404, MODULE_ROUTES, PASSES, plannedScreens, ROUTES, screenKey, walkScreens, type Pass } from './visitor-states';

export const WALK_PARTS = ['1', '2', '3', '4'] as const;
type Part = (typeof WALK_PARTS)[number];

/** The module routes (most of the screens) first, shared out evenly. */
export const routesOf = (part: Part): string[] =>
  [...MODULE_ROUTES, ...ROUTES.filter((route) => !MODULE_ROUTES.includes(route))].filter(
    (_, i) => i % WALK_PARTS.length === WALK_PARTS.indexOf(part),
  );

async function headingProblems(page: Page): Promise<string[]> {
  const levels = await page.$$eval('main h1, main h2, main h3, main h4, main h5, main h6', (hs) =>
    hs.map((h) => Number(h.tagName[1])),
  );
  const problems: string[] = [];
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) problems.push(`headings: ${h1s} h1 elements in main, not one`);
  if (levels[0] !== 1) problems.push(`headings: main starts with an h${levels[0] ?? '(none)'}, not the h1`);
  levels.forEach((level, i) => {
    if (i > 0 && level > levels[i - 1]! + 1) problems.push(`headings: an h${level} follows an h${levels[i - 1]}`);
  });
  return problems;
}

export const describeWalk = (part: Part) =>
  describe(`every screen of ${routesOf(part).join(', ')}`, () => {
    let site: SiteServer;
    let chromium: TestBrowser;

    beforeAll(async () => {
      // Every screen posts nothing, but opening dialogs fetches captcha challenges: no limit in the way.
      // The call back's screens solve one; startSite's cheap proof of work draws the same "Verified" at once.
      [site, chromium] = await Promise.all([
        startSite({ CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '100000' }),
        launchBrowser({ optimisingCompilers: false }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([chromium?.close(), site?.close()]);
    });

    it.each(PASSES)(
      'when a visitor looks at $widths px (JavaScript on: $javascript) in either theme, then nothing scrolls sideways, sticks out, is covered, spills or wraps inside itself, the console stays clean, the headings read as an outline and axe finds nothing',
      async (pass: Pass) => {
        const { page } = await openPage(chromium.browser);
        // The console's errors since the last look, with the address each came from.
        const errors: { text: string; url: string | undefined }[] = [];
        page.on('console', (message) => {
          const hydration = message.type() === 'warn' && /hydrat|did not match/i.test(message.text());
          if (message.type() === 'error' || hydration) errors.push({ text: message.text(), url: message.location().url });
        });
        page.on('pageerror', (error) => errors.push({ text: `uncaught: ${(error as Error).message}`, url: undefined }));
        const problems: string[] = [];
        const looked: string[] = [];
        await walkScreens(page, site.url, { routes: routesOf(part), ...pass }, async (screen) => {
          looked.push(`${screenKey(screen)} ${screen.checks.join('+')}`);
          const found: string[] = [];
          for (const check of screen.checks) {
            if (check === 'layout') found.push(...(await layoutProblems(page, screen.scope)));
            if (check === 'console')
              for (const { text, url } of errors.splice(0))
                // The browser notes that a page answered with its own 404 came with it: that is the page.
                if (!(ANSWERED_404.includes(screen.route) && url === `${site.url}${screen.route}` && /status of 404/.test(text)))
                  found.push(`console: ${text}`);
            if (check === 'headings') found.push(...(await headingProblems(page)));
            if (check === 'axe') found.push(...(await axeViolations(page)));
            if (check === 'axe-colour') found.push(...(await axeViolations(page, COLOUR_RULES)));
          }
          for (const problem of found) problems.push(`${screen.name}: ${problem}`);
        });
        await page.close();
        // The walk looked at every screen planned for this part and pass, each once, with every check.
        expect(looked).toEqual(plannedScreens(routesOf(part), [pass]).map((s) => `${screenKey(s)} ${s.checks.join('+')}`));
        expect(problems).toEqual([]);
      },
      600_000,
    );
  });
