import type { RequestHandler } from 'express';
import { HttpError } from '../errors';

function sameHost(origin: URL, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  try {
    // Parsed with the origin's scheme, so a default port written out (":80") still matches.
    return new URL(`${origin.protocol}//${hostHeader}`).host === origin.host;
  } catch {
    return false;
  }
}

function isOwnOrigin(origin: string, publicOrigin: string, hostHeader: string | undefined): boolean {
  if (origin === publicOrigin) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && sameHost(url, hostHeader);
  } catch {
    return false;
  }
}

/**
 * Refuses cross-site posts (403). A browser says where a request comes from with Sec-Fetch-Site
 * and Origin; the origin must be the configured public URL's or the request's own host (so
 * http://localhost:PORT works without settings). A request with neither header is not from a
 * browser, so it cannot be a forged cross-site one, and is let through.
 */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const crossSite =
      (site !== undefined && site !== 'same-origin') ||
      (origin !== undefined && !isOwnOrigin(origin, publicOrigin, req.get('host')));
    next(crossSite ? new HttpError(403, 'Requests from other sites are not accepted.') : undefined);
  };
}
