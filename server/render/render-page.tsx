import createCache from '@emotion/cache';
import type { Request, RequestHandler, Response } from 'express';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../client/app/app';
import { eagerPages } from '../../client/app/eager-pages';
import { pageChunks } from '../../client/app/page-chunks';
import { Providers } from '../../client/app/providers';
import { makeStore } from '../../client/app/store';
import { EMOTION_KEY } from '../../shared/app-data';
import { orderQuery, planFromQuery } from '../../shared/catalogue/plans';
import { pageMetaFor } from '../../shared/page-meta';
import type { PublicConfig } from '../../shared/public-config';
import { matchRoute, pathOf, type RouteMatch } from '../../shared/routes';
import { themeFromCookieHeader, type ThemeChoice } from '../../shared/theme';
import { scriptsFor, type Assets } from './assets';
import { documentHead, documentTail, SHELL_ERROR_HTML } from './document';
import { sendCachedPage, startStreamedPage } from './page-encoding';
import { NonceFill } from './nonce-fill';
import { RenderCache } from './render-cache';
import { structuredData } from './structured-data';

export interface RenderOptions {
  assets: Assets;
  publicConfig: PublicConfig;
  renderTimeoutMs: number;
  cache?: RenderCache;
  /** Whether the server is busy enough to send precomputed gzip rather than compress. */
  isBusy?: () => boolean;
}

interface PageRequest {
  match: RouteMatch;
  path: string;
  /** The part of the query the page shows (`?plan=` on the contact page), normalised; else empty. */
  search: string;
  theme: ThemeChoice;
}

function sendShellError(res: Response) {
  if (res.headersSent) return res.end();
  res.status(500).type('html').set('Cache-Control', 'no-store').send(SHELL_ERROR_HTML);
}

interface RenderedPage {
  /** The document up to the app's root, with the nonce given to the render. */
  head: string;
  /** Pipes the app's HTML, already complete, into `destination` (and ends it). */
  pipe(destination: Writable): void;
  /** The document after the app: the state the render left, and the closing tags. */
  tail(): string;
}

/**
 * Renders one page with `nonce` wherever a nonce belongs. Resolves once everything is ready
 * (every page is complete without slow data, so people and crawlers alike get the whole page),
 * before a byte is sent: a failed render can still be answered with a 500.
 */
function renderDocument(
  { match, path, search, theme }: PageRequest,
  nonce: string,
  options: RenderOptions,
): Promise<RenderedPage> {
  const { assets, publicConfig, renderTimeoutMs } = options;
  const store = makeStore({ theme: { choice: theme } });
  const cache = createCache({ key: EMOTION_KEY, nonce });
  const found = match.page !== 'not-found';
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(
      <Providers store={store} cache={cache} config={publicConfig}>
        <StaticRouter location={path + search}>
          <App pages={eagerPages} />
        </StaticRouter>
      </Providers>,
      {
        nonce,
        // Without this React moves a large ready boundary after the footer, revealed by a script:
        // with JavaScript off the visitor would see only the loading state.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          if (failed) {
            clearTimeout(timer);
            return reject(failed);
          }
          resolve({
            head: documentHead(
              {
                meta: pageMetaFor(match),
                canonicalUrl: found ? `${publicConfig.publicUrl}${path}` : undefined,
                theme,
                scripts: scriptsFor(assets, pageChunks[match.page]),
                jsonLd: structuredData(match, publicConfig.publicUrl),
              },
              nonce,
            ),
            pipe(destination) {
              destination.once('finish', () => clearTimeout(timer));
              stream.pipe(destination);
            },
            tail: () => documentTail({ state: store.getState(), config: publicConfig }),
          });
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          failed = error;
        },
      },
    );
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), renderTimeoutMs);
  });
}

/**
 * `/about/` → `/about`, once, and only to a page of this site: the target is the page's own path
 * from the route table, never text copied from the request, so `//evil.example/` cannot become a
 * protocol-relative redirect. Anything else with a slash at the end is simply not found.
 */
function trailingSlashRedirect(req: Request, match: RouteMatch): string | null {
  if (req.path.length <= 1 || !req.path.endsWith('/') || match.page === 'not-found') return null;
  const target = pathOf(match);
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? target : `${target}${req.originalUrl.slice(at)}`;
}

/** The query a page renders from: a known `plan` on the contact page (its Order-button form), nothing else. */
function pageSearch(match: RouteMatch, originalUrl: string): string {
  if (match.page !== 'contact') return '';
  const at = originalUrl.indexOf('?');
  const plan = at < 0 ? undefined : planFromQuery(originalUrl.slice(at + 1));
  return plan ? `?${orderQuery(plan)}` : '';
}

/** Server-renders any page. The status is decided from the route table before the first byte. */
export function renderPage(options: RenderOptions): RequestHandler {
  const cache = options.cache ?? new RenderCache();
  return async (req: Request, res: Response) => {
    const match = matchRoute(req.path);
    const slashed = trailingSlashRedirect(req, match);
    if (slashed) return res.redirect(301, slashed);
    const found = match.page !== 'not-found';
    if (!found) req.log.warn({ path: req.path }, 'page not found');
    const search = pageSearch(match, req.originalUrl);
    const theme = themeFromCookieHeader(req.headers.cookie);
    const request: PageRequest = { match, path: found ? req.path : '/404', search, theme };
    // Bounded by the route table and the plan catalogue, never by input: unknown plans are dropped.
    const key = `${found ? req.path : 'not-found'}${search}|${theme}|${new Date().getFullYear()}`;
    const nonce = res.locals.cspNonce as string;
    const status = found ? 200 : 404;
    const page = cache.get(key);
    if (page) return sendCachedPage(req, res, page, nonce, status, options.isBusy?.() ?? false);
    let rendered: RenderedPage;
    try {
      rendered = await renderDocument(request, cache.placeholder, options);
    } catch (error) {
      req.log.error({ err: error, path: req.path }, 'page failed to render');
      return sendShellError(res);
    }
    // The first render streams to its visitor as React writes it, and is kept for everyone after.
    const compressor = startStreamedPage(req, res, status);
    const fill = new NonceFill(cache.placeholder, nonce, rendered.head, rendered.tail, (html) => cache.set(key, html));
    // A visitor who leaves mid-page still lets the render finish, so the page is cached.
    res.once('close', () => {
      if (res.writableFinished) return;
      fill.unpipe();
      compressor?.destroy();
      fill.resume();
    });
    if (compressor) fill.pipe(compressor).pipe(res);
    else fill.pipe(res);
    rendered.pipe(fill);
  };
}
