import type { ChangeEvent } from 'react';
import { emailSecurityReviewCopy as copy } from '../../../shared/catalogue/email-security-report-copy';
import { consentCopy } from '../../../shared/catalogue/site-copy';
import { assessmentReviewSchema, emptyAssessmentReview } from '../../../shared/validation/assessment-review-schema';
import type { RequestForm } from '../../lib/submit-request';
import { RequestFormCard } from '../../lib/request-form-card';
import { useRequestForm } from '../../lib/use-request-form';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormField } from '../../ui/form-field';

const L = copy.labels;

/**
 * Sends a domain's result for a free review: who to call (the self-assessment review's fields),
 * the captcha, and the domain, whose result the server keeps and attaches.
 */
export function EmailSecurityReviewForm({ domain }: { domain: string }) {
  const reviewForm: RequestForm<typeof assessmentReviewSchema> = {
    form: 'email-security',
    what: 'E-mail security review form',
    schema: assessmentReviewSchema,
    copy,
    body: (values, captcha) => ({ ...values, domain, captcha, kind: 'email-security' }),
  };
  const { captcha, ...form } = useRequestForm(reviewForm, emptyAssessmentReview, emptyAssessmentReview);
  const { values, field } = form;
  return (
    <RequestFormCard form={form} captcha={captcha} testId="email-security-review" copy={copy} privacy={copy.privacy}>
      <FormField label={L.name} type="text" autoComplete="name" required {...field('name')} />
      <FormField label={L.email} type="email" autoComplete="email" required {...field('email')} />
      <FormField label={L.company} type="text" autoComplete="organization" required {...field('company')} />
      <FormField label={L.phone} type="tel" autoComplete="tel" required {...field('phone')} />
      <CheckboxField
        className="wide"
        name="marketing"
        label={consentCopy.label}
        checked={values.marketing}
        onChange={(event: ChangeEvent<HTMLInputElement>) => form.setValue('marketing', event.target.checked)}
      />
    </RequestFormCard>
  );
}
