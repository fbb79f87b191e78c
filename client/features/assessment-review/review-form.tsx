import type { Answers } from '../../../shared/assessment/score';
import type { AnswerId } from '../../../shared/catalogue/assessment';
import { assessmentReviewCopy as copy } from '../../../shared/catalogue/assessment-review-copy';
import { ReviewRequestForm } from '../../lib/review-request-form';

/** Sends the result for a free review: who to call, the captcha, and the answers themselves. */
export function ReviewForm({ answers }: { answers: Answers }) {
  return (
    <ReviewRequestForm
      testId="assessment-review"
      copy={copy}
      request={{
        form: 'assessment',
        what: 'Assessment review form',
        body: (values, captcha) => ({ ...values, answers: answers as Record<string, AnswerId>, captcha, kind: 'assessment' }),
      }}
    />
  );
}
