import { axeViolations } from '../support/axe';
import { passOnCopy as copy } from '../../shared/catalogue/pass-on-copy';
import { PASS_ON_RECORDS_PATH } from '../../shared/email-security/pass-on';
import { paths } from '../../shared/routes';
import { fixedChecker } from '../support/fixed-checker';
import { forTests, tempFolder } from '../support/for-tests';
import { layoutProblems } from '../support/layout-check';
import { passOnResult } from '../support/pass-on-result';
import { closePagesAfterEach, openHydrated } from '../support/page-helpers';
import { startSite } from '../support/site-server';
import { chromiumForTests } from '../support/site-in-chromium';

/** "Send these to whoever manages your DNS" as a visitor meets it under a result on a phone, and the page its link opens. */

const DOMAIN = 'acme.co.za';
// A long SPF record, to wrap on a phone.
const result = passOnResult(DOMAIN, {
  checkedAt: new Date().toISOString(),
  spf: 'v=spf1 include:spf.protection.outlook.com include:_spf.google.com include:mail.zendesk.com -all',
});

const chromium = chromiumForTests();
const site = forTests(
  () => startSite({ DATA_DIR: tempFolder('email-pass-on-e2e') }, { emailSecurity: fixedChecker(result) }),
  (started) => started.close(),
);
closePagesAfterEach();

it('when a visitor on a phone makes a link to the records, then its page shows only the records and the host’s steps, laid out on the screen and passing axe', async () => {
  const { page, errors } = await openHydrated(
    chromium.browser,
    `${site.url}${paths['email-security']}?domain=${DOMAIN}`,
    375,
    812,
  );
  const button = await page.waitForSelector('[data-testid="pass-on-form"] button[type="submit"]');
  expect(await button!.evaluate((element) => element.textContent)).toBe(copy.form.button);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button!.click()]);
  expect(new URL(page.url()).pathname).toBe(PASS_ON_RECORDS_PATH);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });

  // What the page holds, records and steps without findings, is the integration test's
  // (email-pass-on.test.ts): here, that the hydrated page's press leads to it, laid out on a phone.
  expect(await page.$$eval('[data-testid="pass-on-records"] > li', (items) => items.length)).toBe(3);

  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
