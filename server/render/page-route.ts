import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { needsFromSearch, needsQuery, orderQuery, planFromQuery } from '../../shared/catalogue/plans';
import { findHelpArticle } from '../../shared/help/articles';
import { HELP_QUERY, helpSearchPath } from '../../shared/help/paths';
import { DOMAIN_SEARCH_PARAM } from '../../shared/domain-check';
import type { PublicConfig } from '../../shared/public-config';
import type { ShareImageIndex } from '../../shared/share-images';
import { matchRoute, pathOf, routePattern, type RouteMatch } from '../../shared/routes';
import { plansViewFromCookieHeader, plansViewFromSearch, plansViewCookie, plansViewQuery } from '../../shared/plans-view';
import { themeFromCookieHeader } from '../../shared/theme';
import type { Assets } from './assets';
import { SHELL_ERROR_HTML } from './html-shell';
import type { SiteMetrics } from '../metrics/site-metrics';
import type { ErrorReports } from '../error-reports/error-reports';
import type { InlineHashes } from './inline-hashes';
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

const queryOf = (originalUrl: string): string => {
  const at = originalUrl.indexOf('?');
  return at < 0 ? '' : originalUrl.slice(at + 1);
};

/**
 * The query a page renders from, nothing else: a known `plan` on the contact page (its
 * Order-button form), the table view of the VPS plans (`?view=compare`) with the needs a buyer
 * named (`&cpus=6&ram=10&storage=300`), and the help centre's search (`?q=`, normalised).
 */
function pageSearch(match: RouteMatch, originalUrl: string): string {
  if (match.page === 'help') {
    const path = helpSearchPath(new URLSearchParams(queryOf(originalUrl)).get(HELP_QUERY) ?? '');
    const at = path.indexOf('?');
    return at < 0 ? '' : path.slice(at);
  }
  if (match.page === 'contact') {
    const plan = planFromQuery(queryOf(originalUrl));
    return plan ? `?${orderQuery(plan)}` : '';
  }
  if (match.page === 'vps') {
    const query = queryOf(originalUrl);
    return plansViewFromSearch(query) === 'compare' ? `${plansViewQuery('compare')}${needsQuery(needsFromSearch(query))}` : '';
  }
  return '';
}

/**
 * The VPS page's plans view: a view named in the query is remembered in a cookie (also without
 * JavaScript); the bare page, for a visitor who last chose the table, redirects to it, so the
 * URL always says what the page shows and the server HTML never changes after hydration.
 */
function plansViewChoice(req: Request, res: Response, match: RouteMatch, httpsSite: boolean): string | null {
  if (match.page !== 'vps') return null;
  const asked = plansViewFromSearch(queryOf(req.originalUrl));
  if (asked) {
    // Secure whenever the site is https, also when TLS ends at a proxy it does not trust.
    res.append('Set-Cookie', plansViewCookie(asked, req.secure || httpsSite));
    return null;
  }
  return plansViewFromCookieHeader(req.headers.cookie) === 'compare' ? `${req.path}${plansViewQuery('compare')}` : null;
}

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
  return async (req: Request, res: Response) => {
    const match = knownPage(matchRoute(req.path));
    // The page's route pattern, named once: the metrics' label, the trace's name, a report's tag.
    const pattern = routePattern(match);
    res.locals.routePattern = pattern;
    const slashed = trailingSlashRedirect(req, match);
    if (slashed) return res.redirect(301, slashed);
    const remembered = plansViewChoice(req, res, match, options.publicConfig.publicUrl.startsWith('https:'));
    if (remembered) return res.set('Cache-Control', 'no-store').redirect(302, remembered);
    const found = match.page !== 'not-found';
    if (!found) req.log.warn({ path: req.path }, 'page not found');
    const request: PageRequest = {
      match,
      path: found ? req.path : '/404',
      search: pageSearch(match, req.originalUrl),
      theme: themeFromCookieHeader(req.headers.cookie),
    };
    const key = `${request.path}${request.search}|${request.theme}|${new Date().getFullYear()}`;
    const searched = options.domainCheck && searchedName(match, queryOf(req.originalUrl));
    // A page a visitor's words make (a domain search, a help search, the VPS plans that fit what
    // they need) is rendered for its request and never kept: what anyone types never fills the cache.
    const typed = (match.page === 'help' && request.search !== '') || (match.page === 'vps' && request.search.includes('&'));
    let page: Page;
    if (!searched && !typed) metrics?.pageLookup(cache.has(key));
    try {
      if (searched && options.domainCheck) {
        const domainSearch = await domainSearchResult(searched, options.domainCheck, req, res);
        const search = `?${DOMAIN_SEARCH_PARAM}=${encodeURIComponent(searched)}`;
        page = await uncachedPage(await timedRender({ ...request, search, domainSearch }, options), options.policy);
        res.set('Cache-Control', 'no-store');
      } else if (typed) page = await uncachedPage(await timedRender(request, options), options.policy);
      else page = await cache.get(key, () => timedRender(request, options));
    } catch (error) {
      req.log.error({ err: error, path: req.path }, 'page failed to render');
      reports?.capture(error, req, pattern);
      return res.status(500).type('html').set('Cache-Control', 'no-store').send(SHELL_ERROR_HTML);
    }
    send(req, res, page, found ? 200 : 404);
  };
}

/** The route takes any help article's slug; one that names no article is not found. */
const knownPage = (match: RouteMatch): RouteMatch =>
  match.page === 'help-article' && !findHelpArticle(match.articleId) ? { page: 'not-found' } : match;

function send(req: Request, res: Response, page: Page, status: number) {
  const coding = (new Negotiator(req).encoding(CODINGS, { preferred: CODINGS }) ?? 'identity') as Coding;
  const { body, etag } = page.representations[coding];
  res.status(status);
  res.setHeader('Content-Security-Policy', page.policy);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  res.setHeader('ETag', etag);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  if (req.fresh) return res.status(304).end();
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
