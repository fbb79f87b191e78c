import { object, string, type InferType } from 'yup';
import {
  ANY_WEEKDAY,
  callbackHours,
  callbackTimes,
  callbackTopics,
  type CallbackTime,
  type CallbackTopic,
} from '../catalogue/callback-copy';
import { daysAfter, isSastWeekday, msUntilNextSastDay, nextSastWeekday, sastIsoDay } from '../format-date';
import { dialablePhoneField, formText, nameField } from './form-fields';
import { ORDER_LIMITS, ORDER_MESSAGES } from './order-schema';

/**
 * The call back form's limits: a name as the other forms take it; a phone number the staff can
 * dial, so at least `phoneMin` digits (a South African number without its 0 has nine) and at most
 * as many characters as the order form takes.
 */
export const CALLBACK_LIMITS = {
  nameMin: ORDER_LIMITS.nameMin,
  nameMax: ORDER_LIMITS.nameMax,
  phoneMin: 9,
  phoneMax: ORDER_LIMITS.phoneMax,
} as const;

/** The form offers this many working days after today; a day up to two weeks ahead is still taken (a page left open). */
const CALLBACK_DAYS_OFFERED = 5;
const CALLBACK_DAYS_TAKEN = 14;

export const CALLBACK_MESSAGES = {
  nameMin: ORDER_MESSAGES.nameMin,
  nameMax: ORDER_MESSAGES.nameMax,
  phoneMin: `Phone number must have at least ${CALLBACK_LIMITS.phoneMin} digits`,
  phoneMax: ORDER_MESSAGES.phoneMax,
  phoneCharacters: 'Phone number may hold only digits, spaces, +, brackets and hyphens',
  day: 'Please choose a weekday in the next two weeks',
  todayOver: 'Our office hours are over for today: please choose another day',
  time: 'Please choose a morning, an afternoon or any time',
  timeOver: 'That time has passed today: please choose a later time or another day',
  topic: 'Please choose sales, support or billing',
} as const;

/** The working days after `now`'s day in South Africa, as 'YYYY-MM-DD', the first `count` of them. */
export function workingDaysAfter(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let at = nextSastWeekday(now.getTime()); days.length < count; at = nextSastWeekday(at))
    days.push(sastIsoDay(new Date(at)));
  return days;
}

const HOUR_MS = 60 * 60 * 1000;

/** Whether `now` is a weekday in South Africa before the end of the time of day `time`: staff can still phone today. */
function timeLeftToday(time: CallbackTime, now: Date): boolean {
  const hour = 24 - msUntilNextSastDay(now.getTime()) / HOUR_MS;
  return isSastWeekday(now.getTime()) && hour < callbackHours[time].to;
}

/** The days the form offers: today while office hours last, then the next `CALLBACK_DAYS_OFFERED` working days. */
export const callbackDaysOffered = (now: Date): string[] => [
  ...(timeLeftToday('any', now) ? [sastIsoDay(now)] : []),
  ...workingDaysAfter(now, CALLBACK_DAYS_OFFERED),
];

/** Whether `day` is 'any', today while office hours last, or a weekday up to two weeks ahead, in South Africa. */
export function isCallbackDay(day: string, now: Date): boolean {
  if (day === ANY_WEEKDAY) return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = Date.parse(`${day}T12:00:00+02:00`);
  if (Number.isNaN(at) || sastIsoDay(new Date(at)) !== day || !isSastWeekday(at)) return false;
  const today = sastIsoDay(now);
  if (day === today) return timeLeftToday('any', now);
  return day > today && day <= sastIsoDay(daysAfter(now, CALLBACK_DAYS_TAKEN));
}

const checkedAt = (context: unknown): Date => (context as { now?: Date } | undefined)?.now ?? new Date();

const L = CALLBACK_LIMITS;
const M = CALLBACK_MESSAGES;

/**
 * The call back form: who to call, on which number, when and about what. No e-mail address: the
 * answer is the call, so nothing is mailed to the visitor. The day, and for today the time of day,
 * are checked against the clock where the form is checked (`now` in the context, else the moment
 * of checking).
 */
export const callbackSchema = object({
  name: nameField(L, M),
  phone: dialablePhoneField(L, M),
  day: formText().test('callback-day', M.day, function check(day) {
    const now = checkedAt(this.options.context);
    if (day === sastIsoDay(now) && isSastWeekday(now.getTime()) && !timeLeftToday('any', now))
      return this.createError({ message: M.todayOver });
    return isCallbackDay(day, now);
  }),
  time: string<CallbackTime>()
    .default('any')
    .oneOf(Object.keys(callbackTimes) as CallbackTime[], M.time)
    .test('callback-time-left', M.timeOver, function check(time) {
      const now = checkedAt(this.options.context);
      const today = (this.parent as { day?: unknown }).day === sastIsoDay(now) && timeLeftToday('any', now);
      return !today || !(time in callbackHours) || timeLeftToday(time, now);
    }),
  topic: string<CallbackTopic>()
    .default('sales')
    .oneOf(Object.keys(callbackTopics) as CallbackTopic[], M.topic),
});

export type CallbackFormValues = InferType<typeof callbackSchema>;
