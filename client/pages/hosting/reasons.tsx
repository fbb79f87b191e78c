import { css } from '@emotion/react';
import type { ReasonsSection } from '../../../shared/catalogue/plans';
import { iconFrame } from '../../ui/card';
import { Container, Section } from '../../ui/container';
import { mq } from '../../ui/tokens';
import { BenefitIcon } from './benefit-icon';

const styles = css`
  padding-top: 1rem;
  h2 {
    text-align: center;
    font-size: clamp(1.5rem, 3vw, 2rem);
    margin-bottom: 2rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1.5rem;
    ${mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${mq.lg} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  li {
    text-align: center;
    padding: 1.5rem 1.25rem;
    border: 1px solid var(--border);
    border-radius: 0.9rem;
    background: var(--bg-elevated);
  }
  h3 {
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: var(--fg-muted);
  }
`;

/** The Pastel page's 'Why Choose Cloud Hosting for Pastel?' section (§2). */
export function Reasons({ section }: { section: ReasonsSection }) {
  return (
    <Section css={styles} aria-labelledby="reasons-heading" data-testid="reasons">
      <Container>
        <h2 id="reasons-heading">{section.title}</h2>
        <ul>
          {section.reasons.map((reason) => (
            <li key={reason.title}>
              <span css={[iconFrame, { marginBottom: '0.9rem' }]}>
                <BenefitIcon name={reason.icon} />
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
