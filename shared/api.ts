/** The one endpoint both forms post to, typed once for the client and the server. */
import type {
  AssessmentSubmission,
  CallbackSubmission,
  ContactSubmission,
  EmailSecuritySubmission,
  OrderSubmission,
} from './validation/endpoint-schema';

export const SEND_CONTACT_EMAIL_PATH = '/functions/v1/send-contact-email';

/**
 * A request body as the forms send it: the fields of its endpoint schema (company as empty text
 * when absent; the captcha token, which the spec leaves open, in the body). Orders are told
 * apart by their composed message; `kind` is an optional hint that must agree. A call back and
 * an assessment's review (its answers beside the form's fields) have no message and always name their kind.
 */
type ContactRequestBody = ContactSubmission & { kind?: 'contact' };
export type OrderRequestBody = OrderSubmission & { kind?: 'order' };
type CallbackRequestBody = CallbackSubmission & { kind: 'callback' };
type AssessmentRequestBody = AssessmentSubmission & { kind: 'assessment' };
/** "Is my e-mail safe?" sent for a review: the domain checked; the server attaches the result it keeps. */
type EmailSecurityRequestBody = EmailSecuritySubmission & { kind: 'email-security' };
export type SubmissionRequestBody =
  ContactRequestBody | OrderRequestBody | CallbackRequestBody | AssessmentRequestBody | EmailSecurityRequestBody;

/**
 * The client reads the flag, and the reference it shows in the success toast; it never shows
 * `error` to the visitor.
 */
export type ContactResponse = { success: true; reference: string } | { success: false; error: string };
