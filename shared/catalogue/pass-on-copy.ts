/**
 * "Send these to whoever manages your DNS": the words of the form under an e-mail check's result,
 * of the page its link opens, and of the post's refusals. The page's title is in page-meta-copy.ts.
 */
import { PASS_ON_DAYS } from '../email-security/pass-on';
import { company } from './company';

const lasts = `${PASS_ON_DAYS} days`;

export const passOnCopy = {
  form: {
    heading: 'Send these to whoever manages your DNS',
    intro: `Make a link to a page with only the records to publish and the steps at your DNS host, none of the findings, and send it to your IT person or web developer. The link lasts ${lasts}.`,
    button: 'Make a link to these records',
  },
  page: {
    heading: (shown: string) => `DNS records to publish for ${shown}`,
    intro: (shown: string) =>
      `The e-mail check on the ${company.name} website found these records missing or to be changed in the DNS of ${shown}. Each record is shown as the domain’s DNS host takes it: publish them as they are. A file to serve goes on a web server, at the address shown above it.`,
    share: 'Pass this page on',
    shareIntro: (until: string) => `Anyone with this link can see these records until ${until}; then it no longer works.`,
    email: 'E-mail this link',
    link: 'Link',
    emailSubject: (shown: string) => `DNS records to publish for ${shown}`,
    emailBody: (shown: string, link: string, until: string) =>
      `Hello,\n\nPlease publish these records in the DNS of ${shown}. The page says where and how:\n\n${link}\n\nThe link works until ${until}.\n\nThank you.`,
    recordsHeading: 'The records',
  },
  unknown: {
    heading: 'This link no longer works',
    text: `A link to records lasts ${lasts}, and this one has expired or never was. Check the domain again to see what to publish now, and make a new link there.`,
    link: 'Check a domain',
  },
  problems: {
    back: 'Check a domain',
    expired: {
      title: 'Check the domain again',
      text: 'The results of this domain are no longer kept, so there is nothing to make a link to. Please check the domain again, then make the link under its results.',
    },
    nothing: {
      title: 'No records to publish',
      text: 'The latest results of this domain have no records to publish, so there is nothing to pass on.',
    },
    invalid: { title: 'Check the domain again' },
    tooMany: {
      title: 'Too many links asked for',
      text: 'You have asked for many answers in a short time. Please wait a few minutes and try again.',
    },
  },
} as const;
