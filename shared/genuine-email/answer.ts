/**
 * "Is this e-mail genuine?" (/genuine-email): what the site says of one message, typed once for the
 * server that reads it and the page that shows it. The message itself is never part of it: only
 * the sender's address, the attachments' names and what the reading found.
 */
import type { InstitutionKind, PlatformKind } from '../catalogue/claimed-senders';

/** The page's script posts the form here (multipart, the same fields) and shows the answer in place. */
export const GENUINE_EMAIL_API_PATH = '/api/genuine-email';

/** The form posted here gives the answer as a printable PDF, read again from the message posted (nothing is kept between). */
export const GENUINE_EMAIL_SUMMARY_PATH = '/genuine-email/summary';

/** The form's fields: the saved message, the headers pasted, who it should be from (a domain, an address or a company name). */
export const GENUINE_EMAIL_FIELDS = { file: 'message', pasted: 'headers', supplier: 'supplier' } as const;

/** The supplier field's id on the page: the answer's ask points to it where there is no script to fill it. */
export const SUPPLIER_FIELD_ID = 'genuine-supplier';

/** A message, or its pasted headers, larger than this is refused unread: a real invoice with its PDF is well under it. */
export const MESSAGE_BYTES_MAX = 10 * 1024 * 1024;

export type Outcome = 'genuine' | 'not-from' | 'cant-tell';

/** Why a From was not read as one sender: none, several, two readings of it that differ, or no domain DNS can hold. */
export type FromUnclear = 'none' | 'several' | 'disagree' | 'not-a-domain';

/** Whose word is at stake, for the steps: the supplier, a colleague (by name), an institution or a platform the message names. */
export type Stake =
  | { kind: 'supplier' }
  | { kind: 'colleague'; name: string }
  | { kind: 'institution'; name: string; institution: InstitutionKind }
  | { kind: 'platform'; name: string; platform: PlatformKind };

/** Whose check the verdict rests on: the recipient's provider's, written when the message arrived, or the site's own. */
export type CheckedBy = 'microsoft' | 'google' | 'site';

/** The headers that may name another domain to answer or bounce to. */
type ReplyHeader = 'Reply-To' | 'Return-Path';

