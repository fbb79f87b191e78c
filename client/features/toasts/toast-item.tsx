import { css, keyframes } from '@emotion/react';
import { REFERENCE_IN_TEXT } from '../../../shared/reference';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { toastDismissed, type Toast } from '../../state/toasts-slice';
import { Icon } from '../../ui/icons';
import { radius } from '../../ui/tokens';

/** How long a toast stays on screen; the clock stops while the pointer or focus is on it. */
const TOAST_DURATION_MS = 5000;

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.75rem); }
  to { opacity: 1; transform: none; }
`;

const styles = css`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem 0.75rem 1rem 1rem;
  border-radius: ${radius};
  border: 1px solid var(--border);
  background: var(--bg-elevated);
  color: var(--fg);
  box-shadow: var(--shadow);
  animation: ${enter} 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  &[data-variant='destructive'] {
    background: var(--destructive);
    border-color: var(--destructive);
    color: var(--destructive-fg);
  }
  .text {
    flex: 1;
    min-width: 0;
  }
  .title {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .description {
    margin: 0.25rem 0 0;
    font-size: 0.925rem;
  }
  .code {
    white-space: nowrap;
  }
  button {
    flex: none;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    margin: -0.25rem 0;
    border: 0;
    border-radius: 0.5rem;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  &[data-variant='destructive'] button:focus-visible {
    outline-color: currentColor;
  }
  button:hover {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }
`;

/** A request's reference ('KIT-7F3A2C9Q') reads as one word: no line break at its hyphen. */
const keepCodesWhole = (text: string) =>
  text.split(REFERENCE_IN_TEXT).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="code">
        {part}
      </span>
    ) : (
      part
    ),
  );

export function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, dispatch]);

  return (
    <div
      css={styles}
      data-variant={toast.variant}
      data-testid="toast"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="text">
        <p className="title">{toast.title}</p>
        {toast.description && <p className="description">{keepCodesWhole(toast.description)}</p>}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        title="Close notification"
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
