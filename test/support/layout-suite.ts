/**
 * What a person would notice on screen, on every route, at every width and in both themes, with
 * JavaScript on and off, in every menu, dialog and toast a visitor can open (test/support/layout-check.ts
 * says what is checked), with no Content Security Policy violation on any of them. A failure lists
 * each problem with the screen it was seen on; `npm run screenshots` draws the same screens.
 */
import { launchBrowser, type TestBrowser } from './browser';
import { layoutProblems } from './layout-check';
import { openPage } from './page-helpers';
import { startSite, type SiteServer } from './site-server';
import { NO_SCRIPT_WIDTHS, ROUTES, walkScreens, WIDTHS, type Theme } from './visitor-states';

const settings = [
  ...WIDTHS.map((width) => ({ width, javascript: true })),
  ...NO_SCRIPT_WIDTHS.map((width) => ({ width, javascript: false })),
];

/** The layout suite for one theme; each theme has its own test file, so the two run side by side. */
export const describeLayout = (theme: Theme) =>
  describe(`every screen in the ${theme} theme`, () => {
    let site: SiteServer;
    let chromium: TestBrowser;

    beforeAll(async () => {
      // Every screen posts nothing, but opening dialogs fetches captcha challenges: no limit in the way.
      [site, chromium] = await Promise.all([startSite({ CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '100000' }), launchBrowser()]);
    });
    afterAll(async () => {
      await Promise.all([chromium?.close(), site?.close()]);
    });

    it.each(settings)(
      'when a visitor looks at $width px (JavaScript on: $javascript), then nothing scrolls sideways, sticks out, is covered, spills or wraps inside itself, and the CSP refuses nothing',
      async ({ width, javascript }) => {
        const { page, errors } = await openPage(chromium.browser);
        const problems: string[] = [];
        let screens = 0;
        await walkScreens(page, site.url, { routes: ROUTES, width, theme, javascript }, async ({ name, state }) => {
          screens += 1;
          for (const problem of await layoutProblems(page, state?.scope)) problems.push(`${name}: ${problem}`);
          // Chromium reports every refused script or style to the console, with JavaScript on or off.
          for (const error of errors.splice(0)) if (/Content Security Policy/i.test(error)) problems.push(`${name}: ${error}`);
        });
        await page.close();
        expect(screens).toBeGreaterThanOrEqual(ROUTES.length * 2);
        expect(problems).toEqual([]);
      },
      180_000,
    );
  });
