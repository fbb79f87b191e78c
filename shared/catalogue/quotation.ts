/**
 * A formal quotation of one plan, as a business buyer's procurement approves a purchase: the
 * amount excluding VAT, the VAT and the amount including it, on the day it was made and for a
 * fixed number of days after. Only plans whose page shows prices are quoted on the spot; the
 * others are quoted by staff. Made from the catalogue alone, so nothing is stored: its number
 * names the day, the plan, the billing period and the users, and the catalogue of that day
 * gives the amounts again (docs/operations.md, "Quotations").
 */
import { company } from './company';
import { unitPrice, type OrderChoice } from './plans/order-choice';
import { kindTerms, type BillingPeriod } from './plans/order-terms';
import { hostingPages } from './plans/pages';
import type { PlanKind } from './plans/types';
import { vatSplit } from './vat';
import { daysAfter, reviewDay, sastIsoDay } from '../format-date';

/** How long a quotation's prices hold, counted from the day it was made. */
export const QUOTE_VALID_DAYS = 30;

/** Where a quotation is fetched: `/quote?plan=CXN3&billing=yearly&users=5`. */
export const QUOTE_PATH = '/quote';

/** Whether the site quotes a kind of plan on the spot: only where its page shows the prices. */
export const isQuotedOnTheSpot = (kind: PlanKind): boolean => hostingPages[kind].showPrices;

interface VatAmounts {
  exclCents: number;
  vatCents: number;
  inclCents: number;
}

/** One billing period of the plan: one user's (or the plan's) amounts, and the whole order's. */
export interface QuoteLine {
  billing: BillingPeriod;
  /** 'month' or 'year': what each amount pays for. */
  period: 'month' | 'year';
  /** Priced per user: the quantity is the users. */
  perUser: boolean;
  quantity: number;
  unit: VatAmounts;
  total: VatAmounts;
}

export interface Quotation {
  number: string;
  madeOn: Date;
  validUntil: Date;
  choice: OrderChoice;
  /** The billing period asked for. */
  quoted: QuoteLine;
  /** The other billing period, where the plan has a yearly price. */
  alternative?: QuoteLine;
}

/**
 * Each user's amounts times the users, so the line's unit price, its amount and the totals agree
 * to the cent and excluding VAT plus VAT is the catalogue's price times the users, exactly.
 */
function quoteLine({ plan, kind, users }: OrderChoice, billing: BillingPeriod): QuoteLine {
  const { amount, period } = unitPrice(plan, billing);
  const unit = vatSplit(amount);
  const perUser = kindTerms[kind].perUser;
  const quantity = perUser ? users : 1;
  const times = (cents: number) => cents * quantity;
  return {
    billing,
    period: period === '/year' ? 'year' : 'month',
    perUser,
    quantity,
    unit,
    total: { exclCents: times(unit.exclCents), vatCents: times(unit.vatCents), inclCents: times(unit.inclCents) },
  };
}

/**
 * 'Q-20261125-CXN3-M': the day it was made in South Africa, the plan's id as the order forms
 * send it, M (billed monthly) or Y (yearly), and on a per-user plan the users ('Y5').
 */
function quoteNumber({ kind, plan, billing, users }: OrderChoice, madeOn: Date): string {
  const period = billing === 'yearly' ? 'Y' : 'M';
  return `Q-${sastIsoDay(madeOn).replace(/-/g, '')}-${plan.id}-${period}${kindTerms[kind].perUser ? users : ''}`;
}

/**
 * The quotation of `choice` made on the day of `at` (dated noon that day in South Africa, so one
 * day's quotation is the same all day); billed yearly only where the plan has a yearly price.
 */
export function quotation(choice: OrderChoice, at: Date): Quotation {
  const madeOn = reviewDay(sastIsoDay(at));
  const billing: BillingPeriod = choice.billing === 'yearly' && choice.plan.yearlyPrice ? 'yearly' : 'monthly';
  const chosen = { ...choice, billing };
  const other: BillingPeriod = billing === 'yearly' ? 'monthly' : 'yearly';
  return {
    number: quoteNumber(chosen, madeOn),
    madeOn,
    validUntil: daysAfter(madeOn, QUOTE_VALID_DAYS),
    choice: chosen,
    quoted: quoteLine(chosen, billing),
    ...(choice.plan.yearlyPrice ? { alternative: quoteLine(chosen, other) } : {}),
  };
}

/** The link to a quotation: the plan, the billing period where not monthly, the users on a per-user plan. */
export function quoteHref({ kind, plan, billing, users }: Pick<OrderChoice, 'kind' | 'plan'> & Partial<OrderChoice>): string {
  const query = new URLSearchParams({ plan: plan.id });
  if (billing === 'yearly' && plan.yearlyPrice) query.set('billing', billing);
  if (users !== undefined && kindTerms[kind].perUser) query.set('users', String(users));
  return `${QUOTE_PATH}?${query.toString()}`;
}

/** Its file name as it downloads: 'Kopano-IT-Quotation-Q-20261125-CXN3-M.pdf'. */
export const quoteFilename = (quote: Quotation): string =>
  `${company.shortName.replace(/[^A-Za-z0-9]+/g, '-')}-Quotation-${quote.number}.pdf`;

/** The words on a quotation. */
export const quoteCopy = {
  title: 'Quotation',
  number: 'Quote number',
  date: 'Date',
  validUntil: 'Valid until',
  from: 'From',
  registration: 'Registration number',
  vatNumber: 'VAT number',
  plan: 'Plan',
  amounts: 'Amounts',
  columns: { item: 'Item', quantity: 'Qty', unit: 'Unit price excl. VAT', amount: 'Amount excl. VAT' },
  subtotal: 'Total excl. VAT',
  vat: (percent: number) => `VAT at ${percent}%`,
  total: 'Total incl. VAT',
  per: { month: 'per month', year: 'per year' } as const,
  billed: { monthly: 'billed monthly', yearly: 'billed yearly' } as const,
  alternative: (billed: string) => `If ${billed} instead`,
  usersLabel: 'Users',
  perUser: 'per user',
  currency:
    'All amounts are in South African rand (ZAR). The catalogue prices include VAT; each is split into the amount excluding VAT and the VAT on it, to the cent.',
  accept: 'How to accept',
  acceptLead: (number: string) => `To accept, quote ${number} in any of these ways:`,
  acceptWays: (orderUrl: string): Array<[string, string]> => [
    ['Order online', `${orderUrl} (write the quote number in Additional Requirements)`],
    ['E-mail', `Reply to ${company.email.display}`],
    ['Phone', `${company.phone.display}, ${company.hours}`],
  ],
  binding:
    'This quotation is not an invoice. Prices hold until the date above; our written order confirmation follows your acceptance, under our Terms of Service',
  /** On the page a plan whose price is quoted by staff gets instead of a PDF. */
  onRequest: {
    title: 'Quotation on request',
    text: (planName: string) => `We prepare the quotation for ${planName} ourselves: ask for one and we will send it to you.`,
    link: 'Ask for a quotation',
  },
  problem: { title: 'No quotation', link: 'Go to our home page' },
} as const;
