/**
 * The words of "Is this e-mail genuine?"'s page before any answer: the form, how to get a message
 * out of each mail program (the vendors' own steps, from the help page each names as `source`),
 * and why a message was not read. Apart from the answer's words, which load with an answer.
 */
import type { MessageGiven, Refusal } from '../genuine-email/answer';

export const genuineEmailPageCopy = {
  title: 'Is this e-mail genuine?',
  intro:
    'An invoice, a “new banking details” letter, a request from the boss: before you pay or click, give us the e-mail and see who really sent it, in plain words, and what to do next. Free, and nothing of your message is kept.',
  fileLabel: 'The e-mail, saved as a file (.eml or .msg)',
  fileHint: 'Choose the file, or drop it on this box. Up to 10 MB.',
  drop: 'Drop the .eml or .msg file here',
  pastedLabel: 'Or paste its headers, or the whole original',
  pastedHint: 'From Gmail’s “Show original” or Outlook’s “Internet headers” box.',
  supplierLabel: 'Who should it be from? (optional)',
  supplierHint:
    'The supplier’s or colleague’s real e-mail address or domain, as you know it from earlier mail (e.g. supplier.co.za), or the company’s name.',
  submit: 'Check this e-mail',
  checking: 'Reading the message…',
  privacy:
    'Your message is read in memory for this answer alone and then forgotten: it is never stored, logged or sent anywhere. We keep only that a message was checked, its size and the outcome.',
  failed: 'The check could not finish. Please try again in a minute.',
  busy: 'Many messages are being checked right now. Please try again in a minute.',
  howTitle: 'How to get the message out of your mail program',
  howIntro:
    'We need the message with its headers, the lines your mail program hides. Forwarding it in the body of a new message loses them.',
  source: 'Source:',
  /** Each program's steps as its vendor's help page gives them. */
  programs: [
    {
      name: 'Outlook (classic, on Windows)',
      steps: [
        'Double-click the message to open it in its own window.',
        'Choose File, then Properties: the headers are in the “Internet headers” box. Copy them and paste them here. Or choose File, then Save As: that gives a .msg file to choose here.',
      ],
      source: {
        label: 'Microsoft: View internet message headers in Outlook',
        href: 'https://support.microsoft.com/office/cd039382-dc6e-4264-ac74-c048563d212c',
      },
    },
    {
      name: 'New Outlook and Outlook on the web',
      steps: [
        'Open the message, then choose the three dots (More actions) at its top right.',
        'Choose View, then View message details, and copy them here. Or choose Download: that gives an .eml file to choose here.',
      ],
      source: {
        label: 'Microsoft: View internet message headers in Outlook',
        href: 'https://support.microsoft.com/office/cd039382-dc6e-4264-ac74-c048563d212c',
      },
    },
    {
      name: 'Gmail',
      steps: [
        'Open the message and choose the three dots (More) beside Reply.',
        'Choose Show original, then Download original (an .eml file to choose here), or Copy to clipboard and paste it here.',
      ],
      source: { label: 'Google: Trace an email with its full headers', href: 'https://support.google.com/mail/answer/29436' },
    },
    {
      name: 'Apple Mail',
      steps: [
        'Select the message, then choose View, then Message, then Raw Source.',
        'Select all of it, copy it and paste it here.',
      ],
      source: {
        label: 'Apple: Mail User Guide for Mac (View, Message, Raw Source)',
        href: 'https://support.apple.com/guide/mail/welcome/mac',
      },
    },
  ],
  phone:
    'On a phone? The Outlook and Gmail apps cannot show a message’s headers or save it as a file. Open the same mailbox on a computer and check the e-mail there, as “How to get the message out of your mail program” below shows.',
  again: 'Check another e-mail',
  /** Where the summary could not be made: the posted form held no message it could read. */
  summaryProblem: 'No summary could be made',
  /** Each refusal, where it is not known whether a file or text was given (the page posted without JavaScript, the summary). */
  refusals: {
    'nothing-given': 'Choose a saved e-mail (.eml or .msg) or paste its headers first.',
    'empty-file': 'That file is empty. Save the e-mail again, or paste its headers instead.',
    'too-large': 'That is over 10 MB, larger than any real invoice e-mail. Paste its headers instead.',
    'not-a-message':
      'That is not an e-mail message. Choose the saved e-mail itself (an .eml or .msg file), or paste its headers from their first line.',
    'msg-file':
      'That Outlook .msg file could not be read. In Outlook, open the message, choose File, then Properties, and paste its Internet headers here.',
    'too-many-headers': 'That message has far more header lines than any real e-mail, so we did not read it.',
    'too-many-parts': 'That message has far more parts than any real e-mail, so we did not read it.',
    'too-deep': 'That message is nested far deeper than any real e-mail, so we did not read it.',
    'took-too-long': 'That message took too long to read, so we stopped. Paste its headers instead.',
    'too-large-to-read':
      'That message needed far more memory to read than any real e-mail, so we stopped. Paste its headers instead.',
  } satisfies Record<Refusal, string>,
  /** The refusals that speak of a file, or of text, where the page knows which was given. */
  refusalsFor: {
    file: {
      'too-large': 'That file is over 10 MB, larger than any real invoice e-mail. Paste its headers instead.',
      'not-a-message':
        'That file is not an e-mail message. Save the e-mail itself (an .eml or .msg file), or paste its headers instead.',
    },
    text: {
      'too-large': 'That text is over 10 MB, far more than any e-mail’s headers. Paste only the headers.',
      'not-a-message':
        'That text is not an e-mail’s headers. Copy all of Gmail’s “Show original” or Outlook’s “Internet headers” box, from its first line, and paste it again.',
    },
  } satisfies Record<MessageGiven, Partial<Record<Refusal, string>>>,
  refusal: (refused: Refusal, given?: MessageGiven): string =>
    (given && (genuineEmailPageCopy.refusalsFor[given] as Partial<Record<Refusal, string>>)[refused]) ??
    genuineEmailPageCopy.refusals[refused],
  /** The related links: the e-mail check, for the visitor's own domain. */
  ownDomain: 'Could someone send e-mail as your business too?',
  ownDomainLink: 'Check my domain',
};
