import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container } from './container';
import { HERO_ILLUSTRATION_SIZE } from './hero-illustration';
import { mq } from './tokens';

const styles = css`
  padding: 4rem 0 3rem;
  background:
    radial-gradient(60rem 30rem at 10% -10%, color-mix(in srgb, var(--primary) 22%, transparent), transparent), var(--bg);
  border-bottom: 1px solid var(--border);
  h1 {
    font-size: clamp(2rem, 5vw, 3.25rem);
    letter-spacing: -0.02em;
  }
  p {
    max-width: 46rem;
    font-size: 1.125rem;
    color: var(--fg-muted);
  }
  ${mq.lg} {
    padding: 5.5rem 0 4rem;
  }
  /* With an illustration: beside the text from 1024 px, left out below (the text is the hero there).
     From the top: centred, the title would move down as a slow page brings its introduction. */
  .with-visual {
    ${mq.lg} {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 24rem);
      gap: 3rem;
      align-items: start;
    }
  }
  /* Its shape is kept from the start: a browser drawing the page before the illustration has
     arrived (a slow connection) leaves the title where it will stay. */
  .visual {
    display: none;
    ${mq.lg} {
      display: block;
      aspect-ratio: ${HERO_ILLUSTRATION_SIZE.width} / ${HERO_ILLUSTRATION_SIZE.height};
    }
  }
`;

/**
 * A page's title band: h1 and introduction; `lead` goes above the title (a back link, an icon),
 * `visual` beside it on wide screens (an illustration).
 */
export function PageHero({
  title,
  intro,
  lead,
  visual,
  children,
}: {
  title: string;
  intro: string;
  lead?: ReactNode;
  visual?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      {lead}
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
    </>
  );
  return (
    <section css={styles}>
      {visual ? (
        <Container className="with-visual">
          <div>{text}</div>
          <div className="visual">{visual}</div>
        </Container>
      ) : (
        <Container>{text}</Container>
      )}
    </section>
  );
}
