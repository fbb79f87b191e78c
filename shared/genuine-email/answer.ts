/**
 * "Is this e-mail genuine?" (/genuine-email): what the site says of one message, typed once for the
 * server that reads it and the page that shows it. The message itself is never part of it: only
 * the sender's address, the attachments' names and what the reading found.
 */

/** The page's script posts the form here (multipart, the same fields) and shows the answer in place. */
export const GENUINE_EMAIL_API_PATH = '/api/genuine-email';

/** The form posted here gives the answer as a printable PDF, read again from the message posted (nothing is kept between). */
export const GENUINE_EMAIL_SUMMARY_PATH = '/genuine-email/summary';

/** The form's fields: the saved message, the headers pasted, the supplier's real domain or address. */
export const GENUINE_EMAIL_FIELDS = { file: 'message', pasted: 'headers', supplier: 'supplier' } as const;

/** A message, or its pasted headers, larger than this is refused unread: a real invoice with its PDF is well under it. */
export const MESSAGE_BYTES_MAX = 10 * 1024 * 1024;

export type Outcome = 'genuine' | 'not-from' | 'cant-tell';

/** Whose check the verdict rests on: the recipient's provider's, written when the message arrived, or the site's own. */
export type CheckedBy = 'microsoft' | 'google' | 'site';

/** The headers that may name another domain to answer or bounce to. */
type ReplyHeader = 'Reply-To' | 'Return-Path';

/** One reason, each shown as one sentence (shared/catalogue/genuine-email-copy.ts). */
export type Reason =
  | { id: 'provider-pass'; by: CheckedBy; domain: string }
  | { id: 'arc-forward'; domain: string }
  | { id: 'provider-fail'; by: CheckedBy; domain: string }
  | { id: 'not-protected'; domain: string }
  | { id: 'weak-pass'; domain: string }
  | { id: 'own-domain-spoof'; domain: string }
  | { id: 'site-spf-fail'; domain: string }
  /** Only its sending server checks out (SPF), without a signature that lines up. */
  | { id: 'site-spf-only'; domain: string }
  | { id: 'site-dkim-fail' }
  | { id: 'no-check'; domain: string }
  | { id: 'ignored-pass'; writtenBy: string | null }
  | { id: 'lookalike'; domain: string; of: string; whose: 'supplier' | 'yours' }
  | { id: 'other-domain'; domain: string; supplier: string }
  | { id: 'reply-elsewhere'; header: ReplyHeader; domain: string; free: boolean }
  | { id: 'display-address'; shown: string; domain: string }
  | { id: 'free-mail-invoice'; domain: string }
  /** The sender's domain was registered this many days ago, within the last 30. */
  | { id: 'new-domain'; domain: string; days: number }
  | { id: 'impersonation' }
  | { id: 'first-contact' }
  | { id: 'inline-forward' }
  | { id: 'no-headers' }
  | { id: 'no-sender' }
  | { id: 'msg-no-headers' };

/** An attachment as the message names it; never opened. */
export interface AttachmentSeen {
  name: string;
  type: string;
  /** A kind that runs or opens a web page when opened, or a name that hides its real ending. */
  danger?: 'runs' | 'hidden-ending';
}

export interface GenuineEmailResult {
  outcome: Outcome;
  /** The From address's domain, where the message has one From address. */
  domain: string | null;
  checkedBy: CheckedBy | null;
  reasons: Reason[];
  sender: { name: string; address: string } | null;
  /** The Date header as ISO 8601, where it reads as a date. */
  sent: string | null;
  attachments: AttachmentSeen[];
  /** It speaks of an invoice, a payment or banking details: the steps before paying come first. */
  asksForMoney: boolean;
}

/** Why a message was not read, each with its own sentence. */
export type Refusal =
  | 'nothing-given'
  | 'too-large'
  | 'not-a-message'
  | 'msg-file'
  | 'too-many-headers'
  | 'too-many-parts'
  | 'too-deep'
  | 'took-too-long'
  /** Reading it needed more memory than any real e-mail: its reader was ended. */
  | 'too-large-to-read';

export type GenuineEmailAnswer = { result: GenuineEmailResult } | { refused: Refusal };
