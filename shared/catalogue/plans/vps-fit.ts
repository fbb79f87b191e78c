/**
 * "What do you need?" on the VPS plans' table: a buyer names the least they need (vCPUs, RAM in
 * GB, storage in GB) and sees only the plans that have at least that, smallest first. The needs
 * travel in the page's address (`?view=compare&cpus=6&ram=10&storage=300`), so the form works
 * without JavaScript and the server's HTML is what the browser hydrates.
 */
import { rands } from './plan-text';
import type { VpsPlan } from './types';

export const VPS_NEEDS = ['cpus', 'ram', 'storage'] as const;
export type VpsNeed = (typeof VPS_NEEDS)[number];

/** The values as typed (trimmed, at most TYPED_MAX characters), to show them in the form again. */
type TypedNeeds = Partial<Record<VpsNeed, string>>;

export type NeedsAsked =
  /** No need named: the whole table, no answer. */
  | { state: 'none' }
  /** Numbers: the plans with at least each. */
  | { state: 'asked'; typed: TypedNeeds; needs: Partial<Record<VpsNeed, number>> }
  /** A value that is not a number (those in `invalid`): the whole table, with a message. */
  | { state: 'not-a-number'; typed: TypedNeeds; invalid: VpsNeed[] };

const TYPED_MAX = 12;
/** A whole or decimal number, as a person types it into a box for GB or vCPUs. */
const NUMBER = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** What a page's query asks for. */
export function needsFromSearch(search: string): NeedsAsked {
  const query = new URLSearchParams(search);
  const typed: TypedNeeds = {};
  for (const need of VPS_NEEDS) {
    const value = query.get(need)?.trim().slice(0, TYPED_MAX);
    if (value) typed[need] = value;
  }
  const named = Object.entries(typed) as [VpsNeed, string][];
  if (named.length === 0) return { state: 'none' };
  const invalid = named.filter(([, value]) => !NUMBER.test(value)).map(([need]) => need);
  if (invalid.length > 0) return { state: 'not-a-number', typed, invalid };
  return {
    state: 'asked',
    typed,
    needs: Object.fromEntries(named.map(([need, value]) => [need, Number(value.replace(',', '.'))])),
  };
}

/** The needs' part of the page's own query ('&cpus=6&ram=10'), as typed; empty when none. */
export const needsQuery = (asked: NeedsAsked): string =>
  asked.state === 'none' ? '' : `&${new URLSearchParams(asked.typed as Record<string, string>)}`;

/** A plan's amount of each need: its vCPUs, and its RAM and storage in GB. */
const planAmount = (plan: VpsPlan, need: VpsNeed): number => (need === 'cpus' ? plan.cpus : Number.parseInt(plan[need], 10));

/** The plans with at least each need, smallest (cheapest) first. */
export function plansThatFit(plans: readonly VpsPlan[], needs: Partial<Record<VpsNeed, number>>): VpsPlan[] {
  return plans
    .filter((plan) => VPS_NEEDS.every((need) => planAmount(plan, need) >= (needs[need] ?? 0)))
    .sort((a, b) => rands(a.price) - rands(b.price));
}
