/**
 * How long an upload has still to go, from the bytes it sent lately: a line's speed changes (a
 * phone moving between cells), so only the last few seconds count, not the average since it began.
 */
export interface Sent {
  at: number;
  bytes: number;
}

/** What an upload has sent of its whole, and the time left at its recent rate (null: not known yet). */
export interface Progress {
  sent: number;
  total: number;
  secondsLeft: number | null;
}

/** The span of samples the rate is read over. */
const WINDOW_MS = 10_000;
/** Under this span, or with nothing moving in it, no estimate is given. */
const SPAN_MIN_MS = 1000;

/** The samples still inside the window once `sample` is added (kept ordered, oldest first). */
export const withSample = (samples: readonly Sent[], sample: Sent): Sent[] => [
  ...samples.filter((kept) => sample.at - kept.at <= WINDOW_MS),
  sample,
];

/** Whole seconds left to send `total` bytes at the window's rate; null while there is none to read. */
export function secondsLeft(samples: readonly Sent[], total: number): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < SPAN_MIN_MS) return null;
  const rate = (last.bytes - first.bytes) / ((last.at - first.at) / 1000);
  return rate > 0 ? Math.ceil(Math.max(0, total - last.bytes) / rate) : null;
}
