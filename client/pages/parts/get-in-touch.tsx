import { css } from '@emotion/react';
import { homeCopy } from '../../../shared/catalogue/site-copy';
import { Container, Section } from '../../ui/container';
import { SectionHeading } from '../../ui/section-heading';
import { gridListStyles } from '../../ui/grid';
import { mq } from '../../ui/tokens';
import { KeptContactWays } from './kept-contact-ways';

const { getInTouch } = homeCopy;

const styles = css`
  background: var(--bg-muted);
  border-block: 1px solid var(--border);
  ul {
    ${gridListStyles}
    ${mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  li {
    ${mq.lg} {
      flex-direction: row;
      align-items: flex-start;
    }
  }
`;

/** Phone (with WhatsApp), email and office, shown as text and links, not as form fields. */
export function GetInTouch() {
  return (
    <Section css={styles} aria-labelledby="get-in-touch-heading">
      <Container>
        <SectionHeading id="get-in-touch-heading" title={getInTouch.heading} intro={getInTouch.intro} />
        <KeptContactWays look="cards" />
      </Container>
    </Section>
  );
}
