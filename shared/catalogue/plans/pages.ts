import { cpanelPage, cpanelPlans } from './cpanel';
import { microsoft365Page, microsoft365Plans } from './microsoft-365';
import { pastelPage, pastelPlans } from './pastel';
import { resellerPage, resellerPlans } from './reseller';
import { sharedPage, sharedPlans } from './shared-hosting';
import { CONTACT_FOR_PRICING, PER_MONTH, VAT_INCLUDED } from './plan-text';
import type { HostingPage, Plan, PlanByKind, PlanKind } from './types';
import { vpsPage, vpsPlans } from './vps';

export const hostingPages: Readonly<Record<PlanKind, HostingPage>> = {
  vps: vpsPage,
  shared: sharedPage,
  reseller: resellerPage,
  cpanel: cpanelPage,
  pastel: pastelPage,
  'microsoft-365': microsoft365Page,
};

export const plansByKind: { readonly [K in PlanKind]: readonly PlanByKind[K][] } = {
  vps: vpsPlans,
  shared: sharedPlans,
  reseller: resellerPlans,
  cpanel: cpanelPlans,
  pastel: pastelPlans,
  'microsoft-365': microsoft365Plans,
};

/** Looks up the plan behind an order dialog's `{ kind, planId }`; unknown pairs give undefined. */
export function findPlan<K extends PlanKind>(kind: K, planId: string): PlanByKind[K] | undefined {
  const plans: readonly PlanByKind[K][] = plansByKind[kind];
  return plans.find((plan) => plan.id === planId);
}

/**
 * The price a visitor may see, as one line of text for the pre-filled order message and the order
 * e-mail: 'R499/month incl. VAT'. Pages that hide prices say 'Contact for Pricing' instead, on the cards and in the dialog.
 */
export function displayPrice(kind: PlanKind, plan: Pick<Plan, 'price'>): string {
  return hostingPages[kind].showPrices ? `${plan.price}${PER_MONTH} ${VAT_INCLUDED}` : CONTACT_FOR_PRICING;
}
