import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Badge } from './badge';

export type HighlightTone = 'primary' | 'accent';

// A tint with the strong text colour keeps WCAG AA contrast in both themes.
const tones: Record<HighlightTone, ReturnType<typeof css>> = {
  primary: css`
    color: var(--primary-strong);
    border-color: currentColor;
    background: color-mix(in srgb, var(--primary) 14%, var(--bg-elevated));
  `,
  accent: css`
    color: var(--accent);
    border-color: currentColor;
    background: color-mix(in srgb, var(--accent) 12%, var(--bg-elevated));
    font-size: 0.8rem;
    padding: 0.2rem 0.6rem;
  `,
};

/** A coloured Badge for what sets a plan apart: 'Most Popular', 'Save 50%'. */
export function HighlightBadge({
  tone = 'primary',
  className,
  children,
}: {
  tone?: HighlightTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Badge css={tones[tone]} className={className}>
      {children}
    </Badge>
  );
}
