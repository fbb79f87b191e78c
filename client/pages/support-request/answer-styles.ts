import { css } from '@emotion/react';

/** What the form's page and the status page both draw: an answer, its reference, and a problem. */
export const answerStyles = css`
  max-width: 52rem;
  .problem {
    color: var(--destructive-text);
    font-weight: 600;
    margin: 0;
  }
  .answer {
    display: grid;
    gap: 0.5rem;
    overflow-wrap: anywhere;
  }
  .answer p,
  .answer h2 {
    margin: 0;
  }
  /* Focused on arrival (the confirmation's address names it): its ring clear of its words. */
  .answer:focus-visible {
    outline-offset: 0.5rem;
  }
  .reference {
    font-size: 1.5rem;
    font-weight: 700;
  }
`;
