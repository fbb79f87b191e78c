import { boolean, object, string } from 'yup';

const EMAIL_WATCH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  domainRequired: 'The domain to watch is required',
} as const;

/** The watch form's fields as posted: `contact` is the tick box (a native form posts 'on', the script true). */
export const emailWatchSchema = object({
  domain: string().trim().required(EMAIL_WATCH_MESSAGES.domainRequired).max(253),
  email: string().trim().required(EMAIL_WATCH_MESSAGES.emailRequired).max(254).email(EMAIL_WATCH_MESSAGES.emailInvalid),
  contact: boolean()
    .transform((value: unknown, original: unknown) => (original === 'on' ? true : value))
    .default(false),
  captcha: string().default(''),
});
