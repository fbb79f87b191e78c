import type { GenuineEmailAnswer } from '../../shared/genuine-email/answer';
import type { DomainChecker } from '../domains/domain-checker';
import type { DnsServer } from '../email-security/dns-client';
import type { ReadJob } from './read-worker';
import { withSenderAge } from './sender-age';
import { handedOver, readerPool } from '../reader-pool';

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
 * Reads one message off the event loop, in a reader pool as the DMARC intake reads its reports:
 * the bytes are handed to the thread, and only the verdict comes back. A read past its deadline,
 * or its heap, is "took too long"; past the few that may wait for a reader, a message is "busy".
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
  const pool = readerPool({
    entry: 'genuine-reader',
    source: 'genuine-email/read-worker.ts',
    readers: READERS,
    idleMs: READER_IDLE_MS,
    limits: LIMITS,
    waitingMax: WAITING_MAX,
  });
  const read = async (raw: Buffer, supplier: string | null): Promise<ReadOutcome> => {
    if (pool.full) return { busy: true };
    let answer: GenuineEmailAnswer;
    try {
      answer = (await pool.run(
        { raw, supplier, servers: [...servers], ownCheckMs: Math.min(OWN_CHECK_MS, readMs / 2) } satisfies ReadJob,
        { transferList: handedOver(raw), readMs },
      )) as GenuineEmailAnswer;
    } catch {
      return { refused: 'took-too-long' };
    }
    return registrations ? withSenderAge(answer, registrations) : answer;
  };
  return Object.assign(read, { close: pool.close });
}

export type MessageReader = ReturnType<typeof createMessageReader>;
