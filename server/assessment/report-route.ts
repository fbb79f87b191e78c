/**
 * POST /it-assessment/report: the self-assessment's report as a PDF, made from the posted answers
 * and never kept. A plain HTML form posts the answers as its fields (no JavaScript needed); a
 * program posts `{ answers }` as JSON. Own origin only, a small body, and every post counted
 * against the client's limit of answers made for one request (SEARCH_PAGE_RATE_LIMIT_MAX). The
 * answers describe a business's weak spots: they go into no log line, address or metric.
 */
import express, { Router, type RequestHandler } from 'express';
import type { SiteSettings } from '../site-settings';
import { sameOriginOnly } from '../security/same-origin';
import { withinLimit } from '../security/rate-limit';
import { smallAnswer } from '../small-answer';
import { ASSESSMENT_REPORT_PATH } from '../../shared/catalogue/assessment';
import { checkAnswers } from '../../shared/assessment/score';
import { assessmentReportCopy as copy } from '../../shared/catalogue/assessment-report-copy';
import { sastIsoDay } from '../../shared/format-date';
import { paths } from '../../shared/routes';
import { answersProblem } from '../../shared/validation/assessment-review-schema';
import { renderAssessmentReport } from './report-pdf';

/** Two dozen answers are under 1 KB as a form or as JSON. */
const REPORT_BODY_LIMIT = '4kb';

export interface ReportRouteDeps {
  config: Pick<SiteSettings, 'publicUrl'>;
  /** The app's one count of answers made for one request, per client. */
  perRequestLimit: RequestHandler;
}

export function assessmentReportRoute({ config, perRequestLimit }: ReportRouteDeps): Router {
  const router = Router();
  const back = { href: paths.assessment, label: copy.problem.link };
  router.post(
    ASSESSMENT_REPORT_PATH,
    sameOriginOnly(config.publicUrl),
    async (req, res, next) => {
      if (await withinLimit(perRequestLimit, req, res)) return next();
      smallAnswer(req, res, 429, copy.tooMany.title, copy.tooMany.text, back);
    },
    express.urlencoded({ extended: false, limit: REPORT_BODY_LIMIT }),
    express.json({ limit: REPORT_BODY_LIMIT, strict: true }),
    (req, res) => {
      const body: unknown = req.body;
      const given = req.is('json') ? (body as { answers?: unknown } | undefined)?.answers : body;
      const check = checkAnswers(given);
      if (!check.ok) {
        req.log.warn(
          { status: 400, path: req.path, unanswered: check.unanswered.length, problems: check.problems.length },
          'request refused',
        );
        return smallAnswer(req, res, 400, copy.problem.title, answersProblem(check), back);
      }
      const date = new Date();
      res
        .status(200)
        .type('application/pdf')
        .set({ 'Content-Disposition': `attachment; filename="${copy.filename(sastIsoDay(date))}"`, 'Cache-Control': 'no-store' })
        .send(renderAssessmentReport(check.answers, { publicUrl: config.publicUrl, date }));
    },
  );
  return router;
}
