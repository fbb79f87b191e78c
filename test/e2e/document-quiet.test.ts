import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { openPage, waitForDocumentQuiet } from '../support/page-helpers';

/**
 * The browser tests' wait for a quiet page counts what the document asks for, not what the browser
 * fetches for itself: here the tab's icon is never answered, as a request headless Chromium leaves
 * open would never end, and a script of the page's own arrives late.
 */
let chromium: TestBrowser;
let server: Server;
let base: string;
const lateScriptMs = 800;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/favicon.ico') return; // never answered
    if (req.url === '/late.js') {
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'text/javascript' }).end('document.body.dataset.late = "ran";'),
        lateScriptMs,
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      '<!doctype html><title>t</title><p>page</p><script>setTimeout(() => { const s = document.createElement("script"); s.src = "/late.js"; document.body.append(s); }, 50);</script>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  chromium = await launchBrowser();
});

afterAll(async () => {
  await chromium.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('waiting for a page to go quiet', () => {
  it('when the browser fetches the tab icon and never hears back, then the wait still ends, after the page’s own late script', async () => {
    const { page } = await openPage(chromium.browser, 800, 600);
    const iconAsked = page.waitForRequest((r) => r.url().endsWith('/favicon.ico'), { timeout: 10_000 });
    await page.goto(`${base}/`);
    await iconAsked;
    await waitForDocumentQuiet(page, { idleTime: 300, timeout: 10_000 });
    expect(await page.evaluate(() => document.body.dataset.late)).toBe('ran');
    await page.close();
  });

  it('when a document request stays open, then the wait fails and names it', async () => {
    const { page } = await openPage(chromium.browser, 800, 600);
    await page.goto(`${base}/`);
    await page.evaluate((url) => void fetch(url), `${base}/favicon.ico`);
    await expect(waitForDocumentQuiet(page, { idleTime: 100, timeout: 1_500 })).rejects.toThrow(
      /still open: fetch .*\/favicon\.ico/,
    );
    await page.close();
  });
});
