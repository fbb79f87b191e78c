import { parseCookie } from 'cookie';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import Negotiator from 'negotiator';
import { promisify } from 'node:util';
import { findHelpArticle } from '../../shared/help/articles';
import {
  isStatusPage,
  matchRoute,
  pageTable,
  pathOf,
  routePattern,
  statusOf,
  type PageId,
  type RouteMatch,
} from '../../shared/routes';
import { themeFromCookies, type ThemeChoice } from '../../shared/theme';
import { SHELL_ERROR_HTML } from './html-shell';
import type { SiteMetrics } from '../metrics/site-metrics';
import type { ErrorReports } from '../error-reports/error-reports';
import type { InlineHashes } from './inline-hashes';
import { loadPage } from '../../client/app/load-page';
import type { PageAnswer, PageModule, PageVisit } from '../../client/app/page-types';
import { askedByAnotherSite, FROM_ANOTHER_SITE } from '../security/same-origin';
import { withinLimit } from '../security/rate-limit';
import { CODINGS, PageCache, uncachedPage, type Coding, type Page } from './page-cache';
import { renderPageHtml, type PageRequest, type RenderOptions } from './render-page-html';

/**
 * Makes an answer for one request, once the page route has let it through and counted it; one that
 * has answered the request itself (a post sent on to its confirmation) leaves no page to draw.
 */
type MakeAnswer = (req: Request, res: Response) => Promise<PageAnswer>;

/** How the server answers a visit from its own services (the domain search, server/domains); undefined where it has nothing to say. */
export type ServerAnswer = (visit: PageVisit) => MakeAnswer | undefined;

/** The first of several services' answers that has one for a visit. */
export const answersFrom =
  (...answers: (ServerAnswer | undefined)[]): ServerAnswer =>
  (visit) =>
    answers.reduce<MakeAnswer | undefined>((made, answer) => made ?? answer?.(visit), undefined);

export interface PageRouteOptions extends RenderOptions {
  /** The CSP header that allows a page's own inline scripts and styles (security/headers.ts). */
  policy: (inline: InlineHashes) => string;
  /** With METRICS_PORT: cache hits and misses, and how long a render took. */
  metrics?: Pick<SiteMetrics, 'pageLookup' | 'pageRendered'>;
  /** With SENTRY_DSN: a render is a span of the request's trace, and a failed one is reported. */
  reports?: Pick<ErrorReports, 'traceRender' | 'capture'>;
  answer?: ServerAnswer;
  /** How the server answers a post to a page from its own services (a watch asked for, or stopped): its form is read first. */
  postAnswer?: ServerAnswer;
  /** Counts the answers made for one request per client, whoever makes them. */
  perRequestLimit: RequestHandler;
}

/** A page's form (the self-assessment's two dozen answers) is well under 2 KB. */
const PAGE_FORM_BODY_LIMIT = '8kb';
/** Reads a form's post into `req.body`, for a page whose route reads one; a parser's refusal (413) rejects. */
const readForm = promisify(express.urlencoded({ extended: false, limit: PAGE_FORM_BODY_LIMIT }));

/** The page at a path: a help article's slug that names no article, or a status page's own address, is not found. */
export const knownPage = (match: RouteMatch): RouteMatch =>
  isStatusPage(match.page) || (match.page === 'help-article' && !findHelpArticle(match.articleId))
    ? { page: 'not-found' }
    : match;

/** A status page, drawn at its own address: one kept page for every visitor it answers. */
const statusRequest = (page: 'not-found' | 'too-many-requests', theme: ThemeChoice): PageRequest => ({
  match: { page },
  path: pageTable[page].status.drawnAt,
  search: '',
  theme,
});

/**
 * Every page, for any GET no other route took (and a post to a page whose route reads one): the
 * page the route table matches, or the 404 page. A page every visitor with the same key gets is
 * rendered once and kept. An answer made for one request (a page's `route` for the visitor's
 * words, a form's post, the server's answer) is decided here alike, whoever makes it: refused
 * (403) when another site asked for it, kept by no cache, counted against the client's limit
 * (past it, the kept 429 page), and rendered in the one coding asked for. Sent with its own CSP,
 * in the coding the client prefers, with an ETag. Kept pages differ by cookie only (the theme), so
 * a shared cache (nginx, a CDN) may keep them too.
 */
