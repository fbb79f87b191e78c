import { css } from '@emotion/react';
import type { ReasonsSection } from '../../../shared/catalogue/plans';
import { IconItem, tileStyles, tileTextStyles } from '../../ui/card';
import { Container, Section } from '../../ui/container';
import { fourUpStyles, gridListStyles } from '../../ui/grid';
import { hostingSectionStyles } from './hosting-section';
import { BenefitIcon } from './benefit-icon';

const styles = css`
  ${hostingSectionStyles}
  h2 {
    margin-bottom: 2rem;
  }
  ul {
    ${gridListStyles}
    ${fourUpStyles}
  }
  li {
    ${tileStyles}
    ${tileTextStyles}
    text-align: center;
    padding: 1.5rem 1.25rem;
    & > span {
      margin-bottom: 0.9rem;
    }
  }
`;

/** The Pastel page's 'Why Choose Cloud Hosting for Pastel?' section. */
export function Reasons({ section }: { section: ReasonsSection }) {
  return (
    <Section css={styles} aria-labelledby="reasons-heading" data-testid="reasons">
      <Container>
        <h2 id="reasons-heading">{section.title}</h2>
        <ul>
          {section.reasons.map((reason) => (
            <IconItem key={reason.title} icon={<BenefitIcon name={reason.icon} />} title={reason.title} text={reason.text} />
          ))}
        </ul>
      </Container>
    </Section>
  );
}
