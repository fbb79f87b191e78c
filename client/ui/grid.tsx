import { css } from '@emotion/react';
import { mq } from './tokens';

/** A card grid: one column on phones, then up to `columns` as the screen widens. */
export function gridStyles(columns: 2 | 3 | 4) {
  return css`
    display: grid;
    gap: 1.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
    ${mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${mq.lg} {
      grid-template-columns: repeat(${columns === 4 ? 2 : columns}, minmax(0, 1fr));
      /* A lone card on the last row of three sits in the middle, not stranded on the left. */
      ${columns === 3 ? '& > li:last-of-type:nth-of-type(3n + 1) { grid-column: 2; }' : ''}
    }
    ${mq.xl} {
      grid-template-columns: repeat(${columns}, minmax(0, 1fr));
    }
  `;
}
