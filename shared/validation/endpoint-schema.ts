import { object, ValidationError, type InferType, type ObjectSchema, type Schema } from 'yup';
import { billingPeriods, findPlanById, kindTerms } from '../catalogue/plans';
import { completeSetup, type SetupAnswers } from '../catalogue/plans/setup-questions';
import { isOrderMessage, parseOrderMessage } from '../order-message';
import { answersField, assessmentReviewSchema } from './assessment-review-schema';
import { callbackSchema } from './callback-schema';
import { contactSchema } from './contact-schema';
import { domainCheckField } from './domain-check-field';
import { ORDER_LIMITS, ORDER_MESSAGES, orderSchema } from './order-schema';
import { textField, type TextRule } from './text-field';
import { sortByFieldOrder } from './validate-form';

/**
 * The composed order text wraps the visitor's characters (up to the order form's limit) in a
 * header, three plan lines and a footer of about 250 more; three times the form's limit leaves
 * room without letting a body grow unbounded.
 */
export const ORDER_MESSAGE_MAX = 3 * ORDER_LIMITS.messageMax;
/** Proof-of-work payloads and hCaptcha tokens are a few KB at most. */
export const CAPTCHA_MAX = 10000;
/** Plan ids are short catalogue keys ('CXN3', 'm365-business-basic'). */
const PLAN_ID_MAX = 64;

type SubmissionKind = 'contact' | 'order' | 'callback' | 'assessment' | 'email-security';

/** What only the server checks of a text field: it is text, it is there, it holds no control characters. */
type ServerRule = Omit<TextRule, 'min' | 'max'>;

/** A form's text fields: each must have a server rule, so the type checker names a new one here. */
type TextFields<S extends ObjectSchema<Record<string, unknown>>> = {
  [K in keyof InferType<S>]-?: InferType<S>[K] extends string | undefined ? K : never;
}[keyof InferType<S>] &
  string;

/**
 * The form's own schema with the server's checks added to each text field, so the endpoint reads
 * every field the form defines, with the form's limits and messages, and never restates one.
 */
function withServerRules<S extends ObjectSchema<Record<string, unknown>>>(
  form: S,
  rules: { [Field in TextFields<S>]: ServerRule },
): S {
  const fields = Object.entries(form.fields).map(([name, field]) => {
    const rule = (rules as Record<string, ServerRule | undefined>)[name];
    return [name, rule ? (field as Schema).concat(textField(rule)) : field];
  });
  return object(Object.fromEntries(fields)) as unknown as S;
}

/** A line of text that must be there and not empty, with at most `max` characters. */
const requiredLine = (label: string, max: number, tooLong: string) =>
  textField({
    label,
    required: true,
    singleLine: true,
    min: { length: 1, message: `${label} is required` },
    max: { length: max, message: tooLong },
  });

const captcha = requiredLine('Captcha', CAPTCHA_MAX, `Captcha must be less than ${CAPTCHA_MAX} characters`).defined(
  'Captcha is required',
);

const personRules = (
  companyLabel: string,
  phoneRequired: boolean,
): Record<'name' | 'email' | 'company' | 'phone' | 'message', ServerRule> => ({
  name: { label: 'Name', required: true, singleLine: true },
  email: { label: 'Email', required: true, singleLine: true },
  company: { label: companyLabel, required: false, singleLine: true },
  phone: { label: 'Phone number', required: phoneRequired, singleLine: true },
  message: { label: 'Message', required: true, singleLine: false },
});

/** The contact form's fields, each with the server's checks, and the captcha. */
export const contactBodySchema = withServerRules(contactSchema, personRules('Company name', false)).shape({ captcha });

/** The order's message is the composed text; the visitor's part keeps the order form's limit. */
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

const planField = textField({
  label: 'Plan',
  required: true,
  singleLine: true,
  max: { length: PLAN_ID_MAX, message: 'Plan is not one we offer' },
}).test('known-plan', 'Plan is not one we offer', (id) => id === undefined || findPlanById(id) !== undefined);

