import type { MailRequest } from './types';
import escapeHtml from 'escape-html';
import { consentCopy } from '../../shared/catalogue/site-copy';
import { sastTime } from '../../shared/format-date';
import { plainAddress } from '../email-address';
import { cleanHeaderText, literalHeaderText } from './text-safety';

export interface ComposeSettings {
  to: string;
  from: string;
  siteName: string;
  /** The outbox id: it makes the Message-ID stable, so a copy re-sent after a crash is recognisable. */
  messageId: string;
}

/** A file a kind's e-mail attaches: an order's JSON, a quotation or a report (PDF). */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

/** The subset of nodemailer's message options this site uses. */
export interface ComposedMail {
  to: string;
  from: string;
  /** For the company's copy, the visitor's address alone: a display name could pass for another address ("Bank <x@bank>"). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** What the kind attaches: an order's `order-<reference>.json` (staff), the quotation of a priced plan (the visitor) … */
  attachments?: MailAttachment[];
  /** Headers of its own: a watch's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export const messageIdFor = (id: string, from: string): string => {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${id.replace(/[^A-Za-z0-9.-]/g, '')}@${domain}>`;
};

/**
 * The company's copy of a request as sent: to and from the settings, Reply-To the visitor's
 * address alone, the subject one clean line, a Message-ID stable for the outbox record.
 */
export function staffMail(
  settings: Pick<ComposeSettings, 'to' | 'from' | 'messageId'>,
  visitorEmail: string,
  mail: Pick<ComposedMail, 'subject' | 'text' | 'html' | 'attachments'>,
): ComposedMail {
  const address = plainAddress(cleanHeaderText(visitorEmail, 300));
  return {
    to: settings.to,
    from: settings.from,
    ...(address ? { replyTo: address } : {}),
    subject: literalHeaderText(cleanHeaderText(mail.subject, 160)),
    text: mail.text,
    html: mail.html,
    messageId: messageIdFor(settings.messageId, settings.from),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}

export type Row = [label: string, value: string];

/** A table of labels and values, both escaped. */
export const htmlTable = (rows: Row[]): string =>
  `<table cellpadding="4">\n${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}\n</table>`;

/** The HTML part around its body's lines. */
export const htmlDocument = (body: string[]): string =>
  [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">',
    ...body,
    '</body></html>',
    '',
  ].join('\n');

/** 'Marketing: yes' where the visitor ticked the box; a record from before it was asked says so. */
const marketingRow = (request: { marketing?: boolean }): Row => [
  'Marketing',
  request.marketing === undefined ? `${consentCopy.no} (not asked)` : request.marketing ? consentCopy.yes : consentCopy.no,
];

/** Label and value rows as the plain-text body shows them: 'Name: Thandi Nkosi'. */
export const textRows = (rows: readonly Row[]): string[] => rows.map(([label, value]) => `${label}: ${value}`);

/** A request's reference, first in every staff e-mail that has one. */
export const referenceRows = ({ reference }: { reference?: string }): Row[] =>
  reference ? [['Reference', cleanHeaderText(reference, 20)]] : [];

/**
 * Who asked, as every staff e-mail lists them. Single-line fields lose their line breaks in the
 * body too, so a name cannot forge an "Email:" line; `optional` shows a field left empty.
 */
export const personRows = (
  request: { name: string; email: string; company: string; phone: string; marketing?: boolean },
  optional = (value: string) => value,
): Row[] => [
  ['Name', cleanHeaderText(request.name, 200)],
  ['Email', cleanHeaderText(request.email, 300)],
  ['Company', optional(cleanHeaderText(request.company, 200))],
  ['Phone', optional(cleanHeaderText(request.phone, 60))],
  marketingRow(request),
];

/** The label of the request id's line, which the footer of every staff e-mail begins with. */
export const REQUEST_ID_LABEL = 'Request id';

/** The request id and when it arrived, which end every staff e-mail (text lines and an HTML paragraph). */
export function requestFooter({ requestId, receivedAt }: MailRequest): { text: string[]; html: string } {
  const id = cleanHeaderText(requestId, 100);
  const at = sastTime(receivedAt);
  const received = at ? `${at.local} (${at.utc})` : cleanHeaderText(receivedAt, 40);
  const html = `<p style="color:#666;font-size:12px">${REQUEST_ID_LABEL}: ${escapeHtml(id)}<br>\nReceived: ${escapeHtml(received)}</p>`;
  return { text: [`${REQUEST_ID_LABEL}: ${id}`, `Received: ${received}`], html };
}

/** A part of a staff e-mail under its heading (none: straight after the rows): its text lines and its HTML. */
export interface MailSection {
  heading?: string;
  text: string[];
  html: string;
}

/** A table under its heading. */
export const tableSection = (heading: string, rows: Row[]): MailSection => ({
  heading,
  text: textRows(rows),
  html: htmlTable(rows),
});

/**
 * A staff e-mail's body, as plain text and HTML alike: its heading, the request's rows, each
 * section, then the request id and when it arrived.
 */
export function requestBody(
  request: MailRequest,
  heading: string,
  rows: Row[],
  sections: readonly MailSection[] = [],
): { text: string; html: string } {
  const footer = requestFooter(request);
  return {
    text: [
      heading,
      '',
      ...textRows(rows),
      '',
      ...sections.flatMap((section) => [...(section.heading ? [`${section.heading}:`] : []), ...section.text, '']),
      ...footer.text,
      '',
    ].join('\n'),
    html: htmlDocument([
      `<h2>${escapeHtml(heading)}</h2>`,
      htmlTable(rows),
      ...sections.flatMap((section) => [...(section.heading ? [`<h3>${escapeHtml(section.heading)}</h3>`] : []), section.html]),
      footer.html,
    ]),
  };
}

/**
 * A numbered list in a staff e-mail, as text lines and HTML: each item's lead, then its own lines
 * indented (`html`: the item's HTML); '(none)' where there is no item.
 */
export const numberedList = (items: { lead: string; lines: string[]; html: string }[]): { text: string[]; html: string } =>
  items.length > 0
    ? {
        text: items.flatMap((item, i) => [`${i + 1}. ${item.lead}`, ...item.lines.map((line) => `   ${line}`)]),
        html: `<ol>\n${items.map((item) => `<li>${item.html}</li>`).join('\n')}\n</ol>`,
      }
    : { text: ['(none)'], html: '<p>(none)</p>' };

/**
 * A review request's e-mail to the engineer who calls back: the reference and who asked first,
 * then the request's own rows and sections; Reply-To the visitor.
 */
export function reviewMail(
  request: MailRequest & Parameters<typeof personRows>[0] & { reference?: string },
  settings: Pick<ComposeSettings, 'to' | 'from' | 'messageId'>,
  mail: { heading: string; subject: string; rows: Row[]; sections: MailSection[]; attachments: MailAttachment[] },
): ComposedMail {
  const rows = [...referenceRows(request), ...personRows(request), ...mail.rows];
  const { text, html } = requestBody(request, mail.heading, rows, mail.sections);
  return staffMail(settings, request.email, { subject: mail.subject, text, html, attachments: mail.attachments });
}
