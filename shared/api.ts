/** The one endpoint both forms post to (§7), typed once for the client and the server. */
export const SEND_CONTACT_EMAIL_PATH = '/functions/v1/send-contact-email';

/** Orders are told apart by their composed message; `kind` is an optional hint that must agree. */
export type SubmissionKind = 'contact' | 'order';

export interface ContactRequestBody {
  name: string;
  email: string;
  /** Empty text when the visitor left it out (§7). */
  company: string;
  phone: string;
  message: string;
  /** The spec leaves the token's transport open; this site sends it in the body. */
  captcha: string;
  kind?: SubmissionKind;
}

/** The client reads only the flag and never shows `error` to the visitor (§8). */
export type ContactResponse = { success: true } | { success: false; error: string };
