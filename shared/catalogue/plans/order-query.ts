import { planKinds } from './page-heads';
import { findPlan } from './pages';
import { displayPrice, planDetails } from './plan-text';
import { prefilledOrderMessage } from '../../order-message';
import type { Plan, PlanKind } from './types';

/**
 * A plan's Order button works before the page's script has run (or without it): it is a GET form
 * to the contact page with the plan's id as `plan`. Ids are unique across every kind of plan.
 */
export const ORDER_QUERY_PARAM = 'plan';

export interface PlanChoice {
  kind: PlanKind;
  plan: Plan;
}

/** The plan a contact page URL's query names; an unknown or missing id gives undefined. */
export function planFromQuery(search: string | URLSearchParams): PlanChoice | undefined {
  const id = new URLSearchParams(search).get(ORDER_QUERY_PARAM);
  if (!id) return undefined;
  for (const kind of planKinds) {
    const plan = findPlan(kind, id);
    if (plan) return { kind, plan };
  }
  return undefined;
}

/** The query that names `choice`, for links and for the server's render of the contact page. */
export const orderQuery = ({ plan }: PlanChoice): string => `${ORDER_QUERY_PARAM}=${encodeURIComponent(plan.id)}`;

/** The order form's pre-filled sentence (§3) for a chosen plan: its name, shown price and details. */
export const orderSentence = ({ kind, plan }: PlanChoice): string =>
  prefilledOrderMessage(plan.name, displayPrice(kind, plan), planDetails(plan));