export function pageRoute(options: PageRouteOptions): RequestHandler {
  const cache = new PageCache(options.policy);
  const { metrics, reports } = options;
  const render = async (request: PageRequest) => {
    const started = process.hrtime.bigint();
    const html = await (reports ? reports.traceRender(() => renderPageHtml(request, options)) : renderPageHtml(request, options));
    metrics?.pageRendered(Number(process.hrtime.bigint() - started) / 1e9);
    return html;
  };
  const kept = (request: PageRequest) => {
    const key = `${request.path}${request.search}|${request.theme}|${new Date().getFullYear()}`;
    metrics?.pageLookup(cache.has(key));
    return cache.get(key, () => render(request));
  };
  const modules = new Map<PageId, Promise<PageModule>>();
  const moduleOf = (page: PageId) => modules.get(page) ?? modules.set(page, loadPage(page)).get(page)!;
  const site = new URL(options.publicConfig.publicUrl);
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = knownPage(matchRoute(req.path));
    // Named once: the metrics' label, the trace's name, a report's tag.
    const pattern = routePattern(match);
    res.locals.routePattern = pattern;
    const { route } = await moduleOf(match.page);
    const at = req.originalUrl.indexOf('?');
    const visit: PageVisit = {
      match,
      query: at < 0 ? '' : req.originalUrl.slice(at + 1),
      cookies: parseCookie(req.headers.cookie ?? ''),
      https: req.secure || options.publicConfig.publicUrl.startsWith('https:'),
    };
    const isPost = req.method === 'POST';
    const posted = isPost ? route?.post : undefined;
    const servedPost = isPost && !posted ? options.postAnswer?.(visit) : undefined;
    if (isPost && ((!posted && !servedPost) || req.path !== pathOf(match))) return next();
    const { setCookie, redirectTo } = route?.visit?.(visit) ?? {};
    if (setCookie) res.append('Set-Cookie', setCookie);
    if (redirectTo) return res.set('Cache-Control', 'no-store').redirect(302, redirectTo);
    const theme = themeFromCookies(visit.cookies);
    if (isStatusPage(match.page)) req.log.warn({ path: req.path }, 'page not found');
    const request = isStatusPage(match.page)
      ? statusRequest(match.page, theme)
      : { match, path: req.path, search: (await route?.search(visit)) ?? '', theme };
    const coding = codingFor(req);
    const answer: MakeAnswer | undefined = posted
      ? async () => posted(req.body as unknown)
      : (servedPost ??
        options.answer?.(visit) ??
        (route?.perRequest?.(request.search) ? async () => ({ preloaded: {} }) : undefined));
    if (answer && askedByAnotherSite(req, site)) return next(FROM_ANOTHER_SITE);
    if (answer) res.set('Cache-Control', 'private, no-store');
    // Past the limit, the 429 page's Retry-After is the limit's own: the time until its window frees one.
    const refused = answer !== undefined && !(await withinLimit(options.perRequestLimit, req, res));
    if (isPost && !refused) await readForm(req, res);
    try {
      if (refused)
        return await send(req, res, await kept(statusRequest('too-many-requests', theme)), coding, statusOf('too-many-requests'));
      if (!answer) return await send(req, res, await kept(request), coding, statusOf(match.page));
      const made = await answer(req, res);
      if (res.headersSent) return;
      const page = uncachedPage(await render({ ...request, ...made }), options.policy);
      await send(req, res, page, coding, made.status ?? statusOf(match.page));
    } catch (error) {
      req.log.error({ err: error, path: req.path }, 'page failed to render');
      reports?.capture(error, req, pattern);
      res.status(500).type('html').set('Cache-Control', 'no-store').send(SHELL_ERROR_HTML);
    }
  };
}

/** The coding the client prefers of those a page is kept in (brotli on a tie). */
const codingFor = (req: Request): Coding =>
  (new Negotiator(req).encoding(CODINGS, { preferred: CODINGS }) ?? 'identity') as Coding;

async function send(req: Request, res: Response, page: Page, coding: Coding, status: number) {
  res.status(status);
  res.setHeader('Content-Security-Policy', page.policy);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  res.setHeader('ETag', page.etag(coding));
  if (status !== 429 && req.fresh) return res.status(304).end();
  const body = await page.body(coding);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
