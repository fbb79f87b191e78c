/**
 * The screen walk (test/README.md) holds while a resized window lays a page out as a load at that
 * width does: one page of each kind that lays out differently by width (the home page's deferred
 * form, a hosting page's plan grid and order dialog, a help article's contents), walked both ways
 * and every screen compared element by element.
 */
import { openPage } from '../support/page-helpers';
import { siteInChromium } from '../support/site-in-chromium';
import { paths } from '../../shared/routes';
import { MODULE_ROUTES, PASSES, walkScreens } from '../support/visitor-states';

const ROUTES = ['/', paths.vps, MODULE_ROUTES.find((route) => route.startsWith(`${paths.help}/`))!];
const { widths } = PASSES.find((pass) => pass.javascript)!;

const running = siteInChromium({ CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '100000' }, { optimisingCompilers: false });

/**
 * Every screen of `route` the walk looks at, by screen name, walking `widths` on one load each
 * visit: each element of the page, in order, with its classes, its box on the page (to a quarter
 * pixel) and whether it is shown, and the page's scroll position and focused element.
 */
async function screensOf(route: string, walked: readonly number[]): Promise<Map<string, string[]>> {
  const { page } = await openPage(running.chromium.browser);
  const screens = new Map<string, string[]>();
  await walkScreens(page, running.site.url, { routes: [route], widths: walked, javascript: true }, async ({ name }) => {
    screens.set(name, await page.evaluate(drawn));
  });
  await page.close();
  return screens;
}

/* Runs inside the page. */
function drawn(): string[] {
  const quarter = (n: number) => Math.round(n * 4) / 4;
  const focused = document.activeElement;
  const lines = [`scrolled to ${window.scrollX},${window.scrollY}`];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    const shown = element.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true });
    const at = `${quarter(box.left + window.scrollX)},${quarter(box.top + window.scrollY)} ${quarter(box.width)}x${quarter(box.height)}`;
    const scrolled = element.scrollTop || element.scrollLeft ? ` scrolled ${element.scrollLeft},${element.scrollTop}` : '';
    lines.push(
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${at}${shown ? '' : ' hidden'}${scrolled}${element === focused ? ' focused' : ''}`,
    );
  }
  return lines;
}

it.each(ROUTES)(
  'when %s is loaded at one width and the window resized to each other, then every screen is laid out as a load at that width lays it out',
  async (route) => {
    const resized = await screensOf(route, widths);
    const loaded = new Map<string, string[]>();
    for (const width of widths) for (const [name, screen] of await screensOf(route, [width])) loaded.set(name, screen);
    expect([...resized.keys()].sort()).toEqual([...loaded.keys()].sort());
    const differ = [...resized].flatMap(([name, screen]) => {
      const other = loaded.get(name)!;
      const at = screen.findIndex((line, i) => line !== other[i]);
      return at < 0 && screen.length === other.length
        ? []
        : [`${name}: resized ${screen[at] ?? '(no more)'}, loaded ${other[at] ?? '(no more)'}`];
    });
    expect(differ).toEqual([]);
  },
  120_000,
);
