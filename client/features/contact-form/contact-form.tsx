import { RequestFormCard } from '../../lib/request-form-card';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormField } from '../../ui/form-field';
import { contactFormCopy as copy } from '../../../shared/catalogue/contact-form-copy';
import { consentCopy } from '../../../shared/catalogue/site-copy';
import { useContactForm } from './use-contact-form';

const L = copy.labels;

/** The consultation form: five fields, the marketing box, the captcha, one send button, a privacy line. */
export function ContactForm({ initialMessage }: { initialMessage?: string }) {
  const { captcha, ...form } = useContactForm(initialMessage);
  const { values, field } = form;

  return (
    <RequestFormCard form={form} captcha={captcha} testId="contact-form" copy={copy}>
      <FormField label={L.name} type="text" autoComplete="name" required {...field('name')} />
      <FormField label={L.email} type="email" autoComplete="email" required {...field('email')} />
      <FormField label={L.company} type="text" autoComplete="organization" {...field('company')} />
      <FormField label={L.phone} type="tel" autoComplete="tel" {...field('phone')} />
      <FormField
        className="wide"
        label={L.message}
        multiline
        rows={5}
        required
        placeholder={copy.messagePlaceholder}
        {...field('message')}
      />
      <CheckboxField
        className="wide"
        name="marketing"
        label={consentCopy.label}
        checked={values.marketing}
        onChange={form.onMarketing}
      />
    </RequestFormCard>
  );
}
