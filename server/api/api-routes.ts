import { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { SiteSettings } from '../site-settings';
import type { MailService } from '../mail/mail-service';
import type { Captcha } from '../security/captcha-types';
import type { ConfirmationLimit } from '../security/confirmation-limit';
import type { SharedState } from '../shared-state/redis';
import { captchaChallengeRoute } from './captcha-challenge';
import { clientErrorsRoute } from './client-errors';
import { createErrorReportService } from './error-report-service';
import { domainCheckRoute } from './domain-check';
import type { DomainChecker } from '../domains/domain-checker';
import type { EmailSecurityChecker } from '../email-security/checker-types';
import type { SiteMetrics } from '../metrics/site-metrics';
import { sendContactEmailRoute } from './send-contact-email';
import { webVitalsRoute } from './web-vitals-route';
import { createSubmissionService } from './submission-service';

export interface ApiDeps {
  config: SiteSettings;
  logger: Logger;
  mail?: MailService;
  captcha: Captcha;
  /** REDIS_URL's shared state, where every process counts the limits together. */
  shared?: SharedState;
  /** Counts the visitors' confirmations per mailbox and per day (in DATA_DIR, or in Redis with REDIS_URL). */
  confirmationLimit: ConfirmationLimit;
  /** With METRICS_PORT: the metrics the web vitals beacons are counted into. */
  metrics?: SiteMetrics;
  /** With DOMAIN_CHECK=on: the registries' answers for GET /api/domain-check, and its per-client limit. */
  domainCheck?: { checker: DomainChecker; limit: RequestHandler };
  /** "Is my e-mail safe?": the results it keeps, which a review of one attaches. */
  emailSecurity?: Pick<EmailSecurityChecker, 'kept'>;
}

/** The site's API routes, each with its own per-client limit (the posts' runs first of all, in app.ts). */
export function apiRoutes({
  config,
  logger,
  mail,
  captcha,
  shared,
  confirmationLimit,
  metrics,
  domainCheck,
  emailSecurity,
}: ApiDeps): Router {
  const router = Router();
  const confirmations = { enabled: config.confirmationMail.enabled, limit: confirmationLimit };
  const checkDomain = domainCheck && ((ascii: string) => domainCheck.checker.check(ascii));
  router.use(
    sendContactEmailRoute(config, createSubmissionService({ captcha, mail, logger, confirmations, checkDomain, emailSecurity })),
  );
  router.use(captchaChallengeRoute(config, captcha, logger, shared));
  router.use(clientErrorsRoute(config, createErrorReportService({ logger, release: config.release }), logger, shared));
  if (metrics) router.use(webVitalsRoute(config, metrics, logger, shared));
  if (domainCheck) router.use(domainCheckRoute(domainCheck.checker, domainCheck.limit));
  return router;
}
