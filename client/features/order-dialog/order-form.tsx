import { css } from '@emotion/react';
import { kindTerms, USERS_LIMITS, type BillingPeriod } from '../../../shared/catalogue/plans';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsSubmitting } from '../../state/submission-slice';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormField } from '../../ui/form-field';
import { PrivacyNotice } from '../../ui/privacy-notice';
import { Spinner } from '../../ui/spinner';
import { BillingChoice } from './billing-choice';
import { DomainCheckNote } from './domain-check-note';
import { orderCopy } from '../../../shared/catalogue/order-copy';
import { consentCopy } from '../../../shared/catalogue/site-copy';
import { orderDialogClosed, type ChosenPlan } from '../../state/order-dialog-slice';
import type { ChosenOrderPlan } from './order-request';
import { OrderSummary } from './order-summary';
import { OrderTerms } from './order-terms';
import { SetupFields } from './setup-fields';
import { useOrderForm } from './use-order-form';

const styles = css`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  /* The fields scroll inside when the screen is short; the action row below them never moves. */
  .fields {
    display: grid;
    gap: 0.9rem;
    flex: 1 1 auto;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    /* Room for focus rings, which would otherwise be clipped by the scroll box. */
    margin: 0 -0.35rem;
    padding: 0.25rem 0.35rem 0.75rem;
  }
  .failure {
    margin: 0;
    padding: 0.75rem 1rem;
    border: 1px solid var(--destructive);
    border-radius: 0.75rem;
    background: color-mix(in srgb, var(--destructive) 12%, var(--bg-elevated));
    font-weight: 600;
  }
  .actions {
    flex: none;
    display: flex;
    gap: 0.75rem;
    justify-content: flex-end;
    padding-top: 0.9rem;
    border-top: 1px solid var(--border);
  }
  .actions button {
    flex: 1 1 0;
    max-width: 11rem;
    padding-inline: 0.75rem;
    white-space: nowrap;
  }
`;

const L = orderCopy.labels;

export function OrderForm({ chosen, searched }: { chosen: ChosenOrderPlan; searched?: ChosenPlan['domain'] }) {
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((state) => selectIsSubmitting(state, 'order'));
  const { values, errors, failed, domain, onChange, onAnswer, onMarketing, onSubmit } = useOrderForm(chosen, searched);
  const field = (name: 'name' | 'email' | 'phone' | 'company' | 'message' | 'users') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange,
  });
  const billing: BillingPeriod = values.billing === 'yearly' ? 'yearly' : 'monthly';

  return (
    <form css={styles} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} data-testid="order-form">
      <div className="fields">
        <OrderSummary chosen={chosen} billing={billing} users={values.users} />
        <FormField label={L.name} type="text" autoComplete="name" required data-autofocus {...field('name')} />
        <FormField label={L.email} type="email" autoComplete="email" required {...field('email')} />
        <FormField label={L.phone} type="tel" autoComplete="tel" required {...field('phone')} />
        <FormField label={L.company} type="text" autoComplete="organization" {...field('company')} />
        {kindTerms[chosen.kind].perUser && (
          <FormField
            label={L.users}
            type="number"
            inputMode="numeric"
            min={USERS_LIMITS.min}
            max={USERS_LIMITS.max}
            step={1}
            required
            {...field('users')}
          />
        )}
        <BillingChoice chosen={chosen} value={billing} onChange={onChange} />
        <SetupFields
          chosen={chosen}
          answers={values.setup}
          errors={errors}
          onAnswer={onAnswer}
          onLeave={(id) => id === 'domainName' && domain.onLeave()}
          after={{ domainName: <DomainCheckNote check={domain.check} step={values.setup.domainAction} /> }}
        />
        <FormField label={L.message} multiline rows={3} {...field('message')} />
        <CheckboxField name="marketing" label={consentCopy.label} checked={values.marketing} onChange={onMarketing} />
        <OrderTerms kind={chosen.kind} billing={billing} />
        <PrivacyNotice />
        {failed && (
          <p className="failure" role="alert">
            {orderCopy.failure.description}
          </p>
        )}
      </div>
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
