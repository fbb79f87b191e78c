/**
 * What `/quote?plan=<id>&billing=<period>&users=<n>` asks for, checked against the catalogue: a
 * plan the site quotes on the spot, a billing period it has and, on a per-user plan, a number of
 * users the order form would take. Anything else is refused with a reason a visitor can act on.
 */
import { findPlanById, kindTerms, USERS_LIMITS, type OrderChoice, type PlanChoice } from '../../shared/catalogue/plans';
import { isQuotedOnTheSpot } from '../../shared/catalogue/quotation';

export type QuoteAsked =
  | { choice: OrderChoice }
  /** A plan whose price staff quote: the visitor is sent to ask for one. */
  | { onRequest: PlanChoice }
  | { status: 400 | 404; problem: string };

/** One value of a query parameter: undefined when absent, null when not text given once (`?plan=a&plan=b`, `?plan[x]=`). */
const single = (value: unknown): string | undefined | null =>
  value === undefined ? undefined : typeof value === 'string' ? value : null;

const PLAN_ID = /^[A-Za-z0-9-]{1,64}$/;
const WHOLE = /^[0-9]{1,4}$/;

export function quoteAsked(query: Record<string, unknown>): QuoteAsked {
  const id = single(query.plan);
  if (!id) return { status: 400, problem: 'Name a plan: /quote?plan=<plan id>, as its Order button does.' };
  const found = PLAN_ID.test(id) ? findPlanById(id) : undefined;
  if (!found) return { status: 404, problem: 'We have no plan by that name. Please choose one on our hosting pages.' };
  if (!isQuotedOnTheSpot(found.kind)) return { onRequest: found };

  const given = single(query.billing);
  const billing = given === undefined ? 'monthly' : given;
  if (billing !== 'monthly' && billing !== 'yearly')
    return { status: 400, problem: 'The billing period must be monthly or yearly.' };
  if (billing === 'yearly' && !found.plan.yearlyPrice) return { status: 400, problem: 'This plan is billed monthly only.' };

  const users = single(query.users);
  const perUser = kindTerms[found.kind].perUser;
  if (users !== undefined && !perUser) return { status: 400, problem: 'This plan is not priced per user.' };
  const count = users === undefined ? USERS_LIMITS.min : users !== null && WHOLE.test(users) ? Number(users) : NaN;
  if (!(count >= USERS_LIMITS.min && count <= USERS_LIMITS.max))
    return {
      status: 400,
      problem: `The number of users must be a whole number from ${USERS_LIMITS.min} to ${USERS_LIMITS.max}.`,
    };
  return { choice: { ...found, billing, users: count } };
}
