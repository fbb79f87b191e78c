import type { ChangeEvent } from 'react';
import { consentCopy } from '../../shared/catalogue/site-copy';
import type { assessmentReviewSchema } from '../../shared/validation/assessment-review-schema';
import { emptyAssessmentReview } from '../../shared/validation/blank-forms';
import { CheckboxField } from '../ui/checkbox-field';
import { FormField } from '../ui/form-field';
import { rulesOf } from './form-rules';
import { RequestFormCard } from './request-form-card';
import type { RequestForm } from './submit-request';
import { useRequestForm } from './use-request-form';

type ReviewRequest = Omit<RequestForm<typeof assessmentReviewSchema>, 'rules' | 'copy'>;

const reviewRules = rulesOf(() =>
  import(/* webpackChunkName: "review-rules" */ '../../shared/validation/assessment-review-schema').then(
    (m) => m.assessmentReviewSchema,
  ),
);

interface ReviewCopy {
  labels: { name: string; email: string; company: string; phone: string };
  privacy: string;
}

/**
 * A result sent for a free review (the self-assessment's, the e-mail check's): who to call (name,
 * e-mail, company, phone, the marketing choice) and the captcha; `request` adds what is reviewed.
 */
export function ReviewRequestForm({
  request,
  copy,
  testId,
}: {
  request: ReviewRequest;
  copy: ReviewCopy & RequestForm<typeof assessmentReviewSchema>['copy'] & Parameters<typeof RequestFormCard>[0]['copy'];
  testId: string;
}) {
  const { captcha, ...form } = useRequestForm(
    { ...request, rules: reviewRules, copy },
    emptyAssessmentReview,
    emptyAssessmentReview,
  );
  const { values, field } = form;
  const L = copy.labels;
  return (
    <RequestFormCard form={form} captcha={captcha} testId={testId} copy={copy} privacy={copy.privacy}>
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
