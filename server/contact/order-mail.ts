import type { MailKind } from '../mail/mail-kind';
import { orderShape, type OrderRequest } from '../order/order-request';
import { composeMail } from './compose-written';
import { composeConfirmation } from './confirm-written';

/**
 * An order: a contact request with a plan, so its e-mails are a written request's
 * (this folder), with its plan, set-up answers and domain check, its `order-<reference>.json`
 * for staff and its quotation for the visitor.
 */
export const orderMail: MailKind<OrderRequest> = {
  kind: 'order',
  shape: orderShape,
  staff: composeMail,
  visitor: composeConfirmation,
};
