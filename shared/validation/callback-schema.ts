import { object, string, type InferType } from 'yup';
import { ANY_WEEKDAY, callbackTimes, callbackTopics, type CallbackTime, type CallbackTopic } from '../catalogue/callback-copy';
import { daysAfter, isSastWeekday, nextSastWeekday, sastIsoDay } from '../format-date';
import { formText, nameField } from './form-fields';
import { ORDER_LIMITS, ORDER_MESSAGES } from './order-schema';

/** The call back form's limits: a name as the other forms take it, a phone number as the order form does. */
export const CALLBACK_LIMITS = {
  nameMin: ORDER_LIMITS.nameMin,
  nameMax: ORDER_LIMITS.nameMax,
  phoneMin: ORDER_LIMITS.phoneMin,
  phoneMax: ORDER_LIMITS.phoneMax,
} as const;

/** The form offers this many working days after today; a day up to two weeks ahead is still taken (a page left open). */
export const CALLBACK_DAYS_OFFERED = 5;
const CALLBACK_DAYS_TAKEN = 14;

export const CALLBACK_MESSAGES = {
  nameMin: ORDER_MESSAGES.nameMin,
  nameMax: ORDER_MESSAGES.nameMax,
  phoneMin: ORDER_MESSAGES.phoneMin,
  phoneMax: ORDER_MESSAGES.phoneMax,
  day: 'Please choose a weekday in the next two weeks',
  time: 'Please choose a morning, an afternoon or any time',
  topic: 'Please choose sales, support or billing',
} as const;

/** The working days after `now`'s day in South Africa, as 'YYYY-MM-DD', the first `count` of them. */
export function workingDaysAfter(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let at = nextSastWeekday(now.getTime()); days.length < count; at = nextSastWeekday(at))
    days.push(sastIsoDay(new Date(at)));
  return days;
}

/** Whether `day` is 'any' or a weekday from today to two weeks ahead, in South Africa. */
export function isCallbackDay(day: string, now: Date): boolean {
  if (day === ANY_WEEKDAY) return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = Date.parse(`${day}T12:00:00+02:00`);
  if (Number.isNaN(at) || sastIsoDay(new Date(at)) !== day || !isSastWeekday(at)) return false;
  const today = sastIsoDay(now);
  return day >= today && day <= sastIsoDay(daysAfter(now, CALLBACK_DAYS_TAKEN));
}

const L = CALLBACK_LIMITS;
const M = CALLBACK_MESSAGES;

/**
 * The call back form: who to call, on which number, when and about what. No e-mail address: the
 * answer is the call, so nothing is mailed to the visitor. The day is checked against the clock
 * where the form is checked (`now` in the context, else the moment of checking).
 */
export const callbackSchema = object({
  name: nameField(L, M),
  phone: formText().min(L.phoneMin, M.phoneMin).max(L.phoneMax, M.phoneMax),
  day: formText().test('callback-day', M.day, function check(day) {
    const now = (this.options.context as { now?: Date } | undefined)?.now ?? new Date();
    return isCallbackDay(day, now);
  }),
  time: string<CallbackTime>()
    .default('any')
    .oneOf(Object.keys(callbackTimes) as CallbackTime[], M.time),
  topic: string<CallbackTopic>()
    .default('sales')
    .oneOf(Object.keys(callbackTopics) as CallbackTopic[], M.topic),
});

export type CallbackFormValues = InferType<typeof callbackSchema>;

export const emptyCallbackForm = (topic: CallbackTopic): CallbackFormValues => ({
  name: '',
  phone: '',
  day: ANY_WEEKDAY,
  time: 'any',
  topic,
});
