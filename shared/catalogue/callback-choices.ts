/** The choices of "Request a call back": when, which day and who should call. */
import { formatWeekdayAndDate } from '../format-date';

/** When in the day a visitor would like the call, in whole hours in South Africa: business hours split at noon. */
export const callbackHours = {
  morning: { from: 8, to: 12 },
  afternoon: { from: 12, to: 17 },
  any: { from: 8, to: 17 },
} as const;

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const span = ({ from, to }: { from: number; to: number }) => `(${clock(from)} to ${clock(to)})`;

/** Each choice as the form and the staff e-mail name it: 'Morning (08:00 to 12:00)'. */
export const callbackTimes = {
  morning: `Morning ${span(callbackHours.morning)}`,
  afternoon: `Afternoon ${span(callbackHours.afternoon)}`,
  any: `Any time ${span(callbackHours.any)}`,
};

/** Who should call: the desk that answers it. */
export const callbackTopics = { sales: 'Sales', support: 'Support', billing: 'Billing' } as const;

export type CallbackTime = keyof typeof callbackTimes;
export type CallbackTopic = keyof typeof callbackTopics;

/** The day a visitor may leave open: any working day. */
export const ANY_WEEKDAY = 'any';

/** A preferred day as the form and the staff e-mail name it: 'Any weekday' or 'Thursday 26 November'. */
export const callbackDayLabel = (day: string): string => (day === ANY_WEEKDAY ? 'Any weekday' : formatWeekdayAndDate(day));
