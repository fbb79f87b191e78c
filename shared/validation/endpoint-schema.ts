import { object, ValidationError } from 'yup';
import type { ContactRequestBody, SubmissionKind } from '../api';
import { isOrderMessage, parseOrderMessage } from '../order-message';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-schema';
import { ORDER_LIMITS, ORDER_MESSAGES } from './order-schema';
import { textField } from './text-field';
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

const email = (maxMessage: string) =>
  textField({ label: 'Email', required: true, singleLine: true, max: { length: CONTACT_LIMITS.emailMax, message: maxMessage } })
    .test('present', CONTACT_MESSAGES.email, (value) => value === undefined || value.length > 0)
    .email(CONTACT_MESSAGES.email);

const captcha = textField({
  label: 'Captcha',
  required: true,
  singleLine: true,
  min: { length: 1, message: 'Captcha is required' },
  max: { length: CAPTCHA_MAX, message: `Captcha must be less than ${CAPTCHA_MAX} characters` },
});

const C = CONTACT_LIMITS;
const CM = CONTACT_MESSAGES;

const contactBodySchema = object({
  name: textField({
    label: 'Name',
    required: true,
    singleLine: true,
    min: { length: C.nameMin, message: CM.nameMin },
    max: { length: C.nameMax, message: CM.nameMax },
  }),
  email: email(CM.emailMax),
  company: textField({
    label: 'Company name',
    required: false,
    singleLine: true,
    max: { length: C.companyMax, message: CM.companyMax },
  }),
  phone: textField({
    label: 'Phone number',
    required: false,
    singleLine: true,
    max: { length: C.phoneMax, message: CM.phoneMax },
  }),
  message: textField({
    label: 'Message',
    required: true,
    singleLine: false,
    min: { length: C.messageMin, message: CM.messageMin },
    max: { length: C.messageMax, message: CM.messageMax },
  }),
  captcha,
});

const O = ORDER_LIMITS;
const OM = ORDER_MESSAGES;

const orderMessage = textField({
  label: 'Message',
  required: true,
  singleLine: false,
  max: { length: ORDER_MESSAGE_MAX, message: `Message must be at most ${ORDER_MESSAGE_MAX} characters` },
}).test('order-message', 'Order message is malformed', function check(value) {
  if (value === undefined) return true;
  const parsed = parseOrderMessage(value);
  if (!parsed) return false;
  // The visitor's part keeps the order form's own limit, whatever the envelope adds.
  return parsed.additional.length <= O.messageMax || this.createError({ message: OM.messageMax });
});

const orderBodySchema = object({
  name: textField({
    label: 'Name',
    required: true,
    singleLine: true,
    min: { length: O.nameMin, message: OM.nameMin },
    max: { length: O.nameMax, message: OM.nameMax },
  }),
  email: email(OM.emailMax),
  company: textField({
    label: 'Company',
    required: false,
    singleLine: true,
    max: { length: O.companyMax, message: OM.companyMax },
  }),
  phone: textField({
    label: 'Phone number',
    required: true,
    singleLine: true,
    min: { length: O.phoneMin, message: OM.phoneMin },
    max: { length: O.phoneMax, message: OM.phoneMax },
  }),
  message: orderMessage,
  captcha,
});

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
