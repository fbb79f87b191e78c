import { css } from '@emotion/react';
import type { ChangeEvent } from 'react';
import { BILLING_LABELS, billingPeriods, catalogueUnitPrice, hostingPages } from '../../../shared/catalogue/plans';
import { orderCopy } from '../../../shared/catalogue/order-copy';
import type { ChosenOrderPlan } from './order-request';

const styles = css`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.25rem;
  legend {
    width: 100%;
    padding: 0;
    margin-bottom: 0.35rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    min-height: 2.75rem;
  }
  input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: var(--primary);
  }
`;

interface BillingChoiceProps {
  chosen: ChosenOrderPlan;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Monthly or yearly, where the plan has a yearly price: the visitor's choice, which the order records. */
export function BillingChoice({ chosen, value, onChange }: BillingChoiceProps) {
  const periods = billingPeriods(chosen.plan);
  if (periods.length < 2) return null;
  const priced = hostingPages[chosen.kind].showPrices;
  return (
    <fieldset css={styles} data-testid="order-billing">
      <legend>{orderCopy.labels.billing}</legend>
      {periods.map((period) => (
        <label key={period}>
          <input type="radio" name="billing" value={period} checked={value === period} onChange={onChange} />
          {BILLING_LABELS[period]}
          {priced && ` (${catalogueUnitPrice(chosen.plan, period)})`}
        </label>
      ))}
    </fieldset>
  );
}
