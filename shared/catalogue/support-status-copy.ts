/**
 * Texts of a support request's private status page (/support/status?token=…), apart from the
 * form's (support-request-copy.ts) so that each page carries only its own.
 */
import type { SupportState, SupportStatus } from '../support/request';
import { SUPPORT_KEPT_DAYS, SUPPORT_REPLY_CHARS_MAX } from '../support/request';

export const supportStatusCopy = {
  title: 'Your support request',
  intro: 'Where your request stands with our helpdesk, as the helpdesk says it.',
  states: {
    received: 'Received: your request is in, and an engineer will pick it up.',
    open: 'Open: an engineer is working on it.',
    waiting: 'Waiting on you: we have asked you something.',
    resolved: 'Resolved: we believe it is fixed. Reply to our e-mail if it is not.',
  } satisfies Record<SupportState, string>,
  /** Said after "waiting on you": where this page's reader answers, by what the page shows them. */
  waitingReply: {
    page: 'Reply below or to our e-mail.',
    'from-email-link': 'Reply from the link in the receipt we e-mailed you, or to our e-mail.',
    'not-yet': 'Reply to our e-mail.',
    email: 'Reply to our e-mail.',
  } satisfies Record<SupportStatus['replies'], string>,
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
  /** The conversation: the request and the replies, oldest first. */
  thread: 'Conversation',
  subject: 'Subject',
  fromClient: 'You',
  fromHelpdesk: 'Our helpdesk',
  files: 'Files',
  htmlOnly: 'This reply is formatted: read it in our e-mail.',
  cut: 'The rest of this message is in our e-mail.',
  threadUnavailable: 'Our helpdesk cannot be reached just now, so the conversation cannot be shown. Try again in a few minutes.',
  threadEmpty: 'No messages yet.',
  /** The reply form. */
  replyHeading: 'Reply or add files',
  replyLabel: 'Your reply',
  replyFiles: 'Files (optional): screenshots, PDFs or plain text, up to 5 files and 20 MB.',
  replySend: 'Send reply',
  replySent: 'Sent: your reply is with our helpdesk.',
  replyNotYet: 'You can reply here once our helpdesk has your request, in a few minutes; until then, reply to our e-mail.',
  replyByEmail: 'To reply, answer our e-mail.',
  /** The page opened without the receipt e-mail's proof (the confirmation screen's link): the state alone. */
  replyFromEmailLink: 'To read the conversation and reply here, open the link in the e-mail we sent you, or reply to our e-mail.',
  replyEmpty: 'Write a reply or choose a file to send.',
  replyTooLong: `Your reply is longer than ${SUPPORT_REPLY_CHARS_MAX} characters: shorten it, or send the rest as a file.`,
  replyScannerDown:
    'Our virus scanner cannot be reached just now, so files cannot be taken. Send your reply without them, or try again in a few minutes.',
  replyUnavailable: 'Our helpdesk cannot be reached just now, so your reply was not sent. Try again in a few minutes.',
  replyLimited: 'Too many replies from you in the last hour. Try again later, or reply to our e-mail.',
} as const;
