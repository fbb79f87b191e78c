import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const isLoopback = (url: URL) => LOOPBACK_HOSTS.has(url.hostname);

/**
 * Whether a post's Origin is the site's own: the origin of PUBLIC_URL, never whatever Host the
 * request claims. Where PUBLIC_URL itself is a loopback address (a developer's machine, the
 * tests), any loopback origin is the site's own too, so http://127.0.0.1:PORT works unset.
 */
function isOwnOrigin(origin: string, publicUrl: URL): boolean {
  if (origin === publicUrl.origin) return true;
  if (!isLoopback(publicUrl)) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopback(url);
  } catch {
    return false;
  }
}

/** Another site's request: refused before anything is counted or read. */
export const FROM_ANOTHER_SITE = new HttpError(403, 'Requests from other sites are not accepted.');

/**
 * Whether a browser says another site asked for this request: by Sec-Fetch-Site, or an Origin that
 * is not PUBLIC_URL's. A request with neither header is not from a browser, so it cannot be a
 * forged cross-site one.
 */
function fromAnotherSite(req: Request, site: URL): boolean {
  const fetchSite = req.get('sec-fetch-site');
  const origin = req.get('origin');
  return (fetchSite !== undefined && fetchSite !== 'same-origin') || (origin !== undefined && !isOwnOrigin(origin, site));
}

/** Refuses cross-site posts (403). */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  const site = new URL(publicUrl);
  return (req, _res, next) => next(fromAnotherSite(req, site) ? FROM_ANOTHER_SITE : undefined);
}

/**
 * Whether another site, not the visitor, asked for an answer made for one request (a search, an
 * e-mail check, its report): its image, script, fetch, frame or form post. A top-level GET
 * navigation is the visitor's own, from wherever its link was: the page, the check's stream and
 * its report decide by this one rule.
 */
export const askedByAnotherSite = (req: Request, site: URL): boolean =>
  fromAnotherSite(req, site) &&
  !(req.method === 'GET' && req.get('sec-fetch-mode') === 'navigate' && req.get('sec-fetch-dest') === 'document');

/** Refuses (403) an answer made for one request that another site asked for (askedByAnotherSite). */
export function ownVisitorsOnly(publicUrl: string): RequestHandler {
  const site = new URL(publicUrl);
  return (req, _res, next) => next(askedByAnotherSite(req, site) ? FROM_ANOTHER_SITE : undefined);
}
