import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openPage, waitForDocumentQuiet, closePagesAfterEach } from '../support/page-helpers';
import { chromiumForTests } from '../support/site-in-chromium';

/**
 * The browser tests' wait for a quiet page, and what it leaves out (support/page-helpers.ts,
 * DocumentRequests): here the tab's icon is never answered, a script asked for at the load event
 * arrives late, and ended workers' scripts arrive after; the screen walk once waited 30 s for one.
 */
// The whole browser: the headless shell the other tests drive asks for no tab icon.
const chromium = chromiumForTests({ whole: true });
let server: Server;
let base: string;
const lateScriptMs = 800;
const workerScriptMs = 400;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/favicon.ico') return; // never answered
    if (req.url === '/worker.js') {
      // Answered only after the page that asked for it has let its worker go.
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/javascript' }).end('postMessage("up");'), workerScriptMs);
      return;
    }
    if (req.url === '/workers') {
      res.writeHead(200, { 'content-type': 'text/html' });
      // Four workers start, as a proof-of-work solver starts them, and are ended before their script arrives.
      res.end(
        '<!doctype html><title>t</title><p>workers</p><script>const ws = [1, 2, 3, 4].map(() => new Worker("/worker.js")); setTimeout(() => { ws.forEach((w) => w.terminate()); document.body.dataset.ended = "yes"; }, 50);</script>',
      );
      return;
    }
    if (req.url === '/late.js') {
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'text/javascript' }).end('document.body.dataset.late = "ran";'),
        lateScriptMs,
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      '<!doctype html><title>t</title><p>page</p><script>addEventListener("load", () => { const s = document.createElement("script"); s.src = "/late.js"; document.body.append(s); });</script>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
closePagesAfterEach();

describe('waiting for a page to go quiet', () => {
  it('when the browser fetches the tab icon and never hears back, then the wait still ends, after the page’s own late script', async () => {
    const { page } = await openPage(chromium.browser, 800, 600);
    const iconAsked = page.waitForRequest((r) => r.url().endsWith('/favicon.ico'), { timeout: 10_000 });
    await page.goto(`${base}/`);
    await iconAsked;
    expect(await page.evaluate(() => document.body.dataset.late)).toBeUndefined();
    await waitForDocumentQuiet(page, { idleTime: 300, timeout: 10_000 });
    expect(await page.evaluate(() => document.body.dataset.late)).toBe('ran');
  });

  it('when the page ends its workers before their script arrives and the visitor goes to another page, then the wait there still ends', async () => {
    const { page } = await openPage(chromium.browser, 800, 600);
    await page.goto(`${base}/workers`);
    await page.waitForSelector('body[data-ended="yes"]');
    await page.goto(`${base}/`);
    await waitForDocumentQuiet(page, { idleTime: 300, timeout: 5_000 });
    expect(await page.evaluate(() => document.body.dataset.late)).toBe('ran');
  });

  it('when a document request stays open, then the wait fails and names it', async () => {
    const { page } = await openPage(chromium.browser, 800, 600);
    await page.goto(`${base}/`);
    await page.evaluate((url) => void fetch(url), `${base}/favicon.ico`);
    await expect(waitForDocumentQuiet(page, { idleTime: 100, timeout: 1_500 })).rejects.toThrow(
      /still open: fetch .*\/favicon\.ico/,
    );
  });
});
