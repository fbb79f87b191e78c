import { backoffDelay, type RetryPolicy } from './retry-policy';

/**
 * Where the delivery loop stands, and the only ways it moves:
 *
 *     idle ─start→ running ─unreachable→ paused ─sent or woken→ running
 *                     │                     │
 *                     └──────── stop ───────┴─→ stopping ─grace over→ stopping (grace over)
 *
 * - running: passes run when a message is due.
 * - paused: the mail server was unreachable; no pass sends until `pausedUntil` (the pause doubles
 *   with each unreachable pass in a row), except a probe for a new message. A pass after the pause
 *   is a trial: unreachable again pauses longer; a message sent, or the operator's flush or retry
 *   (woken), resumes running.
 * - stopping: no new pass; sends in flight finish, those that have not sent their data are cut
 *   off once the grace is over, and any still awaiting a reply at the deadline.
 */
export type Phase = 'idle' | 'running' | 'paused' | 'stopping';

export class LoopState {
  phase: Phase = 'idle';
  /** While paused: the end of the pause. */
  pausedUntil = 0;
  /** While stopping: when sends still awaiting their reply are cut off. */
  stopDeadlineMs = Infinity;
  /** While stopping: past the grace, a send that has not sent its data is cut off at once. */
  graceOver = false;
  /** When a message last went through: messages deferred for an unreachable server are due again. */
  lastSuccessMs = 0;
  private unreachableStreak = 0;
  private lastWake = 0;

  constructor(
    private readonly policy: RetryPolicy,
    private readonly now: () => number,
  ) {}

  get stopping(): boolean {
    return this.phase === 'stopping';
  }

  /** idle → running; false if it had started already. */
  start(): boolean {
    if (this.phase !== 'idle') return false;
    this.phase = 'running';
    return true;
  }

  /** Whether a pass that was not asked for must wait: paused, and the pause not over. */
  waiting(): boolean {
    return this.phase === 'paused' && this.now() < this.pausedUntil;
  }

  /**
   * The operator's flush or retry, seen by the time it was written (`wokenAt`): a newer one means
   * the server is likely back, so paused → running. Returns whether it was a new one.
   */
  woken(wokenAt: number): boolean {
    if (wokenAt <= this.lastWake) return false;
    this.lastWake = wokenAt;
    this.resume();
    return true;
  }

  /** A message went through: paused → running. */
  sent(): void {
    this.lastSuccessMs = this.now();
    this.resume();
  }

  /**
   * A pass halted (the server unreachable, or the outbox could not be updated): running (or
   * paused) → paused, for longer each time in a row. Returns the pause's end.
   */
  unreachable(): number {
    this.unreachableStreak += 1;
    this.pausedUntil = this.now() + backoffDelay(this.policy, this.unreachableStreak);
    if (!this.stopping) this.phase = 'paused';
    return this.pausedUntil;
  }

  /** Any phase → stopping, with the deadline for sends awaiting their reply. */
  stop(deadlineMs: number): void {
    this.phase = 'stopping';
    this.stopDeadlineMs = deadlineMs;
  }

  endGrace(): void {
    this.graceOver = true;
  }

  private resume(): void {
    this.unreachableStreak = 0;
    this.pausedUntil = 0;
    if (this.phase === 'paused') this.phase = 'running';
  }
}
