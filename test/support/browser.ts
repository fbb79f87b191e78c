import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer';

/** Debian's Chromium by default; CHROMIUM_PATH points another machine at its own Chrome. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (as root: apt-get update && apt-get install -y chromium) " +
        'or set CHROMIUM_PATH to a Chrome or Chromium binary.',
    );
  }
  return found;
}

/** What Debian's Chromium needs here: no sandbox, no GPU, nothing fetched from the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
] as const;

export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Renderer processes the tests' tabs share. Each test opens its tab in a context of its own, and
 * Chromium started a new renderer process for each; at most two, reused, the browser suites ran
 * 10 to 18 % faster on this 2-core machine (hosting and shell side by side: 55 to 61 s, 45 s with
 * the limit; hosting beside a walk: 46 and 77 s, 40 and 69 s). A visitor's own tab is measured
 * without it (bench/tap-to-dialog.ts).
 */
const SHARED_RENDERERS = '--renderer-process-limit=2';

/**
 * V8 without its optimising compilers, for the screen walks (the walk, resized-screens): their loads compile the bundles and
 * axe-core afresh and run them a moment; Maglev and TurboFan cost more than they returned (walk part 1: 79-82 CPU-s against
 * 94-101; resized-screens 48-52 against 55-59; the other browser suites none: 619 against 582-610). */
const NO_OPTIMISERS = '--js-flags=--no-maglev --no-turbofan';

export async function launchBrowser({ sharedRenderers = true, optimisingCompilers = true } = {}): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'site-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    userDataDir,
    args: [...CHROMIUM_ARGS, ...(sharedRenderers ? [SHARED_RENDERERS] : []), ...(optimisingCompilers ? [] : [NO_OPTIMISERS])],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
