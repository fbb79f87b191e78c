import type { MailRequest, WrittenRequest } from './types';
import escapeHtml from 'escape-html';
import { consentCopy } from '../../shared/catalogue/site-copy';
import { setupCopy } from '../../shared/catalogue/plans/setup-questions';
import { sastTime } from '../../shared/format-date';
import { NO_ADDITIONAL_REQUIREMENTS } from '../../shared/order-message';
import { orderDetails, orderRows, visitorRequirements, type OrderDetails } from '../order/order-details';
import { domainCheckRows } from '../order/domain-check-row';
import { orderAttachment, type OrderAttachment } from '../order/order-json';
import { plainAddress } from '../email-address';
import type { QuoteAttachment } from '../quote/quote-attachment';
import { cleanBodyText, cleanHeaderText, htmlLines, literalHeaderText } from './text-safety';

export interface ComposeSettings {
  to: string;
  from: string;
  siteName: string;
  /** The outbox id: it makes the Message-ID stable, so a copy re-sent after a crash is recognisable. */
  messageId: string;
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
  /** An order's `order-<reference>.json` (staff), or the quotation of a priced plan (the visitor). */
  attachments?: Array<OrderAttachment | QuoteAttachment>;
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

const orNotGiven = (value: string): string => value || '(not given)';

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

/** What was ordered, as staff act on it: the catalogue's price even where the page did not show it. */
const staffOrderRows = (order: OrderDetails): Row[] =>
  orderRows(
    order,
    order.priceShown
      ? order.price
      : `${order.price}: catalogue price, not shown to the visitor (the page said '${order.visitorPrice}')`,
  );

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

/** The request id and when it arrived, which end every staff e-mail (text lines and an HTML paragraph). */
export function requestFooter({ requestId, receivedAt }: MailRequest): { text: string[]; html: string } {
  const id = cleanHeaderText(requestId, 100);
  const at = sastTime(receivedAt);
  const received = at ? `${at.local} (${at.utc})` : cleanHeaderText(receivedAt, 40);
  const html = `<p style="color:#666;font-size:12px">Request id: ${escapeHtml(id)}<br>\nReceived: ${escapeHtml(received)}</p>`;
  return { text: [`Request id: ${id}`, `Received: ${received}`], html };
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

/** Every set-up answer, 'Advise me' included, so nothing is left for staff to guess. */
const setupRows = (order: OrderDetails | null): Row[] =>
  (order?.setup ?? []).map((line): Row => [line.label, cleanHeaderText(line.answer, 9000)]);

/**
 * The subject staff sort their inbox by: the reference, what was asked for and who asked.
 * 'Order KIT-7F3A2C9Q: Shared Hosting Business, R99/month incl. VAT, Thandi Mokoena'.
 */
function subjectFor(request: WrittenRequest, order: OrderDetails | null, siteName: string): string {
  const name = cleanHeaderText(request.name, 100);
  const reference = request.reference ? ` ${cleanHeaderText(request.reference, 20)}` : '';
  if (request.kind === 'contact') {
    const company = cleanHeaderText(request.company, 100);
    return `Contact${reference}: ${name}${company ? `, ${company}` : ''}`;
  }
  if (!order) return `Order${reference}: ${name} (${siteName})`;
  const users = order.users ? `, ${order.users}` : '';
  return `Order${reference}: ${order.product} ${order.planName}${users}, ${order.price.replace(/ \(.*\)$/, '')}, ${name}`;
}

/** Builds the e-mail to the company; every visitor value is cleaned for where it lands. */
export const composeMail = (request: WrittenRequest, settings: ComposeSettings): ComposedMail => {
  const order = orderDetails(request);
  const heading = request.kind === 'order' ? 'Hosting order request' : 'Website contact request';
  const setup = [...setupRows(order), ...(order ? domainCheckRows(request) : [])];
  const rows: Row[] = [...referenceRows(request), ...(order ? staffOrderRows(order) : []), ...personRows(request, orNotGiven)];
  const messageLabel = request.kind === 'order' ? 'Additional requirements' : 'Message';
  const message = cleanBodyText(order ? visitorRequirements(request) : request.message).trim();
  const footer = requestFooter(request);
  const site = cleanHeaderText(settings.siteName, 60);
  const address = plainAddress(cleanHeaderText(request.email, 300));

  const text = [
    heading,
    '',
    ...textRows(rows),
    '',
    ...(setup.length > 0 ? [`${setupCopy.legend}:`, ...textRows(setup), ''] : []),
    `${messageLabel}:`,
    message || '(no message)',
    '',
    ...footer.text,
    '',
  ].join('\n');

  const html = htmlDocument([
    `<h2>${escapeHtml(heading)}</h2>`,
    htmlTable(rows),
    ...(setup.length > 0 ? [`<h3>${setupCopy.legend}</h3>`, htmlTable(setup)] : []),
    `<p><strong>${messageLabel}</strong></p>`,
    `<p>${message ? htmlLines(message) : '(no message)'}</p>`,
    footer.html,
  ]);

  return {
    to: settings.to,
    from: settings.from,
    ...(address ? { replyTo: address } : {}),
    subject: literalHeaderText(cleanHeaderText(subjectFor(request, order, site), 160)),
    text,
    html,
    messageId: messageIdFor(settings.messageId, settings.from),
    ...(order ? { attachments: [orderAttachment(request, order, message === NO_ADDITIONAL_REQUIREMENTS ? null : message)] } : {}),
  };
};
