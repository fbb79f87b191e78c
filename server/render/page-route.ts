import type { NextFunction, Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { findHelpArticle } from '../../shared/help/articles';
import { DOMAIN_SEARCH_PARAM } from '../../shared/domain-check';
import type { PublicConfig } from '../../shared/public-config';
import type { ShareImageIndex } from '../../shared/share-images';
import {
  isStatusPage,
  matchRoute,
  pathOf,
  routePattern,
  TOO_MANY_REQUESTS_PATH,
  type PageId,
  type RouteMatch,
} from '../../shared/routes';
import { themeFromCookieHeader } from '../../shared/theme';
import type { Assets } from './assets';
import { SHELL_ERROR_HTML } from './html-shell';
import type { SiteMetrics } from '../metrics/site-metrics';
import type { ErrorReports } from '../error-reports/error-reports';
import type { InlineHashes } from './inline-hashes';
import { loadPage } from '../../client/app/load-page';
import type { PageModule } from '../../client/app/page-types';
import { withinLimit } from '../security/rate-limit';
import { domainSearchResult, searchedName, type DomainSearchDeps } from './domain-search';
import { CODINGS, PageCache, uncachedPage, type Coding, type Page } from './page-cache';
import { renderPageHtml, type PageRequest } from './render-page-html';

export interface PageRouteOptions {
  assets: Assets;
  shareImages: ShareImageIndex;
  publicConfig: PublicConfig;
  renderTimeoutMs: number;
  /** The CSP header that allows a page's own inline scripts and styles (security/headers.ts). */
  policy: (inline: InlineHashes) => string;
  /** With METRICS_PORT: cache hits and misses, and how long a render took. */
  metrics?: Pick<SiteMetrics, 'pageLookup' | 'pageRendered'>;
  /** With SENTRY_DSN: a render is a span of the request's trace, and a failed one is reported. */
  reports?: Pick<ErrorReports, 'traceRender' | 'capture'>;
  /** With DOMAIN_CHECK=on: the web-hosting pages answer `?domain=` (domain-search.ts). */
  domainCheck?: DomainSearchDeps;
  /** Counts the pages made for one request (a page's `route.perRequest`) per client. */
  perRequestLimit: RequestHandler;
}

/**
 * `/about/` → `/about`, once, and only to a page of this site: the target is the page's own path
 * from the route table, never text copied from the request, so `//evil.example/` cannot become a
 * protocol-relative redirect. Anything else with a slash at the end is simply not found.
 */
function trailingSlashRedirect(req: Request, match: RouteMatch): string | null {
  if (req.path.length <= 1 || !req.path.endsWith('/') || isStatusPage(match.page)) return null;
  const target = pathOf(match);
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? target : `${target}${req.originalUrl.slice(at)}`;
}

const queryOf = (originalUrl: string): string => {
  const at = originalUrl.indexOf('?');
  return at < 0 ? '' : originalUrl.slice(at + 1);
};

/**
 * Every page, for any GET no other route took: the page the route table matches (or the 404
 * page), from the cache or rendered the first time; sent with its own CSP, in the coding the client
 * prefers (brotli on a tie), with an ETag, so that a revisit that still has it gets a 304. Pages
 * differ by cookie only (the theme), so a shared cache (nginx, a CDN) may keep them too.
 */
export function pageRoute(options: PageRouteOptions): RequestHandler {
  const cache = new PageCache(options.policy);
  const { metrics, reports } = options;
  // Only run on a miss: the page cache calls it when the page is not kept.
  const timedRender = async (request: PageRequest, renderOptions: PageRouteOptions) => {
    const started = process.hrtime.bigint();
    const render = () => renderPageHtml(request, renderOptions);
    const html = await (reports ? reports.traceRender(render) : render());
    metrics?.pageRendered(Number(process.hrtime.bigint() - started) / 1e9);
    return html;
  };
  /** A page every visitor with the same key gets: rendered once, then from memory. */
  const kept = (request: PageRequest, lookups?: Pick<SiteMetrics, 'pageLookup'>) => {
    const key = `${request.path}${request.search}|${request.theme}|${new Date().getFullYear()}`;
    lookups?.pageLookup(cache.has(key));
    return cache.get(key, () => timedRender(request, options));
  };
  // Each page's module once: its route is read on every request, the import need not be repeated.
  const modules = new Map<PageId, Promise<PageModule>>();
  const moduleOf = (page: PageId) => {
    let module = modules.get(page);
    if (!module) modules.set(page, (module = loadPage(page)));
    return module;
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = knownPage(matchRoute(req.path));
    // The page's route pattern, named once: the metrics' label, the trace's name, a report's tag.
    const pattern = routePattern(match);
    res.locals.routePattern = pattern;
    const { route } = await moduleOf(match.page);
    // A post is answered only by a page that reads it; anything else posted here is not found.
    const posted = req.method === 'POST' ? route?.post : undefined;
    if (req.method === 'POST' && (!posted || req.path !== pathOf(match))) return next();
    const slashed = trailingSlashRedirect(req, match);
    if (slashed) return res.redirect(301, slashed);
    const visit = {
      match,
      query: queryOf(req.originalUrl),
      cookieHeader: req.headers.cookie,
      https: req.secure || options.publicConfig.publicUrl.startsWith('https:'),
    };
    const { setCookie, redirectTo } = route?.visit?.(visit) ?? {};
    if (setCookie) res.append('Set-Cookie', setCookie);
    if (redirectTo) return res.set('Cache-Control', 'no-store').redirect(302, redirectTo);
    const found = match.page !== 'not-found';
    if (!found) req.log.warn({ path: req.path }, 'page not found');
    const request: PageRequest = {
      match,
      path: found ? req.path : '/404',
      search: route?.search(visit) ?? '',
      theme: themeFromCookieHeader(req.headers.cookie),
    };
    const coding = codingFor(req);
    const searched = options.domainCheck && searchedName(match, visit.query);
    // A page a visitor's words make (a domain search, a help search, the VPS plans that fit what
    // they need) is rendered for its request, in the one coding asked for, and never kept: what
    // anyone types never fills the cache. Those of a page's route count against the client's
    // limit (the domain search against the registries'); past it, the site's 429 page, kept.
    const typed = posted !== undefined || (route?.perRequest?.(request.search) ?? false);
    let page: Page;
    let status = found ? 200 : 404;
    try {
      if (typed && !(await withinLimit(options.perRequestLimit, req, res))) {
        res.set({ 'Cache-Control': 'no-store', 'Retry-After': '60' });
        const shown = {
          match: { page: 'too-many-requests' as const },
          path: TOO_MANY_REQUESTS_PATH,
          search: '',
          theme: request.theme,
        };
        return send(req, res, await kept(shown), coding, 429);
      }
      if (searched && options.domainCheck) {
        const domainSearch = await domainSearchResult(searched, options.domainCheck, req, res);
        const search = `?${DOMAIN_SEARCH_PARAM}=${encodeURIComponent(searched)}`;
        const preloaded = { domainSearch: { result: domainSearch } };
        page = await uncachedPage(await timedRender({ ...request, search, preloaded }, options), options.policy, coding);
        res.set('Cache-Control', 'no-store');
      } else if (posted) {
        // A form's answer (the self-assessment's result) is the visitor's alone: never kept anywhere.
        const { status: postStatus, preloaded } = posted(req.body as unknown);
        status = postStatus;
        page = await uncachedPage(await timedRender({ ...request, preloaded }, options), options.policy, coding);
        res.set('Cache-Control', 'no-store');
      } else if (typed) page = await uncachedPage(await timedRender(request, options), options.policy, coding);
      else page = await kept(request, metrics);
    } catch (error) {
      req.log.error({ err: error, path: req.path }, 'page failed to render');
      reports?.capture(error, req, pattern);
      return res.status(500).type('html').set('Cache-Control', 'no-store').send(SHELL_ERROR_HTML);
    }
    send(req, res, page, coding, status);
  };
}

/** The route takes any help article's slug (one that names no article is not found); a status page has no address. */
const knownPage = (match: RouteMatch): RouteMatch =>
  (match.page === 'help-article' && !findHelpArticle(match.articleId)) || match.page === 'too-many-requests'
    ? { page: 'not-found' }
    : match;

/** The coding the client prefers of those a page is kept in (brotli on a tie). */
const codingFor = (req: Request): Coding =>
  (new Negotiator(req).encoding(CODINGS, { preferred: CODINGS }) ?? 'identity') as Coding;

function send(req: Request, res: Response, page: Page, coding: Coding, status: number) {
  const { body, etag } = page.representations[coding] ?? page.representations.identity;
  res.status(status);
  res.setHeader('Content-Security-Policy', page.policy);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  res.setHeader('ETag', etag);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  if (status !== 429 && req.fresh) return res.status(304).end();
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
