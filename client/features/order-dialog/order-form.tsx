import { css } from '@emotion/react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsSubmitting } from '../../state/submission-slice';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { PrivacyNotice } from '../../ui/privacy-notice';
import { Spinner } from '../../ui/spinner';
import { mq } from '../../ui/tokens';
import { orderCopy } from './order-copy';
import { orderDialogClosed } from './order-dialog-slice';
import type { ChosenOrderPlan } from './order-request';
import { useOrderForm } from './use-order-form';

const styles = css`
  display: grid;
  gap: 1rem;
  .failure {
    margin: 0;
    padding: 0.75rem 1rem;
    border: 1px solid var(--destructive);
    border-radius: 0.75rem;
    background: color-mix(in srgb, var(--destructive) 12%, var(--bg-elevated));
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.75rem;
    margin-top: 0.5rem;
    ${mq.sm} {
      flex-direction: row;
      justify-content: flex-end;
    }
  }
  .actions button {
    min-width: 8.5rem;
  }
`;

const L = orderCopy.labels;

export function OrderForm({ chosen }: { chosen: ChosenOrderPlan }) {
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((state) => selectIsSubmitting(state, 'order'));
  const { values, errors, failed, onChange, onSubmit } = useOrderForm(chosen);
  const field = (name: keyof typeof values) => ({ name, value: values[name], error: errors[name], onChange });

  return (
    <form css={styles} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} data-testid="order-form">
      <FormField label={L.name} type="text" autoComplete="name" required data-autofocus {...field('name')} />
      <FormField label={L.email} type="email" autoComplete="email" required {...field('email')} />
      <FormField label={L.phone} type="tel" autoComplete="tel" required {...field('phone')} />
      <FormField label={L.company} type="text" autoComplete="organization" {...field('company')} />
      <FormField label={L.message} multiline rows={4} {...field('message')} />
      <PrivacyNotice />
      {failed && (
        <p className="failure" role="alert">
          {orderCopy.failure.description}
        </p>
      )}
      <div className="actions">
        <Button variant="outline" disabled={submitting} onClick={() => dispatch(orderDialogClosed())}>
          {orderCopy.cancel}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting && <Spinner />}
          {submitting ? orderCopy.submitting : orderCopy.submit}
        </Button>
      </div>
    </form>
  );
}
