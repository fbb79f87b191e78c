import { MessageChannel } from 'node:worker_threads';
import type { DnsServer } from '../email-security/dns-client';
import type { IntakeResult } from './intake-outcome';
import type { ReadJob, SiteSays, WorkerSays } from './read-worker';
import type { ReportOwners } from './report-owner';
import { handedOver, readerPool } from '../reader-pool';

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
 * need more ends its reader (ERR_WORKER_OUT_OF_MEMORY), never the site.
 */
const LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

const fromReadError = (error: NodeJS.ErrnoException, readMs: number): IntakeResult =>
  error.name === 'AbortError'
    ? { outcome: 'deferred', detail: `not read within ${readMs} ms` }
    : error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? { outcome: 'bomb', detail: 'its read ran out of memory' }
      : { outcome: 'deferred', detail: `its read failed: ${error.message}` };

/**
 * A message's way from its bytes to the reports' tables, by one of READERS worker threads
 * (read-worker.ts; a piscina pool, each thread kept between messages): its signature, its
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
}: {
  databaseFile: string;
  siteDayBytes?: number;
  servers: readonly DnsServer[];
  owners: ReportOwners;
  now?: () => number;
  readMs?: number;
}) {
  const pool = readerPool({
    entry: 'dmarc-reader',
    source: 'dmarc-reports/read-worker.ts',
    readers: READERS,
    idleMs: READER_IDLE_MS,
    limits: LIMITS,
  });
  const read = async (raw: Buffer): Promise<IntakeResult> => {
    // The reader asks here whether the policy domain is ours, as soon as it knows it, and reads on.
    const { port1: site, port2: reader } = new MessageChannel();
    let domain: string | undefined;
    site.on('message', (says: WorkerSays) => {
      domain = says.domain;
      owners.nameUs(says.domain).then(
        (ours) => site.postMessage({ ours } satisfies SiteSays),
        (error: Error) => site.postMessage({ deferred: error.message } satisfies SiteSays),
      );
    });
    try {
      const result = (await pool.run(
        { raw, receivedMs: now(), servers: [...servers], databaseFile, siteDayBytes, site: reader } satisfies ReadJob,
        { transferList: [reader, ...handedOver(raw)], readMs },
      )) as IntakeResult;
      return { ...result, domain: result.domain ?? domain };
    } catch (error) {
      return { ...fromReadError(error as NodeJS.ErrnoException, readMs), domain };
    } finally {
      site.close();
    }
  };
  /** Ends the readers; a message still waiting for one is answered "try again later". */
  return Object.assign(read, { close: pool.close });
}

export type ReportIntake = ReturnType<typeof createReportIntake>;
