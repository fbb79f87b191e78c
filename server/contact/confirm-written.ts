import type { ComposedMail } from '../mail/compose';
import { confirmationMail, type ConfirmationSettings } from '../mail/compose-confirmation';
import { orderConfirmation } from '../order/confirm-order';
import type { WrittenRequest } from './contact-request';

/**
 * The visitor's confirmation of a contact message or an order: the reference, an order's plan and
 * choices in the catalogue's words, when to expect an answer. It repeats nothing the visitor
 * typed, not the name, not the message (compose-confirmation.ts says why).
 */
export function composeConfirmation(request: WrittenRequest, settings: ConfirmationSettings): ComposedMail {
  const order = request.kind === 'order' ? orderConfirmation(request, settings.publicUrl) : null;
  return confirmationMail(request, settings, order ?? { what: 'message', next: (by) => `We will reply ${by}.` });
}
