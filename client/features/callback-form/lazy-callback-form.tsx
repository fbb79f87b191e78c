import { callbackCopy } from '../../../shared/catalogue/callback-copy';
import { company } from '../../../shared/catalogue/company';
import { lazyRequestForm } from '../../lib/lazy-request-form';
import { CallbackPlaceholder } from './callback-placeholder';

function CallbackFormUnavailable() {
  return (
    <p role="alert" data-testid="callback-form-unavailable">
      {callbackCopy.unavailable} <a href={company.phone.href}>{company.phone.display}</a>.
    </p>
  );
}

/** The call back form, loaded when first drawn (lib/lazy-request-form.tsx); without it, our number. */
export const LazyCallbackForm = lazyRequestForm(
  () => import(/* webpackChunkName: "callback-form" */ './callback-form').then(({ CallbackForm }) => CallbackForm),
  {
    testId: 'callback-form',
    what: 'The call back form',
    placeholder: <CallbackPlaceholder />,
    unavailable: CallbackFormUnavailable,
  },
);
