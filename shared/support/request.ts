/**
 * A support request (/support/request): its addresses, its form's field names, the bounds of its
 * attachments and the answers the page shows, shared by the page, its script and the server.
 */

/** The page's script posts the form here (multipart, as the page posts it without JavaScript). */
export const SUPPORT_API_PATH = '/api/support-request';
/** A request's private status page takes its token in the query, so that no log of paths holds it. */
export const SUPPORT_STATUS_TOKEN_PARAM = 'token';
/**
 * The receipt e-mail's status link also carries the proof that it was read from that e-mail (the
 * reply form's hidden field too): only with it may the client reply from the page.
 */
export const SUPPORT_REPLY_PROOF_PARAM = 'proof';
/** The confirmation of a request posted without JavaScript (/support/request?received=…) takes its status link's token. */
export const SUPPORT_RECEIVED_PARAM = 'received';
/** The confirmation's place on its page, which opens at it. */
export const SUPPORT_RECEIVED_ID = 'support-received';
/** How long a request's status link and its row are kept. */
export const SUPPORT_KEPT_DAYS = 90;

export const SUPPORT_FILES_MAX = 5;
/**
 * An upload is given up once nothing has moved for this long, never for taking long: a slow line's
 * 20 MB takes many minutes (the page's send, and nginx's wait for a paused body on its routes).
 */
export const SUPPORT_STALL_MS = 60_000;
export const SUPPORT_BYTES_MAX = 20 * 1024 * 1024;

export const SUPPORT_FIELDS = {
  name: 'name',
  company: 'company',
  email: 'email',
  phone: 'phone',
  service: 'service',
  priority: 'priority',
  subject: 'subject',
  description: 'description',
  files: 'attachments',
  captcha: 'captcha',
} as const;

