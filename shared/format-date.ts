/*
 * Why not Intl.DateTimeFormat: its first use in a page loads the browser's locale and time-zone
 * data, which took 84 ms of main thread at Lighthouse's 4× CPU slowdown (Chromium 156, measured
 * 2026-11-22): most of the legal document pages' extra blocking time. South Africa keeps one
 * offset all year (UTC+2, no daylight saving), so the day is plain arithmetic.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A day ('2026-11-26') as a visitor picks it: 'Thursday 26 November'. */
export function formatWeekdayAndDate(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** A date as the documents and e-mails print it, "21 November 2026", in South African time. */
export function formatSastDate(date: Date): string {
  const local = new Date(date.getTime() + SAST_OFFSET_MS);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** A moment to the minute as a visitor reads it, "11 December 2026 at 18:21 SAST". */
export function formatSastMinute(date: Date): string {
  const local = new Date(date.getTime() + SAST_OFFSET_MS);
  return `${formatSastDate(date)} at ${local.toISOString().slice(11, 16)} SAST`;
}

/** A moment as staff read it: South African time ('2026-11-24 12:00:41 SAST') and the UTC instant; null when `iso` is none. */
export function sastTime(iso: string): { local: string; utc: string } | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const local = new Date(time + SAST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
  return { local: `${local} SAST`, utc: new Date(time).toISOString() };
}

/** A moment as a clock in South Africa ('14:05:09 SAST'), with its day where that is not the day of `beside` ('2026-03-04 14:05:09 SAST'). */
export function sastClock(iso: string, beside: string): string {
  const local = sastTime(iso)?.local;
  if (!local) return iso;
  return local.slice(0, 10) === sastTime(beside)?.local.slice(0, 10) ? local.slice(11) : local;
}

/** The day of the week (0 for Sunday) of a moment, in South Africa. */
const sastWeekday = (ms: number): number => new Date(ms + SAST_OFFSET_MS).getUTCDay();

/** A review day from the catalogue ('2026-11-22') as a moment on that day in South Africa. */
export const reviewDay = (isoDay: string): Date => new Date(`${isoDay}T12:00:00+02:00`);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day of a moment in South Africa: '2026-11-25'. */
export const sastIsoDay = (date: Date): string => new Date(date.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);

/** The moment `days` whole days after `date` (South Africa keeps no daylight saving, so a day is always 24 hours). */
export const daysAfter = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** Whether a moment falls on Monday to Friday in South Africa. */
export const isSastWeekday = (ms: number): boolean => sastWeekday(ms) !== 0 && sastWeekday(ms) !== 6;

/** The first moment whole days after `ms` that falls on a weekday in South Africa. */
export function nextSastWeekday(ms: number): number {
  let at = ms + DAY_MS;
  while (!isSastWeekday(at)) at += DAY_MS;
  return at;
}

/** The day of the week of a moment in South Africa: 'Tuesday'. */
export const sastWeekdayName = (ms: number): string => WEEKDAYS[sastWeekday(ms)]!;

/** Milliseconds from `ms` until the next midnight in South Africa, when a document of the day goes stale. */
export const msUntilNextSastDay = (ms: number): number => DAY_MS - ((ms + SAST_OFFSET_MS) % DAY_MS);
