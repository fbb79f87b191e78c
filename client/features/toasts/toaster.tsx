import { css } from '@emotion/react';
import { useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectToasts } from '../../state/toasts-slice';
import { mq } from '../../ui/tokens';
import { ToastItem } from './toast-item';
import { useToastPlacement } from './use-toast-placement';

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
  &[data-placement='top'] {
    bottom: auto;
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
`;

/**
 * The site's one toast region, mounted once by the layout, at the foot of the screen unless a
 * form's actions are there (use-toast-placement). Both live regions are in the server
 * HTML, empty, so screen readers already watch them when a toast arrives: ordinary toasts are
 * announced politely, destructive ones interrupt as alerts.
 */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const region = useRef<HTMLDivElement>(null);
  useToastPlacement(region, toasts.length);
  return (
    <div ref={region} css={styles} data-testid="toast-region">
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
