import type { Worker } from 'node:worker_threads';
import type { DnsServer } from '../email-security/dns-client';
import type { IntakeResult } from './intake-outcome';
import type { SiteSays, WorkerSays } from './read-worker';
import type { ReportOwners } from './report-owner';
import { startThread } from './start-thread';

/**
 * A message's whole read may take this long: a real 4 MB report reads in 2 to 4 s on a host whose
 * cores are busy, its DNS questions take a few more. Past it the sender is told to try again later:
 * a permanent refusal would lose a real report read slowly.
 */
const READ_MS_MAX = 15_000;

/** Messages read at once, each in a reader of its own: a slow DNS answer for one never holds the next. */
const READERS = 2;

/** A reader with nothing to read this long ends, and gives its memory back; the next message starts one. */
const READER_IDLE_MS = 60_000;

/**
 * Each reader's own heap: a 10 MB message parsed, a 4 MB report and its tree fit; a message made to
 * need more ends its reader (ERR_WORKER_OUT_OF_MEMORY), never the site.
 */
const LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

const startReader = () => startThread('dmarc-reader', 'read-worker.ts', { resourceLimits: LIMITS });

const fromWorkerError = (error: NodeJS.ErrnoException): IntakeResult =>
  error.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? { outcome: 'bomb', detail: 'its read ran out of memory' }
    : { outcome: 'deferred', detail: `its read failed: ${error.message}` };

interface Reader {
  worker: Worker;
  idle?: NodeJS.Timeout;
}

/**
 * A message's way from its bytes to the reports' tables, in one of READERS worker threads
 * (read-worker.ts) kept between messages: its signature, its attachment unpacked within bounds, its
 * policy domain read from its start and that domain's owner asked here, then (only for a domain of
 * ours) the whole XML read to the schema, and kept in one transaction. A reader past its deadline
 * or its heap is ended and another started. Whatever goes wrong is an outcome, never a throw: the
 * listener answers each with its reply.
 */
export function createReportIntake({
  databaseFile,
  servers,
  owners,
  now = Date.now,
  readMs = READ_MS_MAX,
}: {
  databaseFile: string;
  servers: readonly DnsServer[];
  owners: ReportOwners;
  now?: () => number;
  readMs?: number;
}) {
  const idle: Reader[] = [];
  const waiting: ((reader: Reader) => void)[] = [];
  let started = 0;
  let closed = false;

  const end = (reader: Reader) => {
    clearTimeout(reader.idle);
    const at = idle.indexOf(reader);
    if (at >= 0) idle.splice(at, 1);
    started -= 1;
    void reader.worker.terminate();
  };
  const release = (reader: Reader) => {
    const next = waiting.shift();
    if (next) return next(reader);
    reader.idle = setTimeout(() => end(reader), READER_IDLE_MS).unref();
    idle.push(reader);
  };
  const take = (): Promise<Reader> => {
    const reader = idle.pop();
    if (reader) {
      clearTimeout(reader.idle);
      return Promise.resolve(reader);
    }
    if (started < READERS) {
      started += 1;
      return Promise.resolve({ worker: startReader() });
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  const readOn = (reader: Reader, raw: Buffer): Promise<IntakeResult> =>
    new Promise((resolve) => {
      const { worker } = reader;
      let domain: string | undefined;
      const done = (result: IntakeResult, healthy: boolean) => {
        clearTimeout(deadline);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        resolve({ ...result, domain: result.domain ?? domain });
        if (healthy && !closed) release(reader);
        else end(reader);
      };
      const onMessage = (says: WorkerSays) => {
        if ('result' in says) return done(says.result, true);
        domain = says.domain;
        owners.nameUs(says.domain).then(
          (ours) => worker.postMessage({ ours } satisfies SiteSays),
          (error: Error) => worker.postMessage({ deferred: error.message } satisfies SiteSays),
        );
      };
      const onError = (error: Error) => done(fromWorkerError(error), false);
      const onExit = () => done({ outcome: 'deferred', detail: 'its read ended without an answer' }, false);
      const deadline = setTimeout(() => done({ outcome: 'deferred', detail: `not read within ${readMs} ms` }, false), readMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      // A message's own memory is handed over, not copied on the pages' loop; a slice of a shared pool is copied.
      const own = raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength;
      worker.postMessage(
        { job: { raw, receivedMs: now(), servers: [...servers], databaseFile } } satisfies SiteSays,
        own ? [raw.buffer as ArrayBuffer] : [],
      );
    });

  const read = async (raw: Buffer): Promise<IntakeResult> => readOn(await take(), raw);
  return Object.assign(read, {
    /** Ends the readers waiting for work; those reading end once their message is answered. */
    close() {
      closed = true;
      for (const reader of [...idle]) end(reader);
    },
  });
}

export type ReportIntake = ReturnType<typeof createReportIntake>;
