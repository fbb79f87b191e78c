/**
 * The screen walk loses no screen: every page of the page table (and the not-found page) is looked
 * at as it loads and with its menu at every width, in both themes, with JavaScript on and off; axe
 * runs on each at a phone's and a desktop's width; each hosting page's order dialog and each page's
 * toasts are looked at too. The rule is written here apart from the planner, so a planner that
 * drops a screen of a page that exists fails. The walk itself fails if it does not look at each
 * screen planned for it (test/support/layout-suite.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicPaths } from '../../shared/public-paths';
import { hostingPaths, paths } from '../../shared/routes';
import { routesOf, WALK_PARTS } from '../support/layout-suite';
import { NOT_FOUND, PASSES, plannedScreens, ROUTES, screenKey, type ScreenSpec } from '../support/visitor-states';

const checksByScreen = (screens: ScreenSpec[]) => {
  const found = new Map<string, string[]>();
  for (const screen of screens) found.set(screenKey(screen), [...(found.get(screenKey(screen)) ?? []), ...screen.checks]);
  return found;
};

/** Every axe-core rule covers the colour rules. */
const covers = (has: string, check: string) => has === check || (has === 'axe' && check === 'axe-colour');

/** The toasts (and the self-assessment's named unanswered questions) a visitor can raise on a page, with JavaScript on. */
const toastsOf = (route: string): string[] =>
  route === paths.assessment
    ? ['assessment-unanswered', 'assessment-review-toast']
    : route === paths.legal
      ? ['toast']
      : route === paths.contact
        ? ['toast', 'callback-toast']
        : route === paths.support
          ? ['callback-toast']
          : [];

/** Every screen a visitor can open on every page that exists, with the checks each must have. */
function screensThatMustBeWalked(): { key: string; checks: string[] }[] {
  const must: { key: string; checks: string[] }[] = [];
  const add = (route: string, width: number, theme: string, javascript: boolean, state: string, checks: string[]) =>
    must.push({ key: screenKey({ route, width, theme: theme as ScreenSpec['theme'], javascript, state }), checks });
  for (const route of [...publicPaths, NOT_FOUND])
    for (const [javascript, widths] of [
      [true, [375, 768, 1024, 1280, 1536]],
      [false, [375, 1280]],
    ] as const)
      for (const width of widths)
        for (const theme of ['dark', 'light']) {
          const axe = javascript && (width === 375 || width === 1280) ? ['axe-colour'] : [];
          add(route, width, theme, javascript, 'page', ['layout', 'console', ...axe]);
          add(route, width, theme, javascript, width >= 1024 ? 'hosting-menu' : 'mobile-menu', ['layout', 'console']);
          if (route === paths.assessment) add(route, width, theme, javascript, 'assessment-result', ['layout', 'console']);
          if (!javascript) continue;
          const states = [...(hostingPaths.includes(route) ? ['order-dialog', 'order-setup'] : []), ...toastsOf(route)];
          for (const state of states) add(route, width, theme, javascript, state, ['layout', 'console']);
        }
  return must;
}

describe('the screen list', () => {
  const walk = WALK_PARTS.flatMap((part) => plannedScreens(routesOf(part), PASSES));

  it('when the walk is planned, then every screen of every page that exists is in it, with its checks', () => {
    const now = checksByScreen(walk);
    const must = screensThatMustBeWalked();
    const lost = must
      .filter(({ key, checks }) => !checks.every((check) => (now.get(key) ?? []).some((has) => covers(has, check))))
      .map(({ key, checks }) => `${key} ${checks.join('+')} (now: ${now.get(key)?.join('+') ?? 'not looked at'})`);
    expect(lost).toEqual([]);
    expect(must.length).toBeGreaterThan(publicPaths.length * 20);
  });

  it('when the walk is planned, then axe runs with every rule on every page, and its headings are read, in one theme', () => {
    const now = checksByScreen(walk);
    for (const route of [...publicPaths, NOT_FOUND])
      for (const width of [375, 1280])
        expect([
          route,
          width,
          ['dark', 'light'].some((theme) =>
            now
              .get(screenKey({ route, width, theme: theme as ScreenSpec['theme'], javascript: true, state: 'page' }))
              ?.includes('axe'),
          ),
        ]).toEqual([route, width, true]);
    const headings = walk.filter((screen) => screen.checks.includes('headings')).map((screen) => screen.route);
    expect([...new Set(headings)].sort()).toEqual([...new Set([...ROUTES])].sort());
  });

  it('when the walk is shared out between its test files, then together they walk every route, and every screen once', () => {
    const parts = WALK_PARTS.flatMap(routesOf);
    expect([...parts].sort()).toEqual([...ROUTES].sort());
    const keys = walk.map(screenKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys.length).toBe(plannedScreens(ROUTES, PASSES).length);
  });

  it("when the walk's test files are listed, then each part has its own, and each walks that part", () => {
    const e2e = path.join(__dirname, '../e2e');
    const files = readdirSync(e2e).filter((name) => /^layout-.+\.test\.ts$/.test(name));
    expect(files.sort()).toEqual(WALK_PARTS.map((part) => `layout-${part}.test.ts`).sort());
    for (const part of WALK_PARTS)
      expect(readFileSync(path.join(e2e, `layout-${part}.test.ts`), 'utf8')).toContain(`describeWalk('${part}');`);
  });
});
