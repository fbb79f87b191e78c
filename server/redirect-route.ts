import type { RequestHandler } from 'express';
import { redirectTarget } from '../shared/redirects';

/**
 * A former or short address (shared/redirects.ts) answers 301 to its page, with the query it came
 * with, in one hop. The target is the table's, never text from the request.
 */
export const redirectRoute = (): RequestHandler => (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const target = redirectTarget(req.path);
  if (!target) return next();
  const at = req.originalUrl.indexOf('?');
  res.redirect(301, at < 0 ? target : `${target}${req.originalUrl.slice(at)}`);
};
