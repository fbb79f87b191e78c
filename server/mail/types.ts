import type { EmailSecurityResult } from '../../shared/email-security/result';
import type {
  AssessmentSubmission,
  CallbackSubmission,
  ContactSubmission,
  EmailSecuritySubmission,
  OrderSubmission,
} from '../../shared/validation/endpoint-schema';

/** The marketing consent: absent in records written before it was asked. */
type ConsentField = 'marketing';

/** What an order adds to a contact request; absent in records written before orders named their plan or asked for set-up. */
type OrderChoiceFields = 'plan' | 'billing' | 'users' | 'setup' | ConsentField;

type StoredSubmission =
  | ({ kind: 'contact' } & Omit<ContactSubmission, 'captcha' | ConsentField> & Partial<Pick<ContactSubmission, ConsentField>>)
  | ({ kind: 'order' } & Omit<OrderSubmission, 'captcha' | OrderChoiceFields> & Partial<Pick<OrderSubmission, OrderChoiceFields>>)
  | ({ kind: 'callback' } & Omit<CallbackSubmission, 'captcha'>)
  | ({ kind: 'assessment' } & Omit<AssessmentSubmission, 'captcha'>)
  // The domain's result as the checker kept it when the request arrived, so the e-mail is made without the network.
  | ({ kind: 'email-security' } & Omit<EmailSecuritySubmission, 'captcha'> & { result: EmailSecurityResult });

/**
 * A visitor's request as the endpoint accepted it (the submission's own fields, from the shared
 * schema, without the captcha), with what the server adds: its reference, the request id and the
 * time it arrived.
 */
export type MailRequest = StoredSubmission & {
  /** The visitor's reference ('KIT-7F3A2C9Q'); absent only in records written before references existed. */
  reference?: string;
  requestId: string;
  receivedAt: string;
};

/** A request that gave an e-mail address: all but a call back, which gives a phone number only. */
export type AddressedRequest = Exclude<MailRequest, { kind: 'callback' }>;

/** A contact or an order: a message in the visitor's words. */
export type WrittenRequest = Exclude<AddressedRequest, { kind: 'assessment' | 'email-security' }>;

/** Who a message is for: the company (the request itself) or the visitor (their confirmation). */
export type Audience = 'company' | 'visitor';

export interface DeliveryError {
  /**
   * 'reply': the server refused this message. 'connection': the server as a whole failed (not
   * reached, timed out, dropped us, refused our login), so nothing about the message was judged.
   */
  kind: 'connection' | 'reply';
  code?: string;
  responseCode?: number;
  detail: string;
  at: string;
}

/** One file in the outbox: the request plus what the delivery loop knows about it. */
export interface OutboxRecord {
  version: 1;
  id: string;
  /** Absent in records written before confirmations existed: those are for the company. */
  audience?: Audience;
  request: MailRequest;
  enqueuedAt: string;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: DeliveryError | null;
  /**
   * When its data reached the mail server but no reply came (the reply wait ran out, or shutdown
   * could not wait longer): the server may have delivered it. Such a message is kept but never
   * sent again by itself; the operator's `outbox retry` clears this. Absent or null otherwise.
   */
  possiblyDeliveredAt?: string | null;
}
