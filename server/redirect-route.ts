import type { RequestHandler } from 'express';
import { redirectTarget } from '../shared/redirects';
import { isStatusPage, matchRoute, pathOf } from '../shared/routes';
import { knownPage } from './render/page-route';

/**
 * `/about/` → `/about`: a page asked for with a slash at the end. Anything else with a slash at the
 * end is not found.
 */
function withoutSlash(pathname: string): string | undefined {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return undefined;
  const match = knownPage(matchRoute(pathname));
  return isStatusPage(match.page) ? undefined : pathOf(match);
}

/**
 * A former or short address (shared/redirects.ts), or a page's with a slash at the end, answers
 * 301 to its page, with the query it came with, in one hop. The target is the page's own path
 * from the tables, never text from the request, so `//evil.example/` cannot become a
 * protocol-relative redirect.
 */
export const redirectRoute = (): RequestHandler => (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const target = redirectTarget(req.path) ?? withoutSlash(req.path);
  if (!target) return next();
  const at = req.originalUrl.indexOf('?');
  res.redirect(301, at < 0 ? target : `${target}${req.originalUrl.slice(at)}`);
};
