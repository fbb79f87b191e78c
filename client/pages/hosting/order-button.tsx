import { paths } from '../../../shared/routes';
import { ORDER_QUERY_PARAM, type PlanKind } from '../../../shared/catalogue/plans';
import { useAppDispatch } from '../../app/hooks';
import { preloadOrderDialog } from '../../features/order-dialog/load-order-dialog';
import { orderButtonId } from '../../features/order-dialog/order-button-id';
import { orderDialogOpened } from '../../state/order-dialog-slice';
import { Button } from '../../ui/button';

/**
 * A real button in a tiny GET form. Before the script has arrived (slow or metered connections)
 * or with JavaScript off, pressing it still does something useful: it opens the contact page
 * with the plan in the query. After hydration the submit is intercepted and opens the dialog,
 * whose code is fetched when the visitor first points at or focuses a button.
 */
export function OrderButton({
  kind,
  planId,
  label,
  describedBy,
  place,
}: {
  kind: PlanKind;
  planId: string;
  label: string;
  describedBy: string;
  /** Where the button sits when the plan is offered in more than one place (ids stay unique). */
  place?: string;
}) {
  const dispatch = useAppDispatch();
  const id = orderButtonId(kind, planId, place);
  return (
    <form
      method="get"
      action={paths.contact}
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(orderDialogOpened({ kind, planId, opener: id }));
      }}
    >
      <input type="hidden" name={ORDER_QUERY_PARAM} value={planId} />
      <Button
        type="submit"
        id={id}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onPointerEnter={preloadOrderDialog}
        onFocus={preloadOrderDialog}
        css={{ width: '100%' }}
        data-testid="order-button"
      >
        {label}
      </Button>
    </form>
  );
}
