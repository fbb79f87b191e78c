import type { ComposedMail } from './compose';
import type { OutboxRecord } from './types';

/**
 * A kind whose request reaches the company some other way than its e-mail alone (a helpdesk's API,
 * files kept beside the request): the outbox claims, retries and removes its record as any other,
 * and calls this in place of the send. `mail` sends the kind's e-mail through the outbox's
 * transport, with what the handover adds or changes (its files, another address). It throws as a
 * send does: an error with a numeric `responseCode` and `code` 'EMESSAGE' is the receiver's answer
 * about this request, anything else counts as the receiver not reached (retried, the loop paused).
 * It must be safe to call again after an outcome it never saw (a timeout, the process killed):
 * a handover to an API looks its request up before making it again.
 */
export type Handover = (
  record: OutboxRecord,
  mail: (changes?: Partial<ComposedMail>) => Promise<{ file?: string }>,
  signal: AbortSignal,
) => Promise<{ file?: string }>;

/** The handovers a mail service is given, by kind. */
export type Handovers = Readonly<Record<string, Handover>>;
