import { assessmentReviewCopy as copy } from '../../../shared/catalogue/assessment-review-copy';
import { lazyRequestForm } from '../../lib/lazy-request-form';
import { FormPlaceholder } from '../../ui/form-placeholder';

/** The form that sends a result for a free review, loaded once a result is on screen (lib/lazy-request-form.tsx). */
export const LazyReviewForm = lazyRequestForm(
  () => import(/* webpackChunkName: "assessment-review" */ './review-form').then(({ ReviewForm }) => ReviewForm),
  {
    testId: 'assessment-review',
    what: 'The review form',
    placeholder: <FormPlaceholder testId="assessment-review" loading={copy.loading} noScript={copy.noScript} />,
  },
);
