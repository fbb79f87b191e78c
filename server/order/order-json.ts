/**
 * The staff e-mail's attachment `order-<reference>.json`: the order as a billing or ticket system
 * imports it, with every set-up answer as stored (yes-or-no questions as true or false), a typed
 * domain in its ASCII form beside the visitor's, and the contact details and consent.
 */
import { setupQuestions, YES } from '../../shared/catalogue/plans/setup-questions';
import { domainToAscii } from '../../shared/validation/setup-answer-rules';
import type { OrderOrMessage } from './order-request';
import type { OrderDetails } from './order-details';
import { fileReference } from '../mail/request-file';

/** Raised when a field changes meaning or goes; a field added leaves it as it is. */
const ORDER_JSON_VERSION = 1;

export interface OrderAttachment {
  filename: string;
  content: string;
  contentType: 'application/json';
}

type Answer = string | boolean;

function setupObject(order: OrderDetails, answers: Record<string, string>): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const question of setupQuestions[order.choice.kind]) {
    const value = answers[question.id];
    if (value === undefined) continue;
    out[question.id] = question.type === 'yes-no' ? value === YES : value;
    if (question.type === 'text' && question.rule === 'domain' && value) {
      out[`${question.id}Ascii`] = domainToAscii(value) ?? value;
    }
  }
  return out;
}

export function orderAttachment(request: OrderOrMessage, order: OrderDetails, requirements: string | null): OrderAttachment {
  if (request.kind !== 'order') throw new TypeError('only an order has an order attachment');
  const { kind, plan, billing, users } = order.choice;
  const name = fileReference(request);
  const body = {
    version: ORDER_JSON_VERSION,
    reference: request.reference ?? null,
    receivedAt: request.receivedAt,
    plan: { id: plan.id, kind, product: order.product, name: plan.name },
    billing,
    users,
    price: order.price,
    setup: request.setup ? setupObject(order, request.setup) : null,
    domainCheck: request.domainCheck
      ? {
          name: request.domainCheck.ascii,
          status: request.domainCheck.status,
          source: request.domainCheck.source ?? null,
          checkedAt: request.domainCheck.checkedAt,
        }
      : null,
    additionalRequirements: requirements,
    contact: { name: request.name, email: request.email, phone: request.phone, company: request.company || null },
    marketing: request.marketing ?? null,
  };
  return { filename: `order-${name}.json`, content: `${JSON.stringify(body, null, 2)}\n`, contentType: 'application/json' };
}
