import { lazy, Suspense } from 'react';
import type { CallbackTopic } from '../../../shared/catalogue/callback-copy';
import { callbackCopy } from '../../../shared/catalogue/callback-copy';
import { company } from '../../../shared/catalogue/company';
import { retryImport } from '../../lib/retry-import';
import { CallbackPlaceholder } from './callback-placeholder';

function CallbackFormUnavailable() {
  return (
    <p role="alert" data-testid="callback-form-unavailable">
      {callbackCopy.unavailable} <a href={company.phone.href}>{company.phone.display}</a>.
    </p>
  );
}

// The form, yup and the captcha come in the consultation form's way: their own chunk, when first drawn.
const CallbackForm = lazy(() =>
  retryImport(() => import(/* webpackChunkName: "callback-form" */ './callback-form')).then(
    ({ CallbackForm: Form }) => ({ default: Form }),
    (error: unknown) => {
      console.error('The call back form could not be loaded', error);
      return { default: CallbackFormUnavailable };
    },
  ),
);

/** The call back form, loaded when first drawn, with its placeholder until it arrives. */
export function LazyCallbackForm({ topic }: { topic: CallbackTopic }) {
  return (
    <Suspense fallback={<CallbackPlaceholder />}>
      <CallbackForm topic={topic} />
    </Suspense>
  );
}
