import { boolean, object, string } from 'yup';
import { emailWatchCopy } from '../catalogue/email-watch-copy';

const EMAIL_WATCH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  domainRequired: 'The domain to watch is required',
} as const;

/**
 * Whether an address's name (before its last @) holds no % or !: old routing a mail server may
 * still follow, so that `u%evil.example@victim.co.za` reaches evil.example, not victim.co.za.
 */
const unrouted = (email: string | undefined) => !email || !/[%!]/.test(email.slice(0, email.lastIndexOf('@')));

/** The watch form's fields as posted: `contact` is the tick box (a native form posts 'on', the script true). */
export const emailWatchSchema = object({
  domain: string().trim().required(EMAIL_WATCH_MESSAGES.domainRequired).max(253),
  email: string()
    .trim()
    .required(EMAIL_WATCH_MESSAGES.emailRequired)
    .max(254)
    .email(EMAIL_WATCH_MESSAGES.emailInvalid)
    .test('unrouted', emailWatchCopy.problems.routed, unrouted),
  contact: boolean()
    .transform((value: unknown, original: unknown) => (original === 'on' ? true : value))
    .default(false),
  captcha: string().default(''),
});
