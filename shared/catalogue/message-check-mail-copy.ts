/**
 * The words of the check address's reply (server/message-check-mail): what is said around the
 * page's own answer (its headline, reasons and steps are genuine-email-answer-copy.ts's), and how
 * to forward a message as an attachment in each mail program.
 */
export const messageCheckMailCopy = {
  /** The page's line naming the address, which follows it. */
  forwardTo: 'Or forward it as an attachment to',
  forwardHint: 'We answer you by e-mail within a minute, with the same answer and its printable summary.',
  forwardSteps: 'How to forward a message as an attachment',
  /** The reply's subject: the answer first, then the forward's own subject. */
  subject: (answer: string, forwarded: string | null) => (forwarded ? `${answer} (Re: ${forwarded})` : answer),
  intro: 'You forwarded us an e-mail to check. This is what the check found, as the page would show it:',
  supplierAsked:
    'You did not say who it should be from. Forward it again with their e-mail address or domain on a line of its own above the attachment, for example “Supplier: proteaoffice.co.za”.',
  summaryAttached: 'The printable summary is attached (PDF).',
  page: 'The check on the web',
  /** A forward without the message attached: its headers are lost, so nothing can be told. */
  inline: {
    subject: 'Forward it as an attachment, please',
    text: 'The e-mail you forwarded reached us inside your own message, without its headers, the lines that say who really sent it. Forward it again as an attachment:',
  },
  /** Each program's way to forward a message as an attachment. */
  programs: [
    {
      name: 'Outlook (classic, on Windows)',
      steps: 'Select the message, then choose More (beside Forward), then Forward as Attachment, or press Ctrl+Alt+F.',
    },
    {
      name: 'New Outlook and Outlook on the web',
      steps: 'Open the message, choose the three dots (More actions), then Forward, then Forward as attachment.',
    },
    {
      name: 'Gmail on the web',
      steps: 'Open the message, choose the three dots (More) beside Reply, then Forward as attachment.',
    },
    {
      name: 'Apple Mail',
      steps: 'Select the message, then choose Message, then Forward as Attachment.',
    },
    {
      name: 'Thunderbird',
      steps: 'Select the message, then choose Message, then Forward As, then Attachment.',
    },
  ],
  /** A forward whose attached message could not be read: the page's refusal follows. */
  unread: 'We could not read the attached e-mail:',
  /** At the end of every reply: why it came, and only to the one who forwarded. */
  why: 'This answer went only to you, because your mail service proved this forward came from your address. We kept nothing of the e-mail you forwarded.',
};
