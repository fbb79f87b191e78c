import type { AppThunk } from '../../app/store';
import { getInvisibleCaptchaToken } from '../../lib/captcha/invisible-token';
import { postSubmission, withReference } from '../../lib/post-submission';
import { RateLimitedError, rateLimitedMessage } from '../../lib/rate-limited';
import { selectIsSubmitting, submissionFailed, submissionStarted, submissionSucceeded } from '../../state/submission-slice';
import { toastShown } from '../../state/toasts-slice';
import type { DomainCheckAnswer } from '../../../shared/domain-check';
import type { PublicConfig } from '../../../shared/public-config';
import type { OrderFormValues } from '../../../shared/validation/order-schema';
import { orderCopy } from '../../../shared/catalogue/order-copy';
import { orderDialogClosed } from '../../state/order-dialog-slice';
import { orderRequestBody, type ChosenOrderPlan } from './order-request';

/** A server that never answers must not leave the dialog submitting for ever. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface OrderSubmission {
  chosen: ChosenOrderPlan;
  values: OrderFormValues;
  captcha: PublicConfig['captcha'];
  /** The registry's answer shown under the domain field, for the name sent. */
  domainCheck?: DomainCheckAnswer;
}

/**
 * Solves the invisible captcha, posts the order and reports the outcome. Resolves true on success
 * (the dialog is closed); false otherwise, with the reason logged and a fixed text shown, never
 * the server's own error text.
 */
export const submitOrder =
  ({ chosen, values, captcha, domainCheck }: OrderSubmission): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    if (selectIsSubmitting(getState(), 'order')) return false;
    dispatch(submissionStarted('order'));
    let reference: string;
    try {
      const token = await getInvisibleCaptchaToken(captcha);
      reference = await postSubmission(
        orderRequestBody(chosen, values, token, domainCheck),
        AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      );
    } catch (error) {
      console.error('Order submission failed', error);
      dispatch(submissionFailed('order'));
      const text = error instanceof RateLimitedError ? rateLimitedMessage(error) : orderCopy.failure;
      dispatch(toastShown({ ...text, variant: 'destructive' }));
      return false;
    }
    dispatch(submissionSucceeded('order'));
    dispatch(toastShown(withReference(orderCopy.success, reference)));
    dispatch(orderDialogClosed());
    return true;
  };
