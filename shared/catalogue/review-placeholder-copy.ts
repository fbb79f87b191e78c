/**
 * What a review form says in its place until its code comes, and without JavaScript: apart from
 * its other words (review-form-copy.ts), which come only with the form.
 */
export const reviewPlaceholderCopy = {
  loading: 'Loading the form…',
  noScript: {
    heading: 'Send us your results another way',
    text: 'Sending your results from the page needs JavaScript, which is turned off in this browser. Download your report above and e-mail it to us, or call us:',
    labels: { phone: 'Call', email: 'Email' },
  },
} as const;
