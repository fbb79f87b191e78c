import {
  cataloguePrice,
  displayPrice,
  findPlanById,
  hostingPages,
  kindTerms,
  orderSentence,
  planDetails,
  productName,
  termLines,
  usersText,
  type OrderChoice,
  type TermLine,
} from '../../shared/catalogue/plans';
import { setupLines, type SetupLine } from '../../shared/catalogue/plans/setup-questions';
import { NO_ADDITIONAL_REQUIREMENTS, parseOrderMessage } from '../../shared/order-message';
import { domainInBothForms } from '../../shared/validation/setup-answer-rules';
import type { OrderOrMessage } from './order-request';

/** What an order asked for, read from the catalogue by the plan's id, for the e-mails that describe it. */
export interface OrderDetails {
  choice: OrderChoice;
  product: string;
  planName: string;
  details: string;
  /** The catalogue price of the whole order, also where the page showed 'Contact for Pricing'. */
  price: string;
  /** False where the visitor saw 'Contact for Pricing' instead of the price. */
  priceShown: boolean;
  /** 'Contact for Pricing' or the price the visitor saw. */
  visitorPrice: string;
  terms: TermLine[];
  /** Only for per-user plans. */
  users?: string;
  /** Every set-up question of the kind with its answer; null in records from before they were asked. */
  setup: SetupLine[] | null;
}

/** What was ordered, as both e-mails list it, with the price as the reader should read it. */
export const orderRows = (order: OrderDetails, price: string): Array<[label: string, value: string]> => [
  ['Product', order.product],
  ['Plan', `${order.planName} (${order.details})`],
  ['Price', price],
  ...(order.users ? [['Users', order.users] as [string, string]] : []),
  ...order.terms.map(({ label, value }): [string, string] => [label, value]),
];

/** A typed domain reads in both forms, 'münchen.co.za (xn--mnchen-3ya.co.za)', so a registrar's form can take it. */
const shownLine = (line: SetupLine): SetupLine =>
  line.typed === 'domain' && line.value ? { ...line, answer: domainInBothForms(line.value) } : line;

const sameText = (a: string, b: string): boolean => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The order's plan and choices; null for a contact request or a record from before orders named their plan. */
export function orderDetails(request: OrderOrMessage): OrderDetails | null {
  if (request.kind !== 'order' || !request.plan) return null;
  const found = findPlanById(request.plan);
  if (!found) return null;
  const billing = request.billing === 'yearly' && found.plan.yearlyPrice ? 'yearly' : 'monthly';
  const perUser = kindTerms[found.kind].perUser;
  const choice: OrderChoice = { ...found, billing, users: perUser ? (request.users ?? 1) : 1 };
  return {
    choice,
    product: productName(found.kind),
    planName: found.plan.name,
    details: planDetails(found.plan),
    price: cataloguePrice(choice),
    priceShown: hostingPages[found.kind].showPrices,
    visitorPrice: displayPrice(found.kind, found.plan),
    terms: termLines(found.kind, billing),
    ...(perUser ? { users: usersText(choice.users) } : {}),
    setup: request.setup ? setupLines(found.kind, found.plan, request.setup).map(shownLine) : null,
  };
}

/**
 * What the visitor wrote in Additional Requirements, or the spec's 'No additional requirements
 * specified.' when they wrote nothing or left the pre-filled sentence as it was: that sentence
 * is the site's words, not the customer's.
 */
export function visitorRequirements(request: OrderOrMessage): string {
  if (request.kind !== 'order') return request.message;
  const parsed = parseOrderMessage(request.message);
  if (!parsed) return request.message;
  const text = parsed.additional.trim();
  const found = request.plan ? findPlanById(request.plan) : undefined;
  if (!text || (found && sameText(text, orderSentence(found)))) return NO_ADDITIONAL_REQUIREMENTS;
  return text;
}
