/** axe-core's source put into a document once, then `axe.run` there as often as it is looked at (docs/decisions/013-test-chromium.md). */
import axe from 'axe-core';
import type { Page } from 'puppeteer';

/** The rules a theme can change: contrast, and links told apart from the text around them. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's violations on the page as it is now, each as one readable line; `rules` limits the run to those. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (only) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule' as const, values: only } } : {}),
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    rules ? [...rules] : null,
  );
  return violations.map((v) => `axe ${v.id} (${v.impact}) ${v.help} at ${v.targets.slice(0, 4).join(' | ')}`);
}
