import type { Page } from 'puppeteer';
import { chunkNames } from '../support/chunk-names';
import { tempFolder } from '../support/endpoint-kit';
import { freePort } from '../support/free-port';
import { waitUntil } from '../support/mail-kit';
import { gotoHydrated, openPage, waitForDocumentQuiet } from '../support/page-helpers';
import { metricValue } from '../support/prometheus-process';
import { chromiumForTests } from '../support/site-in-chromium';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

// The built site with METRICS_PORT; the samples are read back from the metrics port.
const chromium = chromiumForTests();
let measured: SiteProcess;
let metricsPort: number;
let unmeasured: SiteProcess;

beforeAll(async () => {
  metricsPort = await freePort();
  [measured, unmeasured] = await Promise.all([
    startSiteProcess({ DATA_DIR: tempFolder('vitals'), METRICS_PORT: String(metricsPort) }),
    // No METRICS_PORT: nobody would read the samples, so none are taken; no SENTRY_DSN either.
    startSiteProcess({ DATA_DIR: tempFolder('no-vitals') }),
  ]);
}, 30_000);

afterAll(() => Promise.all([measured?.stop(), unmeasured?.stop()]));

const countOf = (text: string, series: string) => metricValue(text, series) ?? 0;

/** Whether the page has fetched the web-vitals chunk. */
const chunkLoaded = (page: Page) =>
  page.evaluate(
    (address) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === address),
    chunkNames().addressOf('web-vitals'),
  );

/**
 * Fetched is not yet running: the chunk runs, and the library starts watching, in tasks after its
 * response. Once the network is quiet and the page has had an idle moment, both have happened; a
 * page left before that would send nothing.
 */
async function libraryRunning(page: Page) {
  await waitForDocumentQuiet(page, { idleTime: 200 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

describe('real visitors’ Core Web Vitals', () => {
  it('when visitors open pages and leave them, then the metrics count LCP, CLS, FCP and TTFB by route pattern, never the path', async () => {
    const { page } = await openPage(chromium.browser, 375, 800);
    await gotoHydrated(page, `${measured.url}/`);
    // Only after the page is interactive: not among the scripts (or preloads) of the server HTML.
    expect(await (await fetch(`${measured.url}/`)).text()).not.toContain('web-vitals');
    await waitUntil(() => chunkLoaded(page), 10_000, 'the web-vitals chunk after hydration');
    await libraryRunning(page);
    // Leaving the page hides it: its beacon goes then (sent as the page unloads, so read at the server).
    await gotoHydrated(page, `${measured.url}/services/cybersecurity`);
    await waitUntil(() => chunkLoaded(page), 10_000, 'the service page’s web-vitals chunk');
    await libraryRunning(page);
    await page.goto('about:blank');

    // The page stays open until the samples are in: closing it ends its browser context, which
    // can cancel a beacon still on its way (4 of 170 were lost so on a busy machine here).
    let text = '';
    await waitUntil(
      async () => {
        text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        return ['/', '/services/:id'].every((route) => countOf(text, `web_vitals_lcp_seconds_count{route="${route}"}`) >= 1);
      },
      10_000,
      'both pages’ samples in the metrics',
    ).catch((error: Error) => {
      // Say what did arrive: the samples counted, and what the site logged about beacons.
      const counted = text.split('\n').filter((line) => line.startsWith('web_vitals_') && line.includes('_count{'));
      const beacons = measured
        .output()
        .split('\n')
        .filter((line) => line.includes('vitals'));
      throw new Error([error.message, 'counted:', ...counted, 'logged:', ...beacons].join('\n'));
    });
    await page.close();
    for (const route of ['/', '/services/:id'])
      for (const metric of ['lcp_seconds', 'cls', 'fcp_seconds', 'ttfb_seconds'])
        expect(countOf(text, `web_vitals_${metric}_count{route="${route}"}`)).toBe(1);
    expect(text).not.toContain('cybersecurity');
    // A log line for each beacon: processes/metrics.test ('when a web vitals beacon arrives…').
  });

  it('when the site has neither metrics nor an error-report DSN, then neither the web-vitals library nor the error-report SDK is fetched, nothing is sent, and the page connects to no other host', async () => {
    const { page } = await openPage(chromium.browser);
    const requested: string[] = [];
    page.on('request', (request) => void requested.push(request.url()));
    await gotoHydrated(page, `${unmeasured.url}/`);
    // Past the moment the library would load (the browser's first idle moment after hydration), and the network quiet since: it was not asked for.
    await libraryRunning(page);
    await waitForDocumentQuiet(page, { idleTime: 300 });
    await page.goto('about:blank');
    expect(requested.filter((url) => chunkNames().matching('web-vitals', 'error-reports').test(url))).toEqual([]);
    expect(requested.filter((url) => !url.startsWith(unmeasured.url) && !/^(data|about):/.test(url))).toEqual([]);
    // Nothing posted (read at the server: a beacon sent as a page unloads is not seen by the page's listeners).
    expect(unmeasured.output()).not.toContain('/api/vitals');
    await page.close();
  });
});
