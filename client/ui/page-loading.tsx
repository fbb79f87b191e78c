import { css, keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

const styles = css`
  display: grid;
  place-items: center;
  min-height: 50vh;
  span {
    width: 2rem;
    height: 2rem;
    border: 3px solid var(--border);
    border-top-color: var(--primary);
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
`;

export function PageLoading() {
  return (
    <div css={styles} role="status">
      <span />
      <p className="visually-hidden">Loading…</p>
    </div>
  );
}
