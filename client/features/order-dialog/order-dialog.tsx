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
  const changed = (open: ChosenPlan) =>
    shown?.kind !== open.kind ||
    shown.planId !== open.planId ||
    shown.opener !== open.opener ||
    shown.domain?.name !== open.domain?.name ||
    shown.domain?.step !== open.domain?.step;
  if (state.open && changed(state)) {
    setShown({ kind: state.kind, planId: state.planId, opener: state.opener, domain: state.domain });
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
      {/* A domain from the page's search starts a fresh form with it filled in. */}
      <OrderForm key={`${kind}/${plan.id}/${shown?.domain?.name ?? ''}`} chosen={chosen} searched={shown?.domain} />
    </ModalDialog>
  );
}
