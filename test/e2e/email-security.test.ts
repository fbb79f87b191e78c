import type { Page } from 'puppeteer';
import { chunkNames } from '../support/chunk-names';
import { createEmailSecurityChecker } from '../../server/email-security/email-checker';
import { EMAIL_CHECK_IDS } from '../../shared/email-security/result';
import { parseNetworks } from '../../server/email-security/public-address';
import { dnsClient } from '../../server/email-security/dns-client';
import { paths } from '../../shared/routes';
import { findingCopy } from '../../shared/catalogue/email-security-copy';
import { axeViolations, COLOUR_RULES } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { startEmailWorld } from '../support/email-world';
import { forTests } from '../support/for-tests';
import { layoutProblems } from '../support/layout-check';
import { closePagesAfterEach, openHydrated, openPage, waitForDocumentQuiet } from '../support/page-helpers';
import { startSite } from '../support/site-server';
import { WIDTHS } from '../support/visitor-states';

/**
 * The site asks the loopback world's resolver, and its knotd for "is it live?"; silent.co.za's mail
 * server never answers, so its check runs a while.
 */
const running = forTests(
  async () => {
    const world = await startEmailWorld();
    const checker = createEmailSecurityChecker({
      ...world.settings,
      allowed: [...world.settings.allowed, ...parseNetworks('127.0.0.1/32')],
      nameServerPort: world.dns.authoritativePort,
      stepMs: 2_000,
      totalMs: 3_000,
    });
    const [site, chromium] = await Promise.all([startSite(world.env, { emailSecurity: checker }), launchBrowser()]);
    return { world, checker, site, chromium };
  },
  ({ world, site, chromium }) => Promise.all([chromium.close(), site.close(), world.stop()]),
);
closePagesAfterEach();

const findings = (page: Page) =>
  page.$$eval('[data-testid="email-answer"] [data-check]', (items) => items.map((item) => item.getAttribute('data-check')));

