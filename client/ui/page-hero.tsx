import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container } from './container';
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
`;

/** A page's title band: h1 and introduction; `lead` goes above the title (a back link, an icon). */
export function PageHero({
  title,
  intro,
  lead,
  children,
}: {
  title: string;
  intro: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section css={styles}>
      <Container>
        {lead}
        <h1>{title}</h1>
        <p>{intro}</p>
        {children}
      </Container>
    </section>
  );
}
