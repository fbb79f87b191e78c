import { launchBrowser, type TestBrowser } from '../support/browser';
import { chunkNames } from '../support/chunk-names';
import { withEndpointSite, endpointSiteForTests } from '../support/endpoint-kit';
import { gotoHydrated, openPage } from '../support/page-helpers';
import type { LogLine } from '../support/site-server';

const site = endpointSiteForTests({ RELEASE: '2026.11-test', CLIENT_ERROR_RATE_LIMIT_MAX: '50' });

const report = {
  kind: 'error',
  message: 'x is not a function',
  stack: 'TypeError: x is not a function\n    at y (main.js:1:2)',
  path: '/about',
};
const post = (body: string, headers: Record<string, string> = {}, base = site.url) =>
  fetch(`${base}/api/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body,
  });
const browserErrors = () => site.logs.filter((l) => l.msg === 'browser error');

async function waitForLog(predicate: (line: LogLine) => boolean, timeoutMs = 10_000): Promise<LogLine> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = browserErrors().find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching log line; got ${JSON.stringify(browserErrors())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the error-report endpoint', () => {
  it('when a report arrives, then it answers 204 and logs it at error level with the page path and the release', async () => {
    const response = await post(JSON.stringify({ ...report, message: 'report-one' }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await waitForLog((l) => l.message === 'report-one')).toMatchObject({
      level: 'error',
      kind: 'error',
      path: '/about',
      release: '2026.11-test',
    });
  });

  it('when a report carries a query string, then the log keeps the path and addresses without it', async () => {
    const address = 'https://www.example.co.za/x?email=a@b.example';
    const body = {
      kind: 'error',
      message: `failed at ${address}`,
      stack: `Error\n    at ${address}#top:1:2`,
      path: '/x?email=a@b.example',
    };
    expect((await post(JSON.stringify(body))).status).toBe(204);
    expect(await waitForLog((l) => l.path === '/x')).toMatchObject({ message: 'failed at https://www.example.co.za/x' });
    expect(site.raw.join('\n')).not.toContain('a@b.example');
  });

  it('when a beacon sends the report as text/plain, then it is logged all the same', async () => {
    expect(
      (await post(JSON.stringify({ ...report, message: 'as-text' }), { 'Content-Type': 'text/plain;charset=UTF-8' })).status,
    ).toBe(204);
    await waitForLog((l) => l.message === 'as-text');
  });

  it('when a report is larger than 8 KB, then it answers 413 and logs nothing of it', async () => {
    const response = await post(JSON.stringify({ ...report, message: 'big', stack: 's'.repeat(9000) }));
    expect(response.status).toBe(413);
    expect(browserErrors().some((l) => l.message === 'big')).toBe(false);
  });

  it('when the body is not an error report, then it answers 400', async () => {
    expect((await post(JSON.stringify({ kind: 'nonsense', message: 1 }))).status).toBe(400);
    expect((await post(JSON.stringify({ ...report, path: 'https://evil.example/' }))).status).toBe(400);
  });

  it('when another site posts a report, then it answers 403', async () => {
    expect((await post(JSON.stringify(report), { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('when one client sends too many reports, then it gets 429', async () => {
    await withEndpointSite({ CLIENT_ERROR_RATE_LIMIT_MAX: '2' }, async (small) => {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(JSON.stringify(report), {}, small.url)).status);
      expect(statuses).toEqual([204, 204, 429]);
    });
  });
});

describe('errors in the browser reach the log', () => {
  let chromium: TestBrowser;
  beforeAll(async () => {
    chromium = await launchBrowser();
  });
  afterAll(() => chromium.close());

  it('when a page throws an uncaught error and rejects a promise, then both are reported with the page path', async () => {
    const { page } = await openPage(chromium.browser);
    // A script of the page itself (puppeteer's evaluate would count as foreign: "Script error.").
    await page.setBypassCSP(true);
    await gotoHydrated(page, `${site.url}/about`);
    await page.addScriptTag({
      content:
        "setTimeout(function () { throw new Error('uncaught-in-browser'); }); Promise.reject(new Error('rejected-in-browser'));",
    });
    expect(await waitForLog((l) => l.message === 'uncaught-in-browser')).toMatchObject({
      kind: 'error',
      path: '/about',
      level: 'error',
    });
    expect(await waitForLog((l) => l.message === 'rejected-in-browser')).toMatchObject({
      kind: 'unhandledrejection',
      path: '/about',
    });
    await page.close();
  });

  it('when a page fails while rendering, then the visitor sees a friendly message and a boundary report is logged', async () => {
    const { page } = await openPage(chromium.browser);
    await page.setRequestInterception(true);
    page.on('request', (request) =>
      chunkNames().matching('about-page').test(request.url()) ? void request.abort() : void request.continue(),
    );
    await gotoHydrated(page, `${site.url}/`);
    await page.click('header a[href="/about"]');
    await page.waitForSelector('[data-testid="page-error"]', { timeout: 10_000 });
    expect(await page.$eval('[data-testid="page-error"] h1', (h) => h.textContent)).toBe('Something went wrong');
    expect(await page.$('header a[href="/contact"]')).not.toBeNull();
    const line = await waitForLog((l) => l.kind === 'boundary');
    expect(line).toMatchObject({ path: '/about', level: 'error' });
    await page.close();
  });
});
