/**
 * A stranger's message, read in a worker thread (message-reader.ts's piscina pool starts it with
 * its memory limits and ends it past its deadline): its bounds checked, its MIME parsed by
 * postal-mime (an Outlook .msg's internet headers judged as if pasted), whose check counts decided, the site's own check made where none does, and the
 * verdict drawn. Only the verdict goes back: the message itself is never written anywhere, and is
 * gone with the task.
 */
import PostalMime, { type Email, type Mailbox } from 'postal-mime';
import { genuineEmailCopy as copy } from '../../shared/catalogue/genuine-email-copy';
import { domainToASCII } from 'node:url';
import { getDomain } from 'tldts';
import type { AttachmentSeen, GenuineEmailAnswer } from '../../shared/genuine-email/answer';
import type { DnsServer } from '../email-security/dns-client';
import { attachmentDanger } from './attachment-danger';
import { colleaguesOf, supplierOf } from './claim';
import { evidenceOf } from './evidence';
import { HEADER_BYTES_MAX, MIME_DEPTH_MAX, refusalOf } from './message-bounds';
import { outlookItem, type OutlookItem } from './outlook-item';
import { ownCheck } from './own-check';
import { readSeals } from './provider-seal';
import { withoutGmailSummary } from './show-original';
import { verdictOf } from './verdict';
import { whoseWord, type Header } from './whose-word';

export interface ReadJob {
  raw: Uint8Array;
  /** The supplier field as the clerk gave it (a domain, an address, a web address or a name), trimmed. */
  supplier: string | null;
  servers: DnsServer[];
  /** The site's own check asks DNS within this. */
  ownCheckMs: number;
}

/** Attachments listed at most: the dangerous first, then those named for money, so none of them is cut. */
const ATTACHMENTS_SHOWN = 30;
/** The subject shown: enough for any real one. */
const SUBJECT_CHARS_MAX = 200;
/** To and Cc addresses read for the colleagues they name: a real message has a handful. */
const RECIPIENTS_READ = 200;
/** The words of the text read for money: its start is where a request to pay is made. */
const TEXT_READ = 20_000;

