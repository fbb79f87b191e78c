import { join } from 'node:path';
import { runOutboxCommand } from '../../server/outbox-cli/commands';
import { ClaimLostError, createOutboxStore, OUTBOX_SCHEMA, type OutboxStore } from '../../server/mail/outbox-store';
import { siteDatabase } from '../../server/store/site-database';
import { tempFolder } from '../support/for-tests';
import { makeRecord as record } from '../support/mail-kit';

const LEASE_MS = 10_000;

/** An outbox on a fresh database with message `id`, and a clock the test moves. */
async function outboxWith(id: string) {
  const clock = { now: 1_800_000_000_000 };
  const store = createOutboxStore(siteDatabase(join(tempFolder('claims'), 'site.db'), [OUTBOX_SCHEMA]), () => clock.now);
  store.insert(record(id));
  return { store, clock };
}

/** What the operator's command prints. */
async function output(args: string[], store: OutboxStore) {
  const printed: string[] = [];
  await runOutboxCommand(args, store, (text) => printed.push(text));
  return printed.join('');
}

describe('claims on outbox messages', () => {
  it('when another holder claimed a message and keeps renewing its lease, then it is never taken, however long its send lasts', async () => {
    const { store, clock } = await outboxWith('m1');
    expect(store.claim('m1', 'sender', LEASE_MS)?.record).toMatchObject({ id: 'm1' });
    for (let i = 0; i < 30; i += 1) {
      clock.now += LEASE_MS / 3;
      store.renew('sender', LEASE_MS);
      expect(store.claim('m1', 'other', LEASE_MS)).toBeNull();
    }
    expect(() => store.remove('m1', 'other')).toThrow(ClaimLostError);
    store.remove('m1', 'sender');
    expect(store.read('m1')).toBeNull();
  });

  it('when a holder died (its lease ran out unrenewed), then its claim is taken over, and the dead holder can change nothing', async () => {
    const { store, clock } = await outboxWith('m2');
    expect(store.claim('m2', 'dead', LEASE_MS)).not.toBeNull();
    clock.now += LEASE_MS;
    expect(store.claim('m2', 'survivor', LEASE_MS)?.state).toBe('pending');
    expect(() => store.save(record('m2'), 'dead')).toThrow(ClaimLostError);
  });

  it('when a claim is released, then the next holder gets the message as it was last saved', async () => {
    const { store } = await outboxWith('m3');
    store.claim('m3', 'first', LEASE_MS);
    store.save({ ...record('m3'), attempts: 2 }, 'first');
    store.release('m3', 'first');
    expect(store.claim('m3', 'second', LEASE_MS)?.record).toMatchObject({ attempts: 2 });
  });

  it('when the operator flushes while the site is sending one message, then the others are made due at once and the one in flight is left to its sender', async () => {
    const store = createOutboxStore(siteDatabase(join(tempFolder('claims-flush'), 'site.db'), [OUTBOX_SCHEMA]));
    store.insert(record('sending'));
    store.insert({ ...record('waiting'), nextAttemptAt: '2099-01-01T00:00:00.000Z' });
    expect(store.claim('sending', 'site-process', 60_000)).not.toBeNull();
    const started = Date.now();
    expect(JSON.parse(await output(['flush', '--json'], store))).toEqual({ flushed: ['waiting'] });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(Date.parse(store.read('waiting')!.record.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
    expect(store.heldByOther('sending', 'someone-else')).toBe(true);
    // The operator's list shows both, a line each; an empty outbox says so.
    const empty = createOutboxStore(siteDatabase(join(tempFolder('claims-empty'), 'site.db'), [OUTBOX_SCHEMA]));
    expect(await output(['list'], empty)).toBe('The outbox is empty.');
    const listed = (await output(['list'], store)).split('\n').map((line) => line.split(/ {2,}/).slice(0, 3));
    expect(listed).toEqual([
      ['pending', 'sending', 'contact'],
      ['pending', 'waiting', 'contact'],
    ]);
  });
});
