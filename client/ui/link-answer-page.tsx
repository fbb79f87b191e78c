import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { paths } from '../../shared/routes';
import { ButtonLink } from './button';
import { Container, Section } from './container';
import { PageHero } from './page-hero';

/**
 * The body of a page that answers one link (a pass-on link, a digest's): a readable column of
 * sections under the page's title, where the title starts (the page's container, each part at most
 * a reading width), and where the link no longer works, its one way on at its own width.
 */
const answerBodyStyles = css`
  display: grid;
  gap: 2rem;
  min-width: 0;
  > * {
    max-width: 52rem;
  }
  > a {
    justify-self: start;
  }
  > section {
    display: grid;
    gap: 0.75rem;
    min-width: 0;
  }
  h2,
  h3,
  p {
    margin: 0;
  }
  code {
    overflow-wrap: anywhere;
  }
`;

interface LinkAnswerPageProps {
  title: string;
  intro: string;
  testId: string;
  /** The page's own styles for its body, beside the column's. */
  bodyStyles: SerializedStyles;
  /** The answer; undefined where the link no longer works (`gone` names the way back to the check). */
  children?: ReactNode;
  gone: string;
}

/** A page that answers one link: its title and intro, then the answer, or the one way on where the link no longer works. */
export function LinkAnswerPage({ title, intro, testId, bodyStyles, children, gone }: LinkAnswerPageProps) {
  return (
    <>
      <PageHero title={title} intro={intro} />
      <Section>
        <Container css={[answerBodyStyles, bodyStyles]} data-testid={testId}>
          {children ?? <ButtonLink to={paths['email-security']}>{gone}</ButtonLink>}
        </Container>
      </Section>
    </>
  );
}
