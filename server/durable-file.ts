import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// Some platforms (Windows) cannot open or fsync a directory; there a rename is as durable as it gets.
const UNSUPPORTED_DIR_SYNC = new Set(['EISDIR', 'EPERM', 'EINVAL', 'ENOTSUP', 'EACCES']);

/**
 * Writes `data` so that `target` holds either its old content or all of the new, never a part:
 * write a temporary file beside it, fsync it, rename it over the target, fsync the directory.
 * For files written whole: the .eml files of the mail folder and the build's files (PDFs,
 * precompressed bundles, share images, security.txt); the outbox itself lives in the database.
 */
export const writeFileDurably = async (
  target: string,
  data: string | Uint8Array,
  /** Owner only by default: an .eml file holds a visitor's message. Built files the site serves pass 0o644. */
  mode = 0o600,
): Promise<void> => {
  const tmp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
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
  const dir = await open(dirname(target), 'r').catch((err: NodeJS.ErrnoException) => {
    if (UNSUPPORTED_DIR_SYNC.has(err.code ?? '')) return null;
    throw err;
  });
  try {
    await dir?.sync();
  } catch (err) {
    if (!UNSUPPORTED_DIR_SYNC.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
  } finally {
    await dir?.close();
  }
};
