export type * from './types';
export { cpanelPlans } from './cpanel';
export { microsoft365Plans } from './microsoft-365';
export { pastelPlans, pastelReasons, type ReasonsSection } from './pastel';
export { resellerPlans } from './reseller';
export { sharedPlans } from './shared-hosting';
export {
  endOfLifeCopy,
  isPastEndOfLife,
  plansViewSwitch,
  releaseLabel,
  vpsComparison,
  vpsFit,
  vpsOperatingSystems,
  vpsPlans,
  type OperatingSystemsSection,
  type VpsSortKey,
} from './vps';
export { displayPrice, findPlan, hostingPages, plansByKind } from './pages';
export { needsFromSearch, plansThatFit, VPS_NEEDS, type NeedsAsked } from './vps-fit';
export { isPlanKind, planKinds } from './kinds';
export { CONTACT_FOR_PRICING, PER_MONTH, PER_YEAR, planDetails, VAT_INCLUDED, yearlySaving } from './plan-text';
export { excludingVat, randsAndCents, VAT_RATE_PERCENT, vatSplit } from '../vat';
export { ORDER_QUERY_PARAM, orderQuery, orderSentence } from './order-query';
export {
  cataloguePrice,
  catalogueUnitPrice,
  findPlanById,
  fullPlanName,
  productAndPlan,
  productName,
  usersText,
  type OrderChoice,
  type PlanChoice,
} from './order-choice';
export {
  BILLING_LABELS,
  billingPeriods,
  COOLING_OFF_DAYS,
  coolingOffNote,
  kindTerms,
  termLines,
  termsSentence,
  USERS_LIMITS,
  type BillingPeriod,
  type TermLine,
} from './order-terms';
