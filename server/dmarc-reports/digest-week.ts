/**
 * The digest's weeks: Monday to Sunday in UTC, the days receivers' reports cover. A week's digest is
 * due DUE_AFTER_S after it ends, by which time its last day's reports have arrived.
 */
const DAY_S = 24 * 60 * 60;
export const WEEK_S = 7 * DAY_S;
/** 1970-01-05, the first Monday of Unix time. */
const FIRST_MONDAY_S = 4 * DAY_S;
/** Tuesday 06:00 UTC (08:00 SAST). */
const DUE_AFTER_S = 30 * 60 * 60;

/** The last whole week before `nowMs`, once its digest is due: from its Monday, to (not including) the next. */
export function weekDue(nowMs: number): { startS: number; endS: number } | undefined {
  const nowS = Math.floor(nowMs / 1000);
  const endS = Math.floor((nowS - FIRST_MONDAY_S) / WEEK_S) * WEEK_S + FIRST_MONDAY_S;
  return nowS >= endS + DUE_AFTER_S ? { startS: endS - WEEK_S, endS } : undefined;
}
