import { useState } from 'react';
import { findPlan, isPlanKind } from '../../../shared/catalogue/plans';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsSubmitting } from '../../state/submission-slice';
import { ModalDialog } from '../../ui/modal-dialog';
import { orderButtonId } from './order-button-id';
import { orderCopy } from '../../../shared/catalogue/order-copy';
import { orderDialogClosed, selectOrderDialog, type ChosenPlan } from '../../state/order-dialog-slice';
import { OrderForm } from './order-form';
import type { ChosenOrderPlan } from './order-request';

function resolve(chosen: ChosenPlan | null): ChosenOrderPlan | null {
  if (!chosen || !isPlanKind(chosen.kind)) return null;
  const plan = findPlan(chosen.kind, chosen.planId);
  return plan ? { kind: chosen.kind, plan } : null;
}

/**
 * The order dialog, driven by the orderDialog slice. It stays mounted once loaded, keeping the
 * last plan's form (and what the visitor typed) while closed, so a Cancel loses nothing. Until a
 * plan is chosen it holds the form of `prepared` (closed, so drawn nowhere): its elements and
 * styles are then in place before the first tap, which only has to open it.
 */
export function OrderDialog({ prepared }: { prepared?: ChosenPlan }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectOrderDialog);
  const submitting = useAppSelector((s) => selectIsSubmitting(s, 'order'));
  const [shown, setShown] = useState<ChosenPlan | null>(prepared ?? null);
  if (state.open && (shown?.kind !== state.kind || shown.planId !== state.planId || shown.opener !== state.opener)) {
    setShown({ kind: state.kind, planId: state.planId, opener: state.opener });
  }
  const chosen = resolve(shown);
  if (!chosen) return null;
  const { kind, plan } = chosen;

  return (
    <ModalDialog
      open={state.open}
      title={orderCopy.title(plan.name)}
      description={orderCopy.description}
      onRequestClose={() => dispatch(orderDialogClosed())}
      returnFocusTo={() => document.getElementById(shown?.opener ?? orderButtonId(kind, plan.id))}
      locked={submitting}
      testId="order-dialog"
    >
      <OrderForm key={`${kind}/${plan.id}`} chosen={chosen} />
    </ModalDialog>
  );
}
