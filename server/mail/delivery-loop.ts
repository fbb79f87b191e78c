import { randomBytes } from 'node:crypto';
import { attemptDelivery, type AttemptDeps, type SendWatch } from './delivery-attempt';
import { LoopState } from './loop-state';
import type { ImportResult } from './legacy-import';
import { isDue, isHeld } from './retry-policy';
import { DELIVERY_CONCURRENCY } from './transport';
import type { OutboxRecord } from './types';

export interface ReadErrors {
  files: number;
  codes: string[];
}

export interface LoopDeps extends Omit<AttemptDeps, 'holder'> {
  /** How long a claim on a message holds unless renewed; the loop renews its claims every third of it. */
  claimLeaseMs: number;
  /** Imports an older release's file outbox; called at each pass until nothing is left to import. */
  importFiles?: () => Promise<ImportResult>;
  /** Limit on a send until its data has reached the server. */
  sendTimeoutMs: number;
  /** How long the reply to the end of the data is awaited (RFC 5321 §4.5.3.2.6: ten minutes). */
  dataReplyTimeoutMs: number;
  /** How long stop() lets a send whose data is not yet sent go on; one awaiting its reply may go on to stop's deadline. */
  stopGraceMs: number;
  /** Told the outcome of every attempt. */
  onAttempt?: (outcome: string) => void;
}

interface WatchedSend extends SendWatch {
  cut(why: NonNullable<SendWatch['cutOff']>): void;
  finish(): void;
}

/**
 * The limits on one send: `sendTimeoutMs` until the data is sent, then `dataReplyTimeoutMs` for
 * the reply. `onData` is told when the data is sent, so a stopping loop can set its deadline.
 */
const watchSend = (sendTimeoutMs: number, dataReplyTimeoutMs: number, onData: (send: WatchedSend) => void): WatchedSend => {
  const controller = new AbortController();
  let dataSent = false;
  let cutOff: SendWatch['cutOff'] = null;
  let timer = setTimeout(() => send.cut('send-limit'), sendTimeoutMs);
  const send: WatchedSend = {
    signal: controller.signal,
    get dataSent() {
      return dataSent;
    },
    get cutOff() {
      return cutOff;
    },
    onDataSent: () => {
      if (dataSent || controller.signal.aborted) return;
      dataSent = true;
      clearTimeout(timer);
      timer = setTimeout(() => send.cut('no-reply'), dataReplyTimeoutMs);
      onData(send);
    },
    cut: (why) => {
      if (controller.signal.aborted) return;
      cutOff = why;
      clearTimeout(timer);
      controller.abort(new Error(`send cut off: ${why}`));
    },
    finish: () => clearTimeout(timer),
  };
  return send;
};

// Keeps a loop that has something due from spinning when the clock and the timers disagree.
const MIN_WAKE_MS = 10;

/**
 * Runs delivery passes one at a time: a pass never overlaps another, and a message is in at
 * most one send (each is claimed in the store first, so the operator's command waits for it).
 * When the server is unreachable the pass stops at once and the loop pauses, doubling the pause,
 * rather than failing every queued message against a dead server. Where the loop stands (running,
 * paused, stopping) and how it moves is `LoopState` (loop-state.ts).
 */
