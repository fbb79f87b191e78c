import { mixed, number, object, string } from 'yup';
import type { MailKinds } from './mail-kind';
import type { OutboxRecord } from './types';

/**
 * What every request carries, whatever its kind (types.ts, MailRequest): all a store given no
 * kinds checks of a request (retention and the tests' own stores, which compose nothing).
 */
const anyRequest = object({
  kind: string().strict().defined(),
  reference: string().strict().optional(),
  requestId: string().strict().defined(),
  receivedAt: string().strict().defined(),
});

/** The record around the request: what the outbox itself keeps of a message. */
const recordSchema = (isRequest: (value: unknown) => boolean) =>
  object({
    version: number().strict().oneOf([1]).defined(),
    id: string().strict().defined(),
    audience: string().strict().oneOf(['company', 'visitor']).optional(),
    request: mixed().test('request', 'request is not one of the kinds the outbox was given', isRequest).defined(),
    enqueuedAt: string().strict().defined(),
    attempts: number().strict().defined(),
    nextAttemptAt: string().strict().defined(),
    lastAttemptAt: string().strict().nullable().defined(),
    lastError: object().nullable().defined(),
    possiblyDeliveredAt: string().strict().nullable().optional(),
  });

/**
 * How stored JSON is read as the outbox record `id`: null when it is not one, or when its request
 * is not of one of `kinds` in its kind's stored shape.
 */
export const recordReader = (kinds?: MailKinds) => {
  const schema = recordSchema(kinds ? kinds.accepts : (value) => anyRequest.isValidSync(value));
  /** Whether parsed JSON is an outbox record, and the one whose file is named `id`. */
  const isOutboxRecord = (value: unknown, id: string): value is OutboxRecord =>
    schema.isValidSync(value, { strict: true }) && (value as OutboxRecord).id === id;
  return (text: string, id: string): OutboxRecord | null => {
    try {
      const value: unknown = JSON.parse(text);
      return isOutboxRecord(value, id) ? value : null;
    } catch {
      return null;
    }
  };
};
