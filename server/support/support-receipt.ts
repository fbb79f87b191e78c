/**
 * The requester's receipt of a support request: the site's own e-mail to the address typed, the
 * proof of that address (decision 038). Queued with the request in one transaction, so each
 * request taken has exactly one. It says the reference and the status link in the catalogue's
 * words and nothing the visitor wrote (compose-confirmation.ts): anyone may type anyone's address.
 * The helpdesk's own autoreply to a new ticket is off for the site's queue (deploy/request-tracker).
 */
import { object, string } from 'yup';
import { supportRequestCopy as copy } from '../../shared/catalogue/support-request-copy';
import { supportServerCopy as server } from '../../shared/catalogue/support-server-copy';
import type { ComposedMail } from '../mail/compose';
import { confirmationMail, type ConfirmationSettings } from '../mail/compose-confirmation';
import type { MailKind } from '../mail/mail-kind';
import { storedShape } from '../mail/stored-shape';
import type { KindRequest } from '../mail/types';

/** The address, and the status link whole: made by the site from its public address and the link's token. */
export type SupportReceipt = KindRequest<'support-receipt', { email: string; statusUrl: string }>;

const shape = storedShape('support-receipt', object({ email: string().defined(), statusUrl: string().defined() }));

function composeReceipt(request: SupportReceipt, settings: ConfirmationSettings): ComposedMail {
  return confirmationMail(request, settings, {
    what: server.receipt.what,
    next: () => server.receipt.next,
    note: { text: server.receipt.status, link: { label: copy.received.statusLink, href: request.statusUrl } },
  });
}

export const supportReceiptMail: MailKind<SupportReceipt> = { kind: 'support-receipt', shape, visitor: composeReceipt };
