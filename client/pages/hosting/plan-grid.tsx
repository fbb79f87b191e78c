import { css } from '@emotion/react';
import type { GridColumns, HostingPage, Plan } from '../../../shared/catalogue/plans';
import { Container, Section } from '../../ui/container';
import { mq } from '../../ui/tokens';
import { PlanCard } from './plan-card';

const columns = (count: number) => `grid-template-columns: repeat(${count}, minmax(0, 1fr));`;

/** §9 column counts: small (phones) up to extra large (1280 px and wider). */
const gridStyles = (c: GridColumns) => css`
  display: grid;
  gap: 2rem 1.5rem;
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
  & > li {
    display: flex;
  }
  & > li > article {
    flex: 1;
  }
`;

const heading = css`
  text-align: center;
  font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  margin-bottom: 2rem;
`;

export function PlanGrid({ page, plans }: { page: HostingPage; plans: readonly Plan[] }) {
  return (
    <Section aria-labelledby="plans-heading">
      <Container>
        <h2 id="plans-heading" css={heading}>
          {page.sectionTitle}
        </h2>
        <ul css={gridStyles(page.columns)} data-testid="plan-grid">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard page={page} plan={plan} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
