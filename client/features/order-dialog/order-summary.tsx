import { css } from '@emotion/react';
import { CONTACT_FOR_PRICING, hostingPages, PER_MONTH, planDetails, VAT_INCLUDED } from '../../../shared/catalogue/plans';
import type { ChosenOrderPlan } from './order-request';

const styles = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  align-items: baseline;
  margin: 0 0 1.25rem;
  padding: 0.9rem 1rem;
  border: 1px solid var(--border);
  border-radius: 0.75rem;
  background: var(--bg-muted);
  dt {
    font-weight: 700;
    font-size: 1.05rem;
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
    color: var(--primary-strong);
  }
  dd small {
    font-weight: 500;
    color: var(--fg-muted);
  }
  .details {
    grid-column: 1 / -1;
    text-align: left;
    font-weight: 400;
    font-size: 0.9rem;
    color: var(--fg-muted);
  }
`;

/** The summary box of §4: the plan and its price, or 'Contact for Pricing' where prices are hidden. */
export function OrderSummary({ chosen }: { chosen: ChosenOrderPlan }) {
  const { kind, plan } = chosen;
  const priced = hostingPages[kind].showPrices;
  return (
    <dl css={styles} data-testid="order-summary">
      <dt>{plan.name}</dt>
      <dd>
        {priced ? (
          <>
            {plan.price}
            <small>
              {PER_MONTH} {VAT_INCLUDED}
            </small>
          </>
        ) : (
          CONTACT_FOR_PRICING
        )}
      </dd>
      <dd className="details">{planDetails(plan)}</dd>
    </dl>
  );
}
