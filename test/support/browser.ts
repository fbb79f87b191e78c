import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer';

const firstThere = (candidates: (string | undefined)[]) =>
  candidates.find((p): p is string => Boolean(p) && existsSync(p as string));

/** Debian's Chromium by default; CHROMIUM_PATH points another machine at its own Chrome. */
export function chromiumPath(): string {
  const found = firstThere([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]);
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (as root: apt-get update && apt-get install -y chromium) " +
        'or set CHROMIUM_PATH to a Chrome or Chromium binary.',
    );
  }
  return found;
}

/**
 * What the tests drive: Debian's headless shell of the same Chromium (its engine without the
 * browser around it: docs/decisions/023-tests-in-the-headless-shell.md), else chromiumPath().
 */
const shellPath = (): string =>
  process.env.CHROMIUM_PATH ? chromiumPath() : (firstThere(['/usr/bin/chromium-headless-shell']) ?? chromiumPath());

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

/**
 * The run's Chromium of this kind (startSharedChromium), else one of its own; a file sees and closes
 * only its own contexts. `whole`: the whole browser a visitor runs, always one of its own, for what
 * only the browser around the page does (it asks for the tab's icon, say) and for measuring a
 * visitor's tab; else the headless shell.
 */
export async function launchBrowser({
  sharedRenderers = true,
  optimisingCompilers = true,
  whole = false,
} = {}): Promise<TestBrowser> {
  if (whole) return launchOwn(sharedRenderers, optimisingCompilers, chromiumPath());
  const shared = sharedRenderers ? process.env[sharedEndpoint(optimisingCompilers)] : undefined;
  if (!shared) return launchOwn(sharedRenderers, optimisingCompilers, shellPath());
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

async function launchOwn(sharedRenderers: boolean, optimisingCompilers: boolean, executablePath: string): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'site-chromium-'));
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    userDataDir,
    // The same fonts whatever else the machine has installed (test-fonts.conf says which and why).
    env: { ...process.env, FONTCONFIG_FILE: path.join(__dirname, 'test-fonts.conf') },
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
      const chromium = await launchOwn(true, optimising, shellPath());
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
