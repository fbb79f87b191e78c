import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../client/app/app';
import { loadPages } from '../../client/app/load-page';
import { Providers } from '../../client/app/providers';
import '../../client/app/all-slices';
import { SHELL_STATE_KEYS } from '../../client/app/root-reducer';
import { makeStore, type RootState } from '../../client/app/store';
import { EMOTION_KEY } from '../../shared/app-data';
import type { PublicConfig } from '../../shared/public-config';
import { isListed, isStatusPage, pageTable, type RouteMatch } from '../../shared/routes';
import type { ThemeChoice } from '../../shared/theme';
import { scriptsFor, type Assets } from './assets';
import { documentHead, documentTail } from './html-shell';
import { shareImageOf } from './share-images';
import type { ShareImageIndex } from '../../shared/share-images';
import { structuredData } from './structured-data';

export interface PageRequest {
  match: RouteMatch;
  path: string;
  /** The part of the query the page shows (`?plan=` on the contact page), normalised; else empty. */
  search: string;
  theme: ThemeChoice;
  /** What the page shows for this one request (a page's answer), preloaded into the store. */
  preloaded?: Partial<RootState>;
}

export interface RenderOptions {
  assets: Assets;
  /** The share images the build drew, one per page (scripts/build-share-images.ts). */
  shareImages: ShareImageIndex;
  publicConfig: PublicConfig;
  renderTimeoutMs: number;
}

/**
 * One whole page's HTML (the app inside its HTML shell) with `renderToPipeableStream`, waiting for
 * everything (no page has slow data). Emotion collects the styles instead of writing them beside each element (`compat`), and
 * they go into <head> as a few <style> elements (its documented SSR "advanced approach"), which
 * the browser's Emotion takes over at hydration and the CSP allows by hash.
 */
export async function renderPageHtml(
  { match, path, search, theme, preloaded }: PageRequest,
  options: RenderOptions,
): Promise<string> {
  const { assets, shareImages, publicConfig, renderTimeoutMs } = options;
  const { pages, module } = await loadPages(match.page);
  const meta = await module.meta(match);
  const found = !isStatusPage(match.page);
  const shareImage = shareImageOf(shareImages, found ? path : undefined, publicConfig.publicUrl);
  const jsonLd = await structuredData(match, publicConfig.publicUrl, shareImage.url);
  const store = makeStore({ ...preloaded, theme: { choice: theme } });
  const cache = createCache({ key: EMOTION_KEY });
  cache.compat = true;
  const appHtml = await new Promise<string>((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(
      <Providers store={store} cache={cache} config={publicConfig}>
        <StaticRouter location={path + search}>
          <App pages={pages} />
        </StaticRouter>
      </Providers>,
      {
        // Without this React moves a large ready boundary after the footer, revealed by a script:
        // with JavaScript off the visitor would see only the loading state.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timer);
          if (failed) reject(failed);
          else resolve(text(stream.pipe(new PassThrough())));
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError: (error) => void (failed = error),
      },
    );
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), renderTimeoutMs);
  });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const status = isStatusPage(match.page) ? pageTable[match.page].status : undefined;
  const head = documentHead({
    meta,
    canonicalUrl: found && isListed(match.page) ? `${publicConfig.publicUrl}${path}` : undefined,
    shareImage,
    theme,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(appHtml)),
    scripts:
      status && 'scripts' in status
        ? []
        : scriptsFor(assets, [
            pageTable[match.page].module,
            ...(module.partsFor?.(match, search, publicConfig, store.getState()) ?? []).map((part) => part.chunk),
          ]),
    jsonLd,
  });
  // The shell's state and what the answer preloaded: the server's store knows every page's slice,
  // the browser's only the shell's and its page's (client/app/root-reducer.ts).
  const state = Object.fromEntries(
    Object.entries(store.getState()).filter(([key]) => SHELL_STATE_KEYS.includes(key) || (preloaded && key in preloaded)),
  );
  return head + appHtml + documentTail({ state, config: publicConfig });
}
