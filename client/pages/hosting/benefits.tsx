import { css } from '@emotion/react';
import { hostingPages, type PlanKind } from '../../../shared/catalogue/plans';
import { iconFrame, tileStyles } from '../../ui/card';
import { Container } from '../../ui/container';
import { fourUpStyles } from '../../ui/grid';
import { mq } from '../../ui/tokens';
import { BenefitIcon } from './benefit-icon';

const styles = css`
  padding: 3rem 0 0;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1rem;
  }
  .four {
    ${fourUpStyles}
  }
  .three {
    ${mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  /* The text sits beside the icon while the tile leaves it 11rem, and under the icon in a narrower
     tile (three a row at 768 px, four at 1024 px), where beside it would be a column of a word or two. */
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.9rem;
    align-items: flex-start;
    align-content: flex-start;
    ${tileStyles}
    padding: 1.1rem 1.2rem;
  }
  li > div {
    flex: 1 1 11rem;
    min-width: 0;
  }
  .title {
    font-weight: 700;
    margin: 0 0 0.2rem;
  }
  .text {
    margin: 0;
    color: var(--fg-muted);
    font-size: 0.95rem;
  }
`;

/** The three or four highlights under a hosting page's hero. */
export function Benefits({ kind }: { kind: PlanKind }) {
  const { benefits } = hostingPages[kind];
  return (
    <section css={styles} aria-label="Highlights">
      <Container>
        <ul className={benefits.length === 4 ? 'four' : 'three'} data-testid="benefits">
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <span css={iconFrame}>
                <BenefitIcon name={benefit.icon} />
              </span>
              <div>
                <p className="title">{benefit.title}</p>
                <p className="text">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
