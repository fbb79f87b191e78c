/** Texts of "Request a call back" on the contact and support pages, and its choices. */
import { company } from './company';
import { contactFormCopy } from './contact-form-copy';

/*
 * The form's choices live apart (callback-choices.ts), so that a page drawing the section before
 * the form's code comes carries none of them; re-exported here for the form, the schema and the e-mail.
 */
export {
  ANY_WEEKDAY,
  callbackDayLabel,
  callbackHours,
  callbackTimes,
  callbackTopics,
  type CallbackTime,
  type CallbackTopic,
} from './callback-choices';

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
