import { readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { isOutboxRecord } from './outbox-record';
import type { OutboxStore } from './outbox-store';

const SUFFIX = '.json';

interface ImportResult {
  imported: number;
  /** Files that could not be read this time (out of file descriptors, an I/O error): left for the next pass. */
  skipped: Array<{ name: string; errorCode: string }>;
}

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
 * (for the operator and for retention); one that cannot be read now is left for the next pass.
 * The folders of the old format that hold no message (tmp/, claims/, wake) are removed at the end.
 */
async function importFileOutbox(dir: string, store: OutboxStore, logger: Logger): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, skipped: [] };
  for (const [folder, state] of [
    ['outbox', 'pending'],
    ['failed', 'failed'],
  ] as const) {
    for (const name of await filesIn(join(dir, folder))) {
      const file = join(dir, folder, name);
      const id = name.slice(0, -SUFFIX.length);
      let text: string;
      let changedMs: number;
      try {
        [text, changedMs] = await Promise.all([readFile(file, 'utf8'), stat(file).then((info) => info.mtimeMs)]);
      } catch (error) {
        const errorCode = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
        if (errorCode !== 'ENOENT') result.skipped.push({ name, errorCode });
        continue;
      }
      let value: unknown = null;
      try {
        value = JSON.parse(text);
      } catch {
        // Kept below as an unreadable failed row.
      }
      const record = isOutboxRecord(value, id);
      const stored = record ? value : { version: 1, id, unreadable: text };
      if (
        store.importOnce(stored as Parameters<OutboxStore['importOnce']>[0], record ? state : 'failed', Math.floor(changedMs))
      ) {
        result.imported += 1;
        if (!record)
          logger.error(
            { file: name, outcome: 'failed', reason: 'unreadable' },
            'outbox file unreadable; kept as a failed message',
          );
      }
      // Imported (its id is recorded): a file that cannot be removed now is never imported again.
      await unlink(file).catch(() => undefined);
    }
  }
  if (result.imported > 0) logger.info({ imported: result.imported }, 'messages of the file outbox imported into the database');
  if (result.skipped.length === 0)
    await Promise.all(['tmp', 'claims', 'wake'].map((name) => rm(join(dir, name), { recursive: true, force: true })));
  return result;
}

/**
 * The import as the delivery loop runs it: before each pass until no file is left. A file that
 * could not be read is logged each time, and counted for /readyz until it is imported.
 */
export const fileOutboxImport = (dir: string, store: OutboxStore, logger: Logger) => {
  let left = true;
  let readErrors: ReadErrors | null = null;
  return {
    run: async () => {
      if (!left) return;
      const { skipped } = await importFileOutbox(dir, store, logger);
      left = skipped.length > 0;
      readErrors = left ? { files: skipped.length, codes: [...new Set(skipped.map((f) => f.errorCode))] } : null;
      for (const { name, errorCode } of skipped)
        logger.error(
          { file: name, errorCode, outcome: 'skipped' },
          'outbox file could not be read; left in place for the next pass',
        );
    },
    readErrors: () => readErrors,
  };
};
