import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { OutboxStore } from './outbox-store';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  /** The outbox, whose failed messages are kept for staff to deliver by other means. */
  outbox: OutboxStore;
  /** Delivered messages written as .eml files when no SMTP server is set. */
  mailDir: string;
  days: number;
  logger: Logger;
  now?: () => number;
}

/**
 * Deletes personal data the privacy policy says is kept only for a while: failed messages and
 * delivered .eml files older than `days` (by the time they last changed). Pending messages are
 * never touched: they are still to be delivered. Each deletion is logged by name, never by content:
 * a failed message by its outbox id (a time stamp and random letters) as `messageId`, a delivered
 * .eml file as `file`. A failed message is deleted from the
 * database with secure_delete on, so its bytes do not linger in free pages.
 */
export function createRetention({ outbox, mailDir, days, logger, now = Date.now }: RetentionOptions) {
  const log = logger.child({ component: 'retention' });
  let timer: NodeJS.Timeout | undefined;

  const sweepDir = async (dir: string, suffix: string, kind: string): Promise<number> => {
    let names: string[];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith(suffix));
    } catch {
      return 0;
    }
    const cutoff = now() - days * DAY_MS;
    let deleted = 0;
    for (const name of names) {
      const file = join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info || info.mtimeMs > cutoff) continue;
      try {
        await unlink(file);
        deleted += 1;
        log.info(
          { file: name, kind, ageDays: Math.floor((now() - info.mtimeMs) / DAY_MS), retentionDays: days },
          'deleted after the retention period',
        );
      } catch (error) {
        log.error(
          { file: name, kind, errorCode: (error as NodeJS.ErrnoException).code },
          'could not delete after the retention period',
        );
      }
    }
    return deleted;
  };

  const sweepFailed = (): number => {
    let rows: ReturnType<OutboxStore['deleteFailedBefore']>;
    try {
      rows = outbox.deleteFailedBefore(now() - days * DAY_MS);
    } catch (error) {
      log.error(
        { kind: 'failed message', errorCode: (error as NodeJS.ErrnoException).code },
        'could not delete after the retention period',
      );
      return 0;
    }
    for (const row of rows)
      log.info(
        {
          messageId: row.id,
          kind: 'failed message',
          ageDays: Math.floor((now() - row.changed_ms) / DAY_MS),
          retentionDays: days,
        },
        'deleted after the retention period',
      );
    return rows.length;
  };

  const sweep = async () => ({
    failed: sweepFailed(),
    eml: await sweepDir(mailDir, '.eml', 'delivered .eml'),
  });

  return {
    sweep,
    /** Sweeps now and then once a day. */
    start() {
      const run = () => void sweep().catch((error: unknown) => log.error({ err: error }, 'retention sweep failed'));
      run();
      timer = setInterval(run, DAY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
