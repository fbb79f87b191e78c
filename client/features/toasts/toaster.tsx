import { css } from '@emotion/react';
import { useAppSelector } from '../../app/hooks';
import { selectToasts } from '../../state/toasts-slice';
import { mq } from '../../ui/tokens';
import { ToastItem } from './toast-item';

const styles = css`
  position: fixed;
  z-index: 90;
  left: 1rem;
  right: 1rem;
  bottom: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  pointer-events: none;
  ${mq.sm} {
    left: auto;
    width: 24rem;
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
`;

/**
 * The site's one toast region, mounted once by the layout. Both live regions are in the server
 * HTML, empty, so screen readers already watch them when a toast arrives: ordinary toasts are
 * announced politely, destructive ones interrupt as alerts.
 */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div css={styles} data-testid="toast-region">
      <div role="status" aria-live="polite" aria-atomic="false">
        {toasts
          .filter((toast) => toast.variant !== 'destructive')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false">
        {toasts
          .filter((toast) => toast.variant === 'destructive')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  );
}
