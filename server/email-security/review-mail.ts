import type { MailKind } from '../mail/mail-kind';
import { confirmationMail, engineerCalls, type ConfirmationSettings } from '../mail/compose-confirmation';
import { composeEmailSecurityReview } from './compose-review';
import { emailSecurityReviewShape, type EmailSecurityReview } from './review-request';

/**
 * The visitor's confirmation names neither the report nor the domain: both are the sender's
 * choice (a domain's DNS text is whatever its owner publishes).
 */
const confirmEmailSecurityReview = (request: EmailSecurityReview, settings: ConfirmationSettings) =>
  confirmationMail(request, settings, { what: 'e-mail security review request', next: engineerCalls });

/** "Is my e-mail safe?" sent for a review: staff get the findings and the report, the visitor a confirmation. */
export const emailSecurityReviewMail: MailKind<EmailSecurityReview> = {
  kind: 'email-security',
  shape: emailSecurityReviewShape,
  staff: composeEmailSecurityReview,
  visitor: confirmEmailSecurityReview,
};
