import { boolean, string } from 'yup';

/** A form's text field: trimmed, and '' when missing, so a missing value fails its length rule with the spec's message. */
export const formText = () => string().trim().default('');

/** A name from min to max characters, with the form's own messages (the two forms word the maximum differently). */
export const nameField = (limits: { nameMin: number; nameMax: number }, messages: { nameMin: string; nameMax: string }) =>
  formText().min(limits.nameMin, messages.nameMin).max(limits.nameMax, messages.nameMax);

/** An e-mail address: yup's email() lets '' through, so required() with the same text makes an empty address invalid. */
export const emailField = (limits: { emailMax: number }, messages: { email: string; emailMax: string }) =>
  formText().required(messages.email).email(messages.email).max(limits.emailMax, messages.emailMax);

/**
 * Consent to news and offers, apart from the request itself (POPIA s69): unticked unless the
 * visitor ticks it, never required.
 */
export const marketingField = () =>
  boolean()
    .typeError('Marketing consent must be true or false')
    .nonNullable('Marketing consent must be true or false')
    .default(false);
