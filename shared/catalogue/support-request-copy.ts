/** Texts of the support request (/support/request), its status page, and the choices it offers. */
import type { SupportPriority, SupportRefusal } from '../support/request';
import { SUPPORT_FILES_MAX, SUPPORT_FIX_PARAMS as FIX, SUPPORT_KEPT_DAYS } from '../support/request';
import { EMAIL_CHECK_IDS, type EmailCheckId } from '../email-security/result';
import { company } from './company';
import { emailCheckNames } from './email-security-report-copy';
import { planKindRecords, planKinds } from './plans/kinds';
import { services } from './services';

/**
 * What each priority means, and a response time only where the company has set one: none is set
 * today, so the page names none (a time here shows beside its priority).
 */
export const supportPriorities: Record<SupportPriority, { label: string; meaning: string; responseTime?: string }> = {
  urgent: { label: 'Urgent', meaning: 'Everything is down: nobody can work.' },
  degraded: { label: 'Normal', meaning: 'Some people, or one service, cannot work as they should.' },
  question: { label: 'Low', meaning: 'A question, or a change you would like made.' },
};

/** The services a request may be about: each kind of hosting plan, then each managed service, then anything else. */
export const supportServices: readonly { value: string; label: string }[] = [
  ...planKinds.map((kind) => ({ value: `plan:${kind}`, label: planKindRecords[kind].navLabel })),
  ...services.map((service) => ({ value: `service:${service.id}`, label: service.title })),
  { value: 'other', label: 'Something else' },
];

export const supportRequestCopy = {
  title: 'Log a support request',
  intro:
    'Tell us what is wrong and attach screenshots: the request goes straight to our helpdesk, and you get a reference and a private link that shows where it stands.',
  labels: {
    name: 'Name *',
    company: 'Company',
    email: 'Email *',
    phone: 'Phone',
    service: 'Service affected *',
    priority: 'How urgent is it? *',
    subject: 'Subject *',
    description: 'What is happening? *',
    files: 'Screenshots, PDFs or logs',
  },
  filesHint: `Up to ${SUPPORT_FILES_MAX} files, 20 MB in all: pictures (PNG, JPEG, GIF, WebP), PDFs or plain text. Each is checked for viruses.`,
  descriptionHint: 'What you did, what you expected, what happened instead, and any error message.',
  choose: 'Choose a service',
  send: 'Send the request',
  sending: 'Sending...',
  privacy: `We pass your request and its files to our helpdesk, which keeps them as the record of your support; the site keeps the files only until the helpdesk has them, and the status link, with the address we send it to, for ${SUPPORT_KEPT_DAYS} days (POPIA). See our `,
  received: {
    heading: 'Your request is with our helpdesk',
    reference: 'Your reference',
    status: 'Bookmark your private status page: it says where the request stands. Keep the link to yourself.',
    statusLink: 'Your request’s status page',
    /** The address typed, shown back: the receipt sent there is its proof. */
    sentTo: (email: string) => `We sent the reference and this link to ${email}.`,
    checkAddress:
      'Nothing within a few minutes? Look in your spam folder, and check the address: if it is mistyped, send the request again.',
  },
  /** Atop the form posted without JavaScript and refused: the page opens at it. */
  refusedHeading: 'Your request was not sent',
  chooseAgain: (names: readonly string[]) =>
    names.length === 1
      ? `Choose your file again (a browser does not keep it): ${names[0]}.`
      : `Choose your files again (a browser does not keep them): ${names.join(', ')}.`,
  refusals: {
    invalid: 'Please check the form: some answers are missing or too long.',
    captcha: 'The check that you are a person did not pass: please try again.',
    'too-many-files': `At most ${SUPPORT_FILES_MAX} files can go with one request: please leave one out.`,
    'too-large': `The files come to more than 20 MB: please send smaller screenshots, or fewer files.`,
    'file-type': 'Only pictures (PNG, JPEG, GIF, WebP), PDFs and plain text files can be attached.',
    infected: 'Our virus scanner found a virus in a file, so it was not sent.',
    unread:
      'Our virus scanner could not read a file, so it was not sent: please leave it out, or send it in another form (a screenshot as PNG, a log as plain text).',
    'empty-file': 'A file chosen is empty.',
    limited: `Too many requests from your network, or for your e-mail address, just now: please call us on ${company.phone.display}.`,
    busy: 'Many requests are being sent just now: please try again in a minute.',
    unavailable: `Your request could not be received just now: please try again, or call us on ${company.phone.display}.`,
  } satisfies Record<SupportRefusal, string>,
} as const;

/** A domain in ASCII, its top level an internationalised one's too (xn--p1ai), as the domain check's rule reads it. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The query that opens the form for a domain's findings (only known checks, a plain ASCII domain); '' for anything else. */
export function supportFixQuery(query: string): string {
  const given = new URLSearchParams(query);
  const domain = given.get(FIX.domain)?.toLowerCase() ?? '';
  const checks = (given.get(FIX.checks) ?? '')
    .split(',')
    .filter((id): id is EmailCheckId => EMAIL_CHECK_IDS.includes(id as EmailCheckId));
  return DOMAIN.test(domain) && checks.length > 0
    ? new URLSearchParams({ [FIX.domain]: domain, [FIX.checks]: [...new Set(checks)].join(',') }).toString()
    : '';
}

/** The form's subject and description for such a query, in the site's words: the domain and each finding's check. */
export function supportFixPrefill(query: string): { subject: string; description: string } | null {
  const known = new URLSearchParams(supportFixQuery(query));
  const domain = known.get(FIX.domain);
  if (!domain) return null;
  const checks = known.get(FIX.checks)!.split(',') as EmailCheckId[];
  return {
    subject: `Fix the e-mail security of ${domain}`,
    description: [
      `Please fix what the e-mail check found for ${domain}:`,
      ...checks.map((id) => `- ${emailCheckNames[id]}`),
    ].join('\n'),
  };
}
