import { css } from '@emotion/react';
import { mq } from './tokens';

/** A list laid out as a grid: no bullets, no indent, 1.5rem between items. */
export const gridListStyles = css`
  display: grid;
  gap: 1.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Text beside an aside on wide screens (the text `textShare` times as wide), one above the other otherwise. */
export const sideBySideStyles = (textShare: number) => css`
  display: grid;
  gap: 2.5rem;
  ${mq.lg} {
    grid-template-columns: minmax(0, ${textShare}fr) minmax(0, 1fr);
  }
`;

/** Four tiles a row on wide screens, two on tablets, one on phones. */
export const fourUpStyles = css`
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** A card grid: one column on phones, then up to `columns` as the screen widens. */
export function gridStyles(columns: 2 | 3 | 4) {
  return css`
    ${gridListStyles}
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
