import { css } from '@emotion/react';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { ChosenPlan } from '../../state/order-dialog-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toastShown } from '../../state/toasts-slice';
import { Spinner } from '../../ui/spinner';
import { whenIdle } from '../../lib/when-idle';
import { loadOrderDialog } from './load-order-dialog';
import { orderOpeningCopy } from '../../../shared/catalogue/order-opening-copy';
import { orderDialogClosed, selectOrderDialog } from '../../state/order-dialog-slice';

const loading = css`
  position: fixed;
  left: 50%;
  bottom: 1.5rem;
  transform: translateX(-50%);
  z-index: 90;
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.6rem 1rem;
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--bg-elevated);
  color: var(--fg);
  box-shadow: var(--shadow);
`;

/**
 * Renders nothing until the dialog's chunk has loaded, then keeps the dialog mounted (it draws
 * nothing while closed). The chunk is fetched once the page has hydrated and the browser is idle:
 * a phone has no hover to warm it, and fetched only at the tap it kept a visitor on slow 4G
 * waiting almost 400 ms. A chunk that fails to load (a dropped connection) closes the
 * request with a toast, and the next press tries again.
 */
export function OrderDialogHost({ prepared }: { prepared?: ChosenPlan }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectOrderDialog(state).open);
  const [Dialog, setDialog] = useState<ComponentType<{ prepared?: ChosenPlan }> | null>(null);
  const show = (module: Awaited<ReturnType<typeof loadOrderDialog>>) => setDialog(() => module.OrderDialog);

  // Fetched and evaluated ahead, the dialog is ready when a plan is chosen: one render, no wait.
  // Drawn ahead as a transition, which React splits into short tasks, so a tap or a scroll in the
  // meantime is not held up (a press before it is done draws it at once, below).
  // A failure here is quiet: the press that follows tries again and says so if it fails.
  useEffect(() => {
    let current = true;
    const cancel = whenIdle(
      () =>
        void loadOrderDialog().then(
          (module) => current && startTransition(() => show(module)),
          () => undefined,
        ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, []);

  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    loadOrderDialog().then(
      (module) => {
        if (current) show(module);
      },
      (error: unknown) => {
        console.error('The order dialog could not be loaded', error);
        if (!current) return;
        dispatch(orderDialogClosed());
        dispatch(toastShown({ ...orderOpeningCopy.loadFailure, variant: 'destructive' }));
      },
    );
    return () => {
      current = false;
    };
  }, [open, Dialog, dispatch]);

  // Leaving the page (the browser's Back button, say) takes the open dialog with it.
  useEffect(() => () => void dispatch(orderDialogClosed()), [dispatch]);

  if (Dialog) return <Dialog prepared={prepared} />;
  if (!open) return null;
  return (
    <div css={loading} role="status">
      <Spinner />
      {orderOpeningCopy.loading}
    </div>
  );
}
