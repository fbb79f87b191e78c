import type { RequestForm } from '../../lib/submit-request';
import { useRequestForm } from '../../lib/use-request-form';
import type { CallbackTopic } from '../../../shared/catalogue/callback-copy';
import { callbackCopy } from '../../../shared/catalogue/callback-copy';
import { emptyCallbackForm } from '../../../shared/validation/blank-forms';
import type { callbackSchema } from '../../../shared/validation/callback-schema';
import { rulesOf } from '../../lib/form-rules';

const callbackForm: RequestForm<typeof callbackSchema> = {
  form: 'callback',
  what: 'Call back form',
  rules: rulesOf(() =>
    import(/* webpackChunkName: "callback-rules" */ '../../../shared/validation/callback-schema').then((m) => m.callbackSchema),
  ),
  copy: callbackCopy,
  body: (values, captcha) => ({ ...values, captcha, kind: 'callback' }),
};

/** The call back form (lib/use-request-form.ts), its topic chosen for the page it is on. */
export const useCallbackForm = (topic: CallbackTopic) =>
  useRequestForm(callbackForm, emptyCallbackForm(topic), emptyCallbackForm(topic));
