import type { MailKind } from '../mail/mail-kind';
import { callbackShape, type CallbackRequest } from './callback-request';
import { composeCallback } from './compose-callback';

/** A call back: staff get it; no confirmation goes, since the visitor gave a phone number and no address. */
export const callbackMail: MailKind<CallbackRequest> = {
  kind: 'callback',
  shape: callbackShape,
  staff: composeCallback,
};