/**
 * The order form's fields with the server's checks, the plan it is for, and the captcha. The
 * form's billing and users are checked again against that plan: yearly only where the plan has a
 * yearly price, more than one user only on a per-user plan.
 */
export const orderBodySchema = withServerRules(orderSchema, {
  ...personRules('Company', true),
  billing: { label: 'Billing', required: false, singleLine: true },
  // Replaced below by the plan field, which also checks the catalogue.
  plan: { label: 'Plan', required: true, singleLine: true },
})
  .shape({
    message: orderMessage.defined('Message is required'),
    plan: planField.defined('Plan is required'),
    captcha,
    domainCheck: domainCheckField,
  })
  .test('plan-choice', function check(body) {
    const choice = typeof body?.plan === 'string' ? findPlanById(body.plan) : undefined;
    if (!choice) return true;
    if (body.billing === 'yearly' && !billingPeriods(choice.plan).includes('yearly')) {
      return this.createError({ path: 'billing', message: 'Yearly billing is not offered for this plan' });
    }
    if (body.users !== 1 && !kindTerms[choice.kind].perUser) {
      return this.createError({ path: 'users', message: 'This plan is not priced per user' });
    }
    return true;
  });

/**
 * The call back form's fields with the server's checks, and the captcha. Its choices (day, time,
 * topic) are one-line text from the form's lists, which its own schema checks.
 */
export const callbackBodySchema = withServerRules(callbackSchema, {
  name: { label: 'Name', required: true, singleLine: true },
  phone: { label: 'Phone number', required: true, singleLine: true },
  day: { label: 'Day', required: false, singleLine: true },
  time: { label: 'Time', required: false, singleLine: true },
  topic: { label: 'Topic', required: false, singleLine: true },
}).shape({ captcha });

/** The review form's fields with the server's checks (the company and the phone number required), the answers, and the captcha. */
const { name, email, phone } = personRules('Company name', true);
const reviewRules = { name, email, phone, company: { label: 'Company name', required: true, singleLine: true } };
export const assessmentBodySchema = withServerRules(assessmentReviewSchema, reviewRules).shape({
  answers: answersField,
  captcha,
});

/** A domain as "Is my e-mail safe?" checked it (its ASCII form): its kept result is what the review sends. */
const DOMAIN_MAX = 253;
const checkedDomain = requiredLine('Domain', DOMAIN_MAX, `Domain must be at most ${DOMAIN_MAX} characters`).matches(
  /^[A-Za-z0-9.-]*$/,
  'Domain must be a domain name in its ASCII form',
);

/** "Is my e-mail safe?" sent for a review: the review form's fields with the same checks, the domain checked, and the captcha. */
export const emailSecurityBodySchema = withServerRules(assessmentReviewSchema, reviewRules).shape({
  domain: checkedDomain.defined('Domain is required'),
  captcha,
});

export type ContactSubmission = InferType<typeof contactBodySchema>;
export type CallbackSubmission = InferType<typeof callbackBodySchema>;
export type AssessmentSubmission = InferType<typeof assessmentBodySchema>;
export type EmailSecuritySubmission = InferType<typeof emailSecurityBodySchema>;
export type OrderSubmission = Omit<InferType<typeof orderBodySchema>, 'setup'> & { setup: SetupAnswers };

/** A request as the endpoint accepts it, tagged with its kind. */
type Submission =
  | ({ kind: 'contact' } & ContactSubmission)
  | ({ kind: 'order' } & OrderSubmission)
  | ({ kind: 'callback' } & CallbackSubmission)
  | ({ kind: 'assessment' } & AssessmentSubmission)
  | ({ kind: 'email-security' } & EmailSecuritySubmission);

export type SubmissionResult = { ok: true; value: Submission } | { ok: false; errors: string[] };

