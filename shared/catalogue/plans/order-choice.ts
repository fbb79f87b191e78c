/**
 * What a visitor orders: a plan, named with its product so no two read alike ("Shared Hosting ·
 * Business", not "Business"), a billing period and, for per-user plans, a number of users. The
 * dialog's summary, the order e-mail and the visitor's confirmation all describe it from here.
 */
import { planKinds } from './kinds';
import { findPlan } from './pages';
import { PER_MONTH, PER_YEAR, rands, VAT_INCLUDED } from './plan-text';
import { kindTerms, type BillingPeriod } from './order-terms';
import type { Plan, PlanKind } from './types';

export interface PlanChoice {
  kind: PlanKind;
  plan: Plan;
}

export interface OrderChoice extends PlanChoice {
  billing: BillingPeriod;
  users: number;
}

/** Plan ids are unique across every kind of plan, so an id alone names the plan. */
export function findPlanById(id: string): PlanChoice | undefined {
  for (const kind of planKinds) {
    const plan = findPlan(kind, id);
    if (plan) return { kind, plan };
  }
  return undefined;
}

export const productName = (kind: PlanKind): string => kindTerms[kind].product;

/** 'Shared Hosting · Business', for the summary box. */
export const productAndPlan = ({ kind, plan }: PlanChoice): string => `${productName(kind)} · ${plan.name}`;

/** 'Shared Hosting Business', for sentences and subjects. */
export const fullPlanName = ({ kind, plan }: PlanChoice): string => `${productName(kind)} ${plan.name}`;

/** The catalogue amount for one (user of a) plan on a billing period, 'R750', and the period it pays for. */
export function unitPrice(plan: Plan, billing: BillingPeriod): { amount: string; period: typeof PER_MONTH | typeof PER_YEAR } {
  return billing === 'yearly' && plan.yearlyPrice
    ? { amount: plan.yearlyPrice, period: PER_YEAR }
    : { amount: plan.price, period: PER_MONTH };
}

/** The catalogue price for one (user of a) plan on a billing period, e.g. 'R999/year incl. VAT'. */
export function catalogueUnitPrice(plan: Plan, billing: BillingPeriod): string {
  const { amount, period } = unitPrice(plan, billing);
  return `${amount}${period} ${VAT_INCLUDED}`;
}

/**
 * The price of the whole order: the unit price, or for several users the total with its sum,
 * 'R1245/month incl. VAT (5 users × R249)'.
 */
export function cataloguePrice({ kind, plan, billing, users }: OrderChoice): string {
  if (!kindTerms[kind].perUser || users === 1) return catalogueUnitPrice(plan, billing);
  const { amount, period } = unitPrice(plan, billing);
  return `R${rands(amount) * users}${period} ${VAT_INCLUDED} (${users} users × ${amount})`;
}

export const usersText = (users: number): string => `${users} ${users === 1 ? 'user' : 'users'}`;
