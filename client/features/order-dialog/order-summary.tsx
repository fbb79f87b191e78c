import { css } from '@emotion/react';
import {
  catalogueUnitPrice,
  CONTACT_FOR_PRICING,
  excludingVat,
  hostingPages,
  kindTerms,
  planDetails,
  productAndPlan,
  usersText,
  type BillingPeriod,
} from '../../../shared/catalogue/plans';
import type { ChosenOrderPlan } from './order-request';
import { QuoteLink } from './quote-link';

const styles = css`
  display: grid;
  gap: 0.2rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid var(--border);
  border-radius: 0.75rem;
  background: var(--bg-muted);
  dt {
    font-weight: 700;
    font-size: 1.05rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
    color: var(--primary-strong);
  }
  dd small {
    font-weight: 500;
    color: var(--fg-muted);
  }
  .details {
    font-weight: 400;
    font-size: 0.9rem;
    color: var(--fg-muted);
  }
`;

export interface OrderSummaryProps {
  chosen: ChosenOrderPlan;
  billing?: BillingPeriod;
  /** The number of users on a per-user plan, as typed (it may be invalid for a moment); absent where none was asked. */
  users?: string;
}

/**
 * 'R750' and '/year incl. VAT': the amount stands out, its period and VAT wording follow it; and
 * the amount excluding VAT, 'R652.17 excl. VAT'.
 */
function priceText({ plan }: ChosenOrderPlan, billing: BillingPeriod): { amount: string; rest: string; excl: string } {
  const [amount, ...rest] = catalogueUnitPrice(plan, billing).split(/(?=\/)/);
  return { amount, rest: rest.join(''), excl: excludingVat(amount) };
}

/**
 * The order dialog's summary box: the product and the plan ("Shared Hosting · Business", so no two plans
 * read alike), its price on the chosen billing period or 'Contact for Pricing' where prices are
 * hidden, its details and, on a per-user plan, how many users.
 */
export function OrderSummary({ chosen, billing = 'monthly', users }: OrderSummaryProps) {
  const { kind, plan } = chosen;
  const priced = hostingPages[kind].showPrices;
  const count = Number(users);
  const perUser = users !== undefined && kindTerms[kind].perUser && Number.isInteger(count) && count >= 1;
  const price = priceText(chosen, billing);
  return (
    <dl css={styles} data-testid="order-summary">
      <dt>{productAndPlan(chosen)}</dt>
      <dd>
        {priced ? (
          <>
            {price.amount}
            <small>{price.rest}</small>
          </>
        ) : (
          CONTACT_FOR_PRICING
        )}
      </dd>
      {priced && (
        <dd className="details" data-testid="order-summary-excl-vat">
          {price.excl}
        </dd>
      )}
      <dd className="details">
        {planDetails(plan)}
        {perUser && ` · ${usersText(count)}`}
      </dd>
      {priced && <QuoteLink chosen={chosen} billing={billing} users={perUser ? count : undefined} />}
    </dl>
  );
}
