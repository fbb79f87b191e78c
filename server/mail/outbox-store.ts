import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { moveDurably, removeDurably, writeFileDurably } from './durable-file';
import type { OutboxRecord } from './types';

const SUFFIX = '.json';
// A temporary file this old was left by a write that died; a live write takes milliseconds.
const STALE_TMP_MS = 60_000;
const REQUEST_FIELDS = ['name', 'email', 'company', 'phone', 'message', 'requestId', 'receivedAt'];

/** Sorts by creation time as plain strings: a zero-padded millisecond stamp, then randomness. */
export const newOutboxId = (nowMs: number): string =>
  `${String(Math.floor(nowMs)).padStart(13, '0')}-${randomBytes(5).toString('hex')}`;

const isRecord = (value: unknown, id: string): value is OutboxRecord => {
  const r = value as Partial<OutboxRecord> | null;
  const req = r?.request as unknown as Record<string, unknown> | undefined;
  return (
    r?.version === 1 &&
    r.id === id &&
    typeof r.attempts === 'number' &&
    typeof r.enqueuedAt === 'string' &&
    typeof r.nextAttemptAt === 'string' &&
    typeof req === 'object' &&
    req !== null &&
    (req.kind === 'contact' || req.kind === 'order') &&
    REQUEST_FIELDS.every((field) => typeof req[field] === 'string')
  );
};

export interface ScanResult {
  records: OutboxRecord[];
  /** Names of files in outbox/ that are not outbox records (hand-edited or foreign). */
  unreadable: string[];
}

/**
 * The outbox on disk: outbox/ holds pending messages, tmp/ partial writes, failed/ messages
 * given up on. Every change is a durable rename, so a crash leaves each file whole or absent.
 * Only one process may deliver from a folder; any number may add to it.
 */
export const createOutboxStore = (root: string) => {
  const dirs = { outbox: join(root, 'outbox'), tmp: join(root, 'tmp'), failed: join(root, 'failed') };
  const pathOf = (id: string) => join(dirs.outbox, `${id}${SUFFIX}`);
  // Parsed once and then kept, because this process is the only one that changes a record.
  const cache = new Map<string, OutboxRecord>();
  let readiness: Promise<void> | undefined;

  const prepare = async () => {
    await Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true, mode: 0o700 })));
    for (const name of await readdir(dirs.tmp)) {
      const path = join(dirs.tmp, name);
      const info = await stat(path).catch(() => null);
      if (info && Date.now() - info.mtimeMs > STALE_TMP_MS) await unlink(path).catch(() => undefined);
    }
  };

  const write = (record: OutboxRecord) => writeFileDurably(pathOf(record.id), `${JSON.stringify(record, null, 2)}\n`, dirs.tmp);

  const load = async (name: string): Promise<OutboxRecord | null> => {
    try {
      const parsed: unknown = JSON.parse(await readFile(join(dirs.outbox, name), 'utf8'));
      return isRecord(parsed, name.slice(0, -SUFFIX.length)) ? parsed : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
      return null;
    }
  };

  const countJson = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith(SUFFIX)).length;

  return {
    dirs,
    ready: (): Promise<void> =>
      (readiness ??= prepare().catch((err: unknown) => {
        readiness = undefined;
        throw err;
      })),

    add: async (record: OutboxRecord): Promise<void> => {
      await write(record);
      cache.set(record.id, record);
    },

    save: async (record: OutboxRecord): Promise<void> => {
      await write(record);
      cache.set(record.id, record);
    },

    scan: async (): Promise<ScanResult> => {
      const names = (await readdir(dirs.outbox)).filter((name) => name.endsWith(SUFFIX)).sort();
      const present = new Set<string>();
      const records: OutboxRecord[] = [];
      const unreadable: string[] = [];
      for (const name of names) {
        const id = name.slice(0, -SUFFIX.length);
        present.add(id);
        const cached = cache.get(id);
        const record = cached ?? (await load(name).catch(() => undefined));
        if (record === undefined) continue;
        if (record === null) unreadable.push(name);
        else {
          cache.set(id, record);
          records.push(record);
        }
      }
      for (const id of cache.keys()) if (!present.has(id)) cache.delete(id);
      return { records, unreadable };
    },

    remove: async (record: OutboxRecord): Promise<void> => {
      cache.delete(record.id);
      await removeDurably(pathOf(record.id));
    },

    /** Records the final state first, so the file in failed/ says why it is there. */
    fail: async (record: OutboxRecord): Promise<void> => {
      await write(record);
      cache.delete(record.id);
      await moveDurably(pathOf(record.id), join(dirs.failed, `${record.id}${SUFFIX}`));
    },

    quarantine: (name: string): Promise<void> => moveDurably(join(dirs.outbox, name), join(dirs.failed, name)),

    /** Pending and failed counts and the oldest pending message's creation time (ids begin with it), from names alone. */
    summary: async (): Promise<{ pending: number; failed: number; oldestPendingMs: number | null }> => {
      const [pending, failed] = await Promise.all([readdir(dirs.outbox), readdir(dirs.failed)]);
      const ids = pending.filter((name) => name.endsWith(SUFFIX));
      const stamps = ids.map((name) => Number(name.slice(0, 13))).filter(Number.isFinite);
      return {
        pending: ids.length,
        failed: failed.filter((name) => name.endsWith(SUFFIX)).length,
        oldestPendingMs: stamps.length > 0 ? Math.min(...stamps) : null,
      };
    },

    /** Whether a message could be stored now: a probe file written durably to tmp/, then removed. */
    writable: async (): Promise<boolean> => {
      const probe = join(dirs.tmp, `ready-${randomBytes(6).toString('hex')}`);
      try {
        await writeFileDurably(probe, 'ready\n', dirs.tmp);
        await unlink(probe);
        return true;
      } catch {
        return false;
      }
    },

    counts: async (): Promise<{ pending: number; failed: number }> => {
      const [pending, failed] = await Promise.all([countJson(dirs.outbox), countJson(dirs.failed)]);
      return { pending, failed };
    },
  };
};

export type OutboxStore = ReturnType<typeof createOutboxStore>;
