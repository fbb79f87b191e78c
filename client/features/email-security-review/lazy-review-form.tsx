import { reviewPlaceholderCopy as copy } from '../../../shared/catalogue/review-placeholder-copy';
import { lazyRequestForm } from '../../lib/lazy-request-form';
import { FormPlaceholder } from '../../ui/form-placeholder';

/**
 * The form that sends a domain's result for a free review, loaded once a result is on screen
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
    placeholder: <FormPlaceholder testId="email-security-review" loading={copy.loading} noScript={copy.noScript} />,
  },
);
