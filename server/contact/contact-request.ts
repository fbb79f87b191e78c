import { contactBodySchema, type ContactSubmission } from '../../shared/validation/endpoint-schema';
import { storedShape } from '../mail/stored-shape';
import type { KindRequest } from '../mail/types';
import type { OrderRequest } from '../order/order-request';

/** The marketing consent: absent in records written before it was asked. */
type ConsentField = 'marketing';

/** A message from the contact form as the outbox stores it. */
export type ContactRequest = KindRequest<
  'contact',
  Omit<ContactSubmission, ConsentField> & Partial<Pick<ContactSubmission, ConsentField>>
>;

/** A contact or an order: a message in the visitor's words, whose e-mails are made alike (an order adds its plan). */
export type WrittenRequest = ContactRequest | OrderRequest;

export const contactShape = storedShape('contact', contactBodySchema);
