import { layoutProblems } from '../support/layout-check';
import { openPage, closePagesAfterEach } from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';

/**
 * The walk's layout check on pages made for it: each check it gains is shown here finding what it
 * is for, and keeping quiet where there is nothing to find.
 */
const chromium = chromiumForTests();
closePagesAfterEach();

const selectOf = (width: string) =>
  `<!doctype html><title>t</title><label>Time <select name="time" style="width: ${width}; font: 16px sans-serif; padding: 0.6rem 0.75rem">` +
  '<option>Morning</option><option>Any time (08:00 to 17:00) on any weekday</option></select></label>';

describe('the layout check', () => {
  it('when a select is narrower than one of its options, then it names the select and the option a visitor would see cut', async () => {
    const { page } = await openPage(chromium.browser, 800, 600);
    await page.setContent(selectOf('12rem'));
    expect(await layoutProblems(page)).toEqual([
      expect.stringMatching(
        /^<select name="time"> cuts its option "Any time \(08:00 to 17:00\) on any weekday" when chosen: \d+ px of text in \d+ px$/,
      ),
    ]);
  });

  it('when a select is wide enough for every option, then it finds nothing', async () => {
    const { page } = await openPage(chromium.browser, 800, 600);
    await page.setContent(selectOf('30rem'));
    expect(await layoutProblems(page)).toEqual([]);
  });
});
