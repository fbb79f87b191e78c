import { MESSAGE_BYTES_MAX, type GenuineEmailAnswer, type Refusal } from '../../shared/genuine-email/answer';
import type { DomainChecker } from '../domains/domain-checker';
import type { DnsServer } from '../email-security/dns-client';
import { ReadFailed, readerProcesses } from '../reader-processes';
import { uploadsInProgress } from '../security/upload-progress';
import type { ReadJob } from './read-worker';
import { withSenderAge } from './sender-age';

/** A 10 MB message parses in well under a second; the site's own check asks DNS within OWN_CHECK_MS of it. */
const READ_MS = 8000;
const OWN_CHECK_MS = 5000;

/**
 * Messages read at once, each in a process of its own; a few more may be read in or wait their
 * turn (at most WAITING_MAX / READERS deadlines), then a visitor is told to try again in a minute.
 */
const READERS = 2;
const WAITING_MAX = 4;
/** One client's places: one message read, one read in or waiting; a third is "busy". */
const PLACES_PER_CLIENT = 2;

/**
 * A place is kept by progress (upload-progress.ts): when a visitor finds none free, an upload still
 * being read in gives its place up if it has sent under 32 KB a second since it took it (after 2 s),
 * or, to a visitor holding none, if its client holds two; the slowest first. A 10 MB message at
 * that rate takes five minutes.
 */
const PROGRESS = { rateMin: 32 * 1024, graceMs: 2000 };

/** The bytes of all messages being read in or waiting, together: four of the largest. */
const BYTES_IN_FLIGHT_MAX = 4 * (MESSAGE_BYTES_MAX + 64 * 1024);

/** Readers that read end this long after the last message, and give their memory back; warm ones are started afresh. */
const READERS_IDLE_MS = 30_000;

/** Each reader's heap: a 10 MB message and its parts fit; one made to need more ends its reader. */
const HEAP = { oldMb: 192, semiSpaceMb: 16 };

export type ReadOutcome = GenuineEmailAnswer | { busy: true };

/** A place for one message, taken before its bytes are read in: read it once, or give it back. */
export interface Place {
  /** Counts `bytes` more of the message read in; false past the site's bytes in flight. */
  hold(bytes: number): boolean;
  read(raw: Buffer, supplier: string | null): Promise<GenuineEmailAnswer>;
  release(): void;
  /** Called once if the place is given to another visitor before its message is read in. */
  whenLost(lost: () => void): void;
}

/**
 * Why a reader ended without an answer: the message's own doing (its heap ran out, its reading
 * threw) is "too large to read"; the rest (past its deadline, no reader could be started, a reader
 * ended by the system) "took too long", worth another try.
 */
const failedRead = (error: unknown): Refusal =>
  error instanceof ReadFailed && error.why !== 'heap' && error.why !== 'threw' ? 'took-too-long' : 'too-large-to-read';

/**
 * Reads messages off the event loop, each in a reader process of its own (a message that runs a
 * thread out of its heap can end the whole process: docs/decisions/029-one-way-to-run-a-strangers-file.md):
 * only the verdict comes back. A client takes a place before its message is read in (`take`, null
 * when none is free), and holds its bytes against the site's bytes in flight; its messages are read
 * one after another, so it never holds more than one reader. A read's deadline starts when a reader
 * takes it: past it "took too long"; its reader out of its heap, "too large to read".
 */
export function createMessageReader({
  servers,
  readMs = READ_MS,
  registrations,
  warm = false,
  log,
}: {
  servers: readonly DnsServer[];
  readMs?: number;
  /** The domain check's, where it is on: asked when the sender's domain was registered. */
  registrations?: DomainChecker;
  /** Both readers started from the first, and always (the site as a service); else started by a message. */
  warm?: boolean;
  /** Where a reader's end that is not the message's doing is told. */
  log?: (fields: Record<string, unknown>, msg: string) => void;
}) {
  const readers = readerProcesses({
    log,
    entry: 'genuine-reader',
    source: 'genuine-email/reader-process.ts',
    readers: READERS,
    warm: warm ? READERS : 0,
    idleMs: READERS_IDLE_MS,
    heap: HEAP,
  });
  const readOne = async (raw: Buffer, supplier: string | null): Promise<GenuineEmailAnswer> => {
    let answer: GenuineEmailAnswer;
    try {
      const job: ReadJob = { raw, supplier, servers: [...servers], ownCheckMs: Math.min(OWN_CHECK_MS, readMs / 2) };
      answer = (await readers.run(job, { readMs })) as GenuineEmailAnswer;
    } catch (error) {
      return { refused: failedRead(error) };
    }
    return registrations ? withSenderAge(answer, registrations) : answer;
  };

  let taken = 0;
  let inFlight = 0;
  const clients = new Map<string, { places: number; last: Promise<unknown> }>();
  /** The places whose bodies are being read in, each with its client's places. */
  const uploads = uploadsInProgress<{ places: number }>(PROGRESS);
  const take = (client: string): Place | null => {
    const own = clients.get(client) ?? { places: 0, last: Promise.resolve() };
    if (own.places >= PLACES_PER_CLIENT) return null;
    const fromFullClient = (other: { places: number }) => own.places === 0 && other.places >= PLACES_PER_CLIENT;
    if (taken >= READERS + WAITING_MAX && !uploads.yieldOne(fromFullClient)) return null;
    taken += 1;
    own.places += 1;
    clients.set(client, own);
    let released = false;
    let held = 0;
    let lost = () => {};
    const progress = uploads.begin(own, () => {
      release();
      lost();
    });
    const release = () => {
      if (released) return;
      released = true;
      progress.done();
      inFlight -= held;
      taken -= 1;
      own.places -= 1;
      if (own.places === 0) clients.delete(client);
    };
    return {
      release,
      whenLost: (listener) => (lost = listener),
      hold: (bytes) => {
        if (inFlight + bytes > BYTES_IN_FLIGHT_MAX) return false;
        held += bytes;
        inFlight += bytes;
        progress.sent(bytes);
        return true;
      },
      read: (raw, supplier) => {
        progress.done();
        const turn = own.last.then(() => readOne(raw, supplier));
        own.last = turn.catch(() => undefined);
        return turn.finally(release);
      },
    };
  };
  return {
    take,
    close: readers.close,
  };
}

export type MessageReader = ReturnType<typeof createMessageReader>;
