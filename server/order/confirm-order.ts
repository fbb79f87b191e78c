import { legalDocumentPath } from '../../shared/catalogue/legal-document-ids';
import { CONTACT_FOR_PRICING, coolingOffNote } from '../../shared/catalogue/plans';
import type { Row } from '../mail/compose';
import type { ConfirmationParts } from '../mail/compose-confirmation';
import { receivedOn } from '../mail/request-file';
import { quoteAttachment } from '../quote/quote-attachment';
import { orderDetails, orderRows } from './order-details';
import type { OrderRequest } from './order-request';

/**
 * An order's parts of the visitor's confirmation: the catalogue's words for what was asked for
 * (set-up choices from its lists included, never a typed answer), the quotation of a priced plan,
 * the cooling-off note and the terms. Null for an order from before orders named their plan,
 * which is confirmed as a message.
 */
export function orderConfirmation(request: OrderRequest, publicUrl: string | undefined): ConfirmationParts | null {
  const order = orderDetails(request);
  if (!order) return null;
  // Made from the catalogue alone: nothing the visitor typed is in it.
  const quote = publicUrl ? quoteAttachment(order.choice, receivedOn(request), publicUrl) : undefined;
  const asked: Row[] = [
    ...orderRows(order, order.priceShown ? order.price : `${CONTACT_FOR_PRICING}: your quotation will state the price`),
    // Only answers picked from the site's own lists: a typed hostname, domain or key is never repeated.
    ...(order.setup ?? []).filter((line) => !line.typed).map(({ label, answer }): Row => [label, answer]),
  ];
  return {
    what: 'order request',
    asked,
    ...(quote
      ? {
          attached: {
            note: `Our quotation ${quote.number} is attached (PDF), for your records or your purchase order.`,
            attachment: quote.attachment,
          },
        }
      : {}),
    next: (by) =>
      `We will contact you ${by} to confirm availability and the price, and then send you a written order confirmation. Nothing is binding until you accept it.`,
    note: {
      text: coolingOffNote,
      link: publicUrl ? { label: 'Terms of Service', href: `${publicUrl}${legalDocumentPath('terms-of-service')}` } : null,
    },
    subjectTail: `, ${order.product} ${order.planName}`,
  };
}
