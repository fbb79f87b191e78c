import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectIsSubmitting } from '../state/submission-slice';
import type { CaptchaStatus, CaptchaWidgetHandle } from './captcha/captcha-types';
import type { FormCheck } from './form-rules';
import { toastShown } from '../state/toasts-slice';
import { retryImport } from './retry-import';
import type { RequestForm } from './submit-request';

const TEXT_INPUTS: ReadonlySet<string> = new Set(['text', 'email', 'tel']);

/** The send's code (its checks, the request, its toasts): fetched at the form's first focus, or at the send. */
const loadSend = () => retryImport(() => import(/* webpackChunkName: "submit-request" */ './submit-request'));

/**
 * A form that posts a request with a captcha (the consultation form, the call back): its values,
 * inline errors and captcha token live here; the submitting flag lives in the store. An invalid
 * send marks each field where it is besides the toast, and moves focus to the first; from then on
 * every change is checked again, so a mark goes as soon as its field is fixed. `empty` is what the
 * form holds again after a send. The form's rules and its send's code are fetched at its first focus
 * (`onFocus`), or at the send.
 */
export function useRequestForm<S extends AnyObjectSchema>(form: RequestForm<S>, initial: InferType<S>, empty: InferType<S>) {
  type Values = InferType<S>;
  type Errors = Partial<Record<keyof Values & string, string>>;
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((state) => selectIsSubmitting(state, form.form));
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [token, setToken] = useState<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>('loading');
  const captcha = useRef<CaptchaWidgetHandle>(null);
  // Loaded by the first send at the latest, so there before any field is marked.
  const check = useRef<FormCheck<Values> | null>(null);
  const loadRules = () => form.rules().then((loaded) => (check.current = loaded));
  const prepare = () => Promise.all([loadSend(), loadRules().catch(() => undefined)]);
  const errorsOf = (checked: Values): Errors => (check.current?.(checked).errors ?? {}) as Errors;

  const tried = Object.keys(errors).length > 0;
  const setValue = (name: string, value: unknown) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (tried) setErrors(errorsOf(next));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValue(event.target.name, event.target.value);
  /** A text or select field's props: `<FormField {...field('name')} />`. */
  const field = <N extends keyof Values & string>(name: N) => ({ name, value: values[name], error: errors[name], onChange });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    let submitRequest: Awaited<ReturnType<typeof loadSend>>['submitRequest'];
    try {
      [{ submitRequest }] = await prepare();
    } catch (error) {
      console.error(`${form.what}: its send could not be loaded`, error);
      dispatch(toastShown({ ...form.copy.failure, variant: 'destructive' }));
      return;
    }
    const outcome = await dispatch(submitRequest(form, values, token));
    if (outcome === 'invalid') {
      const found = errorsOf(values);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } else if (outcome !== 'busy') setErrors({});
    if (outcome === 'sent') setValues(empty);
    // A token the server has seen is spent, so after a send, good or bad, the visitor solves a fresh one.
    if (outcome === 'sent' || outcome === 'failed') {
      setToken(null);
      captcha.current?.reset();
    }
  };

  // Browsers do not submit on Enter while the form's send button is disabled; without a token the
  // visitor should still hear why, so Enter in a one-line field submits the form anyway.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || token || submitting || event.nativeEvent.isComposing) return;
    if (!(target instanceof HTMLInputElement) || !TEXT_INPUTS.has(target.type)) return;
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
    setValue,
    onChange,
    field,
    onSubmit,
    onKeyDown,
    onFocus: () => void prepare().catch(() => undefined),
    onToken: setToken,
    onCaptchaStatus: setCaptchaStatus,
  };
}
