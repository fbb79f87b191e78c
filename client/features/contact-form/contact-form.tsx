import { usePublicConfig } from '../../app/public-config-context';
import { CaptchaWidget } from '../../lib/captcha/captcha-widget';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormField } from '../../ui/form-field';
import { PrivacyNotice } from '../../ui/privacy-notice';
import { Spinner } from '../../ui/spinner';
import { formCardStyles } from '../../ui/form-card';
import { contactFormCopy as copy } from '../../../shared/catalogue/contact-form-copy';
import { consentCopy } from '../../../shared/catalogue/site-copy';
import { useContactForm } from './use-contact-form';

const L = copy.labels;

/** The consultation form: five fields, the marketing box, the captcha, one send button, a privacy line. */
export function ContactForm({ initialMessage }: { initialMessage?: string }) {
  const { captcha: captchaConfig } = usePublicConfig();
  const { captcha, ...form } = useContactForm(initialMessage);
  const { values, errors, onChange } = form;
  const field = (name: Exclude<keyof typeof values, 'marketing'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange,
  });

  return (
    <form
      css={formCardStyles}
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      onKeyDown={form.onKeyDown}
      aria-busy={form.submitting}
      data-testid="contact-form"
    >
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
      <div className="wide" data-testid="contact-captcha" data-status={form.captchaStatus}>
        <CaptchaWidget ref={captcha} captcha={captchaConfig} onToken={form.onToken} onStatus={form.onCaptchaStatus} />
      </div>
      {/* data-toast-clear: toasts move rather than cover the send button (features/toasts). */}
      <div className="wide" data-toast-clear="">
        <Button type="submit" size="lg" className="send" disabled={form.submitting || !form.token}>
          {form.submitting && <Spinner />}
          {form.submitting ? copy.sending : copy.send}
        </Button>
      </div>
      <PrivacyNotice className="wide" />
    </form>
  );
}
