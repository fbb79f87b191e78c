import { css, keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

const styles = css`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

/** A small inline spinner in the current text colour; decorative, so the label beside it speaks. */
export function Spinner({ className }: { className?: string }) {
  return <span css={styles} className={className} aria-hidden="true" data-testid="spinner" />;
}
