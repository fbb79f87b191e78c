/**
 * The reader's turns, with messages whose own check waits on a silent DNS server (each read takes
 * half its deadline): a message waiting for a reader is not yet being read, so its deadline starts
 * when a reader takes it; past the few that may wait, a message is answered "busy" at once.
 */
import { createMessageReader, type ReadOutcome } from '../../server/genuine-email/message-reader';
import { startDnsStub } from '../support/dns-stub';
import { forTests } from '../support/for-tests';
import { atHost, atMicrosoft, letter } from '../support/genuine-email-kit';

const READ_MS = 6000;
const silent = forTests(
  () => startDnsStub({}, { way: 'silent' }),
  (stub) => stub.close(),
);
const reader = forTests(
  async () => {
    const read = createMessageReader({ servers: [{ host: '127.0.0.1', port: silent.port }], readMs: READ_MS });
    // Both readers started first, with messages Microsoft 365 checked (no own check): starting a
    // thread is not what is measured here, and on a busy machine it takes seconds of the deadline.
    const checked = Buffer.from(
      atMicrosoft(await letter({ from: 'billing@supplier.co.za' }), { domain: 'supplier.co.za', compauth: 'pass reason=100' }),
    );
    await Promise.all([read(Buffer.from(checked), null), read(Buffer.from(checked), null)]);
    return { read };
  },
  (started) => started.read.close(),
);

const kind = (outcome: ReadOutcome) => ('busy' in outcome ? 'busy' : 'refused' in outcome ? outcome.refused : 'read');

it('when four messages come at once to the two readers, then the two that wait are read in full turns, not cut short', async () => {
  const raw = Buffer.from(atHost(await letter({ from: 'Accounts <billing@supplier.co.za>' }), 'supplier.co.za'));
  const outcomes = await Promise.all(Array.from({ length: 4 }, () => reader.read(Buffer.from(raw), null)));
  expect(outcomes.map(kind)).toEqual(['read', 'read', 'read', 'read']);
});

it('when more messages come than may wait, then the ones past them are told the site is busy at once', async () => {
  const raw = Buffer.from(atHost(await letter({ from: 'Accounts <billing@supplier.co.za>' }), 'supplier.co.za'));
  const settled: ReadOutcome[] = [];
  for (let sent = 0; sent < 12; sent += 1) void reader.read(Buffer.from(raw), null).then((outcome) => settled.push(outcome));
  await new Promise((resolve) => setTimeout(resolve, READ_MS / 10));
  expect(settled.length).toBeGreaterThan(0);
  expect(settled.map(kind)).toEqual(settled.map(() => 'busy'));
});
