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

export async function launchBrowser(): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'site-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    userDataDir,
    args: [...CHROMIUM_ARGS],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
