import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { OutboxStore } from './outbox-store';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  /** The outbox, whose failed and possibly delivered messages are kept for staff to act on. */
  outbox: OutboxStore;
  /** Delivered messages written as .eml files when no SMTP server is set. */
  mailDir: string;
  days: number;
  logger: Logger;
  now?: () => number;
  /** Other features' rows kept only for a while, each deleted by its own rule at each sweep. */
  also?: readonly RetentionSweep[];
}

/** What a sweep deleted: the outbox's messages by kind, the .eml files, and each of the other features' rows by their kind. */
type SweepCounts = { failed: number; possiblyDelivered: number; eml: number; [kind: string]: number };

/** A feature's rows that last a while: what they are, and a deletion of those past their time at `nowMs` (how many). */
export interface RetentionSweep {
  kind: string;
  deleteExpired(nowMs: number): number;
}

/**
 * Deletes personal data the privacy policy says is kept only for a while: failed and possibly
 * delivered messages and delivered .eml files older than `days` (by the time they last changed:
 * when a message failed, or its data reached the server unanswered). Pending messages are never
 * touched: they are still to be delivered. Each deletion is logged by name, never by content: a
 * message by its outbox id (a time stamp and random letters) as `messageId`, a delivered .eml file
 * as `file`. The outbox deletes a message from every file (outbox-store.ts, `deleteExpired`).
 * Other features hand in their own rows to sweep (`also`), each past its own time.
 */
export function createRetention({ outbox, mailDir, days, logger, now = Date.now, also = [] }: RetentionOptions) {
  const log = logger.child({ component: 'retention' });
  let timer: NodeJS.Timeout | undefined;
  const cutoff = () => now() - days * DAY_MS;
  const deleted = (fields: Record<string, unknown>, changedMs: number) =>
    log.info(
      { ...fields, ageDays: Math.floor((now() - changedMs) / DAY_MS), retentionDays: days },
      'deleted after the retention period',
    );
  const notDeleted = (fields: Record<string, unknown>, error: unknown) =>
    log.error({ ...fields, errorCode: (error as NodeJS.ErrnoException).code }, 'could not delete after the retention period');

  const sweepEml = async (): Promise<number> => {
    const names = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    let count = 0;
    for (const name of names) {
      const file = join(mailDir, name);
      const info = await stat(file).catch(() => null);
      if (!info || info.mtimeMs > cutoff()) continue;
      const fields = { file: name, kind: 'delivered .eml' };
      try {
        await unlink(file);
        count += 1;
        deleted(fields, info.mtimeMs);
      } catch (error) {
        notDeleted(fields, error);
      }
    }
    return count;
  };

  const sweepOutbox = () => {
    const counts = { failed: 0, possiblyDelivered: 0 };
    try {
      for (const row of outbox.deleteExpired(cutoff())) {
        counts[row.kind === 'failed message' ? 'failed' : 'possiblyDelivered'] += 1;
        deleted({ messageId: row.id, kind: row.kind }, row.changedMs);
      }
    } catch (error) {
      notDeleted({ kind: 'failed and possibly delivered messages' }, error);
    }
    return counts;
  };

  /** Counted by kind and logged without their rows: a link's token or a domain is no one's business. */
  const sweepAlso = () =>
    Object.fromEntries(
      also.map(({ kind, deleteExpired }) => {
        try {
          const count = deleteExpired(now());
          if (count) log.info({ kind, count }, 'deleted after the retention period');
          return [kind, count];
        } catch (error) {
          notDeleted({ kind }, error);
          return [kind, 0];
        }
      }),
    ) as Record<string, number>;

  const sweep = async (): Promise<SweepCounts> => ({ ...sweepOutbox(), eml: await sweepEml(), ...sweepAlso() });

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
