import { boolean, mixed, number, object, string, type AnyObjectSchema, type Schema } from 'yup';
import {
  assessmentBodySchema,
  callbackBodySchema,
  contactBodySchema,
  emailSecurityBodySchema,
  orderBodySchema,
} from '../../shared/validation/endpoint-schema';
import { isStoredResult } from '../email-security/stored-result';
import type { OutboxRecord } from './types';

/**
 * The shape of a stored request, derived from the endpoint's schemas: every field they define,
 * with its type only. The rules (lengths, formats) were checked when the request was accepted;
 * a record must stay readable after a release changes a rule, so reading checks only the shape.
 * Every field a body may leave out (an optional field, which is how a release adds one) may be
 * absent from a record too, as may the fields orders gained after records could be on disk.
 */
function shapeOf(schema: AnyObjectSchema, addedLater: ReadonlySet<string>) {
  const fields = Object.entries(schema.fields)
    .filter(([name]) => name !== 'captcha')
    .map(([name, field]) => {
      const { type } = field as Schema;
      const typed = typeOf(type);
      const optional = addedLater.has(name) || type === 'lazy' || (field as Schema).describe().optional;
      return [name, optional ? typed.optional() : typed.defined()];
    });
  return object(Object.fromEntries(fields));
}

/** Set-up answers, an assessment's answers: an object of text answers, whatever questions a later release asks. */
const isTextAnswers = (value: unknown): boolean =>
  value === undefined ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((answer) => typeof answer === 'string'));

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

function typeOf(type: string) {
  if (type === 'number') return number().strict();
  if (type === 'object') return mixed().test('check', 'a domain check is an object of text', isCheckAnswer);
  if (type === 'boolean') return boolean().strict();
  if (type === 'lazy' || type === 'mixed') return mixed().test('answers', 'answers are text', isTextAnswers);
  return string().strict();
}

/** What orders gained after records could already be on disk (the plan, billing and users): a record from before lacks them. */
const contactOnly = new Set(Object.keys(contactBodySchema.fields));
const orderAdditions = new Set(Object.keys(orderBodySchema.fields).filter((name) => !contactOnly.has(name)));

const meta = {
  reference: string().strict().optional(),
  requestId: string().strict().defined(),
  receivedAt: string().strict().defined(),
};

const kindShape = (kind: string, schema: AnyObjectSchema, addedLater: ReadonlySet<string> = new Set()) =>
  shapeOf(schema, addedLater).shape({ kind: string().strict().oneOf([kind]).defined(), ...meta });

const requestSchemas = {
  contact: kindShape('contact', contactBodySchema),
  order: kindShape('order', orderBodySchema, orderAdditions),
  callback: kindShape('callback', callbackBodySchema),
  assessment: kindShape('assessment', assessmentBodySchema),
  // What the server adds to the body: the domain's result as it was kept when the request arrived.
  'email-security': kindShape('email-security', emailSecurityBodySchema).shape({
    result: mixed().test('result', 'a stored e-mail security result', isStoredResult).defined(),
  }),
};
type Kind = keyof typeof requestSchemas;

const requestSchema = mixed().test('request', 'request is not one of the kinds the endpoint takes', (value) => {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && Object.hasOwn(requestSchemas, kind) && requestSchemas[kind as Kind].isValidSync(value);
});

const outboxRecordSchema = object({
  version: number().strict().oneOf([1]).defined(),
  id: string().strict().defined(),
  audience: string().strict().oneOf(['company', 'visitor']).optional(),
  request: requestSchema.defined(),
  enqueuedAt: string().strict().defined(),
  attempts: number().strict().defined(),
  nextAttemptAt: string().strict().defined(),
  lastAttemptAt: string().strict().nullable().defined(),
  lastError: object().nullable().defined(),
  possiblyDeliveredAt: string().strict().nullable().optional(),
});

/** Whether parsed JSON is an outbox record, and the one whose file is named `id`. */
const isOutboxRecord = (value: unknown, id: string): value is OutboxRecord =>
  outboxRecordSchema.isValidSync(value, { strict: true }) && (value as OutboxRecord).id === id;

/** Stored JSON read as the outbox record `id`; null when it is not one. */
export const readRecord = (text: string, id: string): OutboxRecord | null => {
  try {
    const value: unknown = JSON.parse(text);
    return isOutboxRecord(value, id) ? value : null;
  } catch {
    return null;
  }
};

/** Only the fields the schemas define, so nothing a caller attached by accident is written to disk. */
export const storedRequest = <T extends OutboxRecord['request']>(request: T): T => {
  const schema = requestSchemas[request.kind];
  if (!schema) throw new TypeError('mail request kind is not one the endpoint takes');
  const picked = Object.fromEntries(
    Object.keys(schema.fields)
      .filter((name) => (request as Record<string, unknown>)[name] !== undefined)
      .map((name) => [name, (request as Record<string, unknown>)[name]]),
  );
  schema.validateSync(picked, { strict: true });
  return picked as T;
};
