import { reviewFormCopy } from './review-form-copy';

/**
 * The self-assessment's review form's words: the common ones, and what its failure and privacy line
 * say. Apart from the questions, so the page's first load carries none of the form's words.
 */
export const assessmentReviewCopy = {
  ...reviewFormCopy,
  failure: { title: 'Error', description: 'Your results could not be sent. Please try again or call us.' },
  /** The POPIA line: what these details and answers are for. */
  privacy:
    'We use your details and answers to review your results with you; we send news and offers only if you tick the box above (POPIA). See our ',
} as const;
