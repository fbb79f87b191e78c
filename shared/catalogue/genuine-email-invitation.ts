/**
 * The invitation to "Is this e-mail genuine?" (/genuine-email), one line and its link wherever it
 * is offered, beside the e-mail check's: apart from the page's own words, so the pages that invite
 * carry a line, not the page.
 */
export const genuineEmailInvitation = {
  text: 'Got an invoice or new banking details by e-mail? See who really sent it before you pay.',
  label: 'Check an e-mail',
};
