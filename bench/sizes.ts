import type { Browser, HTTPRequest, Page } from 'puppeteer';
import { launchBrowser } from '../test/support/browser';
import {
  hydrationMoment,
  recordHydrationMoment,
  waitForDocumentQuiet,
  watchDocumentRequests,
} from '../test/support/page-helpers';
import { request } from './http';
import type { ServerProcess } from './site';

interface WireSize {
  raw: number;
  gzip: number;
  br: number;
}

interface AssetSize extends WireSize {
  url: string;
  type: 'script' | 'stylesheet';
  /** Before hydration (the page is not interactive without it), or later with no interaction. */
  phase: 'before-interactive' | 'after-interactive';
}

/**
 * Code that only forms need, recognised by strings that only that code holds (the webpack
 * runtime also names the lazy chunks, so chunk names alone would match every page).
 */
export const FORM_MARKERS = {
  'form submission': /\/functions\/v1\/send-contact-email/,
  'yup validation': /is a required field|must be a valid email/,
  'ALTCHA widget': /altcha\.org/,
  'hCaptcha widget': /hcaptcha\.com|_hcaptcha/,
} as const;
type FormMarker = keyof typeof FORM_MARKERS;

/**
 * A page works once it is hydrated; a page whose purpose is a form it draws only in the browser
 * works once that form is drawn, its code counted with the page's (the contact page's form, in view
 * on a phone's first screen once the page is hydrated).
 */
export const WORKS_WHEN_DRAWN: Readonly<Record<string, string>> = { '/contact': 'form[data-testid="contact-form"]' };

export interface RouteSize {
  path: string;
  status: number;
  html: WireSize;
  /** Parts of the raw HTML, to tell where its weight is. */
  htmlParts: { inlineStyles: number; appData: number; jsonLd: number };
  assets: AssetSize[];
  beforeInteractive: { js: WireSize; css: WireSize; requests: number };
  /** The scripts fetched before the page works (WORKS_WHEN_DRAWN): before hydration, or before its form is drawn. */
  beforeWorks: { js: WireSize; worksWhen: string };
  /** Form-only code the page loads with no interaction, by chunk. */
  formCodeLoaded: { marker: FormMarker; url: string; phase: AssetSize['phase'] }[];
  /** Gzip bytes of Sentry SDK code the page loaded, at any time (0 without SENTRY_DSN). */
  sentrySdkGzip: number;
}

const sum = (items: WireSize[]): WireSize => ({
  raw: items.reduce((n, i) => n + i.raw, 0),
  gzip: items.reduce((n, i) => n + i.gzip, 0),
  br: items.reduce((n, i) => n + i.br, 0),
});

const bytesOf = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ''), 0);

/** The bytes the site sends for each encoding a browser may ask for (its own compression middleware). */
async function wireSize(url: string): Promise<WireSize & { status: number; text: string }> {
  const [raw, gzip, br] = await Promise.all(
    ['identity', 'gzip', 'br'].map((encoding) => request(url, { headers: { 'accept-encoding': encoding } })),
  );
  return {
    status: raw!.status,
    text: raw!.body.toString('utf8'),
    raw: raw!.body.length,
    gzip: gzip!.body.length,
    br: br!.body.length,
  };
}

interface Loaded {
  url: string;
  type: 'script' | 'stylesheet';
  phase: AssetSize['phase'];
  /** Its request started before the page worked (WORKS_WHEN_DRAWN). */
  beforeWorks: boolean;
}

/** Records, in the page, the moment `selector` first matches (`window.drawnAt`). */
async function recordDrawnMoment(page: Page, selector: string): Promise<void> {
  await page.evaluateOnNewDocument((wanted: string) => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector(wanted)) return;
      (window as unknown as { drawnAt: number }).drawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  }, selector);
}

/**
 * Opens the page in Chromium and lists the scripts and style sheets it fetches, before and after
 * hydration. The page records the moment the app sets `data-hydrated` (performance.now()), and
 * each file is placed by when its request started (Resource Timing), so a chunk requested a few
 * milliseconds after hydration is not counted as one the page waited for.
 */
