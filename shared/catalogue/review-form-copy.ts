import { contactFormCopy } from './contact-form-copy';
import { reviewPlaceholderCopy } from './review-placeholder-copy';

/**
 * "Send my results for a free review" (the self-assessment's and the e-mail check's): its labels,
 * toasts and the way to send without JavaScript, the other forms' words where they say the same.
 * Each review adds what its failure and its privacy line say.
 */
export const reviewFormCopy = {
  labels: { name: 'Name *', email: 'Email *', company: 'Company *', phone: 'Phone *' },
  send: 'Send my results',
  sending: 'Sending...',
  captchaRequired: contactFormCopy.captchaRequired,
  validationTitle: contactFormCopy.validationTitle,
  success: { title: 'Results Sent', description: 'Thank you! An engineer will call you to talk through your results.' },
  ...reviewPlaceholderCopy,
} as const;
