import { css } from '@emotion/react';

const styles = css`
  max-width: 48rem;
  margin: 0 auto 2.5rem;
  text-align: center;
  h2 {
    font-size: clamp(1.6rem, 3.5vw, 2.25rem);
    letter-spacing: -0.01em;
  }
  p {
    color: var(--fg-muted);
    font-size: 1.075rem;
    margin: 0;
  }
`;

/** A section's h2 with its optional introduction; `id` lets the section be labelled by it. */
export function SectionHeading({ id, title, intro }: { id?: string; title: string; intro?: string }) {
  return (
    <div css={styles}>
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}
