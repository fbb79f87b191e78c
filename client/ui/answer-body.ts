import { css } from '@emotion/react';

/**
 * The body of a page that answers one link (a pass-on link, a digest's): a readable column of
 * sections under the page's title, where the title starts (the page's container, each part at most
 * a reading width), and where the link no longer works, its one way on at its own width.
 */
export const answerBodyStyles = css`
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
