import { randomBytes } from 'node:crypto';
import { attemptDelivery, type AttemptDeps } from './delivery-attempt';
import { backoffDelay, isDue } from './retry-policy';
import { DELIVERY_CONCURRENCY } from './transport';
import type { OutboxRecord } from './types';

export interface ReadErrors {
  files: number;
  codes: string[];
}

export interface LoopDeps extends AttemptDeps {
  sendTimeoutMs: number;
  stopGraceMs: number;
}

// Keeps a loop that has something due from spinning when the clock and the timers disagree.
const MIN_WAKE_MS = 10;

/**
 * Runs delivery passes one at a time: a pass never overlaps another, and a message is in at
 * most one send (each is claimed in the store first, so the operator's command waits for it). When the server is unreachable the pass stops at once and the loop pauses,
 * doubling the pause, rather than failing every queued message against a dead server.
 */
export const createDeliveryLoop = (deps: LoopDeps) => {
  const { store, logger, policy, now } = deps;
  const stopSignal = new AbortController();
  // Sent, but the file could not be removed: this process must not send them again.
  const sentButKept = new Set<string>();
  let started = false;
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;
  let probeAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let lastSuccessMs = 0;
  let unreachableStreak = 0;
  let pausedUntil = 0;
  let lastAttempt: { outcome: string; at: string } | null = null;
  // Files the last pass could not read (out of file descriptors, an I/O error), for /readyz.
  let readErrors: ReadErrors | null = null;
  const holder = `site-${process.pid}-${randomBytes(4).toString('hex')}`;

  let lastWake = 0;

  const pass = async (asked: boolean): Promise<number> => {
    // The operator's flush or retry: the server is likely back, so the pause ends now.
    const wokenAt = await store.wokenAt();
    const woken = wokenAt > lastWake;
    if (woken) {
      lastWake = wokenAt;
      unreachableStreak = 0;
      pausedUntil = 0;
    }
    const probe = asked || woken;
    if (!probe && now() < pausedUntil) return pausedUntil;
    await store.ready();
    const { records, unreadable, skipped } = await store.scan();
    readErrors = skipped.length > 0 ? { files: skipped.length, codes: [...new Set(skipped.map((f) => f.errorCode))] } : null;
    for (const { name, errorCode } of skipped) {
      logger.error(
        { file: name, errorCode, outcome: 'skipped' },
        'outbox file could not be read; left in place for the next pass',
      );
    }
    for (const name of unreadable) {
      await store.quarantine(name);
      logger.error({ file: name, outcome: 'failed', reason: 'unreadable' }, 'outbox file unreadable; moved to failed folder');
    }
    let next = Infinity;
    let halted = false;
    let delivered = false;
    let index = 0;

    const deliverOne = async (record: OutboxRecord) => {
      const signal = AbortSignal.any([stopSignal.signal, AbortSignal.timeout(deps.sendTimeoutMs)]);
      const result = await attemptDelivery(deps, record, signal);
      lastAttempt = { outcome: result.outcome, at: new Date(now()).toISOString() };
      if (result.sentButKept) sentButKept.add(record.id);
      if (result.outcome === 'sent') {
        delivered = true;
        lastSuccessMs = now();
        unreachableStreak = 0;
        pausedUntil = 0;
      } else if (result.outcome === 'unreachable') {
        halted = true;
      }
      if (result.nextAttemptMs !== undefined) next = Math.min(next, result.nextAttemptMs);
    };

    // Workers share one cursor, so each record of this pass reaches exactly one worker.
    const worker = async () => {
      while (!halted && !stopping && index < records.length) {
        const record = records[index++]!;
        if (sentButKept.has(record.id)) continue;
        if (!isDue(record, now(), lastSuccessMs)) {
          next = Math.min(next, Date.parse(record.nextAttemptAt));
          continue;
        }
        try {
          // The operator's command may be changing this message: skip it this pass. Once
          // claimed, it is read again, as the command may have changed or deleted it.
          if (!(await store.claim(record.id, holder))) continue;
          try {
            const current = await store.read(record.id);
            if (current && isDue(current, now(), lastSuccessMs)) await deliverOne(current);
            else if (current) next = Math.min(next, Date.parse(current.nextAttemptAt));
          } finally {
            await store.release(record.id);
          }
        } catch (err) {
          halted = true;
          const errorCode = (err as NodeJS.ErrnoException).code;
          logger.error({ messageId: record.id, errorCode }, 'outbox file could not be updated; will retry');
        }
      }
    };
    await Promise.all(Array.from({ length: DELIVERY_CONCURRENCY }, worker));

    if (halted) {
      unreachableStreak += 1;
      pausedUntil = now() + backoffDelay(policy, unreachableStreak);
      return pausedUntil;
    }
    // A success makes messages deferred for an unreachable server due; one more pass sends them.
    if (delivered) again = true;
    return next;
  };

  const schedule = (wakeMs: number) => {
    clearTimeout(timer);
    if (stopping) return;
    const delay = Math.min(policy.pollMs, Math.max(MIN_WAKE_MS, wakeMs - now()));
    timer = setTimeout(() => kick(false), delay);
    timer.unref();
  };

  const runPasses = async () => {
    let wake = Infinity;
    do {
      const probe = probeAgain;
      again = false;
      probeAgain = false;
      try {
        wake = await pass(probe);
      } catch (err) {
        const errorCode = (err as NodeJS.ErrnoException).code;
        logger.error({ errorCode, detail: (err as Error).message }, 'outbox pass failed; will retry');
        wake = now() + policy.pollMs;
      }
    } while (again && !stopping);
    schedule(wake);
  };

  /** `probe` tries a send even while paused: a new message is worth one connection attempt. */
  const kick = (probe: boolean) => {
    if (!started || stopping) return;
    probeAgain ||= probe;
    if (running) {
      again = true;
      return;
    }
    running = runPasses().finally(() => {
      running = null;
    });
  };

  return {
    start: () => {
      if (started) return;
      started = true;
      kick(false);
    },
    kick: () => kick(true),
    /** The outcome and time of the newest delivery attempt of this process, if any. */
    lastAttempt: () => lastAttempt,
    /** Pending files the newest pass could not read, or null. */
    readErrors: () => readErrors,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      // A healthy send finishes in milliseconds; only a stalled one is cut off after the grace.
      const grace = setTimeout(() => stopSignal.abort(), deps.stopGraceMs);
      await running;
      clearTimeout(grace);
    },
  };
};
