/**
 * The check address's side of the intake's thread (server/dmarc-reports/intake-thread.ts): each
 * forward read by one of two reader processes of its own (forward-reading.ts: the forwarder
 * proven, the attached message judged), then the reply handed to the site, whose outbox keeps it
 * and whose database counts the budgets (forward-answers.ts); the SMTP reply waits for both, so a
 * forward is answered 250 only once its reply is durable. Whatever goes wrong is an outcome.
 */
import type { DnsServer } from '../email-security/dns-client';
import { ReadFailed, readerProcesses } from '../reader-processes';
import type { ForwardJob, ForwardReading } from './forward-reading';
import type { Budget, ForwardResult } from './forward-outcome';

/** The forwarder's DMARC and the attached message's own check, each within this much of DNS. */
const OWN_CHECK_MS = 5000;
/** The whole read: a 10 MB forward and its attached message parsed, both checked. */
const READ_MS = 15_000;
const READERS = 2;
const READER_IDLE_MS = 60_000;
/** The message check's heap (server/genuine-email/message-reader.ts): a 10 MB message and its parts fit. */
const HEAP = { oldMb: 192, semiSpaceMb: 16 };

/** What the thread asks the site: a budget spent for an envelope sender, or the reply to queue. */
export type ForwardQuestion = { admit: string } | { queue: Extract<ForwardReading, { forwarder: string }> };
/** The site's answer. */
export type ForwardAnswer = { over?: Budget; duplicate?: boolean; failed?: string };

export interface ForwardIntake {
  /** The budget the envelope sender has spent, asked at RCPT; undefined where it may send. */
  admit(sender: string): Promise<Budget | undefined>;
  read(raw: Buffer, arrival: ForwardJob['arrival']): Promise<ForwardResult>;
  close(): Promise<void>;
}

const fromReadError = (error: unknown): ForwardResult =>
  error instanceof ReadFailed && (error.why === 'heap' || error.why === 'threw')
    ? { outcome: 'malformed', detail: `its read failed: ${error.why}` }
    : { outcome: 'deferred', detail: `its read failed: ${(error as Error).message}` };

export function createForwardIntake({
  checkAddress,
  servers,
  ask,
  log,
}: {
  checkAddress: string;
  servers: readonly DnsServer[];
  ask: (question: ForwardQuestion) => Promise<ForwardAnswer>;
  log?: (fields: Record<string, unknown>, msg: string) => void;
}): ForwardIntake {
  const readers = readerProcesses({
    log,
    entry: 'forward-reader',
    source: 'message-check-mail/forward-reader-process.ts',
    readers: READERS,
    warm: 0,
    idleMs: READER_IDLE_MS,
    heap: HEAP,
  });
  return {
    admit: async (sender) => (await ask({ admit: sender.toLowerCase() })).over,
    read: async (raw, arrival) => {
      let reading: ForwardReading;
      try {
        const job: ForwardJob = { raw, arrival, checkAddress, servers: [...servers], ownCheckMs: OWN_CHECK_MS };
        reading = (await readers.run(job, { readMs: READ_MS })) as ForwardReading;
      } catch (error) {
        return fromReadError(error);
      }
      if (!('forwarder' in reading)) return { outcome: reading.outcome, detail: reading.detail };
      const said = await ask({ queue: reading });
      if (said.failed) return { outcome: 'deferred', detail: said.failed };
      if (said.over) return { outcome: 'over_budget', budget: said.over };
      return { outcome: said.duplicate ? 'duplicate' : reading.outcome };
    },
    close: readers.close,
  };
}
