/** The id of a plan's order button, so the dialog can give focus back to it when it closes. */
export const orderButtonId = (kind: string, planId: string): string => `order-${kind}-${planId}`;
