import { Router } from 'express';
import { SEND_CONTACT_EMAIL_PATH, type ContactResponse } from '../../shared/api';
import type { SiteSettings } from '../site-settings';
import { emailSecurityReviewCopy } from '../../shared/catalogue/email-security-review-copy';
import { HttpError } from '../errors';
import { jsonBody } from '../json-body';
import { sameOriginOnly } from '../security/same-origin';
import type { SubmissionOutcome, SubmissionService } from './submission-service';

/** 16 KB holds the longest valid order (3,000 characters) with its captcha payload several times over. */
const SUBMISSION_BODY_LIMIT = '16kb';

function refusal(outcome: Exclude<SubmissionOutcome, { ok: true }>): HttpError {
  switch (outcome.refusal) {
    case 'invalid':
      return new HttpError(400, outcome.problems.join('; '), outcome.problems);
    case 'captcha':
      return new HttpError(403, 'The captcha was not accepted. Please solve it again.');
    case 'expired':
      return new HttpError(409, emailSecurityReviewCopy.expired);
    case 'unavailable':
      return new HttpError(503, 'Your message could not be received just now. Please try again in a moment.');
  }
}

/**
 * POST /functions/v1/send-contact-email: own origin only, JSON only (its per-client rate limit
 * runs first of all, in app.ts). The route only translates between HTTP and the submission service.
 */
export function sendContactEmailRoute(config: SiteSettings, submissions: SubmissionService): Router {
  const router = Router();
  router.post(SEND_CONTACT_EMAIL_PATH, sameOriginOnly(config.publicUrl), ...jsonBody(SUBMISSION_BODY_LIMIT), async (req, res) => {
    const outcome = await submissions.submit({ body: req.body as unknown, requestId: String(req.id) });
    if (!outcome.ok) {
      // For the metrics: a 403 here is the captcha's, where the same-origin check's 403 is another site's post.
      if (outcome.refusal === 'captcha') res.locals.postOutcome = 'captcha_refused';
      throw refusal(outcome);
    }
    const answer: ContactResponse = { success: true, reference: outcome.reference };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
