import type { RequestHandler } from 'express';
import { SEND_CONTACT_EMAIL_PATH } from '../../shared/api';
import { ASSESSMENT_REPORT_PATH } from '../../shared/catalogue/assessment';
import { CAPTCHA_CHALLENGE_PATH } from '../../shared/captcha';
import { ERROR_REPORT_PATH } from '../../shared/error-report';
import { matchRoute, routePattern } from '../../shared/routes';
import { QUOTE_PATH } from '../../shared/catalogue/quotation';
import { WEB_VITALS_PATH } from '../../shared/web-vitals';
import type { PostOutcome, SiteMetrics } from './site-metrics';

/** Paths counted as themselves; any other is a page (by its pattern), a file, or "other". */
const OWN_PATHS = new Set([
  SEND_CONTACT_EMAIL_PATH,
  CAPTCHA_CHALLENGE_PATH,
  ERROR_REPORT_PATH,
  WEB_VITALS_PATH,
  QUOTE_PATH,
  ASSESSMENT_REPORT_PATH,
  '/readyz',
  '/robots.txt',
  '/sitemap.xml',
]);

/** A bounded label for a request's path: never the path itself, so visitors cannot make new series. */
function routeLabel(method: string, path: string): string {
  if (OWN_PATHS.has(path)) return path;
  for (const folder of ['/assets/', '/documents/', '/api/']) if (path.startsWith(folder)) return `${folder}*`;
  if (path.startsWith('/favicon')) return '/favicon';
  if (method !== 'GET' && method !== 'HEAD') return 'other';
  // A GET the page route did not name (its redirects, a file beside the pages): as a page, bounded by the page table.
  return routePattern(matchRoute(path));
}

/** Observes every answered request: its route label, method, status and time to its last byte. */
export function requestMetrics(metrics: SiteMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // The page route names its route pattern itself, having matched the path already.
      const route = (res.locals.routePattern as string | undefined) ?? routeLabel(req.method, req.path);
      metrics.request(route, req.method, res.statusCode, seconds);
    });
    next();
  };
}

/**
 * What became of each post to the form endpoint, read from its answer: mounted before the flood
 * gate, so a post refused there counts too. The endpoint names a captcha refusal in
 * `res.locals.postOutcome`, where the status alone (403) could also be a post from another site.
 */
export function postMetrics(metrics: SiteMetrics): RequestHandler {
  return (_req, res, next) => {
    res.once('finish', () => metrics.post(postOutcome(res.statusCode, res.locals.postOutcome as PostOutcome | undefined)));
    next();
  };
}

function postOutcome(status: number, named: PostOutcome | undefined): PostOutcome {
  if (named) return named;
  if (status < 300) return 'accepted';
  if (status === 429) return 'rate_limited';
  if (status === 403) return 'cross_site';
  if (status >= 500) return 'not_stored';
  return 'invalid';
}
