import type { ChangeEvent } from 'react';
import type { Answers } from '../../../shared/assessment/score';
import type { AnswerId } from '../../../shared/catalogue/assessment';
import { assessmentReviewCopy as copy } from '../../../shared/catalogue/assessment';
import { consentCopy } from '../../../shared/catalogue/site-copy';
import { assessmentReviewSchema, emptyAssessmentReview } from '../../../shared/validation/assessment-review-schema';
import type { RequestForm } from '../../lib/submit-request';
import { RequestFormCard } from '../../lib/request-form-card';
import { useRequestForm } from '../../lib/use-request-form';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormField } from '../../ui/form-field';

const L = copy.labels;

/** Sends the result for a free review: who to call, the captcha, and the answers themselves. */
export function ReviewForm({ answers }: { answers: Answers }) {
  const reviewForm: RequestForm<typeof assessmentReviewSchema> = {
    form: 'assessment',
    what: 'Assessment review form',
    schema: assessmentReviewSchema,
    copy,
    body: (values, captcha) => ({ ...values, answers: answers as Record<string, AnswerId>, captcha, kind: 'assessment' }),
  };
  const { captcha, ...form } = useRequestForm(reviewForm, emptyAssessmentReview, emptyAssessmentReview);
  const { values, field } = form;
  return (
    <RequestFormCard form={form} captcha={captcha} testId="assessment-review" copy={copy} privacy={copy.privacy}>
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
