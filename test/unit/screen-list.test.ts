/**
 * The screen walk loses no screen: test/README.md's rule (the layout project) is written here apart
 * from the planner, so a planner that drops a screen fails. The walk itself fails if it does not
 * look at each screen planned for it (test/support/layout-suite.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTable, paths } from '../../shared/routes';
import { routesOf, WALK_PARTS } from '../support/layout-suite';
import { MODULE_ROUTES, PASSES, plannedScreens, ROUTES, screenKey, WIDTHS, type ScreenSpec } from '../support/visitor-states';

const checksByScreen = (screens: ScreenSpec[]) => {
  const found = new Map<string, string[]>();
  for (const screen of screens) found.set(screenKey(screen), [...(found.get(screenKey(screen)) ?? []), ...screen.checks]);
  return found;
};

/** Every axe-core rule covers the colour rules. */
const covers = (has: string, check: string) => has === check || (has === 'axe' && check === 'axe-colour');

/** The toasts (and the self-assessment's named unanswered questions) a visitor can raise on a page, with JavaScript on. */
const TOASTS: Record<string, string[]> = {
  [paths.assessment]: ['assessment-unanswered', 'assessment-review-toast'],
  [paths.legal]: ['toast'],
  [paths.contact]: ['toast', 'callback-toast'],
  [paths.support]: ['callback-toast'],
};

/** Every screen that must be walked, with the checks each must have. */
function screensThatMustBeWalked(): { key: string; checks: string[] }[] {
  const must: { key: string; checks: string[] }[] = [];
  const add = (route: string, width: number, theme: string, javascript: boolean, state: string, checks: string[]) =>
    must.push({ key: screenKey({ route, width, theme: theme as ScreenSpec['theme'], javascript, state }), checks });
  for (const route of ROUTES) {
    add(route, 375, 'dark', true, 'page', ['layout', 'console']);
    add(route, 1280, 'dark', true, 'page', ['layout', 'console', 'headings', 'axe']);
    add(route, 1280, 'light', true, 'page', ['axe-colour']);
    add(route, 375, 'dark', false, 'page', ['layout', 'console']);
  }
  for (const route of MODULE_ROUTES)
    for (const javascript of [true, false])
      for (const width of WIDTHS)
        for (const theme of ['dark', 'light']) {
          add(route, width, theme, javascript, 'page', ['layout', 'console']);
          add(route, width, theme, javascript, width >= 1024 ? 'hosting-menu' : 'mobile-menu', ['layout', 'console']);
          if (route === paths.assessment) add(route, width, theme, javascript, 'assessment-result', ['layout', 'console']);
          if (!javascript) continue;
          const states = [...(route.startsWith(paths.vps) ? ['order-dialog', 'order-setup'] : []), ...(TOASTS[route] ?? [])];
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
    expect(must.length).toBeGreaterThan(ROUTES.length * 4 + MODULE_ROUTES.length * 40);
  });

  it("when the walk is planned, then it has a route of every page module, and the VPS plans' table", () => {
    const modules = new Set(Object.values(pageTable).map((page) => page.module));
    expect(MODULE_ROUTES.length).toBe(modules.size + 1);
    expect(MODULE_ROUTES).toContain(`${paths.vps}?view=compare`);
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
