import type { AnyObjectSchema, InferType } from 'yup';
import type { AppThunk } from '../app/store';
import type { SubmissionRequestBody } from '../../shared/api';
import {
  selectIsSubmitting,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
  type FormName,
} from '../state/submission-slice';
import { toastShown } from '../state/toasts-slice';
import type { FormRules } from './form-rules';
import { postSubmission, withReference } from './post-submission';
import { RateLimitedError, rateLimitedMessage } from './rate-limited';

/** A server that never answers must not leave a form sending for ever. */
const REQUEST_TIMEOUT_MS = 30_000;

export type SubmitOutcome = 'sent' | 'failed' | 'captcha-missing' | 'invalid' | 'busy';

type Toast = { title: string; description: string };

/** What differs between the forms that post a request with a captcha: their rules, their toasts, their body. */
export interface RequestForm<S extends AnyObjectSchema> {
  form: FormName;
  /** Names the form in the console: 'Contact form'. */
  what: string;
  /** Its schema's check, loaded when first wanted (form-rules.ts). */
  rules: FormRules<InferType<S>>;
  copy: { captchaRequired: Toast; validationTitle: string; failure: Toast; success: Toast };
  body: (values: InferType<S>, captcha: string) => SubmissionRequestBody;
}

/**
 * A form's submit, in the order the visitor is told: the captcha first, then every field, then the
 * request. Each outcome shows its toast; a failure's reason goes to the console only.
 */
export const submitRequest =
  <S extends AnyObjectSchema>(
    { form, what, rules, copy, body }: RequestForm<S>,
    values: InferType<S>,
    captchaToken: string | null,
  ): AppThunk<Promise<SubmitOutcome>> =>
  async (dispatch, getState) => {
    if (selectIsSubmitting(getState(), form)) return 'busy';
    if (!captchaToken) {
      dispatch(toastShown({ ...copy.captchaRequired, variant: 'destructive' }));
      return 'captcha-missing';
    }
    let check: Awaited<ReturnType<typeof rules>>;
    try {
      check = await rules();
    } catch (error) {
      console.error(`${what}: its rules could not be loaded`, error);
      dispatch(toastShown({ ...copy.failure, variant: 'destructive' }));
      return 'failed';
    }
    const checked = check(values);
    if (!checked.valid) {
      dispatch(toastShown({ title: copy.validationTitle, description: checked.messages.join(', '), variant: 'destructive' }));
      return 'invalid';
    }
    dispatch(submissionStarted(form));
    let reference: string;
    try {
      reference = await postSubmission(body(checked.values, captchaToken), AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    } catch (error) {
      console.error(`${what} submission failed`, error);
      dispatch(submissionFailed(form));
      const text = error instanceof RateLimitedError ? rateLimitedMessage(error) : copy.failure;
      dispatch(toastShown({ ...text, variant: 'destructive' }));
      return 'failed';
    }
    dispatch(submissionSucceeded(form));
    dispatch(toastShown(withReference(copy.success, reference)));
    return 'sent';
  };