async function loadedAssets(browser: Browser, url: string, worksWhen: string | undefined): Promise<Loaded[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await watchDocumentRequests(page);
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    await recordHydrationMoment(page);
    if (worksWhen) await recordDrawnMoment(page, worksWhen);
    const requested: Array<{ url: string; type: Loaded['type'] }> = [];
    page.on('request', (req: HTTPRequest) => {
      const type = req.resourceType();
      if (type === 'script' || type === 'stylesheet') requested.push({ url: req.url(), type });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    if (worksWhen) await page.waitForSelector(worksWhen, { timeout: 15_000 });
    await waitForDocumentQuiet(page, { idleTime: 1000, timeout: 15_000 });
    const hydratedAt = await hydrationMoment(page);
    const drawnAt = worksWhen ? await page.evaluate(() => (window as unknown as { drawnAt?: number }).drawnAt ?? null) : null;
    const started = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    );
    if (hydratedAt === null) throw new Error(`${url}: the moment of hydration was not recorded`);
    if (worksWhen && drawnAt === null) throw new Error(`${url}: the moment ${worksWhen} was drawn was not recorded`);
    const worksAt = Math.max(hydratedAt, drawnAt ?? 0);
    const startOf = new Map(started.map(([name, startTime]) => [name, startTime]));
    return requested.map(({ url: fileUrl, type }) => ({
      url: fileUrl,
      type,
      phase: (startOf.get(fileUrl) ?? 0) < hydratedAt ? 'before-interactive' : 'after-interactive',
      beforeWorks: (startOf.get(fileUrl) ?? 0) < worksAt,
    }));
  } finally {
    await context.close();
  }
}

/**
 * For every route: its HTML, and the JS and CSS it loads, as the wire carries them (identity, gzip,
 * br); and how much of the Sentry SDK's chunk (`sentrySdkFiles`, from the build's manifest) it
 * loaded, which without SENTRY_DSN must be nothing.
 */
export async function measureSizes(
  site: ServerProcess,
  paths: readonly string[],
  log: (line: string) => void,
  sentrySdkFiles: readonly string[],
): Promise<RouteSize[]> {
  if (sentrySdkFiles.length === 0) throw new Error('the build has no error-reports chunk: the Sentry SDK cannot be told apart');
  const chromium = await launchBrowser({ whole: true });
  const assetCache = new Map<string, WireSize & { text: string }>();
  const assetSize = async (url: string) => {
    let size = assetCache.get(url);
    if (!size) assetCache.set(url, (size = await wireSize(url)));
    return size;
  };
  const routes: RouteSize[] = [];
  try {
    for (const path of paths) {
      const url = `${site.url}${path}`;
      const { status, text, raw, gzip, br } = await wireSize(url);
      const worksWhen = WORKS_WHEN_DRAWN[path];
      const loaded = await loadedAssets(chromium.browser, url, worksWhen);
      const assets: AssetSize[] = [];
      const beforeWorks: WireSize[] = [];
      const formCodeLoaded: RouteSize['formCodeLoaded'] = [];
      let sentrySdkGzip = 0;
      for (const item of loaded.filter((a, i) => loaded.findIndex((b) => b.url === a.url) === i)) {
        const size = await assetSize(item.url);
        assets.push({
          url: new URL(item.url).pathname,
          type: item.type,
          phase: item.phase,
          raw: size.raw,
          gzip: size.gzip,
          br: size.br,
        });
        if (item.beforeWorks && item.type === 'script') beforeWorks.push(size);
        if (sentrySdkFiles.some((file) => item.url.endsWith(`/assets/${file}`))) sentrySdkGzip += size.gzip;
        for (const [marker, pattern] of Object.entries(FORM_MARKERS) as [FormMarker, RegExp][]) {
          if (item.type === 'script' && pattern.test(size.text))
            formCodeLoaded.push({ marker, url: new URL(item.url).pathname, phase: item.phase });
        }
      }
      const before = assets.filter((a) => a.phase === 'before-interactive');
      routes.push({
        path,
        status,
        html: { raw, gzip, br },
        htmlParts: {
          inlineStyles: bytesOf(text, /<style[^>]*>([\s\S]*?)<\/style>/g),
          appData: bytesOf(text, /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g),
          jsonLd: bytesOf(text, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
        },
        assets,
        beforeInteractive: {
          js: sum(before.filter((a) => a.type === 'script')),
          css: sum(before.filter((a) => a.type === 'stylesheet')),
          requests: before.length,
        },
        beforeWorks: { js: sum(beforeWorks), worksWhen: worksWhen ? `${worksWhen} drawn` : 'hydrated' },
        formCodeLoaded,
        sentrySdkGzip,
      });
      const last = routes[routes.length - 1]!;
      log(
        `  ${path}: HTML ${(gzip / 1024).toFixed(1)} KB gzip, JS ${(last.beforeInteractive.js.gzip / 1024).toFixed(1)} KB gzip before interactive, ${(last.beforeWorks.js.br / 1000).toFixed(1)} KB brotli before it works`,
      );
    }
  } finally {
    await chromium.close();
  }
  return routes;
}

/** "file (phase): markers" for each chunk of form code a route loaded without interaction. */
export function describeFormCode(route: RouteSize): string {
  const byFile = new Map<string, { phase: string; markers: string[] }>();
  for (const f of route.formCodeLoaded) {
    const entry = byFile.get(f.url) ?? { phase: f.phase, markers: [] };
    entry.markers.push(f.marker);
    byFile.set(f.url, entry);
  }
  return [...byFile].map(([url, e]) => `${url.replace('/assets/', '')} (${e.phase}): ${e.markers.join(', ')}`).join('; ');
}
