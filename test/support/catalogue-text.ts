/**
 * A plan's facts as the site words them, read from the catalogue, so a test names a plan by its id
 * and never copies its price: a price change is then an edit to the catalogue (and to the spec's
 * transcription in test/unit/spec-plans.test.ts), not to every test that shows one.
 */
import { findPlanById, hostingPages, planDetails, productName, type PlanChoice } from '../../shared/catalogue/plans';

export const planOf = (id: string): PlanChoice => {
  const found = findPlanById(id);
  if (!found) throw new Error(`no plan ${id} in the catalogue`);
  return found;
};

/** 'R499/month incl. VAT'. */
export const monthlyPrice = (id: string): string => `${planOf(id).plan.price}/month incl. VAT`;

/** 'R750/year incl. VAT'. */
export const yearlyPrice = (id: string): string => {
  const { plan } = planOf(id);
  if (!plan.yearlyPrice) throw new Error(`${id} has no yearly price`);
  return `${plan.yearlyPrice}/year incl. VAT`;
};

/** The order form's pre-filled sentence: the plan with its product, the price the page shows, the details. */
export const orderSentenceOf = (id: string): string => {
  const { kind, plan } = planOf(id);
  const shown = hostingPages[kind].showPrices ? monthlyPrice(id) : 'Contact for Pricing';
  return `I would like to order the ${productName(kind)} ${plan.name} plan (${shown}). ${planDetails(plan)}`;
};
