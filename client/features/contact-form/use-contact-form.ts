import type { ChangeEvent } from 'react';
import type { RequestForm } from '../../lib/submit-request';
import { useRequestForm } from '../../lib/use-request-form';
import { emptyContactForm } from '../../../shared/validation/blank-forms';
import type { contactSchema } from '../../../shared/validation/contact-schema';
import { rulesOf } from '../../lib/form-rules';
import { contactFormCopy } from '../../../shared/catalogue/contact-form-copy';

const contactForm: RequestForm<typeof contactSchema> = {
  form: 'contact',
  what: 'Contact form',
  rules: rulesOf(() =>
    import(/* webpackChunkName: "contact-rules" */ '../../../shared/validation/contact-schema').then((m) => m.contactSchema),
  ),
  copy: contactFormCopy,
  body: (values, captcha) => ({ ...values, captcha, kind: 'contact' }),
};

/** The consultation form (lib/use-request-form.ts), with its marketing box; a plan's order starts its message. */
export function useContactForm(initialMessage = '') {
  const form = useRequestForm(contactForm, { ...emptyContactForm, message: initialMessage }, emptyContactForm);
  const onMarketing = (event: ChangeEvent<HTMLInputElement>) => form.setValue('marketing', event.target.checked);
  return { ...form, onMarketing };
}
