import { css } from '@emotion/react';
import { excludingVat, PER_MONTH, PER_YEAR, VAT_INCLUDED, yearlySaving, type Plan } from '../../../shared/catalogue/plans';
import { HighlightBadge } from '../../ui/highlight-badge';

const styles = css`
  margin-bottom: 1.25rem;
  /* Cards in one row are equally wide: each decides the same way, so their rows line up. */
  container-type: inline-size;
  .monthly {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: 0.25rem;
  }
  /* The period is one label, never split: in a card too narrow for "R1499 /month incl. VAT" it
     goes below the amount, in every card of that width alike. */
  .period,
  .per-year {
    white-space: nowrap;
  }
  @container (max-width: 17.5rem) {
    .monthly {
      flex-direction: column;
    }
  }
  .amount {
    font-size: 2.1rem;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  .period,
  .yearly {
    color: var(--fg-muted);
  }
  .yearly {
    margin: 0.35rem 0 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.95rem;
  }
  .yearly strong {
    color: var(--fg);
  }
  /* For a business that claims the VAT back: small, under the price it belongs to. */
  .excl {
    margin: 0.15rem 0 0;
    font-size: 0.85rem;
    color: var(--fg-muted);
  }
`;

/**
 * The rand price of a priced page's card, with its yearly price and what it saves where the plan
 * has one; under each, smaller, the amount excluding VAT.
 */
export function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <div css={styles} data-testid="plan-price">
      <p className="monthly">
        <span className="amount">{plan.price}</span>
        <span className="period">
          {PER_MONTH} {VAT_INCLUDED}
        </span>
      </p>
      <p className="excl" data-testid="price-excl-vat">
        {excludingVat(plan.price)}
      </p>
      {plan.yearlyPrice && (
        <p className="yearly" data-testid="yearly-price">
          <span>
            or <strong>{plan.yearlyPrice}</strong>
            <span className="per-year">
              {PER_YEAR} {VAT_INCLUDED}
            </span>
          </span>
          <HighlightBadge tone="accent">{yearlySaving(plan)}</HighlightBadge>
        </p>
      )}
      {plan.yearlyPrice && (
        <p className="excl" data-testid="yearly-price-excl-vat">
          {excludingVat(plan.yearlyPrice)}
        </p>
      )}
    </div>
  );
}
