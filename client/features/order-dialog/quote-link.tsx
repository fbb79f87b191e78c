import { css } from '@emotion/react';
import { orderCopy } from '../../../shared/catalogue/order-copy';
import type { BillingPeriod, PlanChoice } from '../../../shared/catalogue/plans';
import { quoteHref } from '../../../shared/catalogue/quotation';

const styles = css`
  font-size: 0.9rem;
  a {
    color: var(--primary-strong);
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
`;

/**
 * The plan's formal quotation (a PDF from GET /quote), for a buyer whose procurement approves the
 * purchase: on the chosen billing period and, on a per-user plan, for the users given.
 */
export function QuoteLink({ chosen, billing, users }: { chosen: PlanChoice; billing: BillingPeriod; users?: number }) {
  return (
    <dd css={styles}>
      <a href={quoteHref({ ...chosen, billing, users })} type="application/pdf" download data-testid="quote-link">
        {orderCopy.quoteLink}
      </a>
    </dd>
  );
}
