import { css } from '@emotion/react';

/** The e-mail checks' pages: their form, the privacy line under it, and the answer's area below it. */
export const checkPageStyles = css`
  max-width: 52rem;
  form {
    display: grid;
    gap: 1rem;
  }
  .privacy {
    font-size: 0.9rem;
    color: var(--fg-muted);
    margin: 0;
  }
  .answer {
    margin-top: 2rem;
    display: grid;
    gap: 1rem;
    min-width: 0;
  }
`;
