import { Router } from 'express';
import type { Logger } from 'pino';
import { ERROR_REPORT_PATH } from '../../shared/error-report';
import type { SiteSettings } from '../site-settings';
import type { SharedState } from '../shared-state/redis';
import { HttpError } from '../errors';
import { perClientRateLimit } from '../security/rate-limit';
import type { ErrorReportService } from './error-report-service';
import { jsonBody } from '../json-body';
import { sameOriginOnly } from '../security/same-origin';

const ERROR_REPORT_BODY_LIMIT = '8kb';

/** POST /api/client-errors: the browser's error beacon. Answers 204 with no body. */
export function clientErrorsRoute(
  config: SiteSettings,
  reports: ErrorReportService,
  logger: Logger,
  shared?: SharedState,
): Router {
  const router = Router();
  router.post(
    ERROR_REPORT_PATH,
    sameOriginOnly(config.publicUrl),
    perClientRateLimit({ ...config.errorReportRateLimit, name: 'client-errors', logger, shared }),
    // sendBeacon sends the Blob's type; text/plain too, for browsers that drop it.
    ...jsonBody(ERROR_REPORT_BODY_LIMIT, ['application/json', 'text/plain']),
    (req, res) => {
      if (!reports.record(req.body as unknown, String(req.id))) throw new HttpError(400, 'This is not an error report.');
      res.status(204).end();
    },
  );
  return router;
}
