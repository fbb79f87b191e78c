import { object, ValidationError, type AnyObjectSchema, type StringSchema } from 'yup';
import type { ContactRequestBody, SubmissionKind } from '../api';
import { isOrderMessage, parseOrderMessage } from '../order-message';
import { contactSchema } from './contact-schema';
import { ORDER_LIMITS, ORDER_MESSAGES, orderSchema } from './order-schema';
import { textField, type TextRule } from './text-field';
import { sortByFieldOrder } from './validate-form';

/**
 * The composed order text (§7) wraps up to 1000 visitor characters in a header, three plan lines
 * and a footer of about 250 more; 3000 leaves room without letting a body grow unbounded.
 */
export const ORDER_MESSAGE_MAX = 3000;
/** Proof-of-work payloads and hCaptcha tokens are a few KB at most. */
export const CAPTCHA_MAX = 10000;

export type Submission = Omit<ContactRequestBody, 'kind'>;

export type SubmissionResult = { ok: true; value: Submission; kind: SubmissionKind } | { ok: false; errors: string[] };

const FIELDS = ['name', 'email', 'company', 'phone', 'message', 'captcha'] as const;
const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['company', 'phone']);

type FormField = 'name' | 'email' | 'company' | 'phone' | 'message';
type ServerRules = Record<FormField, Omit<TextRule, 'min' | 'max'>>;

/** What only the server checks of each form field: the value is text, is there, and holds no control characters. */
const serverRules = (companyLabel: string, phoneRequired: boolean): ServerRules => ({
  name: { label: 'Name', required: true, singleLine: true },
  email: { label: 'Email', required: true, singleLine: true },
  company: { label: companyLabel, required: false, singleLine: true },
  phone: { label: 'Phone number', required: phoneRequired, singleLine: true },
  message: { label: 'Message', required: true, singleLine: false },
});

/**
 * The form's own schema, each field with the server's checks added, and the captcha. `replace`
 * gives a field the server reads differently from the form (the order's composed message).
 */
function endpointSchema(
  form: AnyObjectSchema,
  rules: ServerRules,
  replace: Partial<Record<FormField, StringSchema<string | undefined>>> = {},
) {
  const fields = (Object.keys(rules) as FormField[]).map((name) => [
    name,
    replace[name] ?? (form.fields[name] as StringSchema<string | undefined>).concat(textField(rules[name])),
  ]);
  return object({ ...Object.fromEntries(fields), captcha });
}

const captcha = textField({
  label: 'Captcha',
  required: true,
  singleLine: true,
  min: { length: 1, message: 'Captcha is required' },
  max: { length: CAPTCHA_MAX, message: `Captcha must be less than ${CAPTCHA_MAX} characters` },
});

const contactBodySchema = endpointSchema(contactSchema, serverRules('Company name', false));

/** The order's message is the composed text (§7); the visitor's part keeps the order form's limit. */
const orderMessage = textField({
  label: 'Message',
  required: true,
  singleLine: false,
  max: { length: ORDER_MESSAGE_MAX, message: `Message must be at most ${ORDER_MESSAGE_MAX} characters` },
}).test('order-message', 'Order message is malformed', function check(value) {
  if (value === undefined) return true;
  const parsed = parseOrderMessage(value);
  if (!parsed) return false;
  return parsed.additional.length <= ORDER_LIMITS.messageMax || this.createError({ message: ORDER_MESSAGES.messageMax });
});

const orderBodySchema = endpointSchema(orderSchema, serverRules('Company', true), { message: orderMessage });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps only known own keys (no prototype lookups), trims text, and fills absent optionals. */
function pickFields(body: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const raw = Object.prototype.hasOwnProperty.call(body, field) ? body[field] : undefined;
    picked[field] = typeof raw === 'string' ? raw.trim() : raw === undefined && OPTIONAL_FIELDS.has(field) ? '' : raw;
  }
  return picked;
}

function detectKind(message: unknown, hint: unknown): { kind: SubmissionKind; errors: string[] } {
  const looksLikeOrder = typeof message === 'string' && isOrderMessage(message);
  const kind: SubmissionKind = looksLikeOrder || hint === 'order' ? 'order' : 'contact';
  if (hint === undefined) return { kind, errors: [] };
  if (hint !== 'contact' && hint !== 'order') return { kind, errors: ['Kind must be contact or order'] };
  return { kind, errors: hint === kind ? [] : ['Kind does not match the message'] };
}

/**
 * Validates a request body of unknown shape for the send-contact-email endpoint: every problem is
 * listed, and no input, however odd, makes it throw.
 */
export function validateSubmission(body: unknown): SubmissionResult {
  try {
    if (!isRecord(body)) return { ok: false, errors: ['Request body must be a JSON object'] };
    const input = pickFields(body);
    const hint = Object.prototype.hasOwnProperty.call(body, 'kind') ? body.kind : undefined;
    const { kind, errors } = detectKind(input.message, hint);
    const schema = kind === 'order' ? orderBodySchema : contactBodySchema;
    try {
      schema.validateSync(input, { abortEarly: false, strict: true });
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      const failures = error.inner.length > 0 ? error.inner : [error];
      errors.unshift(...sortByFieldOrder(failures, FIELDS).map((failure) => failure.message));
    }
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, kind, value: input as unknown as Submission };
  } catch {
    return { ok: false, errors: ['Request body could not be validated'] };
  }
}
