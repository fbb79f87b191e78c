/**
 * A stranger's message, read in a reader process (message-reader.ts starts it with its memory
 * limits and ends it past its deadline): its bounds checked, its MIME parsed by postal-mime
 * (message-parse.ts: a long text only from its start; an Outlook .msg's internet headers judged as
 * if pasted; a message forwarded as an attachment judged for the attached one), its From read
 * once as DMARC reads it (from-reading.ts), its attachments named with their danger (a ZIP's own
 * directory read for locked entries: locked-archive.ts), whose check counts decided, the site's
 * own check made where none does, and the verdict drawn. Only the verdict goes back: the message
 * itself is never written anywhere, and is gone with the task.
 */
// First: mailauth's verifiers take their header reading when they load (header-fields.ts).
import '../email-security/header-fields';
import type { Email, Mailbox } from 'postal-mime';
import { domainToASCII } from 'node:url';
import { getDomain } from 'tldts';
import type { AttachmentSeen, GenuineEmailAnswer, GenuineEmailResult, Refusal } from '../../shared/genuine-email/answer';
import type { DnsServer } from '../email-security/dns-client';
import { attachmentDanger } from './attachment-danger';
import { colleaguesOf, supplierOf } from './claim';
import { gatewayOf, recipientOf, sentInside } from './delivery-facts';
import { evidenceOf } from './evidence';
import { readFrom } from './from-reading';
import { refusalOf } from './message-bounds';
import { parseMessage, TEXT_READ } from './message-parse';
import { lockedArchives } from './locked-archive';
import { forwardedInline, MONEY, PASSWORD_GIVEN, SIGN_IN } from './message-words';
import { outlookItem, type OutlookItem } from './outlook-item';
import { ownCheck } from './own-check';
import { readSeals } from './provider-seal';
import { microsoftSkipped } from './provider-says';
import { nearMissOf } from './near-miss';
import { withoutGmailSummary } from './show-original';
import { verdictOf, type Reading } from './verdict';
import { listVerdict, viaList } from './via-list';
import type { Header } from './header';
import { whoseWord } from './whose-word';

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
/** A cover note above a message forwarded as an attachment: a few lines, never a letter of its own. */
const COVER_CHARS_MAX = 2000;

/** One address at a name DNS can hold: bytes that decode to no name (U+FFFD) are no sender to check. */
const mailbox = (address: Email['from']): Mailbox | undefined =>
  address && 'address' in address && domainToASCII(address.address?.split('@').pop() ?? '') ? (address as Mailbox) : undefined;

const rank = (attachment: AttachmentSeen) => (attachment.danger ? 0 : MONEY.test(attachment.name) ? 1 : 2);
/** Each part's danger: a locked archive's (its bytes tell, whatever its name), the worse with a password in the text, else its name's. */
const seen = (parts: { name: string; type: string; locked?: boolean }[], passwordGiven = false): AttachmentSeen[] =>
  parts
    .map((part) => {
      const name = part.name.slice(0, 200);
      const locked = passwordGiven ? 'locked-password-given' : 'locked';
      return { name, type: part.type.slice(0, 100), danger: part.locked ? locked : name ? attachmentDanger(name) : undefined };
    })
    .sort((one, other) => rank(one) - rank(other))
    .slice(0, ATTACHMENTS_SHOWN);

async function attachmentsOf(email: Email, text: string) {
  const parts = email.attachments.filter((part) => part.disposition === 'attachment' || (part.filename && !part.related));
  const locked = await lockedArchives(
    parts.map((part) => ({
      name: part.filename ?? '',
      bytes: typeof part.content === 'string' ? null : new Uint8Array(part.content as ArrayBuffer),
    })),
  );
  const named = parts.map((part, at) => ({ name: part.filename ?? '', type: part.mimeType, locked: locked[at] }));
  return seen(named, PASSWORD_GIVEN.test(text));
}

/** The subject as one line of at most SUBJECT_CHARS_MAX characters; none where it is empty. */
const subjectOf = (subject: string | undefined) => subject?.replace(/\s+/g, ' ').trim().slice(0, SUBJECT_CHARS_MAX) || null;

const isoDate = (date: string | undefined) => (date && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null);

export default async function read(job: ReadJob): Promise<GenuineEmailAnswer> {
  const message = withoutGmailSummary(Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength));
  const refused = refusalOf(message);
  if (refused === 'msg-file') return readOutlook(message, job);
  if (refused) return { refused };
  const read = await judge(message, job);
  return 'refused' in read ? read : { result: read };
}

/** A .msg with internet headers is judged as those headers pasted; without them nobody can tell who sent it. */
function readOutlook(file: Buffer, job: ReadJob): GenuineEmailAnswer | Promise<GenuineEmailAnswer> {
  const item = outlookItem(file);
  if (!item) return { refused: 'msg-file' };
  if (item.headers) {
    const headers = Buffer.from(`${item.headers}\r\n`, 'utf8');
    const refused = refusalOf(headers);
    if (refused) return { refused };
    return judge(headers, job, { outlook: item }).then((read) => ('refused' in read ? read : { result: read }));
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
      asksToSignIn: SIGN_IN.test(item.text.slice(0, TEXT_READ)),
      stake: { kind: 'supplier' },
    },
  };
}

