import { reviewFormCopy } from './review-form-copy';

/** "Send my results for a free review" under a domain's result. */
export const emailSecurityReviewCopy = {
  ...reviewFormCopy,
  failure: {
    title: 'Error',
    description:
      'Your results could not be sent. If you checked your domain more than 10 minutes ago, check it again above and send them then; otherwise please try again or call us.',
  },
  /** The POPIA line: what these details and the result are for. */
  privacy:
    'We use your details and your domain’s results to review them with you; we send news and offers only if you tick the box above (POPIA). See our ',
  /** The endpoint's 409: no result of the domain is kept any more (they are kept about 10 minutes). */
  expired: 'The results of this domain are no longer kept. Please check the domain again, then send your results.',
} as const;
