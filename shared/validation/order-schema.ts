import { number, object, string, type InferType } from 'yup';
import { emailField, formText, marketingField, nameField } from './form-fields';
import { USERS_LIMITS } from '../catalogue/plans/order-terms';
import { setupDefaults, type SetupAnswers } from '../catalogue/plans/setup-questions';
import type { PlanChoice } from '../catalogue/plans';
import { setupField } from './setup-schema';

/** The order form's limits; the server applies them to order bodies too. */
export const ORDER_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 255,
  phoneMin: 10,
  phoneMax: 20,
  companyMax: 100,
  messageMax: 1000,
  usersMin: USERS_LIMITS.min,
  usersMax: USERS_LIMITS.max,
} as const;

const L = ORDER_LIMITS;

/**
 * The spec gives texts only for the name minimum, the e-mail and the phone minimum. The others read
 * as yup's defaults would with the field's label, spelt out so client and server say the same;
 * each is made from its limit.
 */
export const ORDER_MESSAGES = {
  nameMin: `Name must be at least ${L.nameMin} characters`,
  nameMax: `Name must be at most ${L.nameMax} characters`,
  email: 'Invalid email address',
  emailMax: `Email must be at most ${L.emailMax} characters`,
  phoneMin: `Phone number must be at least ${L.phoneMin} digits`,
  phoneMax: `Phone number must be at most ${L.phoneMax} characters`,
  companyMax: `Company must be at most ${L.companyMax} characters`,
  messageMax: `Additional requirements must be at most ${L.messageMax} characters`,
  users: `Number of users must be a whole number from ${L.usersMin} to ${L.usersMax}`,
  billing: 'Billing must be monthly or yearly',
} as const;

const M = ORDER_MESSAGES;

/**
 * The order dialog's fields. Phone is checked for length only, not digits, so international
 * formats pass. Billing and users are the visitor's choices beside the plan; the server checks
 * them against the plan (yearly only where a yearly price exists, users only on per-user plans).
 */
export const orderSchema = object({
  name: nameField(L, M),
  email: emailField(L, M),
  phone: formText().min(L.phoneMin, M.phoneMin).max(L.phoneMax, M.phoneMax),
  company: formText().max(L.companyMax, M.companyMax),
  message: formText().max(L.messageMax, M.messageMax),
  billing: string<'monthly' | 'yearly'>().default('monthly').oneOf(['monthly', 'yearly'], M.billing),
  users: number().typeError(M.users).default(1).integer(M.users).min(L.usersMin, M.users).max(L.usersMax, M.users),
  /** The plan the order is for: its set-up questions depend on it. */
  plan: formText(),
  setup: setupField,
  marketing: marketingField(),
});

export type OrderFormValues = Omit<InferType<typeof orderSchema>, 'setup'> & { setup: SetupAnswers };

/**
 * The dialog's reset state: empty fields, the plan's pre-filled message, monthly, one user, every
 * set-up question at its default, no marketing.
 */
export function orderFormDefaults({ kind, plan }: PlanChoice, prefilledMessage: string): OrderFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    company: '',
    message: prefilledMessage,
    billing: 'monthly',
    users: 1,
    plan: plan.id,
    setup: setupDefaults(kind),
    marketing: false,
  };
}
