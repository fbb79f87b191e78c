import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

const styles = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.35rem 0.8rem;
  border-radius: 999px;
  border: 1px solid var(--border);
  background: var(--bg-elevated);
  color: var(--fg);
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.2;
  svg {
    color: var(--primary-strong);
  }
`;

/** A small pill label, such as the hero's trust badges. */
export function Badge(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={styles} {...props} />;
}
