import { company } from '../../shared/catalogue/company';
import { formatSastDate, nextSastWeekday, sastWeekdayName } from '../../shared/format-date';
import escapeHtml from 'escape-html';
import {
  htmlDocument,
  htmlTable,
  messageIdFor,
  type ComposedMail,
  type ComposeSettings,
  type MailAttachment,
  type Row,
  textRows,
} from './compose';
import { plainAddress } from '../email-address';
import { receivedOn } from './request-file';
import type { MailRequest } from './types';

export interface ConfirmationSettings extends ComposeSettings {
  /** The site's address, for the links and attachments that need it (the Terms of Service, a quotation). */
  publicUrl?: string;
}

/** The next weekday after the request arrived, in Johannesburg: 'Tuesday 24 November 2026'. */
export function nextBusinessDay(receivedAt: string): string {
  const at = nextSastWeekday(receivedOn({ receivedAt }).getTime());
  return `${sastWeekdayName(at)} ${formatSastDate(new Date(at))}`;
}

/** What happens after a review request (a self-assessment, a domain's e-mail check): an engineer calls. */
export const engineerCalls = (by: string): string => `One of our engineers will call you ${by} to talk through your results.`;

/**
 * A kind's own parts of its confirmation, in the site's words only: nothing the visitor typed
 * (not the name, not the message, not a typed set-up answer, not a domain) goes in them.
 */
export interface ConfirmationParts {
  /** What the visitor sent: 'Thank you for your order request.' */
  what: string;
  /** What was asked for, from the catalogue's lists: an order's plan and choices. */
  asked?: Row[];
  /** What is attached (made from the catalogue alone), and the sentence that says so. */
  attached?: { note: string; attachment: MailAttachment };
  /** What happens next, given the promise of when: 'by 17:00 SAST on Tuesday 24 November 2026'. */
  next: (by: string) => string;
  /** A paragraph after it, with its link where the site's address is known (an order's cooling-off and terms). */
  note?: { text: string; link: { label: string; href: string } | null };
  /** What the subject adds after the reference: ', Microsoft 365 Business Basic'. */
  subjectTail?: string;
}

/**
 * The visitor's confirmation of an accepted request: the reference, the kind's parts and the
 * company's own texts. Anyone can type anyone's address into the form, so this mail must never
 * carry a message of the sender's choosing to someone else.
 */
export function confirmationMail(
  request: MailRequest & { email: string },
  settings: ConfirmationSettings,
  parts: ConfirmationParts,
): ComposedMail {
  const address = plainAddress(request.email);
  if (!address) throw new TypeError('the visitor address is not one plain mailbox');
  const reference = request.reference && /^[A-Z0-9-]{1,20}$/.test(request.reference) ? request.reference : '';
  const { what, asked, attached, note } = parts;
  const next = parts.next(`by 17:00 SAST on ${nextBusinessDay(request.receivedAt)}`);
  const contact: Row[] = [
    ['Phone', company.phone.display],
    ['Email', company.email.display],
    ['Office', `${company.address.lines.join(', ')} (${company.address.note.toLowerCase()})`],
    ['Hours', company.hours],
  ];
  const ignore = `If you did not send this ${what}, someone may have typed your address by mistake: reply to this e-mail and we will disregard it.`;

  const text = [
    `Thank you for your ${what}.`,
    '',
    ...(reference ? [`Your reference: ${reference}`, 'Please quote it when you contact us about this request.', ''] : []),
    ...(asked ? ['What you asked for', ...textRows(asked), ''] : []),
    ...(attached ? [attached.note, ''] : []),
    'What happens next',
    next,
    '',
    ...(note ? [note.text, ...(note.link ? [`${note.link.label}: ${note.link.href}`] : []), ''] : []),
    ignore,
    '',
    company.name,
    ...textRows(contact),
    '',
  ].join('\n');

  const link = note?.link ? ` <a href="${escapeHtml(note.link.href)}">${escapeHtml(note.link.label)}</a>` : '';
  const html = htmlDocument([
    `<h2>Thank you for your ${what}</h2>`,
    ...(reference
      ? [`<p>Your reference: <strong>${reference}</strong><br>\nPlease quote it when you contact us about this request.</p>`]
      : []),
    ...(asked ? ['<h3>What you asked for</h3>', htmlTable(asked)] : []),
    ...(attached ? [`<p>${escapeHtml(attached.note)}</p>`] : []),
    '<h3>What happens next</h3>',
    `<p>${escapeHtml(next)}</p>`,
    ...(note ? [`<p>${escapeHtml(note.text)}${link}</p>`] : []),
    `<p style="color:#666">${escapeHtml(ignore)}</p>`,
    `<h3>${escapeHtml(company.name)}</h3>`,
    htmlTable(contact),
  ]);

  return {
    to: address,
    from: settings.from,
    replyTo: company.email.display,
    subject: `${company.name}: your ${what}${reference ? ` ${reference}` : ''}${parts.subjectTail ?? ''}`,
    text,
    html,
    messageId: messageIdFor(settings.messageId, settings.from),
    ...(attached ? { attachments: [attached.attachment] } : {}),
  };
}
