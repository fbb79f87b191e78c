import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createOutboxStore } from '../../server/mail/outbox-store';
import { tempDir } from '../support/mail-kit';

const claimFile = (root: string, id: string) => join(root, 'claims', `${id}.claim`);

/** An outbox whose message `id` already has a claim file with `content`, last written `ageMs` ago. */
async function storeWithClaim(id: string, content: string, ageMs = 0) {
  const root = await tempDir('claims');
  await mkdir(join(root, 'claims'), { recursive: true });
  await writeFile(claimFile(root, id), content);
  const written = new Date(Date.now() - ageMs);
  await utimes(claimFile(root, id), written, written);
  return createOutboxStore(root);
}

describe('claims on outbox messages', () => {
  it('when another live process holds a claim, then it is not taken', async () => {
    const store = await storeWithClaim('m1', JSON.stringify({ holder: 'other', pid: process.ppid, at: Date.now() }));
    expect(await store.claim('m1', 'me')).toBe(false);
  });

  it('when a process died while creating its claim (an empty file, seconds old), then the claim is taken over at once, not after the lease', async () => {
    const store = await storeWithClaim('m2', '', 10_000);
    expect(await store.claim('m2', 'me')).toBe(true);
  });

  it('when an empty claim is brand new (its writer may be filling it now), then it is left alone', async () => {
    const store = await storeWithClaim('m3', '');
    expect(await store.claim('m3', 'me')).toBe(false);
  });
});
