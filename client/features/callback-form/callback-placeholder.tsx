import { callbackCopy } from '../../../shared/catalogue/callback-copy';
import { FormPlaceholder } from '../../ui/form-placeholder';

/** The call back form's place until its code arrives; with JavaScript off, the phone and WhatsApp instead. */
export function CallbackPlaceholder() {
  return <FormPlaceholder testId="callback-form" loading={callbackCopy.formLoading} noScript={callbackCopy.noScript} />;
}
