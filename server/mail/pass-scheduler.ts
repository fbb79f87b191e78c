import type { Logger } from 'pino';
import type { LoopState } from './loop-state';

// Keeps a loop that has something due from spinning when the clock and the timers disagree.
const MIN_WAKE_MS = 10;

export interface PassResult {
  /** When a message is next due (ms since the epoch); Infinity when none is. */
  wakeMs: number;
  /** Whether one more pass is owed at once (a message went through: those deferred for an outage are due). */
  again?: boolean;
}

/**
 * Runs the delivery loop's passes one at a time: a kick while a pass runs owes one more after it;
 * otherwise the next pass is timed for when a message is due, at most `pollMs` away (so other
 * processes' messages and the operator's flush are seen). A pass that throws is logged and
 * retried after `pollMs`. `probe` is passed to the pass: a kick for a new message may try a send
 * even while the loop is paused.
 */
export const createPassScheduler = (
  pass: (probe: boolean) => Promise<PassResult>,
  { state, pollMs, now, logger }: { state: LoopState; pollMs: number; now: () => number; logger: Logger },
) => {
  let running: Promise<void> | null = null;
  let again = false;
  let probe = false;
  let timer: NodeJS.Timeout | undefined;
  let passed: () => void = () => undefined;
  const firstPass = new Promise<void>((resolve) => (passed = resolve));

  const schedule = (wakeMs: number) => {
    clearTimeout(timer);
    if (state.stopping) return;
    timer = setTimeout(() => kick(false), Math.min(pollMs, Math.max(MIN_WAKE_MS, wakeMs - now())));
    timer.unref();
  };

  const runPasses = async () => {
    let wake = Infinity;
    do {
      const probing = probe;
      again = false;
      probe = false;
      try {
        const result = await pass(probing);
        wake = result.wakeMs;
        again ||= Boolean(result.again);
      } catch (err) {
        const errorCode = (err as NodeJS.ErrnoException).code;
        logger.error({ errorCode, detail: (err as Error).message }, 'outbox pass failed; will retry');
        wake = now() + pollMs;
      }
      passed();
    } while (again && !state.stopping);
    schedule(wake);
  };

  const kick = (asked: boolean) => {
    if (state.phase === 'idle' || state.stopping) return;
    probe ||= asked;
    if (running) {
      again = true;
      return;
    }
    running = runPasses().finally(() => {
      running = null;
    });
  };

  return {
    kick,
    /** Settles once the first pass is over. */
    firstPass: () => firstPass,
    /** Cancels the next pass and settles once the one running (if any) is over. */
    finish: async () => {
      clearTimeout(timer);
      await running;
    },
  };
};
