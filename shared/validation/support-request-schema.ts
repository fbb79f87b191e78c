import { object, string, type InferType } from 'yup';
import { supportServices } from '../catalogue/support-request-copy';
import { SUPPORT_PRIORITIES, type SupportPriority } from '../support/request';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-schema';
import { emailField, formText, nameField } from './form-fields';

/** The support form's limits: a name, address, company and phone as the contact form takes them. */
const SUPPORT_LIMITS = {
  ...CONTACT_LIMITS,
  subjectMin: 3,
  subjectMax: 150,
  descriptionMin: 10,
  descriptionMax: 5000,
} as const;

const L = SUPPORT_LIMITS;
const M = {
  ...CONTACT_MESSAGES,
  service: 'Please choose the service affected',
  priority: 'Please choose how urgent it is',
  subjectMin: `Subject must be at least ${L.subjectMin} characters`,
  subjectMax: `Subject must be less than ${L.subjectMax} characters`,
  descriptionMin: `Description must be at least ${L.descriptionMin} characters`,
  descriptionMax: `Description must be less than ${L.descriptionMax} characters`,
  characters: 'Please remove the control characters',
} as const;

/** No control characters but tab and line breaks, and none of those in a one-line field. */
const clean = (multiline: boolean) => (value: string) =>
  !(multiline ? /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/ : /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/).test(value);
const line = () => formText().test('characters', M.characters, clean(false));

/** The support form's text fields, checked alike in the browser and on the server (whose multipart fields are all text). */
export const supportRequestSchema = object({
  name: nameField(L, M).test('characters', M.characters, clean(false)),
  company: line().max(L.companyMax, M.companyMax),
  email: emailField(L, M),
  phone: line().max(L.phoneMax, M.phoneMax),
  service: formText().oneOf(
    supportServices.map((s) => s.value),
    M.service,
  ),
  priority: string<SupportPriority>().default('question').oneOf(SUPPORT_PRIORITIES, M.priority),
  subject: line().min(L.subjectMin, M.subjectMin).max(L.subjectMax, M.subjectMax),
  description: formText()
    .min(L.descriptionMin, M.descriptionMin)
    .max(L.descriptionMax, M.descriptionMax)
    .test('characters', M.characters, clean(true)),
});

export type SupportRequestValues = InferType<typeof supportRequestSchema>;
