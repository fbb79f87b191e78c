import { reviewPlaceholderCopy as copy } from '../../../shared/catalogue/review-placeholder-copy';
import { lazyRequestForm } from '../../lib/lazy-request-form';
import { FormPlaceholder } from '../../ui/form-placeholder';

/** The review form's place until its code comes, and the ways to send without JavaScript. */
export const reviewFormPlaceholder = (
  <FormPlaceholder testId="email-security-review" loading={copy.loading} noScript={copy.noScript} />
);

/**
 * The form that sends a domain's result for a free review, loaded once drawn in the browser
 * (lib/lazy-request-form.tsx): `<LazyEmailSecurityReviewForm domain={result.domain} />`.
 */
export const LazyEmailSecurityReviewForm = lazyRequestForm(
  () =>
    import(/* webpackChunkName: "email-security-review" */ './review-form').then(
      ({ EmailSecurityReviewForm }) => EmailSecurityReviewForm,
    ),
  {
    testId: 'email-security-review',
    what: 'The review form',
    placeholder: reviewFormPlaceholder,
  },
);
