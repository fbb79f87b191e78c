import { randomBytes } from 'node:crypto';
import { createClaimLeases } from './claim-leases';
import { attemptDelivery, type AttemptDeps } from './delivery-attempt';
import { LoopState } from './loop-state';
import { createPassScheduler, type PassResult } from './pass-scheduler';
import { isDue, isHeld } from './retry-policy';
import { createSendsInFlight, type SendLimits } from './sends-in-flight';
import { DELIVERY_CONCURRENCY } from './transport';
import type { OutboxRecord } from './types';

export interface LoopDeps extends Omit<AttemptDeps, 'holder'>, SendLimits {
  /** How long a claim on a message holds unless renewed; the loop renews its claims every third of it. */
  claimLeaseMs: number;
  /** Imports an older release's file outbox: run before each pass (it does nothing once every file is in). */
  importFiles?: () => Promise<void>;
  /** Told the outcome of every attempt, the message as it was claimed for it, and whether its server refused it for good. */
  onAttempt?: (outcome: string, record: OutboxRecord, refused: boolean) => void;
}

/**
 * Delivers the outbox in passes, each message claimed first (so it is in at most one send, and the
 * operator's command waits for it). When the server is unreachable the pass stops at once and the
 * loop pauses, doubling the pause, rather than failing every queued message against a dead server.
 * Its parts, one job each: where the loop stands and how it moves (loop-state.ts), when passes run
 * (pass-scheduler.ts), the claims' leases (claim-leases.ts), the sends' limits and their cut-off at
 * stop (sends-in-flight.ts), one attempt (delivery-attempt.ts).
 */
export const createDeliveryLoop = (loopDeps: LoopDeps) => {
  const holder = `site-${process.pid}-${randomBytes(4).toString('hex')}`;
  const deps = { ...loopDeps, holder };
  const { store, logger, policy, now } = deps;
  const state = new LoopState(policy, now);
  const claims = createClaimLeases(store, holder, deps.claimLeaseMs, logger);
  const sends = createSendsInFlight(deps, state, now);
  // Sent (or possibly delivered), but the outbox could not be told (a read-only or full disk):
  // this process never sends them again, and retries the change at each pass until it is made.
  const unsettled = new Map<string, () => Promise<void>>();
  /** What the newest passes found, for /readyz and the log. */
  const seen = {
    lastAttempt: null as { outcome: string; at: string } | null,
    // Messages possibly delivered already, kept for the operator.
    held: [] as string[],
  };

  const pass = async (asked: boolean): Promise<PassResult> => {
    const woken = state.woken(store.wokenAt());
    await settleLeftovers();
    await deps.importFiles?.();
    if (!asked && !woken && state.waiting()) return { wakeMs: state.pausedUntil };
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
      const result = await sends.watched((watch) => attemptDelivery(deps, record, watch));
      seen.lastAttempt = { outcome: result.outcome, at: new Date(now()).toISOString() };
      deps.onAttempt?.(result.outcome, record, result.refused === true);
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
          const claimed = claims.claim(record.id);
          if (!claimed) continue;
          try {
            const current = claimed.state === 'pending' ? claimed.record : null;
            if (current && isDue(current, now(), state.lastSuccessMs)) await deliverOne(current);
            else if (current && !isHeld(current)) next = Math.min(next, Date.parse(current.nextAttemptAt));
          } finally {
            // A message sent but not yet recorded stays claimed, so no other process sends it again.
            if (!unsettled.has(record.id)) claims.release(record.id);
          }
        } catch (err) {
          halted = true;
          const errorCode = (err as NodeJS.ErrnoException).code;
          logger.error({ messageId: record.id, errorCode }, 'outbox could not be updated; will retry');
        }
      }
    };
    await Promise.all(Array.from({ length: DELIVERY_CONCURRENCY }, worker));

    if (halted) return { wakeMs: state.unreachable() };
    // A success makes messages deferred for an unreachable server due; one more pass sends them.
    return { wakeMs: next, again: delivered };
  };

  /** Retries what the outbox could not be told before; each success lets go of the message. */
  const settleLeftovers = async () => {
    for (const [id, settle] of unsettled) {
      try {
        await settle();
        unsettled.delete(id);
        claims.release(id);
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

  const passes = createPassScheduler(pass, { state, pollMs: policy.pollMs, now, logger });

  return {
    start: () => {
      if (state.start()) passes.kick(false);
    },
    kick: () => passes.kick(true),
    /** Settles once the first pass (which imports an older release's file outbox) is over. */
    firstPass: passes.firstPass,
    /** The outcome and time of the newest delivery attempt of this process, if any. */
    lastAttempt: () => seen.lastAttempt,
    /** Messages possibly delivered, waiting for the operator. */
    possiblyDelivered: () => seen.held.length,
    /** Stops passes; the sends in flight are cut off as sends-in-flight.ts says. */
    stop: async (deadlineMs = now() + deps.stopGraceMs) => {
      state.stop(deadlineMs);
      const clearCutOffs = sends.cutOffAtStop(deadlineMs);
      await passes.finish();
      clearCutOffs();
      await settleLeftovers();
      claims.stop();
      if (unsettled.size > 0)
        logger.error(
          { messageIds: [...unsettled.keys()] },
          'stopping with outbox rows that could not be brought up to date (sent, or possibly delivered): delete them with `outbox delete ID` before the site starts again, or they are sent again',
        );
    },
  };
};
