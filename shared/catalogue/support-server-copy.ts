/**
 * Texts of a support request that only the server writes: a file refused by name, and what staff
 * read in the ticket. Apart from support-request-copy.ts, which the page's script carries.
 */
import type { SupportPriority } from '../support/request';
import { supportPriorities } from './support-request-copy';

export const supportServerCopy = {
  /** The requester's receipt (the site's own e-mail): fixed words, the reference and the status link only. */
  receipt: {
    what: 'support request',
    next: 'An engineer will pick it up; our answers come by e-mail from our helpdesk.',
    status: 'Its private status page says where it stands. Keep the link to yourself.',
  },
  /** An address the form's check takes but no mail reaches (no dot in its domain): the receipt could not go. */
  unmailable: 'Please enter an e-mail address we can write to, such as name@company.co.za: we send the reference there.',
  /** A file named in a refusal: its name as cleaned, then why. */
  fileProblem: (name: string, problem: string) => `${name}: ${problem}`,
  notPlainText: 'not a picture, a PDF or plain text, whatever its name says',
  infectedFile: 'a virus was found in it',
  unreadFile: 'our virus scanner could not read it',
  /** For staff: the visitor's own choice, never taken as the company's judgement. */
  staffPriority: (priority: SupportPriority) =>
    priority === 'urgent' ? 'asked for urgent' : `asked for ${supportPriorities[priority].label.toLowerCase()}`,
  /** For staff: files the scanner found infected after the request was taken (it was down then). */
  staffRemoved: (names: readonly string[]) =>
    `Not attached, found infected by the site's virus scanner: ${names.join(', ')}. Ask the client for a clean copy.`,
  /** For staff: files the scanner could not read after the request was taken (it was down then). */
  staffUnread: (names: readonly string[]) =>
    `Not attached, the site's virus scanner could not read them: ${names.join(', ')}. Ask the client for another form of them.`,
} as const;
