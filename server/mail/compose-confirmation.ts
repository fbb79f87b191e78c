import { company } from '../../shared/catalogue/company';
import { legalDocumentPath } from '../../shared/catalogue/legal-document-ids';
import { CONTACT_FOR_PRICING, coolingOffNote } from '../../shared/catalogue/plans';
import { formatSastDate, nextSastWeekday, sastWeekdayName } from '../../shared/format-date';
import escapeHtml from 'escape-html';
import { htmlDocument, htmlTable, messageIdFor, type ComposedMail, type ComposeSettings, type Row, textRows } from './compose';
import { orderDetails, orderRows } from '../order/order-details';
import { plainAddress } from '../email-address';
import { quoteAttachment } from '../quote/quote-attachment';
import { reportAttachment } from '../assessment/review-attachments';
import { receivedOn } from './request-file';
import type { AddressedRequest } from './types';

export interface ConfirmationSettings extends ComposeSettings {
  /** The site's address, for the link to the Terms of Service. */
  publicUrl?: string;
}

/** The next weekday after the request arrived, in Johannesburg: 'Tuesday 24 November 2026'. */
export function nextBusinessDay(receivedAt: string): string {
  const at = nextSastWeekday(receivedOn({ receivedAt }).getTime());
  return `${sastWeekdayName(at)} ${formatSastDate(new Date(at))}`;
}

/**
 * The visitor's confirmation of an accepted request. It repeats nothing the visitor typed (not
 * the name, not the message, not a typed set-up answer): only the reference, the catalogue's
 * words for what was asked for (set-up choices from its lists included), and the company's own
 * texts. Anyone can type anyone's address into the form, so this mail must never carry a message
 * of the sender's choosing to someone else.
 */
export function composeConfirmation(request: AddressedRequest, settings: ConfirmationSettings): ComposedMail {
  const address = plainAddress(request.email);
  if (!address) throw new TypeError('the visitor address is not one plain mailbox');
  const reference = request.reference && /^[A-Z0-9-]{1,20}$/.test(request.reference) ? request.reference : '';
  const order = orderDetails(request);
  const review = request.kind === 'assessment' ? request : null;
  // No report and no domain: both are the sender's choice (a domain's DNS text is whatever its owner publishes).
  const securityReview = request.kind === 'email-security';
  const what = order
    ? 'order request'
    : review
      ? 'IT self-assessment'
      : securityReview
        ? 'e-mail security review request'
        : 'message';
  // Made from the catalogue alone (a report from the answers it offers): nothing the visitor typed is in it.
  const quote = order && settings.publicUrl ? quoteAttachment(order.choice, receivedOn(request), settings.publicUrl) : undefined;
  const report = review && settings.publicUrl ? reportAttachment(review, settings.publicUrl) : undefined;
  const attached = quote
    ? `Our quotation ${quote.number} is attached (PDF), for your records or your purchase order.`
    : report
      ? 'Your IT self-assessment report is attached (PDF).'
      : null;
  const attachment = quote?.attachment ?? report;
  const rows: Row[] = order
    ? [
        ...orderRows(order, order.priceShown ? order.price : `${CONTACT_FOR_PRICING}: your quotation will state the price`),
        // Only answers picked from the site's own lists: a typed hostname, domain or key is never repeated.
        ...(order.setup ?? []).filter((line) => !line.typed).map(({ label, answer }): Row => [label, answer]),
      ]
    : [];
  const by = `by 17:00 SAST on ${nextBusinessDay(request.receivedAt)}`;
  const next = order
    ? `We will contact you ${by} to confirm availability and the price, and then send you a written order confirmation. Nothing is binding until you accept it.`
    : review || securityReview
      ? `One of our engineers will call you ${by} to talk through your results.`
      : `We will reply ${by}.`;
  const terms = settings.publicUrl ? `${settings.publicUrl}${legalDocumentPath('terms-of-service')}` : null;
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
    ...(order ? ['What you asked for', ...textRows(rows), ''] : []),
    ...(attached ? [attached, ''] : []),
    'What happens next',
    next,
    '',
    ...(order ? [coolingOffNote, ...(terms ? [`Terms of Service: ${terms}`] : []), ''] : []),
    ignore,
    '',
    company.name,
    ...textRows(contact),
    '',
  ].join('\n');

  const html = htmlDocument([
    `<h2>Thank you for your ${what}</h2>`,
    ...(reference
      ? [`<p>Your reference: <strong>${reference}</strong><br>\nPlease quote it when you contact us about this request.</p>`]
      : []),
    ...(order ? ['<h3>What you asked for</h3>', htmlTable(rows)] : []),
    ...(attached ? [`<p>${escapeHtml(attached)}</p>`] : []),
    '<h3>What happens next</h3>',
    `<p>${escapeHtml(next)}</p>`,
    ...(order
      ? [`<p>${escapeHtml(coolingOffNote)}${terms ? ` <a href="${escapeHtml(terms)}">Terms of Service</a>` : ''}</p>`]
      : []),
    `<p style="color:#666">${escapeHtml(ignore)}</p>`,
    `<h3>${escapeHtml(company.name)}</h3>`,
    htmlTable(contact),
  ]);

  return {
    to: address,
    from: settings.from,
    replyTo: company.email.display,
    subject: `${company.name}: your ${what}${reference ? ` ${reference}` : ''}${order ? `, ${order.product} ${order.planName}` : ''}`,
    text,
    html,
    messageId: messageIdFor(settings.messageId, settings.from),
    ...(attachment ? { attachments: [attachment] } : {}),
  };
}
