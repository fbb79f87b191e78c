/**
 * A ticket's conversation as the status page shows it: the request (RT's Create, shown as the
 * description the client wrote: support-mail.ts) and the correspondence, oldest first, each the
 * client's (the requester wrote it, or the site posted it from the status page) or the
 * helpdesk's; a comment is never among them (rt-client.ts asks for none, and any other type is
 * dropped here too). Each as text, cut at SUPPORT_MESSAGE_CHARS_MAX: the plain-text body, else the
 * HTML one read as text (RT's own editor keeps a staff reply as HTML alone); the subject without
 * the reference the site put in front of it.
 */
import { convert } from 'html-to-text';
import { SUPPORT_MESSAGE_CHARS_MAX, type SupportMessage } from '../../shared/support/request';
import { describedIn } from './support-mail';

/** The newest transactions read of a ticket: a thread longer than this shows its latest part. */
export const THREAD_TRANSACTIONS_MAX = 50;

export type RtTransaction = { id: number; type: string; creator: string; created: string };
/** One MIME part of a transaction; `content` only for a body (no file name) in plain text or HTML. */
export type RtPart = { id: number; transaction: number; type: string; name: string; content?: string };

export interface ThreadSource {
  subject: string;
  requestors: string[];
  transactions: RtTransaction[];
  parts: RtPart[];
}

/** The subject the client wrote: '[KIT-7F3A2C9Q] Asked for urgent: Mail is down' is 'Mail is down'. */
export const clientSubject = (subject: string, reference: string): string => {
  const prefix = `[${reference}] `;
  const own = subject.startsWith(prefix) ? subject.slice(prefix.length) : subject;
  return own.replace(/^Asked for urgent: /, '');
};

/** An HTML body's text: read from its start only, enough for the most a message shows; links keep their address. */
const HTML_READ_CHARS = 10 * SUPPORT_MESSAGE_CHARS_MAX;
const textOfHtml = (html: string) =>
  convert(html, {
    wordwrap: false,
    limits: { maxInputLength: HTML_READ_CHARS },
    selectors: [{ selector: 'img', format: 'skip' }],
  });

/** The body a message shows: its plain text, else its HTML read as text. */
function bodyOf(parts: RtPart[]): string | undefined {
  const plain = parts.find((part) => part.content !== undefined && part.type === 'text/plain')?.content;
  if (plain !== undefined) return plain;
  const html = parts.find((part) => part.content !== undefined && part.type === 'text/html')?.content;
  return html === undefined ? undefined : textOfHtml(html);
}

const cut = (text: string) =>
  text.length > SUPPORT_MESSAGE_CHARS_MAX ? { text: text.slice(0, SUPPORT_MESSAGE_CHARS_MAX), cut: true } : { text };

/** `ours`: the transactions the site posted from the status page (the client's, whoever RT names). */
export function shapeThread(source: ThreadSource, ours: ReadonlySet<string>): SupportMessage[] {
  const requestors = new Set(source.requestors.map((r) => r.toLowerCase()));
  return source.transactions
    .filter((t) => t.type === 'Create' || t.type === 'Correspond')
    .sort((a, b) => a.id - b.id)
    .map((t): SupportMessage => {
      const parts = source.parts.filter((part) => part.transaction === t.id).sort((a, b) => a.id - b.id);
      const found = bodyOf(parts);
      // The request as the client wrote it, not the rows and footer the site put round it for staff.
      const content = t.type === 'Create' && found !== undefined ? (describedIn(found) ?? found) : found;
      const client = t.type === 'Create' || ours.has(String(t.id)) || requestors.has(t.creator.toLowerCase());
      const at = Number.isNaN(Date.parse(t.created)) ? new Date(0).toISOString() : new Date(t.created).toISOString();
      return {
        from: client ? 'client' : 'helpdesk',
        at,
        ...(content === undefined ? { text: null } : cut(content.trim())),
        files: parts.filter((part) => part.name).map((part) => part.name),
      };
    });
}
