import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { CaptchaStatus, CaptchaWidgetHandle } from '../../lib/captcha/captcha-types';
import { selectIsSubmitting } from '../../state/submission-slice';
import { contactSchema, emptyContactForm, type ContactFormValues } from '../../../shared/validation/contact-schema';
import { validateForm } from '../../../shared/validation/validate-form';
import { submitContactForm } from './submit-contact-form';

const TEXT_INPUTS: ReadonlySet<string> = new Set(['text', 'email', 'tel']);

export type ContactErrors = Partial<Record<keyof ContactFormValues, string>>;
const errorsOf = (values: ContactFormValues): ContactErrors => validateForm(contactSchema, values).errors;

/**
 * The form's values, inline errors and captcha token live here; the submitting flag lives in the
 * store. An invalid send marks each field where it is (as the order dialog does) besides the
 * spec's toast, and moves focus to the first; from then on every change is checked again, so a
 * mark goes as soon as its field is fixed.
 */
export function useContactForm(initialMessage = '') {
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((state) => selectIsSubmitting(state, 'contact'));
  const [values, setValues] = useState<ContactFormValues>(() => ({ ...emptyContactForm, message: initialMessage }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [token, setToken] = useState<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>('loading');
  const captcha = useRef<CaptchaWidgetHandle>(null);

  const tried = Object.keys(errors).length > 0;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (tried) setErrors(errorsOf(next));
  };

  const onMarketing = (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, marketing: event.target.checked });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = await dispatch(submitContactForm(values, token));
    if (outcome === 'invalid') {
      const found = errorsOf(values);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } else if (outcome !== 'busy') setErrors({});
    if (outcome === 'sent') setValues(emptyContactForm);
    // A token the server has seen is spent, so after a send, good or bad, the visitor solves a fresh one.
    if (outcome === 'sent' || outcome === 'failed') {
      setToken(null);
      captcha.current?.reset();
    }
  };

  // Browsers do not submit on Enter while the form's send button is disabled; without a token the
  // visitor should still hear why, so Enter in a one-line field submits the form anyway.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target;
    if (event.key !== 'Enter' || token || submitting || event.nativeEvent.isComposing) return;
    if (!(field instanceof HTMLInputElement) || !TEXT_INPUTS.has(field.type)) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  return {
    values,
    errors,
    token,
    submitting,
    captcha,
    captchaStatus,
    onChange,
    onMarketing,
    onSubmit,
    onKeyDown,
    onToken: setToken,
    onCaptchaStatus: setCaptchaStatus,
  };
}
