import { css } from '@emotion/react';
import { mq } from './tokens';

/** A form that posts a request (the consultation, the call back): a raised card, two columns from `sm`, `.wide` fields across both, a full-width send button. */
export const formCardStyles = css`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid var(--border);
  border-radius: 1rem;
  background: var(--bg-elevated);
  box-shadow: var(--shadow);
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
    padding: 1.75rem;
    .wide {
      grid-column: 1 / -1;
    }
  }
  .send {
    width: 100%;
  }
`;