/** A request to pay or to change banking details, in the catalogue's words: whole words, or isiZulu's stems within words. */
const MONEY = (() => {
  const { en, af, zu } = copy.moneyWords;
  const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  const words = [...en, ...af].map(literal).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])|${zu.stems.map(literal).join('|')}`, 'iu');
})();

/** Gmail's and Apple Mail's words above a message forwarded in the body (begun where a run of dashes begins: linear). */
const FORWARDED = /(?<!-)-{5,}\s*Forwarded message\s*-{5,}|Begin forwarded message:/i;
/** Outlook's, which a reply quotes too: a forward only under a subject that says so. */
const QUOTED = /(?<!-)-{3,}\s*Original Message\s*-{3,}|^From:.*\r?\n\s*Sent:/im;
const FORWARD_SUBJECT = /^\s*(fwd?|fw)\s*:/i;

/** One address at a name DNS can hold: bytes that decode to no name (U+FFFD) are no sender to check. */
const mailbox = (address: Email['from']): Mailbox | undefined =>
  address && 'address' in address && domainToASCII(address.address?.split('@').pop() ?? '') ? (address as Mailbox) : undefined;

const rank = (attachment: AttachmentSeen) => (attachment.danger ? 0 : MONEY.test(attachment.name) ? 1 : 2);
const seen = (parts: { name: string; type: string }[]): AttachmentSeen[] =>
  parts
    .map((part) => {
      const name = part.name.slice(0, 200);
      return { name, type: part.type.slice(0, 100), danger: name ? attachmentDanger(name) : undefined };
    })
    .sort((one, other) => rank(one) - rank(other))
    .slice(0, ATTACHMENTS_SHOWN);

const attachmentsOf = (email: Email) =>
  seen(
    email.attachments
      .filter((part) => part.disposition === 'attachment' || (part.filename && !part.related))
      .map((part) => ({ name: part.filename ?? '', type: part.mimeType })),
  );

/** The subject as one line of at most SUBJECT_CHARS_MAX characters; none where it is empty. */
const subjectOf = (subject: string | undefined) => subject?.replace(/\s+/g, ' ').trim().slice(0, SUBJECT_CHARS_MAX) || null;

const isoDate = (date: string | undefined) => (date && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null);

export default async function read(job: ReadJob): Promise<GenuineEmailAnswer> {
  const message = withoutGmailSummary(Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength));
  const refused = refusalOf(message);
  if (refused === 'msg-file') return readOutlook(message, job);
  return refused ? { refused } : judge(message, job);
}

/** A .msg with internet headers is judged as those headers pasted; without them nobody can tell who sent it. */
function readOutlook(file: Buffer, job: ReadJob): GenuineEmailAnswer | Promise<GenuineEmailAnswer> {
  const item = outlookItem(file);
  if (!item) return { refused: 'msg-file' };
  if (item.headers) {
    const headers = Buffer.from(`${item.headers}\r\n`, 'utf8');
    const refused = refusalOf(headers);
    return refused ? { refused } : judge(headers, job, item);
  }
  const attachments = seen(item.attachments);
  return {
    result: {
      outcome: 'cant-tell',
      checkedBy: null,
      reasons: [{ id: 'msg-no-headers' }],
      domain: item.sender?.address.split('@').pop() ?? null,
      sender: item.sender && { name: item.sender.name.slice(0, 200), address: item.sender.address.slice(0, 254) },
      sent: item.sent,
      subject: subjectOf(item.text.split('\n')[0]),
      evidence: null,
      attachments,
      asksForMoney: MONEY.test(item.text.slice(0, TEXT_READ)) || attachments.some((attachment) => MONEY.test(attachment.name)),
    },
  };
}

async function judge(
  message: Buffer,
  { supplier, servers, ownCheckMs }: ReadJob,
  outlook?: OutlookItem,
): Promise<GenuineEmailAnswer> {
  let email: Email;
  try {
    email = await PostalMime.parse(message, {
      maxNestingDepth: MIME_DEPTH_MAX,
      maxHeadersSize: HEADER_BYTES_MAX,
      maxRfc822NestingDepth: 2,
      attachmentEncoding: 'arraybuffer',
    });
  } catch (error) {
    return { refused: /depth|nest/i.test((error as Error).message) ? 'too-deep' : 'too-many-headers' };
  }
  const headers: Header[] = email.headers.map(({ key, value }) => ({ key, value }));
  const froms = headers.filter((header) => header.key === 'from').length;
  const from = froms === 1 ? mailbox(email.from) : undefined;
  const signal = AbortSignal.timeout(ownCheckMs);
  const word = whoseWord(headers, await readSeals(message, servers, signal));
  const transport = headers.some((header) => header.key === 'received');
  const text = (outlook?.text ?? `${email.subject ?? ''}\n${email.text ?? email.html ?? ''}`).slice(0, TEXT_READ);
  const attachments = outlook ? seen(outlook.attachments) : attachmentsOf(email);
  const asksForMoney = MONEY.test(text) || attachments.some((attachment) => MONEY.test(attachment.name));
  const own = !word.trusted && transport && from ? await ownCheck(message, headers, servers, signal).catch(() => null) : null;
  const recipient = (email.deliveredTo ?? mailbox(email.to?.[0])?.address)?.split('@').pop() ?? null;
  const verdict = verdictOf({
    from: from ? { name: from.name, address: from.address.toLowerCase() } : null,
    word,
    own,
    transport,
    inlineForward: FORWARDED.test(text) || (FORWARD_SUBJECT.test(email.subject ?? '') && QUOTED.test(text)),
    replyTo: (email.replyTo ?? []).flatMap((address) => mailbox(address)?.address ?? []),
    returnPath: email.returnPath ?? null,
    recipient: recipient && getDomain(recipient),
    supplier: supplierOf(supplier),
    colleagues: colleaguesOf(
      [...(email.to ?? []), ...(email.cc ?? [])].slice(0, RECIPIENTS_READ).flatMap((address) => mailbox(address) ?? []),
      recipient,
    ),
    asksForMoney,
  });
  return {
    result: {
      ...verdict,
      domain: from ? from.address.split('@').pop()!.toLowerCase() : null,
      sender: from ? { name: from.name.slice(0, 200), address: from.address.slice(0, 254) } : null,
      sent: isoDate(email.date),
      subject: subjectOf(outlook ? outlook.text.split('\n')[0] : email.subject),
      evidence: evidenceOf(word, own),
      attachments,
      asksForMoney,
    },
  };
}
