/**
 * The company's e-mail of a written request: a contact message, or an order with what server/order
 * reads of it (the plan, the set-up answers, the domain check, `order-<reference>.json`).
 */
import { setupCopy } from '../../shared/catalogue/plans/setup-questions';
import { NO_ADDITIONAL_REQUIREMENTS } from '../../shared/order-message';
import {
  messageIdFor,
  personRows,
  referenceRows,
  requestBody,
  tableSection,
  type ComposedMail,
  type ComposeSettings,
  type Row,
} from '../mail/compose';
import { cleanBodyText, cleanHeaderText, htmlLines, literalHeaderText } from '../mail/text-safety';
import { plainAddress } from '../email-address';
import { domainCheckRows } from '../order/domain-check-row';
import { orderDetails, orderRows, visitorRequirements, type OrderDetails } from '../order/order-details';
import { orderAttachment } from '../order/order-json';
import type { WrittenRequest } from './contact-request';

/** An optional field left empty says so, rather than leaving staff an empty row to wonder about. */
const orNotGiven = (value: string): string => value || '(not given)';

/** What was ordered, as staff act on it: the catalogue's price even where the page did not show it. */
const staffOrderRows = (order: OrderDetails): Row[] =>
  orderRows(
    order,
    order.priceShown
      ? order.price
      : `${order.price}: catalogue price, not shown to the visitor (the page said '${order.visitorPrice}')`,
  );

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
  const message = cleanBodyText(order ? visitorRequirements(request) : request.message).trim();
  const site = cleanHeaderText(settings.siteName, 60);
  const address = plainAddress(cleanHeaderText(request.email, 300));
  const { text, html } = requestBody(request, heading, rows, [
    ...(setup.length > 0 ? [tableSection(setupCopy.legend, setup)] : []),
    {
      heading: request.kind === 'order' ? 'Additional requirements' : 'Message',
      text: [message || '(no message)'],
      html: `<p>${message ? htmlLines(message) : '(no message)'}</p>`,
    },
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
