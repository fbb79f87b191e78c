/**
 * "E-mail me if this gets worse": a watch on a domain's e-mail check, typed once for the server
 * that keeps watches and the pages that ask for, confirm and stop one.
 */
import { paths } from '../routes';
import type { EmailSecurityResult } from './result';

/** The form under a result posts here (without JavaScript the page answers the post). */
export const EMAIL_WATCH_PATH = paths['email-watch'];
/** The confirmation e-mail's link: `?token=…`; a GET shows one button, a POST confirms the watch. */
export const EMAIL_WATCH_CONFIRM_PATH = paths['email-watch-confirm'];
/** Every watch e-mail's List-Unsubscribe link: `?token=…`; a GET shows one button, a POST stops the watch. */
export const EMAIL_WATCH_STOP_PATH = paths['email-watch-stop'];
/** With JavaScript the form posts its JSON here and shows the answer in place. */
export const EMAIL_WATCH_API_PATH = '/api/email-watch';
export const EMAIL_WATCH_TOKEN_PARAM = 'token';

/** A watch's link with its token, on the site at `publicUrl`: the confirmation's, or the stop link every e-mail carries. */
export const watchLink = (publicUrl: string, path: string, token: string): string =>
  `${publicUrl}${path}?${new URLSearchParams({ [EMAIL_WATCH_TOKEN_PARAM]: token }).toString()}`;

/**
 * At most this many confirmed watches per address and per domain: one waiting for its confirmation
 * counts for nothing, so a stranger's requests cannot fill a domain's watches.
 */
export const EMAIL_WATCH_LIMITS = { perAddress: 3, perDomain: 5 } as const;
/**
 * An unconfirmed watch and its link last this long (hours, not days: a request nobody confirms,
 * perhaps for someone else's address, is soon gone).
 */
export const EMAIL_WATCH_CONFIRM_HOURS = 24;

/** The form as it was posted without JavaScript, kept for the one page that answers a refusal. */
export interface WatchPosted {
  email: string;
  contact: boolean;
}

/**
 * What a watch page shows, for the post, the confirmation link and the stop link alike (the
 * `emailWatch` state preloads it; the script's post gets it as JSON):
 * - asked: "check your inbox", whether or not a confirmation went: an address that watches the
 *   domain already, a limit reached or a confirmation held back read the same to whoever posts;
 * - refused: nothing stored, and why (400 a problem with the form, `field` 'email' when it is the
 *   address's, 403 the captcha, 409 a limit found reached when the confirmation's button is
 *   pressed, 429 the budget of the form posted without JavaScript, 503 not now);
 * - confirm: the confirmation link opened: one button, which posts back to confirm;
 * - confirmed: the watch is on; the findings last seen are shown;
 * - already-confirmed: the confirmation link opened or pressed again while it lasts;
 * - unknown: a confirmation or stop link that is expired, whose watch is gone, or that never was (404);
 * - stop: the stop link opened: one button, which posts back to stop;
 * - stopped: the watch is deleted;
 * - already-stopped: the stop link opened or pressed again once its watch is deleted.
 */
export type EmailWatchAnswer =
  | { step: 'asked'; shown: string; email: string }
  | { step: 'refused'; problem: string; domain?: string; field?: 'email' }
  | { step: 'confirm'; token: string; shown: string }
  | { step: 'confirmed'; result: EmailSecurityResult }
  | { step: 'already-confirmed'; shown: string }
  | { step: 'unknown' }
  | { step: 'stop'; token: string; shown: string }
  | { step: 'stopped'; shown: string }
  | { step: 'already-stopped' };
