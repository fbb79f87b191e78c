/**
 * The id of a plan's order button, so the dialog can give focus back to it when it closes. A plan
 * has one button per place it is offered (its card, the comparison table): `place` tells them apart.
 */
export const orderButtonId = (kind: string, planId: string, place?: string): string =>
  place ? `order-${kind}-${planId}-${place}` : `order-${kind}-${planId}`;
