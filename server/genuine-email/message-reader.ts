import { Piscina } from 'piscina';
import type { GenuineEmailAnswer } from '../../shared/genuine-email/answer';
import type { DomainChecker } from '../domains/domain-checker';
import type { DnsServer } from '../email-security/dns-client';
import type { ReadJob } from './read-worker';
import { withSenderAge } from './sender-age';
import { threadFile } from '../thread-file';

/** A 10 MB message parses in well under a second; the site's own check asks DNS within OWN_CHECK_MS of it. */
const READ_MS = 8000;
const OWN_CHECK_MS = 5000;

/**
 * Messages read at once, each in a thread of its own; a few more wait their turn (at most
 * WAITING_MAX / READERS deadlines), then a visitor is told to try again in a minute.
 */
const READERS = 2;
const WAITING_MAX = 4;

/** A reader with nothing to read this long ends, and gives its memory back. */
const READER_IDLE_MS = 30_000;

/** Each reader's heap: a 10 MB message and its parts fit; one made to need more ends its reader, never the site. */
const LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

export type ReadOutcome = GenuineEmailAnswer | { busy: true };

/**
 * Reads one message off the event loop, in a piscina pool as the DMARC intake reads its reports:
 * the bytes are handed to the thread (transferred, not copied), and only the verdict comes back.
 * A read past its deadline, or its heap, is "took too long" and its thread is replaced. Messages
 * wait their turn here, not in piscina's queue: a deadline counts reading, not waiting.
 */
export function createMessageReader({
  servers,
  readMs = READ_MS,
  registrations,
}: {
  servers: readonly DnsServer[];
  readMs?: number;
  /** The domain check's, where it is on: asked when the sender's domain was registered. */
  registrations?: DomainChecker;
}) {
  const pool = new Piscina({
    ...threadFile('genuine-reader', 'genuine-email/read-worker.ts'),
    maxThreads: READERS,
    minThreads: 0,
    idleTimeout: READER_IDLE_MS,
    concurrentTasksPerWorker: 1,
    resourceLimits: LIMITS,
  });
  // The last reader to end asks for a full collection (npm start exposes gc): the bytes of the
  // messages the page loop received stay until it makes one. docs/decisions/024-memory-back-after-a-message.md
  pool.on('workerDestroy', () => setImmediate(() => pool.threads.length === 0 && (globalThis as { gc?: () => void }).gc?.()));
  // The messages waiting for a reader, first come first read; a read that ends hands its turn on.
  // docs/decisions/025-a-message-waits-outside-its-deadline.md
  const waiting: Array<() => void> = [];
  let reading = 0;
  const turn = async () => {
    if (reading < READERS) reading += 1;
    else await new Promise<void>((go) => waiting.push(go));
  };
  const turnDone = () => {
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  };
  const read = async (raw: Buffer, supplier: string | null): Promise<ReadOutcome> => {
    if (waiting.length >= WAITING_MAX) return { busy: true };
    const own = raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength;
    let answer: GenuineEmailAnswer;
    await turn();
    try {
      answer = (await pool.run(
        { raw, supplier, servers: [...servers], ownCheckMs: Math.min(OWN_CHECK_MS, readMs / 2) } satisfies ReadJob,
        { transferList: own ? [raw.buffer as ArrayBuffer] : [], signal: AbortSignal.timeout(readMs) },
      )) as GenuineEmailAnswer;
    } catch {
      return { refused: 'took-too-long' };
    } finally {
      turnDone();
    }
    return registrations ? withSenderAge(answer, registrations) : answer;
  };
  return Object.assign(read, { close: () => pool.close({ force: true }) });
}

export type MessageReader = ReturnType<typeof createMessageReader>;
