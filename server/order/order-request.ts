import { mixed } from 'yup';
import { contactBodySchema, orderBodySchema, type OrderSubmission } from '../../shared/validation/endpoint-schema';
import { storedShape } from '../mail/stored-shape';
import type { KindRequest } from '../mail/types';

/** What an order adds to a contact request; absent in records written before orders named their plan or asked for set-up. */
type OrderChoiceFields = 'plan' | 'billing' | 'users' | 'setup' | 'marketing';

/** An order as the outbox stores it: the endpoint's fields, with its own check of the domain (own-domain-check.ts). */
export type OrderRequest = KindRequest<
  'order',
  Omit<OrderSubmission, OrderChoiceFields> & Partial<Pick<OrderSubmission, OrderChoiceFields>>
>;

/**
 * A written request as an order's parts read it: an order, or a contact message of which they read
 * only the words (server/contact/contact-request.ts's WrittenRequest is one or the other).
 */
export type OrderOrMessage = OrderRequest | { kind: 'contact'; message: string };

/** A domain check's answer: its text fields, and the protocol as text or null. */
const isCheckAnswer = (value: unknown): boolean => {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { source, ...rest } = value as Record<string, unknown>;
  return (
    (source === undefined || source === null || typeof source === 'string') &&
    Object.values(rest).every((v) => typeof v === 'string')
  );
};

/** What orders gained after records could already be on disk (the plan, billing and users): a record from before lacks them. */
const contactOnly = new Set(Object.keys(contactBodySchema.fields));
const orderAdditions = new Set(Object.keys(orderBodySchema.fields).filter((name) => !contactOnly.has(name)));

export const orderShape = storedShape('order', orderBodySchema, {
  addedLater: orderAdditions,
  checks: { domainCheck: mixed().test('check', 'a domain check is an object of text', isCheckAnswer) },
});
