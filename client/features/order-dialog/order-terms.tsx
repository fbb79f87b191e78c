import { css } from '@emotion/react';
import { legalDocumentPath } from '../../../shared/catalogue/legal-document-ids';
import { coolingOffNote, termLines, type BillingPeriod, type PlanKind } from '../../../shared/catalogue/plans';
import { orderCopy } from '../../../shared/catalogue/order-copy';

const styles = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid var(--border);
  border-radius: 0.75rem;
  font-size: 0.875rem;
  h3 {
    margin: 0 0 0.4rem;
    font-size: 0.95rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.75rem;
    margin: 0 0 0.5rem;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: var(--fg-muted);
  }
  dd {
    margin: 0;
  }
  p {
    margin: 0;
    color: var(--fg-muted);
  }
  a {
    color: var(--primary-strong);
  }
`;

/** The Terms of Service clause that lists the same terms for every kind of plan. */
const TERMS_HREF = `${legalDocumentPath('terms-of-service')}#7-term-renewal-and-cancellation`;

/**
 * The contract terms of the chosen plan and billing period, before the visitor sends the order
 * (ECT Act s43(1)), with the consumer's cooling-off right (s44) and a link to the clause of the
 * Terms of Service that says the same.
 */
export function OrderTerms({ kind, billing }: { kind: PlanKind; billing: BillingPeriod }) {
  return (
    <section css={styles} aria-labelledby="order-terms-heading" data-testid="order-terms">
      <h3 id="order-terms-heading">{orderCopy.termsHeading}</h3>
      <dl>
        {termLines(kind, billing).map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        {coolingOffNote}{' '}
        <a href={TERMS_HREF} target="_blank" rel="noopener">
          {orderCopy.termsLink}
        </a>
      </p>
    </section>
  );
}
