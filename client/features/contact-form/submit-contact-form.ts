import type { AppThunk } from '../../app/store';
import { postSubmission, withReference } from '../../lib/post-submission';
import { RateLimitedError, rateLimitedMessage } from '../../lib/rate-limited';
import { selectIsSubmitting, submissionFailed, submissionStarted, submissionSucceeded } from '../../state/submission-slice';
import { toastShown } from '../../state/toasts-slice';
import { contactSchema, type ContactFormValues } from '../../../shared/validation/contact-schema';
import { validateForm } from '../../../shared/validation/validate-form';
import { contactFormCopy as copy } from '../../../shared/catalogue/contact-form-copy';

/** A server that never answers must not leave the form sending for ever. */
const REQUEST_TIMEOUT_MS = 30_000;

export type ContactOutcome = 'sent' | 'failed' | 'captcha-missing' | 'invalid' | 'busy';

/**
 * The contact form's submit, in the order the visitor is told: the captcha first, then every field,
 * then the request. Each outcome shows its toast; a failure's reason goes to the console only.
 */
export const submitContactForm =
  (values: ContactFormValues, captchaToken: string | null): AppThunk<Promise<ContactOutcome>> =>
  async (dispatch, getState) => {
    if (selectIsSubmitting(getState(), 'contact')) return 'busy';
    if (!captchaToken) {
      dispatch(toastShown({ ...copy.captchaRequired, variant: 'destructive' }));
      return 'captcha-missing';
    }
    const checked = validateForm(contactSchema, values);
    if (!checked.valid) {
      dispatch(toastShown({ title: copy.validationTitle, description: checked.messages.join(', '), variant: 'destructive' }));
      return 'invalid';
    }
    dispatch(submissionStarted('contact'));
    let reference: string;
    try {
      reference = await postSubmission(
        { ...checked.values, captcha: captchaToken, kind: 'contact' },
        AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      );
    } catch (error) {
      console.error('Contact form submission failed', error);
      dispatch(submissionFailed('contact'));
      const text = error instanceof RateLimitedError ? rateLimitedMessage(error) : copy.failure;
      dispatch(toastShown({ ...text, variant: 'destructive' }));
      return 'failed';
    }
    dispatch(submissionSucceeded('contact'));
    dispatch(toastShown(withReference(copy.success, reference)));
    return 'sent';
  };