/** Layout problems at every width, one page resized, each prefixed with its width. */
async function atEveryWidth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewport({ width, height: 900 });
    problems.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`));
    // From 640 px the button stands beside the field, in line with it, whatever is said under it.
    const [field, button] = await page.$$eval('input[name="domain"], form[role="search"] button[type="submit"]', (els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    if (width >= 640 && field !== button) problems.push(`${width} px: the button's top ${button} is not the field's ${field}`);
  }
  return problems;
}

it('when a visitor checks a domain with JavaScript on, then progress shows at once, each finding as it arrives, and the result fits every width and passes axe', async () => {
  const { page, errors } = await openHydrated(
    running.chromium.browser,
    `${running.site.url}${paths['email-security']}`,
    375,
    900,
  );
  // From its first finding until the result's summary, the answer never stands empty of findings.
  await page.evaluate(() => {
    const state = window as unknown as { emptied: boolean };
    state.emptied = false;
    const answer = document.querySelector('[data-testid="email-answer"]')!;
    let seen = false;
    const observer = new MutationObserver(() => {
      if (answer.querySelector('[data-testid="email-summary"]')) return observer.disconnect();
      const findings = answer.querySelectorAll('[data-check]').length;
      if (findings > 0) seen = true;
      else if (seen) state.emptied = true;
    });
    observer.observe(answer, { childList: true, subtree: true });
  });
  await page.type('input[name="domain"]', 'someone@silent.co.za');
  await page.click('button[type="submit"]');
  // Progress at once, while the check still has the silent mail server's probe to wait out: before its summary.
  await page.waitForSelector('[data-testid="email-answer"] [role="status"]');
  expect(await page.$('[data-testid="email-summary"]')).toBeNull();
  // On a phone the answer starts below the form: it is brought into view (scrolled smoothly).
  await page.waitForFunction(
    () => {
      const { top, bottom } = document.querySelector('[data-testid="email-answer"] h2')!.getBoundingClientRect();
      return top >= document.querySelector('header')!.getBoundingClientRect().bottom && bottom <= innerHeight;
    },
    { timeout: 10_000 },
  );
  // The records' findings arrive before the mail server's probe gives up.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="email-answer"] [data-check]').length > 3);
  expect(await findings(page)).not.toContain('starttls');
  await page.waitForSelector('[data-testid="email-summary"]', { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { emptied: boolean }).emptied)).toBe(false);
  // Back while it runs, then Forward: the question is asked again, never left "Checking…".
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector('[data-testid="email-answer"] h2'));
  await page.goForward();
  await page.waitForSelector('[data-testid="email-summary"]');
  expect(await findings(page)).toEqual([...EMAIL_CHECK_IDS]);
  expect(new URL(page.url()).search).toBe('?domain=someone%40silent.co.za');
  expect(await atEveryWidth(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  // The domain checked goes into no log line.
  expect(JSON.stringify(running.site.logs)).not.toContain('silent.co.za');
});

it.each(['weak.co.za', 'neutral.cases.co.za'])(
  'with JavaScript off, %s is answered in the page and readable at every width',
  async (domain) => {
    const { page } = await openPage(running.chromium.browser, 375, 900);
    await page.setJavaScriptEnabled(false);
    // Every finding in the page's HTML: integration/email-security-check.test ('the page answers in its HTML…').
    // neutral.cases.co.za's DMARC fix names a record of 48 characters without a space.
    await page.goto(`${running.site.url}${paths['email-security']}?domain=${domain}`);
    expect(await atEveryWidth(page)).toEqual([]);
  },
);

it.each([
  ['a name that is no domain', 'localhost', 400],
  ['a domain that does not exist', 'nothing-here.co.za', 200],
  ['a busy answer', 'strong.co.za', 503],
])('in the dark theme, the answer for %s passes axe’s colour rules', async (state, domain, status) => {
  // Busy: a site that may run no check at all.
  const site =
    status === 503
      ? await startSite(running.world.env, {
          emailSecurity: createEmailSecurityChecker({ ...running.world.settings, running: 0 }),
        })
      : running.site;
  try {
    const { page } = await openPage(running.chromium.browser, 375, 900);
    await page.setCookie({ name: 'theme', value: 'dark', url: site.url });
    const answer = await page.goto(`${site.url}${paths['email-security']}?domain=${domain}`);
    expect(answer?.status()).toBe(status);
    expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
  } finally {
    if (site !== running.site) await site.close();
  }
});

it('each record to publish has a copy button for its name and its value that puts exactly that on the clipboard, with the findings kept as the server drew them; without JavaScript the text selects whole', async () => {
  const { page } = await openHydrated(
    running.chromium.browser,
    `${running.site.url}${paths['email-security']}?domain=weak.co.za`,
    375,
  );
  // The findings stay as the server drew them: their code is never fetched, yet their buttons copy.
  // The review form's, under every finding, comes only as a visitor nears it.
  await waitForDocumentQuiet(page, { idleTime: 300 });
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.filter((name) => chunkNames().matching('email-result-body', 'email-security-review').test(name))).toEqual([]);
  await page
    .browserContext()
    .overridePermissions(running.site.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  // Clicked, a page has the focus a clipboard needs.
  await page.bringToFront();
  const spf = '[data-check="spf"] dl';
  const valueAt = `${spf} > div:last-child dd`;
  const value = await page.$eval(`${valueAt} code`, (code) => code.textContent);
  await page.click(`${valueAt} button`);
  await page.waitForFunction((dd) => document.querySelector(dd)?.textContent?.includes('Copied'), {}, valueAt);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  // The button sits beside its text, inside the box, at a phone's width; the text has most of the box's width.
  const [box, code, button] = await page.$$eval(`${spf}, ${valueAt} code, ${valueAt} button`, (els) =>
    els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(button.right).toBeLessThanOrEqual(box.right);
  expect(button.height).toBeGreaterThanOrEqual(32);
  expect(code.width).toBeGreaterThanOrEqual(box.width * 0.6);
  // In the same context, the page with JavaScript closed first.
  await page.close();
  const plain = await openPage(running.chromium.browser, 375, 900);
  await plain.page.setJavaScriptEnabled(false);
  await plain.page.goto(`${running.site.url}${paths['email-security']}?domain=weak.co.za`);
  expect(
    await plain.page.$eval(valueAt, (dd) => ({
      button: getComputedStyle(dd.querySelector('button')!).display,
      select: getComputedStyle(dd.querySelector('code')!).userSelect,
    })),
  ).toEqual({ button: 'none', select: 'all' });
});

it('“Ask again” pressed after a knotc change asks anew: Live, a new time, the finding below changed; without JavaScript by a new request, with it in place', async () => {
  const url = `${running.site.url}${paths['email-security']}?domain=fixme.co.za`;
  const live = '[data-testid="live-check"]';
  const states = (page: Page) =>
    page.$$eval(`${live} li`, (items) => items.map((item) => `${item.getAttribute('data-state')} ${item.textContent}`));
  const stateOf = async (page: Page, value: string) => (await states(page)).find((line) => line.includes(value))?.split(' ')[0];
  const asked = (page: Page) => page.$eval(`${live} [role="status"]`, (status) => status.textContent);
  const statusOf = (page: Page, check: string) => page.$eval(`#check-${check}`, (item) => item.getAttribute('data-status'));
  const { page: plain } = await openPage(running.chromium.browser, 375, 900);
  await plain.setJavaScriptEnabled(false);
  await plain.goto(url);
  const publish = (check: string) =>
    running.checker.kept('fixme.co.za')!.findings.find((found) => found.check === check)!.publish![0]!;
  const [dmarc, mtaSts] = [publish('dmarc'), publish('mta-sts')];
  const press = (page: Page) => page.click(`${live} button[type="submit"]`);
  await Promise.all([plain.waitForNavigation(), press(plain)]);
  expect(await stateOf(plain, dmarc.value)).toBe('not-live');
  const before = await asked(plain);
  await running.world.dns.setRecords(dmarc.name, 'TXT', [`"${dmarc.value}"`]);
  // The clock the page shows counts seconds.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await Promise.all([plain.waitForNavigation(), press(plain)]);
  expect([await stateOf(plain, dmarc.value), await statusOf(plain, 'dmarc')]).toEqual(['live', 'pass']);
  expect(await asked(plain)).not.toBe(before);
  // With JavaScript, MTA-STS: its record alone, then an address where its policy is served; the page never reloads.
  await plain.close();
  const { page, errors } = await openHydrated(running.chromium.browser, url, 1280);
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await running.world.dns.setRecords(mtaSts.name, 'TXT', [`"${mtaSts.value}"`]);
  await press(page);
  await page.waitForSelector(`${live} li`);
  expect(await stateOf(page, mtaSts.value)).toBe('not-live');
  const first = await asked(page);
  const policyAt = await dnsClient(running.world.settings.dnsServers, 1_000, AbortSignal.timeout(5_000)).addresses(
    'mta-sts.sts-testing.co.za',
  );
  await running.world.dns.setRecords('mta-sts.fixme.co.za', 'A', policyAt);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await press(page);
  await page.waitForFunction(
    (selector, was) => document.querySelector(selector)?.textContent !== was,
    {},
    `${live} [role="status"]`,
    first,
  );
  expect(await stateOf(page, mtaSts.value)).toBe('live');
  expect(await page.$eval('#check-mta-sts', (item) => item.textContent)).toContain(findingCopy.mtaSts.testing);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});
