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
export function fromAnotherSite(req: Request, site: URL): boolean {
  const fetchSite = req.get('sec-fetch-site');
  const origin = req.get('origin');
  return (fetchSite !== undefined && fetchSite !== 'same-origin') || (origin !== undefined && !isOwnOrigin(origin, site));
}

/** Refuses cross-site posts (403). */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  const site = new URL(publicUrl);
  return (req, _res, next) => next(fromAnotherSite(req, site) ? FROM_ANOTHER_SITE : undefined);
}
