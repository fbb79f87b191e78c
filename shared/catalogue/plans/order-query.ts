import { findPlanById, fullPlanName, type PlanChoice } from './order-choice';
import { displayPrice } from './pages';
import { planDetails } from './plan-text';
import { prefilledOrderMessage } from '../../order-message';

/**
 * A plan's Order button works before the page's script has run (or without it): it is a GET form
 * to the contact page with the plan's id as `plan`. Ids are unique across every kind of plan.
 */
export const ORDER_QUERY_PARAM = 'plan';

/** The plan a contact page URL's query names; an unknown or missing id gives undefined. */
export function planFromQuery(search: string | URLSearchParams): PlanChoice | undefined {
  const id = new URLSearchParams(search).get(ORDER_QUERY_PARAM);
  return id ? findPlanById(id) : undefined;
}

/** The query that names `choice`, for links and for the server's render of the contact page. */
export const orderQuery = ({ plan }: PlanChoice): string => `${ORDER_QUERY_PARAM}=${encodeURIComponent(plan.id)}`;

/**
 * The order form's pre-filled sentence for a chosen plan: its name with its product (a
 * shared and a reseller "Business" must not read alike), the price shown and the details.
 */
export const orderSentence = (choice: PlanChoice): string =>
  prefilledOrderMessage(fullPlanName(choice), displayPrice(choice.kind, choice.plan), planDetails(choice.plan));
