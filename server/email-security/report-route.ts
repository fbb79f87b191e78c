/**
 * GET /email-security/report?domain=example.co.za: "Is my e-mail safe?" as a PDF for the
 * visitor's IT person, from the result the checker keeps for the domain (a fresh check when none
 * is kept), the latest few drawn kept. Every request is counted against the client's limit of
 * answers made for one request (SEARCH_PAGE_RATE_LIMIT_MAX). A domain says whose weak spots these
 * are: it goes into no log line (the request log names the path, never the query) and no metric.
 */
import { Router, type RequestHandler } from 'express';
import { ownVisitorsOnly } from '../security/same-origin';
import type { SiteSettings } from '../site-settings';
import { withinLimit } from '../security/rate-limit';
import { smallAnswer } from '../small-answer';
import { EMAIL_SECURITY_REPORT_PATH, emailSecurityReportCopy as copy } from '../../shared/catalogue/email-security-report-copy';
import { EMAIL_SECURITY_PARAM, type EmailSecurityResult } from '../../shared/email-security/result';
import { sastIsoDay } from '../../shared/format-date';
import { paths } from '../../shared/routes';
import { askerOf } from './asker';
import { BusyError, type EmailSecurityChecker } from './checker-types';
import { readDomainInput } from './domain-input';
import { renderEmailSecurityReport } from './report-pdf';

export interface EmailSecurityReportDeps {
  config: Pick<SiteSettings, 'publicUrl'>;
  /** The app's one count of answers made for one request, per client. */
  perRequestLimit: RequestHandler;
  checker: Pick<EmailSecurityChecker, 'check' | 'kept'>;
}

/** Reports kept, the latest drawn. */
const REPORTS_KEPT = 16;

/**
 * A report drawn once for a kept result and the day it names, and kept while it is among the
 * latest drawn: the outside review asked one report 120 times. Drawing takes at most about 0.2 s
 * for the largest result the bounds allow (docs/decisions/014-bounded-once-drawn-in-linear-time.md);
 * only a few are kept, so what they take stays small whatever the checker keeps.
 */
function reportsDrawn(publicUrl: string, stillKept: (result: EmailSecurityResult) => boolean) {
  const drawn = new Map<EmailSecurityResult, { day: string; bytes: Buffer }>();
  return (result: EmailSecurityResult, date: Date): Buffer => {
    const day = sastIsoDay(date);
    const kept = drawn.get(result);
    if (kept?.day === day) return kept.bytes;
    const bytes = renderEmailSecurityReport(result, { publicUrl, date });
    // A result the checker has let go is let go here too: nothing outlives the time the page states.
    for (const old of drawn.keys()) if (!stillKept(old)) drawn.delete(old);
    drawn.delete(result);
    drawn.set(result, { day, bytes });
    if (drawn.size > REPORTS_KEPT) drawn.delete(drawn.keys().next().value!);
    return bytes;
  };
}

export function emailSecurityReportRoute({ config, perRequestLimit, checker }: EmailSecurityReportDeps): Router {
  const router = Router();
  const reportOf = reportsDrawn(config.publicUrl, (result) => checker.kept(result.domain) === result);
  const back = { href: paths['email-security'], label: copy.problem.link };
  router.get(EMAIL_SECURITY_REPORT_PATH, ownVisitorsOnly(config.publicUrl), async (req, res) => {
    if (!(await withinLimit(perRequestLimit, req, res)))
      return smallAnswer(req, res, 429, copy.tooMany.title, copy.tooMany.text, back);
    const given: unknown = req.query[EMAIL_SECURITY_PARAM];
    const input = readDomainInput(typeof given === 'string' ? given : undefined);
    if (!input.ok) {
      req.log.warn({ status: 400, path: req.path }, 'request refused');
      return smallAnswer(req, res, 400, copy.problem.title, input.problem, back);
    }
    let result;
    try {
      result = checker.kept(input.domain) ?? (await checker.check(input.domain, askerOf(req, res)));
    } catch (error) {
      if (!(error instanceof BusyError)) throw error;
      res.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return smallAnswer(req, res, 503, copy.busy.title, copy.busy.text, back);
    }
    const date = new Date();
    res
      .status(200)
      .type('application/pdf')
      .set({
        'Content-Disposition': `attachment; filename="${copy.filename(input.domain, sastIsoDay(date))}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(reportOf(result, date));
  });
  return router;
}
