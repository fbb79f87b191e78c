import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  /** Messages given up on (outbox's failed/), kept for staff to deliver by other means. */
  failedDir: string;
  /** Delivered messages written as .eml files when no SMTP server is set. */
  mailDir: string;
  days: number;
  logger: Logger;
  now?: () => number;
}

/**
 * Deletes personal data the privacy policy says is kept only for a while: failed messages and
 * delivered .eml files older than `days` (by the time they were last written). Pending messages
 * are never touched: they are still to be delivered. Each deletion is logged by file name (an
 * outbox id: a time stamp and random letters), never by content.
 */
export function createRetention({ failedDir, mailDir, days, logger, now = Date.now }: RetentionOptions) {
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

  const sweep = async () => ({
    failed: await sweepDir(failedDir, '.json', 'failed message'),
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
