/**
 * The reader's places and turns, with messages whose own check waits on a silent DNS server (each
 * read takes half its deadline): a place is taken before a message is read in, one client holds
 * at most one reader and one waiting place, a message waiting for a reader is not yet being read
 * (its deadline starts when a reader takes it), and a reader that runs out of memory is the
 * reader's end, not the site's.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createMessageReader, type ReadOutcome } from '../../server/genuine-email/message-reader';
import { readerProcesses } from '../../server/reader-processes';
import { startDnsStub } from '../support/dns-stub';
import { forTests } from '../support/for-tests';
import { waitUntil } from '../support/mail-kit';
import { atHost, atMicrosoft, letter } from '../support/genuine-email-kit';

const READ_MS = 6000;
const silent = forTests(
  () => startDnsStub({}, { way: 'silent' }),
  (stub) => stub.close(),
);
const checked = async () =>
  Buffer.from(
    atMicrosoft(await letter({ from: 'billing@supplier.co.za' }), { domain: 'supplier.co.za', compauth: 'pass reason=100' }),
  );
const reader = forTests(
  async () => {
    const read = createMessageReader({ servers: [{ host: '127.0.0.1', port: silent.port }], readMs: READ_MS });
    // Both readers started first, with messages Microsoft 365 checked (no own check): starting a
    // thread is not what is measured here, and on a busy machine it takes seconds of the deadline.
    const raw = await checked();
    await Promise.all(['a', 'b'].map((client) => read.take(client)!.read(Buffer.from(raw), null)));
    return { read };
  },
  (started) => started.read.close(),
);

/** This process's reader processes. */
const readers = () =>
  spawnSync('pgrep', ['-P', String(process.pid), '-f', 'reader-process'])
    .stdout.toString()
    .split('\n')
    .filter(Boolean);

const kind = (outcome: ReadOutcome) => ('busy' in outcome ? 'busy' : 'refused' in outcome ? outcome.refused : 'read');
const slowToRead = async () => Buffer.from(atHost(await letter({ from: 'Accounts <billing@supplier.co.za>' }), 'supplier.co.za'));

it('when four clients send a message each to the two readers, then the two that wait are read in full turns, not cut short', async () => {
  const raw = await slowToRead();
  const outcomes = await Promise.all(
    ['a', 'b', 'c', 'd'].map((client) => reader.read.take(client)!.read(Buffer.from(raw), null)),
  );
  expect(outcomes.map(kind)).toEqual(['read', 'read', 'read', 'read']);
});

it('when one client sends six at once, then it holds one reader and one waiting place, and another client is read before its second', async () => {
  const raw = await slowToRead();
  const places = Array.from({ length: 6 }, () => reader.read.take('greedy'));
  expect(places.map((place) => place !== null)).toEqual([true, true, false, false, false, false]);
  const order: string[] = [];
  const done = (who: string) => (outcome: ReadOutcome) => order.push(`${who} ${kind(outcome)}`);
  const greedy = places.flatMap((place, at) => (place ? [place.read(Buffer.from(raw), null).then(done(`greedy-${at}`))] : []));
  const other = reader.read.take('other')!.read(Buffer.from(raw), null).then(done('other'));
  await Promise.all([...greedy, other]);
  expect(order.at(-1)).toBe('greedy-1 read');
  expect(order).toContain('other read');
});

it('when every place is taken, then the next client is told the site is busy at once, before its message is read in', () => {
  const places = Array.from({ length: 12 }, (_, at) => reader.read.take(`client-${at}`));
  expect(places.filter((place) => place === null).length).toBeGreaterThan(0);
  for (const place of places) place?.release();
  expect(reader.read.take('client-after')).not.toBeNull();
});

describe('a reader that ends mid-read', () => {
  // One reader for both ends: the reader that takes the second case's message is the one started
  // after the first case's end, so each case also shows a new reader reading.
  const midRead = forTests(
    async () => {
      const others = new Set(readers());
      const read = createMessageReader({ servers: [{ host: '127.0.0.1', port: silent.port }], readMs: READ_MS });
      // A reader started first, as the file's others are: its start is not what is tested.
      expect(kind(await read.take('a')!.read(await checked(), null))).toBe('read');
      return { read, others };
    },
    (started) => started.read.close(),
  );

  it.each([
    ['V8 aborts a process whose heap runs out', 'too-large-to-read', 'SIGABRT'],
    ['the system ends it (SIGKILL), never the message', 'took-too-long', 'SIGKILL'],
  ] as const)(
    'when a reader ends mid-read as %s, then that message is answered %s, and a new reader reads the next',
    async (_case, refused, signal) => {
      const reading = midRead.read.take('a')!.read(await slowToRead(), null);
      // Its own check waits three seconds on the silent DNS: the reader is mid-read.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const pid of readers()) if (!midRead.others.has(pid)) process.kill(Number(pid), signal);
      expect(kind(await reading)).toBe(refused);
      expect(kind(await midRead.read.take('a')!.read(await checked(), null))).toBe('read');
    },
  );
});

it('when a reader kept warm has read and the readers rest, then a fresh one takes its place and reads the next', async () => {
  const before = new Set(readers());
  const runner = readerProcesses({
    ...{ entry: 'genuine-reader', source: 'genuine-email/reader-process.ts', readers: 2, warm: 1, idleMs: 300 },
    heap: { oldMb: 192, semiSpaceMb: 16 },
  });
  const job = { raw: await checked(), supplier: null, servers: [{ host: '127.0.0.1', port: silent.port }], ownCheckMs: 1000 };
  const own = () => readers().filter((pid) => !before.has(pid));
  try {
    await runner.run(job, { readMs: READ_MS });
    const [read] = own();
    await waitUntil(() => own().length === 1 && own()[0] !== read, 15_000);
    expect(kind((await runner.run(job, { readMs: READ_MS })) as ReadOutcome)).toBe('read');
  } finally {
    await runner.close();
  }
});

it('when a reader cannot start (a broken build), then a job fails at once, readers are not started again and again, and each start that failed is logged', async () => {
  const starts = path.join(tmpdir(), `reader-starts-${process.pid}`);
  rmSync(starts, { force: true });
  const logged: string[] = [];
  const runner = readerProcesses({
    ...{ entry: 'genuine-reader', source: '../test/support/readers/cannot-start.ts', readers: 2, warm: 1, idleMs: 300 },
    heap: { oldMb: 64, semiSpaceMb: 4 },
    log: (fields, msg) => logged.push(`${msg} ${JSON.stringify(fields)}`),
  });
  try {
    await expect(runner.run({}, { readMs: READ_MS })).rejects.toMatchObject({ why: 'unstarted' });
    await sleep(2000);
    // The warm one started, the job's, and one more after a pause: never a loop.
    const tries = readFileSync(starts, 'utf8').length;
    expect(tries).toBeLessThanOrEqual(4);
    // Each told to the operator, with the reader and how it ended.
    expect(logged).toHaveLength(tries);
    expect(logged[0]).toMatch(/^a reader could not start .*"reader":"genuine-reader".*"code":1/);
  } finally {
    await runner.close();
    rmSync(starts, { force: true });
  }
});
