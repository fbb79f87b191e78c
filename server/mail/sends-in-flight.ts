import type { LoopState } from './loop-state';

/**
 * One send as the delivery loop watches it: the signal that ends it, and whether the message's
 * data has reached the server (from then on only its reply is awaited).
 */
export interface SendWatch {
  signal: AbortSignal;
  readonly dataSent: boolean;
  onDataSent(): void;
  /** Why the loop cut the send off, if it did: the reply wait ran out, or the site is stopping. */
  readonly cutOff: 'no-reply' | 'shutdown' | 'send-limit' | null;
}

export interface SendLimits {
  /** Limit on a send until its data has reached the server. */
  sendTimeoutMs: number;
  /** How long the reply to the end of the data is awaited (RFC 5321 §4.5.3.2.6: ten minutes). */
  dataReplyTimeoutMs: number;
  /** How long stop() lets a send whose data is not yet sent go on; one awaiting its reply may go on to stop's deadline. */
  stopGraceMs: number;
}

/**
 * The sends in flight and their limits: `sendTimeoutMs` until a message's data is sent, then
 * `dataReplyTimeoutMs` for its reply. At stop, a send that has not sent its data is cut off once
 * the grace is over (it is sent again later), and one still awaiting its reply at stop's deadline
 * (it is then possibly delivered).
 */
export const createSendsInFlight = (limits: SendLimits, state: LoopState, now: () => number) => {
  const inFlight = new Set<ReturnType<typeof watch>>();

  const watch = () => {
    const controller = new AbortController();
    const send = {
      signal: controller.signal,
      dataSent: false,
      cutOff: null as SendWatch['cutOff'],
      timer: setTimeout(() => send.cut('send-limit'), limits.sendTimeoutMs),
      onDataSent: () => {
        if (send.dataSent || controller.signal.aborted) return;
        send.dataSent = true;
        clearTimeout(send.timer);
        send.timer = setTimeout(() => send.cut('no-reply'), limits.dataReplyTimeoutMs);
        // Data that went out while stopping waits for its reply only until stop's deadline.
        if (state.stopping && now() >= state.stopDeadlineMs) send.cut('shutdown');
      },
      cut: (why: NonNullable<SendWatch['cutOff']>) => {
        if (controller.signal.aborted) return;
        send.cutOff = why;
        clearTimeout(send.timer);
        controller.abort(new Error(`send cut off: ${why}`));
      },
    };
    return send;
  };

  return {
    /** Runs one send under its limits, from its start to its end. */
    async watched<T>(send: (watch: SendWatch) => Promise<T>): Promise<T> {
      const watching = watch();
      inFlight.add(watching);
      if (state.graceOver) watching.cut('shutdown');
      try {
        return await send(watching);
      } finally {
        clearTimeout(watching.timer);
        inFlight.delete(watching);
      }
    },
    /** At stop: cuts sends off as the grace and then the deadline pass. The returned function clears both timers. */
    cutOffAtStop(deadlineMs: number): () => void {
      const grace = setTimeout(
        () => {
          state.endGrace();
          for (const send of inFlight) if (!send.dataSent) send.cut('shutdown');
        },
        Math.min(limits.stopGraceMs, Math.max(0, deadlineMs - now())),
      );
      const deadline = setTimeout(
        () => {
          for (const send of inFlight) send.cut('shutdown');
        },
        Math.max(0, deadlineMs - now()),
      );
      return () => {
        clearTimeout(grace);
        clearTimeout(deadline);
      };
    },
  };
};
