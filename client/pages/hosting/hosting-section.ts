import { css } from '@emotion/react';

/** A hosting page's lower sections (reasons, operating systems): close to the one above, the title centred. */
export const hostingSectionStyles = css`
  padding-top: 1rem;
  h2 {
    text-align: center;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
`;
