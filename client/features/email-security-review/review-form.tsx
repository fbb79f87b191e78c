import { emailSecurityReviewCopy as copy } from '../../../shared/catalogue/email-security-review-copy';
import { ReviewRequestForm } from '../../lib/review-request-form';

/**
 * Sends a domain's result for a free review: who to call (the self-assessment review's fields),
 * the captcha, and the domain, whose result the server keeps and attaches.
 */
export function EmailSecurityReviewForm({ domain }: { domain: string }) {
  return (
    <ReviewRequestForm
      testId="email-security-review"
      copy={copy}
      request={{
        form: 'email-security',
        what: 'E-mail security review form',
        body: (values, captcha) => ({ ...values, domain, captcha, kind: 'email-security' }),
      }}
    />
  );
}