/** What each priority means to the visitor, from the worst. */
export const SUPPORT_PRIORITIES = ['urgent', 'degraded', 'question'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

/** Why a request was refused; the copy words each. */
export type SupportRefusal =
  | 'invalid'
  | 'captcha'
  | 'too-many-files'
  | 'too-large'
  | 'file-type'
  | 'infected'
  | 'unread'
  | 'empty-file'
  | 'limited'
  | 'busy'
  | 'unavailable';

/** A request's state as the helpdesk says it, in the site's words. */
export type SupportState = 'received' | 'open' | 'waiting' | 'resolved';

/** The refusals that are the files' (shown under the files' control). */
const SUPPORT_FILE_REFUSALS: readonly SupportRefusal[] = [
  'too-many-files',
  'too-large',
  'file-type',
  'infected',
  'unread',
  'empty-file',
];

/** Each field's own error, shown under it (`files`: the files' control). */
export type SupportFieldErrors = Partial<Record<Exclude<keyof typeof SUPPORT_FIELDS, 'captcha'>, string>>;

/**
 * The page's answer to a post: received (the reference, the status link's path and the address its
 * receipt went to, which a request taken before it was kept lacks), or refused
 * with its reason (`errors`: each field's own, where the fields were the reason).
 */
export type SupportAnswer =
  | { step: 'received'; reference: string; statusPath: string; email?: string }
  | { step: 'refused'; refusal: SupportRefusal; problems: string[]; errors?: SupportFieldErrors };

/** Each field's error an answer holds: the fields' own, or the files' reason under their control. */
export const supportFieldErrors = (answer: Extract<SupportAnswer, { step: 'refused' }>): SupportFieldErrors =>
  SUPPORT_FILE_REFUSALS.includes(answer.refusal) ? { files: answer.problems.join(' ') } : (answer.errors ?? {});

/** What a refused post without JavaScript held, to fill the form in again (files cannot be). */
export type SupportPosted = Partial<Record<Exclude<keyof typeof SUPPORT_FIELDS, 'files' | 'captcha'>, string>>;

/** The status page's answer: the request's state as last known, and when it last changed (ISO). */
export type SupportStatus = {
  reference: string;
  ticket: string | null;
  state: SupportState;
  changedAt: string;
  /** Files the scanner found infected, or could not read, only at the handover (it was down when the request was taken): not passed on. */
  dropped: SupportDropped;
  /** The subject the client wrote, as the helpdesk has it. */
  subject?: string;
  /** The request and the helpdesk's replies, oldest first; null where the helpdesk could not be asked just now. */
  thread: SupportMessage[] | null;
  /**
   * Where the client replies: here (the request is a ticket of the helpdesk's and the link is the
   * receipt e-mail's), from the e-mail's link (this one lacks its proof), here once it is a ticket,
   * or by e-mail (handed over by e-mail).
   */
  replies: 'page' | 'from-email-link' | 'not-yet' | 'email';
  /** The reply proof, for the reply form's hidden field (with `replies: 'page'` only). */
  proof?: string;
  /** What the reply just posted came to: sent, or refused with why (and the text, to send again). */
  reply?: SupportReplyAnswer;
};

/** One message of a request's conversation: the client's own (the request, a reply) or the helpdesk's, its text plain, never markup. */
export type SupportMessage = {
  from: 'client' | 'helpdesk';
  at: string;
  /** Null where the message has no plain text (a reply written as HTML only). */
  text: string | null;
  /** True where the text was cut at SUPPORT_MESSAGE_CHARS_MAX. */
  cut?: boolean;
  files: string[];
};

/** A message's text is shown up to this many characters. */
export const SUPPORT_MESSAGE_CHARS_MAX = 20_000;
/** A reply's text, as long as a request's description. */
export const SUPPORT_REPLY_CHARS_MAX = 5000;
/** The reply form's text field (its files go as a request's, SUPPORT_FIELDS.files). */
export const SUPPORT_REPLY_FIELD = 'reply';
/** The status page's address once a reply is sent (303), and the place it opens at. */
export const SUPPORT_REPLIED_PARAM = 'replied';
export const SUPPORT_THREAD_ID = 'support-thread';

export type SupportReplyAnswer = { step: 'sent' } | { step: 'refused'; problems: string[]; text: string };

/** The names of a request's files dropped at the handover: found infected, or that the scanner could not read. */
export type SupportDropped = { infected: string[]; unread: string[] };

/** The status page's address: the token alone (the confirmation screen's), or with the reply proof (the receipt e-mail's). */
export const supportStatusPath = (token: string, proof?: string) =>
  `/support/status?${new URLSearchParams({ [SUPPORT_STATUS_TOKEN_PARAM]: token, ...(proof ? { [SUPPORT_REPLY_PROOF_PARAM]: proof } : {}) }).toString()}`;

/** Where a reply sent from the status page goes (303): the page again, saying it was sent, so that loading it again sends nothing. */
export const supportRepliedPath = (token: string, proof: string) =>
  `/support/status?${new URLSearchParams({ [SUPPORT_STATUS_TOKEN_PARAM]: token, [SUPPORT_REPLY_PROOF_PARAM]: proof, [SUPPORT_REPLIED_PARAM]: '1' }).toString()}#${SUPPORT_THREAD_ID}`;

/** Where a request posted without JavaScript is sent once taken (303), so that loading it again sends nothing. */
export const supportReceivedPath = (token: string) =>
  `/support/request?${new URLSearchParams({ [SUPPORT_RECEIVED_PARAM]: token }).toString()}#${SUPPORT_RECEIVED_ID}`;

/** "Ask us to fix this" under an e-mail check's gaps: the form at `path` opened for the domain and its checks (`?domain=example.co.za&fix=spf`). */
export const SUPPORT_FIX_PARAMS = { domain: 'domain', checks: 'fix' } as const;

export const supportFixLink = (path: string, domain: string, checks: readonly string[]) =>
  `${path}?${new URLSearchParams({ [SUPPORT_FIX_PARAMS.domain]: domain, [SUPPORT_FIX_PARAMS.checks]: checks.join(',') })}`;
