import { useState, type ChangeEvent, type FormEvent } from 'react';
import { isAsked, setupQuestions } from '../../../shared/catalogue/plans/setup-questions';
import { orderSchema, type OrderFormValues } from '../../../shared/validation/order-schema';
import { validateForm } from '../../../shared/validation/validate-form';
import { usePublicConfig } from '../../app/public-config-context';
import { useAppDispatch } from '../../app/hooks';
import { defaultsFor, type ChosenOrderPlan, type OrderFormInput } from './order-request';
import { submitOrder } from './submit-order';
import { useDomainCheck } from './use-domain-check';
import type { ChosenPlan } from '../../state/order-dialog-slice';

/** The form's start with a searched domain and its step filled in, where the plan asks for a domain. */
const withDomain = (input: OrderFormInput, domain: ChosenPlan['domain']): OrderFormInput =>
  domain && 'domainAction' in input.setup
    ? { ...input, setup: { ...input.setup, domainAction: domain.step, domainName: domain.name } }
    : input;

/** Each field's first problem, by its control's name ('email', 'setup.hostname'). */
export type OrderErrors = Partial<Record<string, string>>;

const errorsOf = (values: OrderFormInput): OrderErrors => validateForm(orderSchema, values).errors as OrderErrors;

/** The first control on screen with a problem: focus goes there, in the order the visitor reads. */
const firstInvalid = (form: HTMLFormElement, errors: OrderErrors): HTMLElement | undefined =>
  Array.from(form.elements).find(
    (element): element is HTMLElement => element instanceof HTMLElement && !!errors[element.getAttribute('name') ?? ''],
  );

/**
 * Form state for one plan. Checked on submit; once a submit has been tried, every change is
 * checked again so a message disappears as soon as its field is fixed. Values survive a failed
 * submission and a Cancel; a success resets them to the plan's defaults. `failed` repeats the
 * failure toast inside the dialog, because the modal makes the page's toast region inert (hidden
 * from screen readers) and dims it behind the backdrop.
 */
export function useOrderForm(chosen: ChosenOrderPlan, searched?: ChosenPlan['domain']) {
  const dispatch = useAppDispatch();
  const { captcha } = usePublicConfig();
  const [values, setValues] = useState<OrderFormInput>(() => withDomain(defaultsFor(chosen), searched));
  const [errors, setErrors] = useState<OrderErrors>({});
  const [tried, setTried] = useState(false);
  const [failed, setFailed] = useState(false);
  const domainAsked = setupQuestions[chosen.kind].some((q) => q.id === 'domainName' && isAsked(q, values.setup));
  const domain = useDomainCheck(domainAsked ? values.setup.domainName : undefined);

  const update = (next: OrderFormInput) => {
    setValues(next);
    if (tried) setErrors(errorsOf(next));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    update({ ...values, [event.target.name]: event.target.value });
  const onAnswer = (id: string, value: string) => update({ ...values, setup: { ...values.setup, [id]: value } });
  const onMarketing = (event: ChangeEvent<HTMLInputElement>) => update({ ...values, marketing: event.target.checked });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    const checked = validateForm(orderSchema, values);
    setErrors(checked.errors as OrderErrors);
    if (!checked.valid) {
      firstInvalid(form, checked.errors as OrderErrors)?.focus();
      return;
    }
    setFailed(false);
    const domainCheck = domain.carried;
    const ok = await dispatch(submitOrder({ chosen, values: checked.values as OrderFormValues, captcha, domainCheck }));
    setFailed(!ok);
    if (ok) {
      setValues(defaultsFor(chosen));
      setTried(false);
    } else {
      form.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
  };

  return { values, errors, failed, domain, onChange, onAnswer, onMarketing, onSubmit };
}
