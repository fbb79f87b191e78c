/**
 * A message to the check address, read in a reader process (forward-reader-process.ts): the
 * forwarder proven first, by the site's own DMARC check of the forward as it arrived (mailauth:
 * the client address and HELO Postfix names with XFORWARD, the envelope sender, DKIM), its one
 * From address the only one ever answered; then the message attached to it (message/rfc822, an
 * .eml or an Outlook .msg) read as the page reads an upload (server/genuine-email/read-worker.ts),
 * with the supplier the cover note names. Only the answer goes back; the bytes end with the task.
 */
// First: mailauth's verifiers take their header reading when they load (header-fields.ts).
import '../email-security/header-fields';
import { createHash } from 'node:crypto';
import { authenticate } from 'mailauth';
import type { Email } from 'postal-mime';
import type { GenuineEmailAnswer } from '../../shared/genuine-email/answer';
import type { DnsServer } from '../email-security/dns-client';
import { parseMessage } from '../genuine-email/message-parse';
import { resolver } from '../genuine-email/own-check';
import readMessage from '../genuine-email/read-worker';
import { supplierInCover } from './cover-note';

export interface ForwardJob {
  raw: Uint8Array;
  /** The forward's arrival: the client's address and HELO (Postfix's, from XFORWARD) and the envelope sender. */
  arrival: { ip: string; helo: string; mailFrom: string };
  checkAddress: string;
  servers: DnsServer[];
  /** The site's checks ask DNS within this: the forwarder's, then the attached message's. */
  ownCheckMs: number;
}

/** The forward's own place in its thread, for the reply's In-Reply-To and References. */
interface Thread {
  messageId: string | null;
  references: string[];
  subject: string | null;
}

export type ForwardReading =
  | { outcome: 'unauthenticated' | 'automatic' | 'deferred' | 'malformed'; detail: string }
  | ({ outcome: 'answered'; forwarder: string; key: string; answer: GenuineEmailAnswer; supplierNamed: boolean } & Thread)
  | ({ outcome: 'inline'; forwarder: string; key: string } & Thread);

const MESSAGE_ID = /^<[^<>\s]{1,250}>$/;
/** The forward's References kept: the last few, as mail programs thread by the nearest. */
const REFERENCES_KEPT = 10;
const SUBJECT_CHARS = 150;
const ATTACHED = (part: Email['attachments'][number]) =>
  part.mimeType === 'message/rfc822' ||
  /\.(eml|msg)$/i.test(part.filename ?? '') ||
  part.mimeType === 'application/vnd.ms-outlook';

const header = (email: Email, key: string) => email.headers.find((one) => one.key === key)?.value ?? '';

/** An answer to an answer is a loop: auto-replies, bounces and lists are never answered (RFC 3834). */
const automatic = (email: Email) =>
  !/^\s*(no)?\s*$/i.test(header(email, 'auto-submitted')) ||
  /^\s*(bulk|list|junk|auto_reply)\s*$/i.test(header(email, 'precedence')) ||
  email.headers.some((one) => one.key === 'list-id' || one.key === 'x-autoreply' || one.key === 'x-autorespond');

function threadOf(email: Email): Thread {
  const messageId = MESSAGE_ID.test(email.messageId?.trim() ?? '') ? email.messageId!.trim() : null;
  const earlier = (email.references ?? '').split(/\s+/).filter((id) => MESSAGE_ID.test(id));
  return {
    messageId,
    references: [...earlier, ...(messageId ? [messageId] : [])].slice(-REFERENCES_KEPT),
    subject: email.subject?.replace(/\s+/g, ' ').trim().slice(0, SUBJECT_CHARS) || null,
  };
}

/** The forwarder's domain as DMARC passed it, with its one From address; else why not. */
async function provenForwarder(
  message: Buffer,
  job: ForwardJob,
): Promise<{ domain: string } | { outcome: 'unauthenticated' | 'deferred'; detail: string }> {
  const { ip, helo, mailFrom } = job.arrival;
  const { dmarc } = await authenticate(message, {
    ip,
    helo,
    sender: mailFrom,
    mta: job.checkAddress.slice(job.checkAddress.lastIndexOf('@') + 1),
    resolver: resolver(job.servers, AbortSignal.timeout(job.ownCheckMs)) as never,
    disableBimi: true,
  });
  const result = dmarc ? dmarc.status.result : 'none';
  if (result === 'temperror') return { outcome: 'deferred', detail: 'DMARC temperror' };
  if (!dmarc || result !== 'pass') return { outcome: 'unauthenticated', detail: `DMARC ${result}` };
  const domain = dmarc.status.header?.from;
  return domain ? { domain: String(domain).toLowerCase() } : { outcome: 'unauthenticated', detail: 'DMARC names no From domain' };
}

export default async function readForward(job: ForwardJob): Promise<ForwardReading> {
  const message = Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength);
  const proven = await provenForwarder(message, job);
  if ('outcome' in proven) return proven;
  const email = await parseMessage(message);
  if ('refused' in email) return { outcome: 'malformed', detail: email.refused };
  const from = email.from && 'address' in email.from ? email.from.address?.toLowerCase() : undefined;
  if (!from || from.slice(from.lastIndexOf('@') + 1) !== proven.domain)
    return { outcome: 'unauthenticated', detail: 'its From is not the domain DMARC passed' };
  if (automatic(email)) return { outcome: 'automatic', detail: 'an automatic message' };
  const thread = threadOf(email);
  const key = createHash('sha256')
    .update(`${from}\n${thread.messageId ?? createHash('sha256').update(message).digest('hex')}`)
    .digest('hex');
  const attached = email.attachments.find(ATTACHED);
  if (!attached || typeof attached.content === 'string') return { outcome: 'inline', forwarder: from, key, ...thread };
  const supplier = supplierInCover(email.text ?? '', [
    proven.domain,
    job.checkAddress.slice(job.checkAddress.lastIndexOf('@') + 1),
  ]);
  const answer = await readMessage({
    raw: new Uint8Array(attached.content),
    supplier,
    servers: job.servers,
    ownCheckMs: job.ownCheckMs,
  });
  return { outcome: 'answered', forwarder: from, key, answer, supplierNamed: supplier !== null, ...thread };
}
