/**
 * The contract terms of each kind of plan, told to the visitor before an order is sent (ECT Act
 * s43(1)): the order dialog, the order e-mails and the Terms of Service (clause 7) all read them
 * here, so they cannot say different things.
 */
import { planKindRecords } from './kinds';
import type { Plan, PlanKind } from './types';

export type BillingPeriod = 'monthly' | 'yearly';

/** ECT Act s44: a consumer may cancel an electronic transaction within seven days. */
export const COOLING_OFF_DAYS = 7;

/** Microsoft 365 is sold per user; an order for more than this is a conversation, not a form. */
export const USERS_LIMITS = { min: 1, max: 300 } as const;

export interface KindTerms {
  /** The product the plan belongs to, as staff and visitors name it: 'Shared Hosting'. */
  product: string;
  /** Priced per user, so the order asks how many. */
  perUser: boolean;
  minimumTerm: Record<BillingPeriod, string>;
  notice: Record<BillingPeriod, string>;
  /** Once-off set-up fee incl. VAT, or null for none. */
  setupFee: string | null;
}

const MONTH_TO_MONTH = {
  minimumTerm: { monthly: 'one month', yearly: '12 months' },
  notice: {
    monthly: "one calendar month's written notice",
    yearly: 'written notice before the yearly renewal date',
  },
  setupFee: null,
} as const;

export const kindTerms: Readonly<Record<PlanKind, KindTerms>> = {
  vps: { product: planKindRecords.vps.navLabel, perUser: false, ...MONTH_TO_MONTH },
  shared: { product: planKindRecords.shared.navLabel, perUser: false, ...MONTH_TO_MONTH },
  reseller: { product: planKindRecords.reseller.navLabel, perUser: false, ...MONTH_TO_MONTH },
  cpanel: { product: planKindRecords.cpanel.navLabel, perUser: false, ...MONTH_TO_MONTH },
  pastel: { product: planKindRecords.pastel.navLabel, perUser: false, ...MONTH_TO_MONTH },
  'microsoft-365': { product: planKindRecords['microsoft-365'].navLabel, perUser: true, ...MONTH_TO_MONTH },
};

export const BILLING_LABELS: Readonly<Record<BillingPeriod, string>> = { monthly: 'Monthly', yearly: 'Yearly' };

/** Monthly always; yearly only where the plan has a yearly price. */
export const billingPeriods = (plan: Pick<Plan, 'yearlyPrice'>): readonly BillingPeriod[] =>
  plan.yearlyPrice ? ['monthly', 'yearly'] : ['monthly'];

const NO_SETUP_FEE = 'None';

export interface TermLine {
  label: string;
  value: string;
}

/** The terms of one plan on one billing period, as the dialog and the e-mails list them. */
export function termLines(kind: PlanKind, billing: BillingPeriod): TermLine[] {
  const terms = kindTerms[kind];
  return [
    { label: 'Billing', value: billing === 'yearly' ? 'Yearly, in advance' : 'Monthly, in advance' },
    { label: 'Minimum term', value: capitalise(terms.minimumTerm[billing]) },
    { label: 'Notice to cancel', value: capitalise(terms.notice[billing]) },
    { label: 'Set-up fee', value: terms.setupFee ?? NO_SETUP_FEE },
  ];
}

export const coolingOffNote = `Consumers may cancel within ${COOLING_OFF_DAYS} days of the agreement, without reason or penalty (ECT Act s44).`;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** One sentence per kind for the Terms of Service (clause 7): the same facts as the dialog's block. */
export function termsSentence(kind: PlanKind): string {
  const t = kindTerms[kind];
  const fee = t.setupFee ? `a set-up fee of ${t.setupFee}` : 'no set-up fee';
  return (
    `${t.product}: billed monthly in advance, or yearly in advance where the plan has a yearly price; ` +
    `minimum term ${t.minimumTerm.monthly} (${t.minimumTerm.yearly} when billed yearly); ` +
    `cancel with ${t.notice.monthly} (when billed yearly, ${t.notice.yearly}); ${fee}` +
    `${t.perUser ? '; priced per user' : ''}.`
  );
}
