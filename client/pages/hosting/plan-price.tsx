import { css } from '@emotion/react';
import { PER_MONTH, PER_YEAR, VAT_INCLUDED, type HostingPage, type Plan } from '../../../shared/catalogue/plans';
import { HighlightBadge } from '../../ui/highlight-badge';

const styles = css`
  margin-bottom: 1.25rem;
  .monthly {
    margin: 0;
    display: flex;
    align-items: baseline;
    gap: 0.25rem;
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
`;

/** The rand price of a priced page's card, with its yearly price and label where the plan has one. */
export function PlanPrice({ page, plan }: { page: HostingPage; plan: Plan }) {
  return (
    <div css={styles} data-testid="plan-price">
      <p className="monthly">
        <span className="amount">{plan.price}</span>
        <span className="period">
          {PER_MONTH} {VAT_INCLUDED}
        </span>
      </p>
      {plan.yearlyPrice && page.yearlyLabel && (
        <p className="yearly" data-testid="yearly-price">
          <span>
            or <strong>{plan.yearlyPrice}</strong>
            {PER_YEAR} {VAT_INCLUDED}
          </span>
          <HighlightBadge tone="accent">{page.yearlyLabel}</HighlightBadge>
        </p>
      )}
    </div>
  );
}