/** One reason, each shown as one sentence (shared/catalogue/genuine-email-copy.ts). */
export type Reason =
  | { id: 'provider-pass'; by: CheckedBy; domain: string }
  /** Forwarded, sealed with ARC by `forwarder` where named, and accepted on that seal by the provider. */
  | { id: 'arc-forward'; by: CheckedBy; domain: string; forwarder: string | null }
  /** DMARC failed where the domain's policy asks receivers to do nothing (p=none). */
  | { id: 'policy-none'; by: CheckedBy; domain: string }
  /** The key a signature names is not in DNS (at `domain`, where known). */
  | { id: 'dkim-no-key'; domain: string | null }
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
  /** The provider's results stand by their place in the file: it sealed nothing (Exchange without its ARC seal). */
  | { id: 'provider-placed'; by: CheckedBy }
  /** The provider's seal verifies, but the body is not the one it sealed (a banner added since). */
  | { id: 'body-changed'; by: CheckedBy }
  /** A signature of `domain` verifies for the start of the body only (`l=`): the text after it is nobody's word. */
  | { id: 'uncovered-text'; domain: string }
  /** One slip from, or drawn like, the supplier's domain, the recipient's own, a known one, the name shown or the name given. */
  | { id: 'lookalike'; domain: string; of: string; whose: 'supplier' | 'yours' | 'known' | 'shown-name' | 'given-name' }
  /** Free webmail under a business's name: the one it shows, or the one the clerk gave. */
  | { id: 'free-mail-name'; domain: string; name: string; given: boolean }
  /** Free webmail under a person's name: the mailbox is proven, not who opened it. */
  | { id: 'free-mail'; domain: string }
  /** A colleague's name or address (at `yours`, the recipient's domain), sent from `domain`. */
  | { id: 'colleague-outside'; name: string; domain: string; yours: string }
  /** The sender's domain does not carry the company name the clerk gave. */
  | { id: 'name-unmatched'; domain: string; name: string }
  /** What the clerk typed as the supplier is neither a domain, an address nor a name. */
  | { id: 'supplier-unusable'; given: string }
  | { id: 'other-domain'; domain: string; supplier: string }
  /** The first few domains answers or bounces would go to (free webmail first), and how many more. */
  | { id: 'reply-elsewhere'; header: ReplyHeader; domains: string[]; more: number; free: boolean }
  | { id: 'display-address'; shown: string; domain: string }
  | { id: 'free-mail-invoice'; domain: string }
  /** The sender's domain was registered this many days ago, within the last 90. */
  | { id: 'new-domain'; domain: string; days: number }
  /** Sent through a platform anyone can open an account on, by an account under `account`'s name. */
  | { id: 'platform'; platform: string; account: string | null; domain: string }
  /** Its name claims an institution (`name`) whose mail comes from `domains`, not from `domain`. */
  | { id: 'institution'; name: string; domains: string[]; domain: string }
  /** Its domain is written with letters beyond ASCII: shown as `domain`, held by DNS as `ascii`. */
  | { id: 'foreign-letters'; domain: string; ascii: string }
  /** Proven to be `domain`'s, and nothing shows `domain` is whom the clerk deals with (it `spells` the company name given, where it does). */
  | { id: 'nobody-named'; domain: string; spells?: string }
  /** The provider let it through unchecked (Microsoft's compauth=none with a bypass reason), behind `gateway` where named. */
  | { id: 'provider-skipped'; by: CheckedBy; gateway: string | null }
  /** The provider says it was sent from inside the recipient's organisation, by a signed-in account. */
  | { id: 'internal'; by: CheckedBy; domain: string }
  /** It came attached to a short cover message from `cover`; the answer is about the attached message. */
  | { id: 'attached-forward'; cover: string; inside: boolean }
  /** The From line could not be read as one sender, and why. */
  | { id: 'from-unclear'; why: FromUnclear }
  /** The provider's results speak of `about`, not of the From domain the page names. */
  | { id: 'results-elsewhere'; about: string; domain: string }
  | { id: 'impersonation' }
  | { id: 'first-contact' }
  | { id: 'inline-forward' }
  | { id: 'no-headers' }
  | { id: 'msg-no-headers' }
  /** `domain`, proven and nobody named, is one slip from `of`, an older domain with mail of its own. */
  | { id: 'near-miss'; domain: string; of: string }
  /** The From's host spells `shows` in front of its real domain, `domain`. */
  | { id: 'under-another'; shows: string; domain: string }
  /** Replies go to `domain`, a look-alike of the sender's own `of`, registered `days` ago where known. */
  | { id: 'reply-lookalike'; domain: string; of: string; days?: number }
  /** The clerk named this very free mailbox: proven, it is whom they named. */
  | { id: 'named-mailbox'; address: string }
  /** The text is not the one the provider sealed when it checked the message, where nothing of the provider's own changes it. */
  | { id: 'text-changed'; by: CheckedBy }
  /** Microsoft 365 let it through behind `gateway`, and confirmed (ARC) the gateway's sealed results for `domain`: passed or failed. */
  | { id: 'gateway-checked'; gateway: string; domain: string; passed: boolean }
  /** A group or mailing list (`list`) passed it on under its own address; judged for `author`, proven by `by`'s seal, or not proven (null). */
  | { id: 'via-list'; list: string; author: string | null; by: CheckedBy | null };

/** The results an evidence section names. */
export type EvidenceMethod = 'dmarc' | 'compauth' | 'arc' | 'dkim' | 'spf';

/** What the answer rests on, for whoever reads headers. */
export interface Evidence {
  /** Whose results were trusted: the recipient's provider's, the site's own check's, or none. */
  by: CheckedBy | null;
  /** The provider's server that wrote them (`mx.google.com`, an Exchange Online server). */
  server: string | null;
  /** Each result, and the domain (or compauth's reason) it speaks for, as written. */
  results: { method: EvidenceMethod; result: string; about: string | null }[];
  /** Who wrote each results header that claimed a pass and was not believed; null where it names no one. */
  ignored: (string | null)[];
}

/** An attachment as the message names it; never opened. */
export interface AttachmentSeen {
  name: string;
  type: string;
  /**
   * A kind that runs or opens a web page when opened, a name that hides its real ending, or an
   * archive locked with a password (no scanner sees inside), the worse with a password in the text.
   */
  danger?: 'runs' | 'hidden-ending' | 'locked' | 'locked-password-given';
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
  /** The subject line, so a printed answer says which e-mail it is about (the body is never part of it). */
  subject: string | null;
  /** What the answer rests on; none for an Outlook item without headers. */
  evidence: Evidence | null;
  attachments: AttachmentSeen[];
  /** It speaks of an invoice, a payment or banking details: the steps before paying come first. */
  asksForMoney: boolean;
  /** It asks the clerk to sign, log in or review a document through a link. */
  asksToSignIn: boolean;
  stake: Stake;
}

/** Why a message was not read, each with its own sentence. */
export type Refusal =
  | 'nothing-given'
  /** A file was chosen and it holds nothing. */
  | 'empty-file'
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

/** What the message was given as: a file chosen, or text pasted. */
export type MessageGiven = 'file' | 'text';