/** The one message attached under a short cover note: a forward as an attachment, as the page asks for. */
function attachedMessage(email: Email): Buffer | null {
  const messages = email.attachments.filter((part) => part.mimeType === 'message/rfc822');
  const cover = (email.text ?? email.html ?? '').trim();
  if (messages.length !== 1 || cover.length > COVER_CHARS_MAX) return null;
  const content = messages[0]!.content;
  return typeof content === 'string' ? null : Buffer.from(content as ArrayBuffer);
}

/**
 * A message forwarded as an attachment, judged for the attached one; the cover's own check decides
 * only whether it came from inside the clerk's organisation, without which what the attached
 * headers say was written by whoever sent the cover: at best "can't tell".
 */
async function judgeAttached(
  cover: { address: string; inside: boolean },
  attached: Buffer,
  job: ReadJob,
  signal: AbortSignal,
): Promise<GenuineEmailResult | { refused: Refusal }> {
  const refused = refusalOf(attached);
  const read = refused ? { refused } : await judge(attached, job, { signal });
  if ('refused' in read) return read;
  const { inside } = cover;
  const note = { id: 'attached-forward', cover: cover.address, inside } as const;
  const outcome = read.outcome === 'genuine' && !inside ? 'cant-tell' : read.outcome;
  return { ...read, outcome, reasons: [note, ...read.reasons] };
}

/**
 * One message judged: an Outlook item's own text and attachments where it came as one; `signal`,
 * the deadline of its DNS questions, shared with a message attached to it, which is not unwrapped again.
 */
async function judge(
  message: Buffer,
  job: ReadJob,
  { outlook, signal }: { outlook?: OutlookItem; signal?: AbortSignal } = {},
): Promise<GenuineEmailResult | { refused: Refusal }> {
  const email = await parseMessage(message);
  if ('refused' in email) return email;
  const headers: Header[] = email.headers.map(({ key, value }) => ({ key, value }));
  const reading = await readFrom(message, mailbox(email.from));
  const from = 'from' in reading ? reading.from : null;
  const deadline = signal ?? AbortSignal.timeout(job.ownCheckMs);
  const recipient = recipientOf(headers, mailbox(email.to?.[0])?.address)?.split('@').pop() ?? null;
  const word = whoseWord(headers, await readSeals(message, headers, job.servers, deadline), recipient && getDomain(recipient));
  const transport = headers.some((header) => header.key === 'received');
  const text = (outlook?.text ?? `${email.subject ?? ''}\n${email.text ?? email.html ?? ''}`).slice(0, TEXT_READ);
  const attachments = outlook ? seen(outlook.attachments) : await attachmentsOf(email, text);
  const asksForMoney = MONEY.test(text) || attachments.some((attachment) => MONEY.test(attachment.name));
  const internal = sentInside(headers, word.trusted?.by === 'microsoft');
  const skipped = word.trusted?.by === 'microsoft' && microsoftSkipped(word.trusted.results);
  const own =
    (!word.trusted || skipped) && transport && from
      ? await ownCheck(message, headers, job.servers, deadline, { spf: !skipped }).catch(() => null)
      : null;
  const facts: Reading = {
    from,
    fromUnclear: 'unclear' in reading ? reading.unclear : undefined,
    internal,
    gateway: gatewayOf(headers),
    word,
    own,
    transport,
    inlineForward: forwardedInline(text, email.subject),
    replyTo: (email.replyTo ?? []).flatMap((address) => mailbox(address)?.address ?? []),
    returnPath: email.returnPath ?? null,
    recipient: recipient && getDomain(recipient),
    supplier: supplierOf(job.supplier),
    colleagues: colleaguesOf(
      [...(email.to ?? []), ...(email.cc ?? [])].slice(0, RECIPIENTS_READ).flatMap((address) => mailbox(address) ?? []),
      recipient,
    ),
    asksForMoney,
  };
  const list = viaList(headers, from, word, facts.replyTo);
  const verdict = list ? listVerdict(facts, list) : verdictOf(facts);
  const sender = list?.author ?? from;
  const asked = verdict.reasons.findIndex((reason) => reason.id === 'nobody-named');
  const host = sender ? sender.address.slice(sender.address.lastIndexOf('@') + 1).toLowerCase() : '';
  const near = asked >= 0 ? await nearMissOf(host, getDomain(host) ?? host, job.servers, deadline) : null;
  if (near) verdict.reasons.splice(asked + 1, 0, { id: 'near-miss', domain: getDomain(host) ?? host, of: near });
  const result: GenuineEmailResult = {
    ...verdict,
    domain: sender ? sender.address.slice(sender.address.lastIndexOf('@') + 1) : null,
    sender: sender ? { name: sender.name.slice(0, 200), address: sender.address.slice(0, 254) } : null,
    sent: isoDate(email.date),
    subject: subjectOf(outlook ? outlook.text.split('\n')[0] : email.subject),
    evidence: evidenceOf(word, own),
    attachments,
    asksForMoney,
    asksToSignIn: SIGN_IN.test(text),
  };
  const attached = !signal && !outlook ? attachedMessage(email) : null;
  if (!attached) return result;
  // From inside the clerk's organisation: proven, and sent in it or from its own domain.
  const inside =
    verdict.outcome === 'genuine' && (internal || (!!from && getDomain(result.domain!) === getDomain(recipient ?? '')));
  return judgeAttached({ address: from?.address ?? '', inside }, attached, job, deadline);
}
