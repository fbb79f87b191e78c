import { useCallback, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { CaptchaStatus, CaptchaWidgetHandle } from '../../lib/captcha/captcha-types';
import { selectIsSubmitting } from '../../state/submission-slice';
import { emptyContactForm, type ContactFormValues } from '../../../shared/validation/contact-schema';
import { submitContactForm } from './submit-contact-form';

const TEXT_INPUTS: ReadonlySet<string> = new Set(['text', 'email', 'tel']);

/** The form's values and captcha token live here; the submitting flag lives in the store. */
export function useContactForm(initialMessage = '') {
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((state) => selectIsSubmitting(state, 'contact'));
  const [values, setValues] = useState<ContactFormValues>(() => ({ ...emptyContactForm, message: initialMessage }));
  const [token, setToken] = useState<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>('loading');
  const captcha = useRef<CaptchaWidgetHandle>(null);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await dispatch(submitContactForm(values, token));
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
    token,
    submitting,
    captcha,
    captchaStatus,
    onChange,
    onSubmit,
    onKeyDown,
    onToken: setToken,
    onCaptchaStatus: setCaptchaStatus,
  };
}
