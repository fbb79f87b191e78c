import { object, type InferType } from 'yup';
import { emailField, formText, marketingField, nameField } from './form-fields';

/** The contact form's limits; the server enforces the same ones on contact bodies. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 255,
  companyMax: 100,
  phoneMax: 20,
  messageMin: 10,
  messageMax: 1000,
} as const;

const L = CONTACT_LIMITS;

/**
 * The spec's texts, each made from its limit so a limit changes in one place; "less than" is the
 * spec's wording although the maximum itself is allowed.
 */
export const CONTACT_MESSAGES = {
  nameMin: `Name must be at least ${L.nameMin} characters`,
  nameMax: `Name must be less than ${L.nameMax} characters`,
  email: 'Invalid email address',
  emailMax: `Email must be less than ${L.emailMax} characters`,
  companyMax: `Company name must be less than ${L.companyMax} characters`,
  phoneMax: `Phone number must be less than ${L.phoneMax} characters`,
  messageMin: `Message must be at least ${L.messageMin} characters`,
  messageMax: `Message must be less than ${L.messageMax} characters`,
} as const;

const M = CONTACT_MESSAGES;

export const contactSchema = object({
  name: nameField(L, M),
  email: emailField(L, M),
  company: formText().max(L.companyMax, M.companyMax),
  phone: formText().max(L.phoneMax, M.phoneMax),
  message: formText().min(L.messageMin, M.messageMin).max(L.messageMax, M.messageMax),
  marketing: marketingField(),
});

export type ContactFormValues = InferType<typeof contactSchema>;
