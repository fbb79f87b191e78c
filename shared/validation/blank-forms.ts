import { ANY_WEEKDAY, type CallbackTopic } from '../catalogue/callback-copy';
import type { AssessmentReviewValues } from './assessment-review-schema';
import type { CallbackFormValues } from './callback-schema';
import type { ContactFormValues } from './contact-schema';

/*
 * Each request form as it starts, apart from its schema, so that a form's first draw in the
 * browser carries none of yup: its rules come only when the visitor starts on it (client/lib/form-rules.ts).
 */

export const emptyContactForm: ContactFormValues = { name: '', email: '', company: '', phone: '', message: '', marketing: false };

export const emptyCallbackForm = (topic: CallbackTopic): CallbackFormValues => ({
  name: '',
  phone: '',
  day: ANY_WEEKDAY,
  time: 'any',
  topic,
});

export const emptyAssessmentReview: AssessmentReviewValues = { name: '', email: '', company: '', phone: '', marketing: false };
