import { css } from '@emotion/react';
import type { HostingPage, Plan } from '../../../shared/catalogue/plans';
import { HighlightBadge } from '../../ui/highlight-badge';
import { Icon } from '../../ui/icons';
import { OrderButton } from './order-button';
import { PlanPrice } from './plan-price';
import { planSpecs } from './plan-specs';

const styles = css`
  position: relative;
  /* The rows of plan-grid.tsx, shared with the cards beside it; a part a card lacks leaves its row empty. */
  display: grid;
  grid-template-rows: subgrid;
  row-gap: 0;
  align-content: start;
  & > h3 {
    grid-row: 1;
  }
  & > [data-testid='plan-price'] {
    grid-row: 2;
  }
  & > dl {
    grid-row: 3;
    align-self: start;
  }
  & > ul {
    grid-row: 4;
    align-self: start;
  }
  & > form {
    grid-row: 5;
    align-self: end;
  }
  padding: 1.75rem 1.5rem 1.5rem;
  border: 1px solid var(--border);
  border-radius: 1rem;
  background: var(--bg-elevated);
  &.popular {
    border-color: var(--primary);
    box-shadow:
      0 0 0 1px var(--primary),
      var(--shadow);
  }
  .badge {
    position: absolute;
    top: 0;
    left: 50%;
    transform: translate(-50%, -50%);
    background: var(--bg-elevated);
    white-space: nowrap;
  }
  h3 {
    font-size: 1.35rem;
    margin-bottom: 0.75rem;
  }
  dl {
    margin: 0 0 1.25rem;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.45rem 1rem;
    font-size: 0.95rem;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: var(--fg-muted);
    white-space: nowrap;
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  ul {
    list-style: none;
    margin: 0 0 1.5rem;
    padding: 1rem 0 0;
    border-top: 1px solid var(--border);
    display: grid;
    gap: 0.5rem;
    font-size: 0.95rem;
  }
  li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  li svg {
    flex: none;
    margin-top: 0.2rem;
    color: var(--primary-strong);
  }
  form {
    margin-top: auto;
  }
`;

export function PlanCard({ page, plan }: { page: HostingPage; plan: Plan }) {
  const headingId = `plan-${page.kind}-${plan.id}`;
  return (
    <article
      css={styles}
      className={plan.popular ? 'popular' : undefined}
      aria-labelledby={headingId}
      data-testid="plan-card"
      data-plan={plan.id}
    >
      {plan.popular && <HighlightBadge className="badge">Most Popular</HighlightBadge>}
      <h3 id={headingId}>{plan.name}</h3>
      {page.showPrices && <PlanPrice plan={plan} />}
      <dl>
        {planSpecs(page.kind, plan).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {plan.features && (
        <ul aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={16} />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <OrderButton kind={page.kind} planId={plan.id} label={page.orderLabel} describedBy={headingId} />
    </article>
  );
}
