import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { GridColumns, HostingPage, Plan } from '../../../shared/catalogue/plans';
import { Container, Section } from '../../ui/container';
import { loneLastCard } from '../../ui/grid';
import { mq } from '../../ui/tokens';
import { PlanCard } from './plan-card';

/** The rows a plan card lays out on (see plan-card.tsx): name, price, specifications, features, order. */
const CARD_ROWS = 5;

const columns = (count: number) => `grid-template-columns: repeat(${count}, minmax(0, 1fr)); ${loneLastCard(count)}`;

/** Column counts: small (phones) up to extra large (1280 px and wider). */
const gridStyles = (c: GridColumns) => css`
  display: grid;
  /* No row gap: a card's five rows are rows of this grid, and a gap would open between them too;
     the space between rows of cards is each card's bottom margin. */
  gap: 0 1.5rem;
  list-style: none;
  margin: 0;
  padding: 0.75rem 0 0;
  ${columns(c.sm)}
  ${mq.md} {
    ${columns(c.md)}
  }
  ${mq.lg} {
    ${columns(c.lg)}
  }
  ${mq.xl} {
    ${columns(c.xl)}
  }
  /* Each card spans five rows of the grid and shares them with the cards beside it (subgrid):
     name, price, specifications, features and order button line up across a row, however many
     lines a name or a price takes in one card. */
  & > li {
    display: grid;
    grid-row: span ${CARD_ROWS};
    grid-template-rows: subgrid;
    row-gap: 0;
    margin-bottom: 2rem;
  }
  & > li > article {
    grid-row: 1 / -1;
  }
`;

const heading = css`
  text-align: center;
  font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  margin-bottom: 2rem;
`;

/** A hosting page's plans: its heading, then what `children` shows (the cards, or the VPS table). */
export function PlansSection({ page, switcher, children }: { page: HostingPage; switcher?: ReactNode; children: ReactNode }) {
  return (
    <Section aria-labelledby="plans-heading">
      <Container>
        <h2 id="plans-heading" css={heading}>
          {page.sectionTitle}
        </h2>
        {switcher}
        {children}
      </Container>
    </Section>
  );
}

export function PlanGrid({ page, plans }: { page: HostingPage; plans: readonly Plan[] }) {
  return (
    <ul css={gridStyles(page.columns)} data-testid="plan-grid">
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard page={page} plan={plan} />
        </li>
      ))}
    </ul>
  );
}
