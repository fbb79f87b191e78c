import { Piscina } from 'piscina';
import { threadFile } from './thread-file';

/**
 * Worker threads that read what a stranger sent (a DMARC report) off the event loop, in
 * a piscina pool: one job a thread at a time, each within its deadline and the thread's heap, past
 * either ended and its thread replaced; a thread idle `idleMs` ends and gives its memory back.
 */
interface ReaderPoolOptions {
  entry: Parameters<typeof threadFile>[0];
  /** The worker's source under server/, where the site runs from the source. */
  source: string;
  readers: number;
  idleMs: number;
  limits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number; stackSizeMb: number };
}

type TransferList = NonNullable<NonNullable<Parameters<Piscina['run']>[1]>['transferList']>;

/** The bytes to hand to a thread (transferred, not copied): a buffer's own memory, never a slice of a shared pool. */
export const handedOver = (raw: Buffer): TransferList =>
  raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength ? [raw.buffer as ArrayBuffer] : [];

export function readerPool({ entry, source, readers, idleMs, limits }: ReaderPoolOptions) {
  const pool = new Piscina({
    ...threadFile(entry, source),
    maxThreads: readers,
    minThreads: 0,
    idleTimeout: idleMs,
    concurrentTasksPerWorker: 1,
    resourceLimits: limits,
  });
  // A thread's end that no job awaits (its job already answered): piscina emits it as an error
  // event, which, unheard, would end the site. docs/decisions/026-a-message-read-in-a-process.md
  pool.on('error', () => undefined);
  // The last reader to end asks for a full collection (npm start exposes gc): the bytes this loop
  // received stay until it makes one. docs/decisions/024-memory-back-after-a-message.md
  pool.on('workerDestroy', () => setImmediate(() => pool.threads.length === 0 && (globalThis as { gc?: () => void }).gc?.()));
  // Jobs wait for a reader here, first come first read, not in piscina's queue: a deadline counts
  // reading, not waiting. docs/decisions/025-a-message-waits-outside-its-deadline.md
  const waiting: Array<() => void> = [];
  let reading = 0;
  const turn = async () => {
    if (reading < readers) reading += 1;
    else await new Promise<void>((go) => waiting.push(go));
  };
  const turnDone = () => {
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  };
  return {
    /** The job's answer; an AbortError past `readMs` from when a reader took it, or the thread's own error. */
    async run(job: object, { transferList, readMs }: { transferList: TransferList; readMs: number }): Promise<unknown> {
      await turn();
      try {
        return await pool.run(job, { transferList, signal: AbortSignal.timeout(readMs) });
      } finally {
        turnDone();
      }
    },
    /** Ends the readers: a job still reading or waiting ends with an error. */
    close: () => pool.close({ force: true }),
  };
}
