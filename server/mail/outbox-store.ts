import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { moveDurably, removeDurably, writeFileDurably } from './durable-file';
import { isOutboxRecord } from './outbox-record';
import type { OutboxRecord } from './types';

const SUFFIX = '.json';
// A temporary file this old was left by a write that died; a live write takes milliseconds.
const STALE_TMP_MS = 60_000;

/** Sorts by creation time as plain strings: a zero-padded millisecond stamp, then randomness. */
export const newOutboxId = (nowMs: number): string =>
  `${String(Math.floor(nowMs)).padStart(13, '0')}-${randomBytes(5).toString('hex')}`;

/**
 * A claim file is created, then filled: one that still names no holder after this long was left
 * by a process killed in between, which never sent the message.
 */
const UNWRITTEN_CLAIM_MS = 5_000;

/** Whether the process named in a claim has died (a SIGKILL leaves its claims behind). */
async function holderIsGone(file: string, ageMs: number): Promise<boolean> {
  let pid: unknown;
  try {
    ({ pid } = JSON.parse(await readFile(file, 'utf8')) as { pid?: unknown });
  } catch {
    return ageMs >= UNWRITTEN_CLAIM_MS;
  }
  if (typeof pid !== 'number') return ageMs >= UNWRITTEN_CLAIM_MS;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export interface ScanResult {
  records: OutboxRecord[];
  /** Names of files in outbox/ that are not outbox records (hand-edited or foreign). */
  unreadable: string[];
  /** Files that could not be read this time (out of file descriptors, an I/O error): left in place. */
  skipped: Array<{ name: string; errorCode: string }>;
}

/**
 * How long a claim on a message holds before another may take it over: longer than a send can
 * take (the transport's own limit is 60 s), so only a claim whose holder died is taken over.
 */
const CLAIM_LEASE_MS = 2 * 60_000;

/**
 * The outbox on disk: outbox/ holds pending messages, tmp/ partial writes, failed/ messages
 * given up on, claims/ who is working on which message. Every change is a durable rename, so a
 * crash leaves each file whole or absent. Records are read from disk each time, never kept: the
 * operator's `outbox` command changes them while the site runs. Whoever changes or sends a
 * message first claims it (a file created with O_EXCL), so the delivery loop and the command
 * never work on the same message at once.
 */
export const createOutboxStore = (root: string) => {
  const dirs = {
    outbox: join(root, 'outbox'),
    tmp: join(root, 'tmp'),
    failed: join(root, 'failed'),
    claims: join(root, 'claims'),
  };
  const pathOf = (id: string) => join(dirs.outbox, `${id}${SUFFIX}`);
  const failedPathOf = (id: string) => join(dirs.failed, `${id}${SUFFIX}`);
  const claimPathOf = (id: string) => join(dirs.claims, `${id}.claim`);
  const wakePath = join(root, 'wake');
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

  /**
   * The record in a file; null when its content is not an outbox record (not JSON, wrong shape).
   * A file that cannot be read at all (ENOENT, and EMFILE, EIO, EACCES …: the machine, not the
   * message) rejects, so no caller mistakes a valid message it could not read for a broken one.
   */
  const loadFrom = async (dir: string, name: string): Promise<OutboxRecord | null> => {
    const text = await readFile(join(dir, name), 'utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
    return isOutboxRecord(parsed, name.slice(0, -SUFFIX.length)) ? parsed : null;
  };

  const load = (name: string) => loadFrom(dirs.outbox, name);

  const countJson = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith(SUFFIX)).length;

  return {
    dirs,
    ready: (): Promise<void> =>
      (readiness ??= prepare().catch((err: unknown) => {
        readiness = undefined;
        throw err;
      })),

    /** Writes a record (new, or changed by its claimant) to outbox/. */
    save: write,

    scan: async (): Promise<ScanResult> => {
      const names = (await readdir(dirs.outbox)).filter((name) => name.endsWith(SUFFIX)).sort();
      const records: OutboxRecord[] = [];
      const unreadable: string[] = [];
      const skipped: ScanResult['skipped'] = [];
      for (const name of names) {
        try {
          const record = await load(name);
          if (record === null) unreadable.push(name);
          else records.push(record);
        } catch (err) {
          const errorCode = (err as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
          // Gone since the listing (sent, deleted): nothing to report.
          if (errorCode !== 'ENOENT') skipped.push({ name, errorCode });
        }
      }
      return { records, unreadable, skipped };
    },

    /** The pending record as it is on disk now; null when it is gone (sent, deleted) or unreadable. */
    read: (id: string): Promise<OutboxRecord | null> => load(`${id}${SUFFIX}`).catch(() => null),

    /** Failed messages, oldest first, with unreadable files left out. */
    scanFailed: async (): Promise<OutboxRecord[]> => {
      const names = (await readdir(dirs.failed)).filter((name) => name.endsWith(SUFFIX)).sort();
      const records = await Promise.all(names.map((name) => loadFrom(dirs.failed, name).catch(() => null)));
      return records.filter((r): r is OutboxRecord => r !== null);
    },

    readFailed: (id: string): Promise<OutboxRecord | null> => loadFrom(dirs.failed, `${id}${SUFFIX}`).catch(() => null),

    remove: async (record: OutboxRecord): Promise<void> => {
      await removeDurably(pathOf(record.id));
    },

    removeFailed: (id: string): Promise<void> => removeDurably(failedPathOf(id)),

    /** Records the final state first, so the file in failed/ says why it is there. */
    fail: async (record: OutboxRecord): Promise<void> => {
      await write(record);
      await moveDurably(pathOf(record.id), failedPathOf(record.id));
    },

    /** A failed message back in outbox/, as `record` says (due now, say). */
    revive: async (record: OutboxRecord): Promise<void> => {
      await writeFileDurably(failedPathOf(record.id), `${JSON.stringify(record, null, 2)}\n`, dirs.tmp);
      await moveDurably(failedPathOf(record.id), pathOf(record.id));
    },

    /**
     * Claims message `id` for `holder`: true when this caller now holds it. A claim older than
     * CLAIM_LEASE_MS was left by a process that died and is taken over.
     */
    claim: async (id: string, holder: string, nowMs = Date.now()): Promise<boolean> => {
      const file = claimPathOf(id);
      for (let tries = 0; tries < 2; tries += 1) {
        try {
          const handle = await open(file, 'wx', 0o600);
          await handle.writeFile(JSON.stringify({ holder, pid: process.pid, at: nowMs }));
          await handle.close();
          return true;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        }
        const held = await stat(file).catch(() => null);
        const ageMs = held ? nowMs - held.mtimeMs : Infinity;
        if (ageMs < CLAIM_LEASE_MS && !(await holderIsGone(file, ageMs))) return false;
        await unlink(file).catch(() => undefined);
      }
      return false;
    },

    release: (id: string): Promise<void> => unlink(claimPathOf(id)).catch(() => undefined),

    quarantine: (name: string): Promise<void> => moveDurably(join(dirs.outbox, name), join(dirs.failed, name)),

    /**
     * Asks every delivery loop on this folder to try now, even while paused after an outage: the
     * operator's `flush` and `retry` touch this file, and each pass looks at its time.
     */
    wake: (): Promise<void> => writeFile(wakePath, `${Date.now()}\n`, { mode: 0o600 }),

    /** When `wake` was last called (ms), or 0. */
    wokenAt: async (): Promise<number> => (await stat(wakePath).catch(() => null))?.mtimeMs ?? 0,

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
