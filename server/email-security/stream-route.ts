/**
 * GET /api/email-security?domain=: the check as it runs, one JSON line per finding as it arrives
 * (EmailSecurityLine), for the page with JavaScript on. Refused when another site asks for it, as
 * the page is, counted against the client's limit of answers made for one request, never kept; the
 * check stops if its visitor goes and nobody else awaits it. The domain goes into no log line.
 */
import { Router, type RequestHandler } from 'express';
import { askedDomain, asksLive, EMAIL_SECURITY_API_PATH, type EmailSecurityLine } from '../../shared/email-security/result';
import { ownVisitorsOnly } from '../security/same-origin';
import { HttpError } from '../errors';
import { withinLimit } from '../security/rate-limit';
import { askerOf } from './asker';
import { BusyError, VisitorGone, type EmailSecurityChecker } from './checker-types';
import { readDomainInput } from './domain-input';
import { selectorFrom } from './email-security-answer';

export interface StreamRouteDeps {
  publicUrl: string;
  checker: EmailSecurityChecker;
  /** The app's one count of answers made for one request, per client. */
  perRequestLimit: RequestHandler;
}

export function emailSecurityStreamRoute({ publicUrl, checker, perRequestLimit }: StreamRouteDeps): Router {
  const router = Router();
  router.get(EMAIL_SECURITY_API_PATH, ownVisitorsOnly(publicUrl), async (req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    if (!(await withinLimit(perRequestLimit, req, res)))
      return next(new HttpError(429, 'Too many checks: try again in a few minutes.'));
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    const input = readDomainInput(askedDomain(query));
    if (!input.ok) return next(new HttpError(400, input.problem));
    const send = (line: EmailSecurityLine) => {
      res.write(`${JSON.stringify(line)}\n`);
      (res as { flush?: () => void }).flush?.();
    };
    let started = false;
    const begin = () => {
      if (started) return;
      started = true;
      res.status(200).type('application/x-ndjson');
      send({ type: 'start', domain: input.domain, shown: input.shown });
    };
    const selector = selectorFrom(query);
    try {
      const result = await checker.check(input.domain, {
        selector,
        ...askerOf(req, res),
        onFinding: (finding) => {
          begin();
          send({ type: 'finding', finding });
        },
      });
      begin();
      // A busy site answers the result without "is it live?": its button asks again.
      const live =
        asksLive(query) && result.exists
          ? await checker.live(result, { ...askerOf(req, res), selector }).catch((error: unknown) => {
              if (error instanceof BusyError) return undefined;
              throw error;
            })
          : undefined;
      send({ type: 'result', result: live ?? result });
      res.end();
    } catch (error) {
      if (error instanceof BusyError)
        return next(
          new HttpError(503, 'Many checks are running: try again in a minute.', undefined, {
            headers: { 'Retry-After': String(error.retryAfterSeconds) },
          }),
        );
      if (!started) return next(error);
      // Gone: there is nobody to tell.
      if (error instanceof VisitorGone) res.destroy();
      else res.destroy(error as Error);
    }
  });
  return router;
}
