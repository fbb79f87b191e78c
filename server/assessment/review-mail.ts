import type { MailKind } from '../mail/mail-kind';
import { confirmationMail, engineerCalls, type ConfirmationSettings } from '../mail/compose-confirmation';
import { composeReview } from './compose-review';
import { reportAttachment } from './review-attachments';
import { reviewShape, type ReviewRequest } from './review-request';

/** The visitor's confirmation: the report of their own answers attached, made from the catalogue alone. */
const confirmReview = (request: ReviewRequest, settings: ConfirmationSettings) =>
  confirmationMail(request, settings, {
    what: 'IT self-assessment',
    ...(settings.publicUrl
      ? {
          attached: {
            note: 'Your IT self-assessment report is attached (PDF).',
            attachment: reportAttachment(request, settings.publicUrl),
          },
        }
      : {}),
    next: engineerCalls,
  });

/** A self-assessment sent for a review: staff get the answers and the score, the visitor a confirmation. */
export const reviewMail: MailKind<ReviewRequest> = {
  kind: 'assessment',
  shape: reviewShape,
  staff: composeReview,
  visitor: confirmReview,
};
