/** Texts of "Request a call back" on the contact and support pages, and its choices. */
import { formatWeekdayAndDate } from '../format-date';
import { company } from './company';
import { contactFormCopy } from './contact-form-copy';

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

export const callbackCopy = {
  heading: 'Request a call back',
  intro: `Leave your number and a time that suits you, and the right person phones you back: ${company.hours}.`,
  labels: { name: 'Name *', phone: 'Phone *', day: 'Day', time: 'Time', topic: 'Topic' },
  send: 'Request a call back',
  sending: 'Sending...',
  // The spec's words for the consultation form, which every form with a captcha says alike.
  captchaRequired: contactFormCopy.captchaRequired,
  validationTitle: contactFormCopy.validationTitle,
  failure: {
    title: 'Error',
    description: `Your call back could not be requested. Please try again or phone us on ${company.phone.display}.`,
  },
  success: { title: 'Call back requested', description: "Thanks! We'll phone you at the time you chose." },
  formLoading: 'Loading the call back form...',
  /** Followed by the phone number as a link. */
  unavailable: 'The call back form could not be loaded. Please check your connection and reload the page, or phone us on',
  /** The POPIA line: no news or offers are asked here, so it says only what the number is for. */
  privacyNotice:
    'We use your name and number only to phone you back about this request, never for news or offers (POPIA). See our ',
  noScript: {
    heading: 'Rather phone us?',
    text: 'The call back form needs JavaScript. Phone us or send a WhatsApp message and we answer in business hours.',
    labels: { phone: 'Call', whatsapp: 'WhatsApp' },
  },
} as const;
