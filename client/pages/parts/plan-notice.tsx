import { css } from '@emotion/react';
import { findPlanById, type PlanChoice } from '../../../shared/catalogue/plans';
import { contactCopy } from '../../../shared/catalogue/site-copy';
import { OrderSummary } from '../../features/order-dialog/order-summary';
import { tileStyles, tileTextStyles } from '../../ui/card';

const styles = css`
  ${tileStyles}
  ${tileTextStyles}
  border-color: var(--primary);
  padding: 1.25rem;
  .with-script,
  .without-script {
    margin-top: 0.75rem;
  }
  .without-script {
    display: none;
  }
  @media (scripting: none) {
    .with-script {
      display: none;
    }
    .without-script {
      display: block;
    }
  }
`;

const { planNotice } = contactCopy;

/**
 * The plan a visitor pressed Order on before the page's script ran, shown beside the form it fills
 * in; nothing for an id no plan has. In a chunk of its own with the plan catalogue, the order's
 * summary and its quotation link: only a `?plan=` address shows it (the contact page's `partsFor`).
 */
export function PlanNoticeFor({ id }: { id: string | undefined }) {
  const choice = id === undefined ? undefined : findPlanById(id);
  return choice ? <PlanNotice choice={choice} /> : null;
}

function PlanNotice({ choice }: { choice: PlanChoice }) {
  return (
    <section css={styles} aria-labelledby="plan-notice-heading" data-testid="plan-notice">
      <h3 id="plan-notice-heading">{planNotice.heading}</h3>
      <OrderSummary chosen={choice} />
      <p className="with-script">{planNotice.text}</p>
      <p className="without-script">{planNotice.noScriptText}</p>
    </section>
  );
}
