import type { DigestContent } from '../../server/dmarc-reports/digest-lines';
import { createDigestStore } from '../../server/dmarc-reports/digest-store';
import { createReportsStore } from '../../server/dmarc-reports/reports-store';
import { newLinkToken } from '../../server/store/link-token';
import { openSiteDatabase } from '../../server/site-tables';
import { dmarcDigestCopy as copy } from '../../shared/catalogue/dmarc-digest-copy';
import { DMARC_DIGEST_PATH, DMARC_DIGEST_TOKEN_PARAM } from '../../shared/email-security/dmarc-digest';
import { axeViolations } from '../support/axe';
import { keptDayReport } from '../support/dmarc-report-kit';
import { forTests, tempFolder } from '../support/for-tests';
import { layoutProblems } from '../support/layout-check';
import { closePagesAfterEach, openPage } from '../support/page-helpers';
import { startSite } from '../support/site-server';
import { chromiumForTests } from '../support/site-in-chromium';
import { showTheme } from '../support/visitor-states';

/*
 * A weekly digest's page as its owner opens it from the e-mail, on a phone and a desk, in both
 * themes, with JavaScript on and off: the chart of each day is drawn by the server, so it is the
 * same picture either way. The digest is kept as the schedule keeps it (its mark, with what the
 * e-mail said), beside a week of reports in the site's real database.
 */
const DOMAIN = 'digest-page.co.za';
const DAY_S = 24 * 60 * 60;
/** Monday 1 December 2025, 00:00 UTC. */
const WEEK_START = 1_764_547_200;
const DAILY = [
  [120, 4],
  [95, 0],
  [140, 31],
  [80, 2],
  [60, 0],
  [12, 0],
  [9, 1],
] as const;

/** What the e-mail said, kept as a digest queued before its days were kept with it: the page counts them from the rows. */
const content: DigestContent = {
  from: new Date(WEEK_START * 1000).toISOString(),
  to: new Date((WEEK_START + 6 * DAY_S) * 1000).toISOString(),
  messages: 554,
  passed: 516,
  sources: [
    { name: 'Microsoft 365', messages: 480, passed: 480, dkimAligned: 480, spfAligned: 478, own: true },
    {
      name: 'SendGrid',
      messages: 36,
      passed: 0,
      dkimAligned: 0,
      spfAligned: 0,
      own: true,
      fix: {
        dkim: 'In SendGrid (Settings, Sender Authentication), authenticate your domain and publish the three CNAME records it shows.',
      },
    },
    {
      name: 'an-unknown-hosting-company-with-a-long-name.co.za',
      messages: 38,
      passed: 0,
      dkimAligned: 0,
      spfAligned: 0,
      own: false,
    },
  ],
  more: { sources: 0, messages: 0 },
  newSources: ['SendGrid'],
  others: [{ name: 'a-stranger-signing-reports-with-its-own-long-domain.co.za', reports: 7, messages: 7_000_000_000 }],
  verdict: {
    kind: 'quarantine',
    days: 21,
    record: {
      name: `_dmarc.${DOMAIN}`,
      type: 'TXT',
      value: `v=DMARC1; p=quarantine; rua=mailto:dmarc@reports.kopano.test,mailto:a-very-long-report-address@${DOMAIN}; fo=1`,
    },
  },
};

const token = newLinkToken();
const chromium = chromiumForTests();
const site = forTests(
  () => {
    const dataDir = tempFolder('dmarc-digest-e2e');
    const database = openSiteDatabase(dataDir);
    const reports = createReportsStore(database);
    DAILY.forEach(([passed, failed], day) =>
      reports.keep(
        keptDayReport(DOMAIN, WEEK_START, day, [
          ['203.0.113.10', passed, true],
          ['192.0.2.66', failed, false],
        ]),
        Date.now(),
      ),
    );
    createDigestStore(database).mark(
      { domain: DOMAIN, email: 'owner@digest-page.co.za', weekS: WEEK_START, shown: DOMAIN, content },
      token,
      Date.now(),
    );
    return startSite({ DATA_DIR: dataDir });
  },
  (started) => started.close(),
);
closePagesAfterEach();

const link = () => `${site.url}${DMARC_DIGEST_PATH}?${DMARC_DIGEST_TOKEN_PARAM}=${token}`;

// Without JavaScript at a phone's width alone, as the screen walk does (test/README.md): the server draws the same bars.
describe.each([
  [375, true],
  [1280, true],
  [375, false],
])('the digest page at %i px, JavaScript on: %s', (width, javascript) => {
  it('when it is opened, then each day’s bar is drawn to scale on the screen, the record shown whole, in both themes, passing axe', async () => {
    const { page, errors } = await openPage(chromium.browser, width, 900);
    await page.setJavaScriptEnabled(javascript);
    await page.goto(link(), { waitUntil: 'load' });
    if (javascript) await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    const bars = await page.$$eval('[data-testid="digest-chart"] g[data-day]', (days) =>
      days.map((day) => {
        const [passed, failed] = [...day.querySelectorAll('rect')].map((rect) => rect.getBoundingClientRect());
        return { passed: passed!.height, failed: failed!.height, right: failed!.right };
      }),
    );
    expect(bars).toHaveLength(DAILY.length);
    // Drawn to scale: the busiest day's bar the tallest, a day without failures none of its red.
    const tallest = Math.max(...bars.map((bar) => bar.passed + bar.failed));
    expect(bars[2]!.passed + bars[2]!.failed).toBe(tallest);
    expect(bars[1]!.failed).toBe(0);
    expect(bars[2]!.failed).toBeGreaterThan(bars[0]!.failed);
    for (const bar of bars) expect(bar.right).toBeLessThanOrEqual(width);
    const text = await page.$eval('main', (main) => (main as HTMLElement).innerText);
    expect(text).toContain(copy.page.heading(DOMAIN));
    expect(text).toContain(content.verdict.record!.value);
    expect(text).toContain(copy.other(content.others![0]!.name, 7, 7_000_000_000));
    // The page's parts start where its title does, at any width.
    const lefts = await page.evaluate(() =>
      ['h1', '[data-testid="dmarc-digest"] > section'].map((at) =>
        Math.round(document.querySelector(at)!.getBoundingClientRect().left),
      ),
    );
    expect(lefts[1]).toBe(lefts[0]);
    // The record's name and value each with its copy button, as every record to publish has.
    expect(await page.$$eval('[data-testid="digest-verdict"] dd button', (buttons) => buttons.length)).toBe(2);
    for (const theme of ['dark', 'light']) {
      await showTheme(page, theme);
      expect(await layoutProblems(page)).toEqual([]);
      // axe runs in the page's own JavaScript: with it off, the same markup was checked with it on.
      if (javascript) expect(await axeViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  }, 60_000);
});
