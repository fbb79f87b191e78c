/** The dialog, its form, the schema and the composer load on demand, never with the page. */
export const loadOrderDialog = () => import(/* webpackChunkName: "order-dialog" */ './order-dialog');

/** Warms the chunk (after hydration, and when a visitor points at or focuses an order button); a failure is retried on click. */
export function preloadOrderDialog(): void {
  loadOrderDialog().catch(() => undefined);
}
