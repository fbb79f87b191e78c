import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A half-written PDF must never be served: write beside the target, flush it to disk, then
 * rename, which replaces the old file in one step on the same file system.
 */
export const writeFileAtomic = async (file: string, data: Uint8Array): Promise<void> => {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
};
