/**
 * A support request handed to the helpdesk by the outbox (mail/handover.ts: claimed by one
 * process at a time, retried with its backoff, removed once handed over): first every file not yet
 * scanned is scanned (the scanner down: thrown, so the request waits; a file found infected, or
 * that clamd answers with an error, is dropped, never sent, and named to staff); then, with Request Tracker, the ticket the reference
 * names is looked up and made only if there is none, so a retry after a create whose answer never
 * came makes no second one; without it, the e-mail to the helpdesk's intake address with the files
 * attached. The files are deleted once the helpdesk has them.
 */
import type { Logger } from 'pino';
import type { Handover } from '../mail/delivery-attempt';
import { cleanHeaderText } from '../mail/text-safety';
import type { ScanResult } from './clamd';
import { HelpdeskError, RT_PRIORITIES, type RtClient } from './rt-client';
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
  /** Told each handover's outcome (support_handovers_total). */
  count?: (outcome: string) => void;
}

/** Runs `step`; a failure of `part` (not reached) is counted and its outage kept from when, a success ends it. */
const watched = async <T>(deps: HandoverDeps, part: 'helpdesk' | 'scanner', step: () => Promise<T>) => {
  try {
    const done = await step();
    deps.store.up(part);
    return done;
  } catch (error) {
    deps.store.down(part, (deps.now ?? Date.now)());
    deps.count?.(`${part}-unreachable`);
    throw error;
  }
};

/**
 * How long a create whose answer never came may still commit: RT goes on with a request its client
 * gave up on (a paused or slow RT, a database still committing), and a lookup before that commit
 * finds nothing. Until then the ticket is only looked up again, never asked for a second time.
 */
const CREATE_SETTLES_MS = 10 * 60_000; // docs/decisions/037

/** Throws, as RT not reached, while an earlier create may still commit; else notes this one's start. */
function settled(store: SupportStore, reference: string, nowMs: number) {
  const asked = store.createAsked(reference);
  if (asked !== null && nowMs - asked < CREATE_SETTLES_MS)
    throw new HelpdeskError('an earlier create may still commit in Request Tracker: looked up again later');
  store.askingCreate(reference, nowMs);
}

export const supportHandover =
  (deps: HandoverDeps): Handover =>
  async (record, mail, signal) => {
    const { store, scan, rt, email, logger, now = Date.now, count } = deps;
    const request = record.request as SupportRequest;
    const reference = request.reference ?? record.id;
    // Read once: the files not yet scanned are scanned first; one found infected, or unread, is dropped.
    let files = store.files(reference);
    for (const file of files.filter((f) => !f.scanned)) {
      const result = await watched(deps, 'scanner', () => scan(file.bytes));
      if (result.clean) store.scanned(reference, file.position);
      else {
        const outcome = 'unread' in result ? 'unread' : 'infected';
        store.drop(reference, file.position, outcome);
        files = files.filter((kept) => kept !== file);
        logger.warn({ reference, outcome }, `an attachment scanned after the request was taken is ${outcome}: not sent`);
      }
    }
    const body = supportBody(request, store.dropped(reference));
    let sent: { file?: string } = {};
    if (rt) {
      const ticket = {
        subject: supportSubject(request),
        requestor: request.email,
        priority: RT_PRIORITIES[request.priority],
        content: body.text,
        attachments: files,
      };
      const found = await watched(deps, 'helpdesk', () => rt.find(reference, signal));
      if (!found) await watched(deps, 'helpdesk', async () => settled(store, reference, now()));
      const made = found ?? (await watched(deps, 'helpdesk', () => rt.create(ticket, signal)));
      // The user RT made (or had) for the requester: after the ticket, so a retry fills it too.
      const requester = { RealName: request.name, Organization: request.company, WorkPhone: request.phone };
      if (!(await watched(deps, 'helpdesk', () => rt.fillRequester(request.email, requester, signal))))
        logger.warn({ reference }, "Request Tracker's token may not change users (AdminUsers): the requester is not named on it");
      store.ticket(reference, made, now());
      count?.(found ? 'ticket-found' : 'ticket-made');
      logger.info(
        { reference, ticket: made, found: found !== null, files: files.length },
        'support request handed to Request Tracker',
      );
    } else {
      sent = await mail({
        to: email,
        ...body,
        // Zammad's e-mail channel makes this address the ticket's customer; other helpdesks read Reply-To.
        headers: { 'X-Zammad-Customer-Email': cleanHeaderText(request.email, 300) },
        attachments: files.map((file) => ({ filename: file.name, content: file.bytes, contentType: file.type })),
      }).catch((error: unknown) => {
        count?.('mail-failed');
        throw error;
      });
      count?.('mailed');
    }
    store.deleteFiles(reference);
    store.handed(reference, now());
    return sent;
  };
