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

/** What a phone number is written with: digits, spaces, `+`, brackets and hyphens. */
const PHONE_CHARACTERS = /^[\d +()-]*$/;
const digitsIn = (phone: string) => phone.replace(/\D/g, '').length;

/**
 * A phone number staff can dial: only a phone number's characters, at least `phoneMin` digits
 * (none given is too few), at most `phoneMax` characters. Other characters are named as such, not
 * as too few digits.
 */
export const dialablePhoneField = (
  limits: { phoneMin: number; phoneMax: number },
  messages: { phoneCharacters: string; phoneMin: string; phoneMax: string },
) =>
  formText()
    .test('phone-characters', messages.phoneCharacters, (phone) => PHONE_CHARACTERS.test(phone))
    .test('phone-digits', messages.phoneMin, (phone) => !PHONE_CHARACTERS.test(phone) || digitsIn(phone) >= limits.phoneMin)
    .max(limits.phoneMax, messages.phoneMax);
