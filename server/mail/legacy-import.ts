import { readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { OutboxStore } from './outbox-store';

const SUFFIX = '.json';
const FOLDER_STATES = { outbox: 'pending', failed: 'failed' } as const;

/** Files of the older file outbox the newest pass could not read, and why. */
export interface ReadErrors {
  files: number;
  codes: string[];
}

const filesIn = async (dir: string): Promise<string[]> =>
  (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(SUFFIX)).sort();

/**
 * Brings the messages an earlier release queued as files (`outbox/outbox/<id>.json` pending,
 * `outbox/failed/<id>.json` failed) into the database, each in one transaction that also records
 * its id, then removes the file: a message is imported once, even if the process dies between the
 * two, and so delivered once. A file whose content is not an outbox record is kept as a failed row
 * (for the operator and for retention). The delivery loop runs it before each pass until no file
 * is left: one that cannot be read now (out of file descriptors, an I/O error) is left for the
 * next pass, logged each time and counted for /readyz. The folders of the old format that hold no
 * message (tmp/, claims/, wake) are removed once every file is in.
 */
export const fileOutboxImport = (dir: string, store: OutboxStore, logger: Logger) => {
  let left = true;
  let readErrors: ReadErrors | null = null;

  /** Imports one file and removes it: true when it was new, the error code when it cannot be read now. */
  const importFile = async (file: string, id: string, state: 'pending' | 'failed'): Promise<boolean | string> => {
    let text: string;
    let changedMs: number;
    try {
      [text, changedMs] = await Promise.all([readFile(file, 'utf8'), stat(file).then((info) => info.mtimeMs)]);
    } catch (error) {
      const errorCode = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      return errorCode === 'ENOENT' ? false : errorCode;
    }
    const record = store.readRecord(text, id);
    // One that is not a record is kept as it was, as a failed row.
    const stored = record ?? ({ version: 1, id, unreadable: text } as unknown as NonNullable<typeof record>);
    const imported = store.importOnce(stored, record ? state : 'failed', Math.floor(changedMs));
    if (imported && !record)
      logger.error(
        { file: `${id}${SUFFIX}`, outcome: 'failed', reason: 'unreadable' },
        'outbox file unreadable; kept as a failed message',
      );
    // Imported (its id is recorded): a file that cannot be removed now is never imported again.
    await unlink(file).catch(() => undefined);
    return imported;
  };

  return {
    run: async () => {
      if (!left) return;
      let imported = 0;
      const skipped: Array<{ name: string; errorCode: string }> = [];
      for (const [folder, state] of Object.entries(FOLDER_STATES)) {
        for (const name of await filesIn(join(dir, folder))) {
          const outcome = await importFile(join(dir, folder, name), name.slice(0, -SUFFIX.length), state);
          if (typeof outcome === 'string') skipped.push({ name, errorCode: outcome });
          else if (outcome) imported += 1;
        }
      }
      if (imported > 0) logger.info({ imported }, 'messages of the file outbox imported into the database');
      for (const { name, errorCode } of skipped)
        logger.error(
          { file: name, errorCode, outcome: 'skipped' },
          'outbox file could not be read; left in place for the next pass',
        );
      left = skipped.length > 0;
      readErrors = left ? { files: skipped.length, codes: [...new Set(skipped.map((f) => f.errorCode))] } : null;
      if (!left)
        await Promise.all(['tmp', 'claims', 'wake'].map((name) => rm(join(dir, name), { recursive: true, force: true })));
    },
    readErrors: () => readErrors,
  };
};
