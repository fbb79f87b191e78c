import { lazy, Suspense } from 'react';
import type { Answers } from '../../../shared/assessment/score';
import { assessmentReviewCopy as copy } from '../../../shared/catalogue/assessment';
import { retryImport } from '../../lib/retry-import';
import { useMounted } from '../../ui/after-mount';
import { FormPlaceholder } from '../../ui/form-placeholder';
import { formUnavailable } from '../../ui/form-unavailable';

// The form, yup and the captcha come in their own chunk, once a result is on screen.
const ReviewForm = lazy(() =>
  retryImport(() => import(/* webpackChunkName: "assessment-review" */ './review-form')).then(
    ({ ReviewForm: Form }) => ({ default: Form }),
    (error: unknown) => {
      console.error('The review form could not be loaded', error);
      return { default: formUnavailable('The review form', 'assessment-review-unavailable') };
    },
  ),
);

/** The form that sends a result for a free review: its placeholder until its code arrives, the other ways to reach us without JavaScript. */
export function LazyReviewForm({ answers }: { answers: Answers }) {
  const placeholder = <FormPlaceholder testId="assessment-review" loading={copy.loading} noScript={copy.noScript} />;
  // Drawn in the browser only: the server's HTML holds the placeholder, and its ways to reach us without JavaScript.
  if (!useMounted()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ReviewForm answers={answers} />
    </Suspense>
  );
}
