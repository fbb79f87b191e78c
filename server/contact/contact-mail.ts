import type { MailKind } from '../mail/mail-kind';
import { composeMail } from './compose-written';
import { composeConfirmation } from './confirm-written';
import { contactShape, type ContactRequest } from './contact-request';

/** A message from the contact form: staff get it with Reply-To the visitor; the visitor a confirmation. */
export const contactMail: MailKind<ContactRequest> = {
  kind: 'contact',
  shape: contactShape,
  staff: composeMail,
  visitor: composeConfirmation,
};
