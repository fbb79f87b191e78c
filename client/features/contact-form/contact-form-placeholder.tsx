import { contactCopy } from '../../../shared/catalogue/site-copy';
import { FormPlaceholder } from '../../ui/form-placeholder';

/** The consultation form's place until its code arrives; with JavaScript off, the phone, WhatsApp and email instead. */
export function ContactFormPlaceholder({ heading }: { heading?: 'h2' | 'h3' }) {
  return (
    <FormPlaceholder testId="contact-form" loading={contactCopy.formLoading} noScript={contactCopy.noScript} heading={heading} />
  );
}