export const createDeliveryLoop = (loopDeps: LoopDeps) => {
  const holder = `site-${process.pid}-${randomBytes(4).toString('hex')}`;
  const deps = { ...loopDeps, holder };
  const { store, logger, policy, now, claimLeaseMs } = deps;
  const state = new LoopState(policy, now);
  // Sent (or possibly delivered), but the outbox could not be told (a read-only or full disk):
  // this process never sends them again, and retries the change at each pass until it is made.
  const unsettled = new Map<string, () => Promise<void>>();
  const inFlight = new Set<WatchedSend>();
  /** What the newest passes found, for /readyz and the log. */
  const seen = {
    lastAttempt: null as { outcome: string; at: string } | null,
    // Files the last pass could not read (out of file descriptors, an I/O error).
    readErrors: null as ReadErrors | null,
    // Messages possibly delivered already, kept for the operator.
    held: [] as string[],
  };
  /** Passes run one at a time: the one running, whether one more is owed (and may probe), the timer for the next. */
  const passes = {
    running: null as Promise<void> | null,
    again: false,
    probe: false,
    timer: undefined as NodeJS.Timeout | undefined,
  };
  /**
   * The messages this process holds (being sent, or sent and not yet recorded): their leases are
   * renewed every third of a lease while any is held, so no other process takes a live send over.
   */
  const claims = { count: 0, timer: undefined as NodeJS.Timeout | undefined };
  const renew = () => {
    try {
      store.renew(holder, claimLeaseMs);
    } catch (err) {
      logger.error({ errorCode: (err as NodeJS.ErrnoException).code }, 'claims on messages being sent could not be renewed');
    }
  };
  const holding = (change: 1 | -1) => {
    claims.count += change;
    if (claims.count > 0 && !claims.timer) {
      claims.timer = setInterval(renew, Math.max(10, Math.floor(claimLeaseMs / 3)));
      // The send itself keeps the process alive; the renewal alone never does.
      claims.timer.unref();
    }
    if (claims.count === 0) claims.timer = void clearInterval(claims.timer);
  };
  let filesLeft = Boolean(deps.importFiles);

  const importFiles = async () => {
    if (!filesLeft || !deps.importFiles) return;
    const { skipped } = await deps.importFiles();
    filesLeft = skipped.length > 0;
    seen.readErrors = filesLeft ? { files: skipped.length, codes: [...new Set(skipped.map((f) => f.errorCode))] } : null;
    for (const { name, errorCode } of skipped) {
      logger.error(
        { file: name, errorCode, outcome: 'skipped' },
        'outbox file could not be read; left in place for the next pass',
      );
    }
  };

  const pass = async (asked: boolean): Promise<number> => {
    const woken = state.woken(store.wokenAt());
    await settleLeftovers();
    await importFiles();
    if (!asked && !woken && state.waiting()) return state.pausedUntil;
    const { records, unreadable } = store.scan();
    noteHeld(records.filter(isHeld).map((r) => r.id));
    for (const id of unreadable) {
      store.quarantine(id);
      logger.error({ messageId: id, outcome: 'failed', reason: 'unreadable' }, 'outbox record unreadable; set aside as failed');
    }
    let next = Infinity;
    let halted = false;
    let delivered = false;
    let index = 0;

    const deliverOne = async (record: OutboxRecord) => {
      const send = watchSend(deps.sendTimeoutMs, deps.dataReplyTimeoutMs, onDataSent);
      inFlight.add(send);
      if (state.graceOver) send.cut('shutdown');
      let result;
      try {
        result = await attemptDelivery(deps, record, send);
      } finally {
        send.finish();
        inFlight.delete(send);
      }
      seen.lastAttempt = { outcome: result.outcome, at: new Date(now()).toISOString() };
      deps.onAttempt?.(result.outcome);
      if (result.unsettled) unsettled.set(record.id, result.unsettled);
      if (result.outcome === 'possibly-delivered') noteHeld([...seen.held, record.id]);
      if (result.outcome === 'sent') {
        delivered = true;
        state.sent();
      } else if (result.outcome === 'unreachable') {
        halted = true;
      }
      if (result.nextAttemptMs !== undefined) next = Math.min(next, result.nextAttemptMs);
    };

    // Workers share one cursor, so each record of this pass reaches exactly one worker.
    const worker = async () => {
      while (!halted && !state.stopping && index < records.length) {
        const record = records[index++]!;
        if (unsettled.has(record.id) || isHeld(record)) continue;
        if (!isDue(record, now(), state.lastSuccessMs)) {
          next = Math.min(next, Date.parse(record.nextAttemptAt));
          continue;
        }
        try {
          // Another process or the operator's command holds it: skip it this pass. The claim
          // returns the message as it is now: the command may have changed it meanwhile.
          const claimed = store.claim(record.id, holder, claimLeaseMs);
          if (!claimed) continue;
          holding(1);
          try {
            const current = claimed.state === 'pending' ? claimed.record : null;
            if (current && isDue(current, now(), state.lastSuccessMs)) await deliverOne(current);
            else if (current && !isHeld(current)) next = Math.min(next, Date.parse(current.nextAttemptAt));
          } finally {
            // A message sent but not yet recorded stays claimed, so no other process sends it again.
            if (!unsettled.has(record.id)) release(record.id);
          }
        } catch (err) {
          halted = true;
          const errorCode = (err as NodeJS.ErrnoException).code;
          logger.error({ messageId: record.id, errorCode }, 'outbox could not be updated; will retry');
        }
      }
    };
    await Promise.all(Array.from({ length: DELIVERY_CONCURRENCY }, worker));

    if (halted) return state.unreachable();
    // A success makes messages deferred for an unreachable server due; one more pass sends them.
    if (delivered) passes.again = true;
    return next;
  };

  /** A send whose data went out while stopping waits for its reply only until stop's deadline. */
  const onDataSent = (send: WatchedSend) => {
    if (state.stopping && now() >= state.stopDeadlineMs) send.cut('shutdown');
  };

  const release = (id: string) => {
    holding(-1);
    try {
      store.release(id, holder);
    } catch {
      // The lease runs out by itself.
    }
  };

  /** Retries what the outbox could not be told before; each success lets go of the message. */
  const settleLeftovers = async () => {
    for (const [id, settle] of unsettled) {
      try {
        await settle();
        unsettled.delete(id);
        release(id);
        logger.info({ messageId: id }, 'outbox file of a message already handled brought up to date');
      } catch {
        // Still not writable: tried again at the next pass, and named at shutdown if it never is.
      }
    }
  };

  const noteHeld = (ids: string[]) => {
    const fresh = [...new Set(ids)].sort();
    const added = fresh.filter((id) => !seen.held.includes(id));
    seen.held = fresh;
    if (added.length === 0 || fresh.length === 0) return;
    logger.warn(
      { possiblyDelivered: fresh.length, messageIds: fresh },
      'messages possibly delivered wait for the operator: check the company inbox, then `outbox retry ID` or `outbox delete ID`',
    );
  };

  const schedule = (wakeMs: number) => {
    clearTimeout(passes.timer);
    if (state.stopping) return;
    const delay = Math.min(policy.pollMs, Math.max(MIN_WAKE_MS, wakeMs - now()));
    passes.timer = setTimeout(() => kick(false), delay);
    passes.timer.unref();
  };

  let passed: () => void = () => undefined;
  const firstPass = new Promise<void>((resolve) => (passed = resolve));

  const runPasses = async () => {
    let wake = Infinity;
    do {
      const probe = passes.probe;
      passes.again = false;
      passes.probe = false;
      try {
        wake = await pass(probe);
      } catch (err) {
        const errorCode = (err as NodeJS.ErrnoException).code;
        logger.error({ errorCode, detail: (err as Error).message }, 'outbox pass failed; will retry');
        wake = now() + policy.pollMs;
      }
      passed();
    } while (passes.again && !state.stopping);
    schedule(wake);
  };

  /** `probe` tries a send even while paused: a new message is worth one connection attempt. */
  const kick = (probe: boolean) => {
    if (state.phase === 'idle' || state.stopping) return;
    passes.probe ||= probe;
    if (passes.running) {
      passes.again = true;
      return;
    }
    passes.running = runPasses().finally(() => {
      passes.running = null;
    });
  };

  return {
    start: () => {
      if (state.start()) kick(false);
    },
    kick: () => kick(true),
    /** Settles once the first pass (which imports an older release's file outbox) is over. */
    firstPass: () => firstPass,
    /** The outcome and time of the newest delivery attempt of this process, if any. */
    lastAttempt: () => seen.lastAttempt,
    /** Files of the older file outbox the newest pass could not read, or null. */
    readErrors: () => seen.readErrors,
    /** Messages possibly delivered, waiting for the operator. */
    possiblyDelivered: () => seen.held.length,
    /**
     * Stops passes. A healthy send finishes in milliseconds; one that has not sent its data is
     * cut off after the grace (it is sent again later), and one awaiting its reply is waited for
     * until `deadlineMs`, then marked possibly delivered.
     */
    stop: async (deadlineMs = now() + deps.stopGraceMs) => {
      state.stop(deadlineMs);
      clearTimeout(passes.timer);
      const grace = setTimeout(
        () => {
          state.endGrace();
          for (const send of inFlight) if (!send.dataSent) send.cut('shutdown');
        },
        Math.min(deps.stopGraceMs, Math.max(0, deadlineMs - now())),
      );
      const deadline = setTimeout(
        () => {
          for (const send of inFlight) send.cut('shutdown');
        },
        Math.max(0, deadlineMs - now()),
      );
      await passes.running;
      clearTimeout(grace);
      clearTimeout(deadline);
      await settleLeftovers();
      clearInterval(claims.timer);
      if (unsettled.size > 0)
        logger.error(
          { messageIds: [...unsettled.keys()] },
          'stopping with outbox rows that could not be brought up to date (sent, or possibly delivered): delete them with `outbox delete ID` before the site starts again, or they are sent again',
        );
    },
  };
};
