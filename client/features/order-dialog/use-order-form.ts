import { useState, type ChangeEvent, type FormEvent } from 'react';
import { orderSchema, type OrderFormValues } from '../../../shared/validation/order-schema';
import { validateForm } from '../../../shared/validation/validate-form';
import { usePublicConfig } from '../../app/public-config-context';
import { useAppDispatch } from '../../app/hooks';
import { defaultsFor, type ChosenOrderPlan, type OrderFormInput } from './order-request';
import { submitOrder } from './submit-order';

type OrderField = keyof OrderFormValues;
export type OrderErrors = Partial<Record<OrderField, string>>;

/** The fields in the order they are drawn, which is also the schema's order. */
const ORDER_FIELDS: readonly OrderField[] = ['name', 'email', 'phone', 'company', 'message', 'billing', 'users'];

/**
 * Form state for one plan. Checked on submit; once a submit has been tried, every change is
 * checked again so a message disappears as soon as its field is fixed. Values survive a failed
 * submission and a Cancel; a success resets them to the plan's defaults. `failed` repeats the
 * failure toast inside the dialog, because the modal makes the page's toast region inert (hidden
 * from screen readers) and dims it behind the backdrop.
 */
export function useOrderForm(chosen: ChosenOrderPlan) {
  const dispatch = useAppDispatch();
  const { captcha } = usePublicConfig();
  const [values, setValues] = useState<OrderFormInput>(() => defaultsFor(chosen));
  const [errors, setErrors] = useState<OrderErrors>({});
  const [tried, setTried] = useState(false);
  const [failed, setFailed] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (tried) setErrors(validateForm(orderSchema, next).errors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    const checked = validateForm(orderSchema, values);
    setErrors(checked.errors);
    if (!checked.valid) {
      const first = ORDER_FIELDS.find((field) => checked.errors[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFailed(false);
    const ok = await dispatch(submitOrder({ chosen, values: checked.values, captcha }));
    setFailed(!ok);
    if (ok) {
      setValues(defaultsFor(chosen));
      setTried(false);
    } else {
      form.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
  };

  return { values, errors, failed, onChange, onSubmit };
}
