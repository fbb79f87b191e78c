/**
 * A support request handed to the helpdesk by the outbox (mail/handover.ts: claimed by one
 * process at a time, retried with its backoff, removed once handed over): first every file not yet
 * scanned is scanned (the scanner down: thrown, so the request waits; a file found infected is
 * dropped, never sent); then, with Request Tracker, the ticket the reference names is looked up
 * and made only if there is none, so a retry after a create whose answer never came makes no
 * second one; without it, the e-mail to the helpdesk's intake address with the files attached.
 * The files are deleted once the helpdesk has them.
 */
import type { Logger } from 'pino';
import type { Handover } from '../mail/delivery-attempt';
import { cleanHeaderText } from '../mail/text-safety';
import type { ScanResult } from './clamd';
import type { RtClient } from './rt-client';
import { supportBody, supportSubject, type SupportRequest } from './support-mail';
import type { SupportStore } from './support-store';

export interface HandoverDeps {
  store: SupportStore;
  scan: (bytes: Buffer) => Promise<ScanResult>;
  rt?: RtClient;
  /** The helpdesk's intake address, for the e-mail handover. */
  email: string;
  logger: Logger;
  now?: () => number;
}

export const supportHandover =
  ({ store, scan, rt, email, logger, now = Date.now }: HandoverDeps): Handover =>
  async (record, mail, signal) => {
    const request = record.request as SupportRequest;
    const reference = request.reference ?? record.id;
    for (const file of store.files(reference).filter((f) => !f.scanned)) {
      const result = await scan(file.bytes);
      if (result.clean) store.scanned(reference, file.position);
      else {
        store.drop(reference, file.position);
        logger.warn(
          { reference, outcome: 'infected' },
          'an attachment scanned after the request was taken is infected: not sent',
        );
      }
    }
    const files = store.files(reference);
    let sent: { file?: string } = {};
    if (rt) {
      const found = await rt.find(reference, signal);
      const ticket =
        found ??
        (await rt.create(
          { subject: supportSubject(request), requestor: request.email, content: supportBody(request).text, attachments: files },
          signal,
        ));
      store.ticket(reference, ticket, now());
      logger.info({ reference, ticket, found: found !== null, files: files.length }, 'support request handed to Request Tracker');
    } else {
      sent = await mail({
        to: email,
        // Zammad's e-mail channel makes this address the ticket's customer; other helpdesks read Reply-To.
        headers: { 'X-Zammad-Customer-Email': cleanHeaderText(request.email, 300) },
        attachments: files.map((file) => ({ filename: file.name, content: file.bytes, contentType: file.type })),
      });
    }
    store.deleteFiles(reference);
    return sent;
  };