const SCHEMAS = {
  contact: contactBodySchema,
  order: orderBodySchema,
  callback: callbackBodySchema,
  assessment: assessmentBodySchema,
  'email-security': emailSecurityBodySchema,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each field's value when the body leaves it out: its default where it is optional, else nothing.
 * The set-up answers depend on the plan, so they have none here; `completeSetup` fills them in.
 */
const fallbacksOf = (schema: ObjectSchema<Record<string, unknown>>): Array<[string, unknown]> =>
  Object.entries(schema.fields).map(([name, field]) => [
    name,
    'getDefault' in field && (field as Schema).describe().optional ? (field as Schema).getDefault() : undefined,
  ]);

const FALLBACKS = Object.fromEntries(
  Object.entries(SCHEMAS).map(([kind, schema]) => [
    kind,
    fallbacksOf(schema as unknown as ObjectSchema<Record<string, unknown>>),
  ]),
) as Record<SubmissionKind, Array<[string, unknown]>>;

const trimmed = (raw: unknown): unknown => (typeof raw === 'string' ? raw.trim() : raw);

/**
 * Keeps only the schema's own keys (no prototype lookups), trims text, and gives an absent field
 * that is not required its default ('' for optional text, monthly, one user, no marketing). The
 * set-up answers, one level down, are copied the same way.
 */
function pickFields(kind: SubmissionKind, body: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [name, fallback] of FALLBACKS[kind]) {
    const raw = Object.prototype.hasOwnProperty.call(body, name) ? body[name] : undefined;
    picked[name] = isRecord(raw) ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, trimmed(v)])) : trimmed(raw);
    if (raw === undefined) picked[name] = fallback;
  }
  return picked;
}

/** An accepted order carries every question of its kind: the visitor's answers, the defaults for the rest. */
function withCompleteSetup(kind: SubmissionKind, fields: Record<string, unknown>): Record<string, unknown> {
  const choice = kind === 'order' && typeof fields.plan === 'string' ? findPlanById(fields.plan) : undefined;
  if (!choice) return fields;
  return { ...fields, setup: completeSetup(choice.kind, (fields.setup ?? {}) as SetupAnswers) };
}

/**
 * Orders are told apart by their composed message, so `kind` may be left out of a contact or an
 * order; a call back and a review (of an assessment, of a domain's e-mail security) have no
 * message and always say what they are.
 */
function detectKind(message: unknown, hint: unknown): { kind: SubmissionKind; errors: string[] } {
  if (hint === 'callback' || hint === 'assessment' || hint === 'email-security') return { kind: hint, errors: [] };
  const looksLikeOrder = typeof message === 'string' && isOrderMessage(message);
  const kind: SubmissionKind = looksLikeOrder || hint === 'order' ? 'order' : 'contact';
  if (hint === undefined) return { kind, errors: [] };
  if (hint !== 'contact' && hint !== 'order')
    return { kind, errors: ['Kind must be contact, order, callback, assessment or email-security'] };
  return { kind, errors: hint === kind ? [] : ['Kind does not match the message'] };
}

/**
 * Validates a request body of unknown shape for the send-contact-email endpoint: every problem is
 * listed, and no input, however odd, makes it throw.
 */
export function validateSubmission(body: unknown): SubmissionResult {
  try {
    if (!isRecord(body)) return { ok: false, errors: ['Request body must be a JSON object'] };
    const hint = Object.prototype.hasOwnProperty.call(body, 'kind') ? body.kind : undefined;
    const { kind, errors } = detectKind(typeof body.message === 'string' ? body.message.trim() : body.message, hint);
    const schema = SCHEMAS[kind] as unknown as ObjectSchema<Record<string, unknown>>;
    const input = pickFields(kind, body);
    try {
      schema.validateSync(input, { abortEarly: false, strict: true });
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      const failures = error.inner.length > 0 ? error.inner : [error];
      errors.unshift(...sortByFieldOrder(failures, Object.keys(schema.fields)).map((failure) => failure.message));
    }
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, value: { kind, ...withCompleteSetup(kind, input) } as Submission };
  } catch {
    return { ok: false, errors: ['Request body could not be validated'] };
  }
}
