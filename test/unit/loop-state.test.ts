import { LoopState } from '../../server/mail/loop-state';
import { DEFAULT_RETRY } from '../../server/mail/retry-policy';

/** The delivery loop's phases and their transitions, on a clock the test moves. */
function loopAt(start = 1_000_000) {
  let clock = start;
  const state = new LoopState({ ...DEFAULT_RETRY, firstDelayMs: 1000, maxDelayMs: 8000 }, () => clock);
  return { state, advance: (ms: number) => (clock += ms), now: () => clock };
}

describe('the delivery loop’s state', () => {
  it('when started, then it runs, and a second start changes nothing', () => {
    const { state } = loopAt();
    expect(state.phase).toBe('idle');
    expect(state.start()).toBe(true);
    expect(state.phase).toBe('running');
    expect(state.start()).toBe(false);
  });

  it('when passes find the server unreachable in a row, then it pauses for twice as long each time, up to the cap, and waits until the pause is over', () => {
    const { state, advance, now } = loopAt();
    state.start();
    const pauses = [1, 2, 3, 4, 5].map(() => state.unreachable() - now());
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(state.phase).toBe('paused');
    expect(state.waiting()).toBe(true);
    advance(8000);
    // The pause is over: the next pass is a trial, still paused until a message goes through.
    expect(state.waiting()).toBe(false);
    expect(state.phase).toBe('paused');
    expect(state.unreachable() - now()).toBe(8000);
  });

  it('when a message goes through while paused, then it runs again and the next outage starts from the first pause', () => {
    const { state, now } = loopAt();
    state.start();
    state.unreachable();
    state.unreachable();
    state.sent();
    expect(state.phase).toBe('running');
    expect(state.lastSuccessMs).toBe(now());
    expect(state.unreachable() - now()).toBe(1000);
  });

  it('when the operator flushes while paused, then it runs at once; the same wake seen again changes nothing', () => {
    const { state } = loopAt();
    state.start();
    state.unreachable();
    expect(state.woken(500)).toBe(true);
    expect(state.phase).toBe('running');
    expect(state.waiting()).toBe(false);
    state.unreachable();
    expect(state.woken(500)).toBe(false);
    expect(state.phase).toBe('paused');
  });

  it('when stopped, then it stays stopping whatever a pass still finds, and the grace ends only when told', () => {
    const { state } = loopAt();
    state.start();
    state.stop(2_000_000);
    expect(state.stopping).toBe(true);
    expect(state.stopDeadlineMs).toBe(2_000_000);
    state.unreachable();
    state.sent();
    state.woken(1);
    expect(state.phase).toBe('stopping');
    expect(state.graceOver).toBe(false);
    state.endGrace();
    expect(state.graceOver).toBe(true);
  });
});
