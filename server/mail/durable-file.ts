import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// Some platforms (Windows) cannot open or fsync a directory; there a rename is as durable as it gets.
const UNSUPPORTED_DIR_SYNC = new Set(['EISDIR', 'EPERM', 'EINVAL', 'ENOTSUP', 'EACCES']);

const fsyncDir = async (dir: string): Promise<void> => {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (err) {
    if (!UNSUPPORTED_DIR_SYNC.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
  } finally {
    await handle?.close();
  }
};

interface DirSyncQueue {
  running: Promise<void> | null;
  waiting: Promise<void> | null;
}
const dirQueues = new Map<string, DirSyncQueue>();

const startSync = (dir: string, queue: DirSyncQueue): Promise<void> => {
  const run = fsyncDir(dir).finally(() => {
    if (queue.running === run) queue.running = null;
    if (!queue.running && !queue.waiting) dirQueues.delete(dir);
  });
  queue.running = run;
  return run;
};

/**
 * Flushes a directory's entries, so a rename or unlink in it survives a power cut. Callers that
 * arrive while a flush runs share the next one (it starts after their change, so it covers it):
 * a burst of N changes costs about two flushes instead of N.
 */
const syncDir = (dir: string): Promise<void> => {
  let queue = dirQueues.get(dir);
  if (!queue) dirQueues.set(dir, (queue = { running: null, waiting: null }));
  const q = queue;
  if (!q.running) return startSync(dir, q);
  q.waiting ??= q.running
    .catch(() => undefined)
    .then(() => {
      q.waiting = null;
      return startSync(dir, q);
    });
  return q.waiting;
};

/**
 * Writes `data` so that `target` holds either its old content or all of the new, never a part:
 * write a temporary file in `tmpDir` (same file system as the target), fsync it, rename it over
 * the target, fsync the target's directory.
 */
export const writeFileDurably = async (
  target: string,
  data: string | Uint8Array,
  tmpDir: string = dirname(target),
  /** Owner only by default: the outbox holds visitors' messages. Built files the site serves pass 0o644. */
  mode = 0o600,
): Promise<void> => {
  const tmp = join(tmpDir, `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(tmp, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    await rename(tmp, target);
  } catch (err) {
    await handle.close().catch(() => undefined);
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  await syncDir(dirname(target));
};

/** Moves a file between directories of one file system and makes both directory changes durable. */
export const moveDurably = async (from: string, to: string): Promise<void> => {
  await rename(from, to);
  await syncDir(dirname(to));
  await syncDir(dirname(from));
};

/** Removes a file and makes the removal durable, so it cannot reappear after a power cut. */
export const removeDurably = async (path: string): Promise<void> => {
  await unlink(path);
  await syncDir(dirname(path));
};
