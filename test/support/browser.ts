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

/** Why these settings: docs/decisions/013-test-chromium.md. At most two renderer processes, reused. */
const SHARED_RENDERERS = '--renderer-process-limit=2';
/** V8 without its optimising compilers, for the screen walks. */
const NO_OPTIMISERS = '--js-flags=--no-maglev --no-turbofan';
const sharedEndpoint = (optimisingCompilers: boolean) => (optimisingCompilers ? 'TEST_CHROMIUM' : 'TEST_CHROMIUM_NO_OPTIMISERS');

/** The run's Chromium of this kind (startSharedChromium), else one of its own; a file sees and closes only its own contexts. */
export async function launchBrowser({ sharedRenderers = true, optimisingCompilers = true } = {}): Promise<TestBrowser> {
  const shared = sharedRenderers ? process.env[sharedEndpoint(optimisingCompilers)] : undefined;
  if (!shared) return launchOwn(sharedRenderers, optimisingCompilers);
  const mine = new Set<string | undefined>();
  const browser = await puppeteer.connect({
    browserWSEndpoint: shared,
    targetFilter: (target) => mine.has(target.browserContext().id),
  });
  const create = browser.createBrowserContext.bind(browser);
  browser.createBrowserContext = async (options) => {
    const context = await create(options);
    mine.add(context.id);
    return context;
  };
  return {
    browser,
    async close() {
      await Promise.all(browser.browserContexts().map((context) => mine.has(context.id) && context.close()));
      await browser.disconnect();
    },
  };
}

async function launchOwn(sharedRenderers: boolean, optimisingCompilers: boolean): Promise<TestBrowser> {
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

const started = globalThis as { sharedChromium?: TestBrowser[] };

/** jest's globalSetup of the browser and layout projects: one Chromium of each kind for all their files. */
export async function startSharedChromium() {
  if (started.sharedChromium) return;
  started.sharedChromium = await Promise.all(
    [true, false].map(async (optimising) => {
      const chromium = await launchOwn(true, optimising);
      process.env[sharedEndpoint(optimising)] = chromium.browser.wsEndpoint();
      return chromium;
    }),
  );
}

export async function stopSharedChromium() {
  const running = started.sharedChromium ?? [];
  started.sharedChromium = undefined;
  await Promise.all(running.map((chromium) => chromium.close()));
}
