/**
 * Texts of a support request's private status page (/support/status?token=…), apart from the
 * form's (support-request-copy.ts) so that each page carries only its own.
 */
import type { SupportState } from '../support/request';
import { SUPPORT_KEPT_DAYS } from '../support/request';

export const supportStatusCopy = {
  title: 'Your support request',
  intro: 'Where your request stands with our helpdesk, as the helpdesk says it.',
  states: {
    received: 'Received: your request is in, and an engineer will pick it up.',
    open: 'Open: an engineer is working on it.',
    waiting: 'Waiting on you: we have asked you something by e-mail.',
    resolved: 'Resolved: we believe it is fixed. Reply to our e-mail if it is not.',
  } satisfies Record<SupportState, string>,
  /** Files the scanner found infected only after the request was taken (it was down then). */
  dropped: (names: readonly string[]) =>
    `Not passed on to our team: ${names.join(', ')}. Our virus scanner found a virus in ${names.length === 1 ? 'it' : 'them'}, so have the computer it came from checked before you send a clean copy.`,
  /** Files the scanner could not read after the request was taken. */
  unread: (names: readonly string[]) =>
    `Not passed on to our team: ${names.join(', ')}. Our virus scanner could not read ${names.length === 1 ? 'it' : 'them'}: reply to our e-mail with ${names.length === 1 ? 'it' : 'them'} in another form (a screenshot as PNG, a log as plain text).`,
  reference: 'Reference',
  ticket: 'Helpdesk ticket',
  changed: 'Last changed',
  unknown: `This link does not name a request: it may be older than ${SUPPORT_KEPT_DAYS} days, or mistyped.`,
  another: 'Log another request',
} as const;
