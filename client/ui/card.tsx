/** A raised surface for grouped content: service cards, value cards, document cards. */
import { css } from '@emotion/react';
import type { LiHTMLAttributes, ReactNode } from 'react';
import { radius } from './tokens';

export const cardStyles = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.5rem;
  background: var(--bg-elevated);
  border: 1px solid var(--border);
  border-radius: ${radius};
  box-shadow: var(--shadow-sm);
  h2,
  h3 {
    font-size: 1.2rem;
    margin: 0;
  }
  p {
    margin: 0;
    color: var(--fg-muted);
  }
`;

/** A card whose title link covers the whole card, so the full surface is one large target. */
export const stretchedLink = css`
  color: var(--fg);
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius};
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

/** A flat tile with no shadow: the hosting pages' highlights, reasons and systems, the plan notice. */
export const tileStyles = css`
  border: 1px solid var(--border);
  border-radius: 0.9rem;
  background: var(--bg-elevated);
`;

/** The small heading and muted text inside a tile. */
export const tileTextStyles = css`
  h3 {
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: var(--fg-muted);
  }
`;

/** A list item with its icon in a frame, a title and a line of text (value cards, reasons); styled by its list. */
export function IconItem({
  icon,
  title,
  text,
  ...rest
}: { icon: ReactNode; title: string; text: string } & LiHTMLAttributes<HTMLLIElement>) {
  return (
    <li {...rest}>
      <span css={iconFrame}>{icon}</span>
      <h3>{title}</h3>
      <p>{text}</p>
    </li>
  );
}

/** The round tinted frame around a card's icon. */
export const iconFrame = css`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  flex: none;
  border-radius: 0.75rem;
  color: var(--primary-strong);
  background: var(--primary-soft);
`;
