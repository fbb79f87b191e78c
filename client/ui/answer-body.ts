import { css } from '@emotion/react';

/**
 * The body of a page that answers one link (a pass-on link, a digest's): a readable column of
 * sections, and where the link no longer works, its one way on at its own width.
 */
export const answerBodyStyles = css`
  max-width: 52rem;
  display: grid;
  gap: 2rem;
  min-width: 0;
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
