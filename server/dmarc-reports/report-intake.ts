import type { DnsServer } from '../email-security/dns-client';
import { ReadFailed, readerProcesses } from '../reader-processes';
import type { IntakeResult } from './intake-outcome';
import type { ReadJob, SiteSays, WorkerSays } from './read-worker';
import type { ReportOwners } from './report-owner';

/**
 * A message's whole read may take this long: a real 4 MB report reads in 2 to 4 s on a host whose
 * cores are busy, its DNS questions take a few more. Past it the sender is told to try again later:
 * a permanent refusal would lose a real report read slowly.
 */
const READ_MS_MAX = 15_000;

/** Messages read at once, each by a reader of its own: a slow DNS answer for one never holds the next. */
const READERS = 2;

/** A reader with nothing to read this long ends, and gives its memory back; the next message starts one. */
const READER_IDLE_MS = 60_000;

/**
 * Each reader's own heap: a 10 MB message parsed, a 4 MB report and its tree fit; a message made to
 * need more ends its reader (V8 ends the process), never the site.
 */
const HEAP = { oldMb: 256, semiSpaceMb: 8 };

const fromReadError = (error: unknown, readMs: number): IntakeResult =>
  error instanceof ReadFailed && error.why === 'deadline'
    ? { outcome: 'deferred', detail: `not read within ${readMs} ms` }
    : error instanceof ReadFailed && error.why === 'heap'
      ? { outcome: 'bomb', detail: 'its read ran out of memory' }
      : error instanceof ReadFailed && error.why === 'ended'
        ? { outcome: 'deferred', detail: 'its reader ended mid-read' }
        : { outcome: 'deferred', detail: `its read failed: ${(error as Error).message}` };

/**
 * A message's way from its bytes to the reports' tables, by one of READERS worker threads
 * (read-worker.ts in reader processes, reader-processes.ts, each kept between messages): its signature, its
 * attachment unpacked within bounds, its policy domain read from its start and that domain's owner
 * asked here, then (only for a domain of ours) the whole XML read to the schema, and kept in one
 * transaction. A reader past its deadline or its heap is ended and another started. Whatever goes
 * wrong is an outcome, never a throw: the listener answers each with its reply.
 */
export function createReportIntake({
  databaseFile,
  siteDayBytes = Infinity,
  servers,
  owners,
  now = Date.now,
  readMs = READ_MS_MAX,
  log,
}: {
  databaseFile: string;
  siteDayBytes?: number;
  servers: readonly DnsServer[];
  owners: ReportOwners;
  now?: () => number;
  readMs?: number;
  /** Where a reader's end that is not the report's doing is told. */
  log?: (fields: Record<string, unknown>, msg: string) => void;
}) {
  const readers = readerProcesses({
    log,
    entry: 'dmarc-reader',
    source: 'dmarc-reports/reader-process.ts',
    readers: READERS,
    warm: 0,
    idleMs: READER_IDLE_MS,
    heap: HEAP,
  });
  const read = async (raw: Buffer): Promise<IntakeResult> => {
    // The reader asks here whether the policy domain is ours, as soon as it knows it, and reads on.
    let domain: string | undefined;
    const ask = async (question: unknown): Promise<SiteSays> => {
      domain = (question as WorkerSays).domain;
      return owners.nameUs(domain).then(
        (ours) => ({ ours }),
        (error: Error) => ({ deferred: error.message }),
      );
    };
    try {
      const job: Omit<ReadJob, 'site'> = { raw, receivedMs: now(), servers: [...servers], databaseFile, siteDayBytes };
      const result = (await readers.run(job, { readMs, ask })) as IntakeResult;
      return { ...result, domain: result.domain ?? domain };
    } catch (error) {
      return { ...fromReadError(error, readMs), domain };
    }
  };
  /** Ends the readers; a message still waiting for one is answered "try again later". */
  return Object.assign(read, { close: readers.close });
}

export type ReportIntake = ReturnType<typeof createReportIntake>;
