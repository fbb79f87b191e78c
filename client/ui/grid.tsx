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

/**
 * Where a lone card on the last row of a grid of `count` columns goes (its items are <li>): in
 * the middle of two, three or four columns, not stranded on the left; otherwise where it falls.
 * `gap` is the grid's column gap.
 */
export function loneLastCard(count: number, gap = '1.5rem'): string {
  const last = '& > li:last-of-type';
  if (count === 2)
    return `${last}:nth-of-type(odd) { grid-column: 1 / -1; justify-self: center; width: calc(50% - ${gap} / 2); }`;
  // As specific as the two-column rule it undoes.
  const where = `${last}:nth-of-type(odd) { grid-column: auto; justify-self: stretch; width: auto; }`;
  if (count === 3) return `${where} ${last}:nth-of-type(3n + 1) { grid-column: 2; }`;
  // Four columns: over the middle two, at the width of one.
  if (count === 4)
    return `${where} ${last}:nth-of-type(4n + 1) { grid-column: 2 / span 2; justify-self: center; width: calc(50% - ${gap} / 2); }`;
  return where;
}

/** A card grid: one column on phones, then up to `columns` as the screen widens. */
export function gridStyles(columns: 2 | 3 | 4) {
  const lg = columns === 4 ? 2 : columns;
  return css`
    ${gridListStyles}
    ${mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      ${loneLastCard(2)}
    }
    ${mq.lg} {
      grid-template-columns: repeat(${lg}, minmax(0, 1fr));
      ${loneLastCard(lg)}
    }
    ${mq.xl} {
      grid-template-columns: repeat(${columns}, minmax(0, 1fr));
      ${loneLastCard(columns)}
    }
  `;
}
