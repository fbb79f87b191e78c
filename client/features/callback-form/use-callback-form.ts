import type { RequestForm } from '../../lib/submit-request';
import { useRequestForm } from '../../lib/use-request-form';
import type { CallbackTopic } from '../../../shared/catalogue/callback-copy';
import { callbackCopy } from '../../../shared/catalogue/callback-copy';
import { callbackSchema, emptyCallbackForm } from '../../../shared/validation/callback-schema';

const callbackForm: RequestForm<typeof callbackSchema> = {
  form: 'callback',
  what: 'Call back form',
  schema: callbackSchema,
  copy: callbackCopy,
  body: (values, captcha) => ({ ...values, captcha, kind: 'callback' }),
};

/** The call back form (lib/use-request-form.ts), its topic chosen for the page it is on. */
export const useCallbackForm = (topic: CallbackTopic) =>
  useRequestForm(callbackForm, emptyCallbackForm(topic), emptyCallbackForm(topic));
