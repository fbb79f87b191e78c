import type { Page } from 'puppeteer';
import { chunkNames } from '../support/chunk-names';
import { tempFolder } from '../support/endpoint-kit';
import { waitUntil } from '../support/mail-kit';
import { gotoHydrated, openPage } from '../support/page-helpers';
import { startSentryReceiver } from '../support/sentry-receiver';
import { forTests } from '../support/for-tests';
import { chromiumForTests } from '../support/site-in-chromium';
import { startSiteProcess } from '../support/site-process';

/*
 * Browser errors as a Sentry host receives them: the built site with SENTRY_DSN, a visitor's
 * Chromium loading the official browser SDK and sending its envelopes to a receiver on loopback.
 */
const RELEASE = 'browser-reports-1';
const chromium = chromiumForTests();
const receiver = forTests(startSentryReceiver, (started) => started.close());
const reported = forTests(
  () => startSiteProcess({ DATA_DIR: tempFolder('browser-reports'), RELEASE, SENTRY_DSN: receiver.dsn }),
  (site) => site.stop(),
);

const eventsSaying = (text: string) =>
  receiver
    .ofType('event')
    .filter((item) => (item.payload.exception as { values: { value: string }[] }).values.some((v) => v.value.includes(text)));
/** An error nothing on the page catches, thrown in the page's own realm. */
const throwInPage = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

describe('browser errors to a Sentry-compatible service (SENTRY_DSN)', () => {
  it('when an error escapes on a page, then the browser SDK sends it once, scrubbed, and the site’s own log has it too', async () => {
    const { page, errors } = await openPage(chromium.browser, 375, 800);
    // The DSN's host the one other place the page may connect to (the policy with and without one): unit/config.test.
    await gotoHydrated(page, `${reported.url}/about?email=thandi.browser@example.co.za`);
    await waitUntil(
      () =>
        page.evaluate(
          (address) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === address),
          chunkNames().addressOf('error-reports'),
        ),
      10_000,
      'the SDK’s chunk',
    );
    await waitUntil(() => page.evaluate(() => '__SENTRY__' in window), 5000, 'the SDK to start');

    await throwInPage(page, 'Order failed for thandi.browser@example.co.za');
    await waitUntil(() => eventsSaying('Order failed').length > 0, 10_000, 'the first error’s event');
    // A second error's event arriving shows the SDK has sent all it had of the first.
    await throwInPage(page, 'Second failure');
    await waitUntil(() => eventsSaying('Second failure').length > 0, 10_000, 'the second error’s event');
    await waitUntil(() => reported.output().includes('Second failure'), 5000, 'the site’s own log line');
    await page.close();

    const events = eventsSaying('Order failed');
    expect(events).toHaveLength(1);
    const event = events[0].payload as {
      exception: { values: { value: string; mechanism: { handled: boolean } }[] };
      request: { url: string; headers: Record<string, string> };
      release: string;
      sdk: { name: string; settings?: { infer_ip?: string } };
      user?: unknown;
    };
    expect(event.exception.values[0]).toMatchObject({ value: 'Order failed for [email]', mechanism: { handled: false } });
    expect(event.request.url).toMatch(/\/about$/);
    expect(Object.keys(event.request.headers)).toEqual(['User-Agent']);
    expect(event.release).toBe(RELEASE);
    expect(event.sdk.name).toBe('sentry.javascript.browser');
    // Sentry is told not to infer the visitor's IP address from the connection.
    expect(event.sdk.settings?.infer_ip).toBe('never');
    expect(event.user).toBeUndefined();
    for (const { raw } of receiver.items) {
      expect(raw).not.toContain('thandi.browser@example.co.za');
      expect(raw).not.toContain('email=');
    }
    // The site's own record of the error, as without a DSN.
    const logged = await reported.logged(
      (line) => line.includes('"msg":"browser error"') && line.includes('"message":"Order failed for '),
    );
    expect(logged).toHaveLength(1);
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  // Without a DSN the SDK is never fetched and the page connects to no other host: e2e/web-vitals.test ('when the site has
  // neither metrics nor an error-report DSN…').
});
