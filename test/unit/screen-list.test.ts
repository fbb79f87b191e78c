/**
 * The screen walk loses no screen: every screen the walks looked at before they became one walk
 * (test/fixtures/screens-e80d9e7.txt) is still planned, with at least the checks it had, and the
 * walk's test files together plan every screen once. The walk itself fails if it does not look at
 * each screen planned for it (test/support/layout-suite.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routesOf, WALK_PARTS } from '../support/layout-suite';
import { PASSES, plannedScreens, ROUTES, screenKey, type ScreenSpec } from '../support/visitor-states';

const before = readFileSync(path.join(__dirname, '../fixtures/screens-e80d9e7.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const at = line.lastIndexOf(' ');
    return { key: line.slice(0, at), checks: line.slice(at + 1).split('+') };
  });

const checksByScreen = (screens: ScreenSpec[]) => {
  const found = new Map<string, string[]>();
  for (const screen of screens) found.set(screenKey(screen), [...(found.get(screenKey(screen)) ?? []), ...screen.checks]);
  return found;
};

/** A check a screen had before, and the one that covers it now: the console is read for every error, not only the CSP's. */
const coveredBy = (check: string) => (check === 'csp' ? 'console' : check);

describe('the screen list', () => {
  const walk = WALK_PARTS.flatMap((part) => plannedScreens(routesOf(part), PASSES));

  it('when the walk is planned, then every screen looked at before is in it with at least the checks it had', () => {
    const now = checksByScreen(walk);
    const lost = before
      .filter(({ key, checks }) => !checks.every((check) => now.get(key)?.includes(coveredBy(check))))
      .map(({ key, checks }) => `${key} ${checks.join('+')} (now: ${now.get(key)?.join('+') ?? 'not looked at'})`);
    expect(lost).toEqual([]);
    expect(before.length).toBe(1652);
    expect(walk.length).toBeGreaterThanOrEqual(before.length);
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
