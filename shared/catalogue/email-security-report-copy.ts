/**
 * "Is my e-mail safe?" for the visitor's IT person: the report PDF's words (downloaded, and
 * attached to the review e-mails), the check's names and status words the page reuses, and the
 * review form's. The page's own words are in email-security-page-copy.ts.
 */
import type { EmailCheckId, Finding, FindingStatus, MailProvider } from '../email-security/result';
import { mailProviders } from './mail-providers';

/** GET `/email-security/report?domain=example.co.za`: the report of a domain's result as a PDF download. */
export const EMAIL_SECURITY_REPORT_PATH = '/email-security/report';

/** Each check's name, as the page, the report and the review e-mail head it. */
export const emailCheckNames: Record<EmailCheckId, string> = {
  mx: 'Mail servers (MX)',
  spf: 'SPF: who may send as you',
  dmarc: 'DMARC: what happens to forgeries',
  dkim: 'DKIM signatures',
  'sender-rules': 'Gmail, Yahoo and Outlook.com: what they ask of you',
  blocklist: 'Blocklists: is your mail server listed as a spammer?',
  'reverse-dns': 'Reverse DNS of your mail servers',
  starttls: 'Encrypted delivery (STARTTLS)',
  'mta-sts': 'MTA-STS: encryption enforced',
  'tls-rpt': 'TLS reporting (TLS-RPT)',
  dnssec: 'DNSSEC: signed DNS',
  https: 'Website over HTTPS',
  hsts: 'HSTS: HTTPS always',
  caa: 'CAA: who may issue certificates',
  'security-txt': 'security.txt',
  lookalikes: 'Look-alike domains',
};

/** A finding's status in words. */
export const findingStatusWords: Record<FindingStatus, string> = {
  pass: 'Pass',
  warn: 'Needs attention',
  fail: 'Fail',
  info: 'For information',
  'not-tested': 'Not tested',
};

const partlyTested = 'Partly tested';

/** A finding's badge: its status in words, "Partly tested" where some of what it covers was checked. */
export const findingBadge = (finding: Pick<Finding, 'status' | 'partly'>): string =>
  finding.status === 'not-tested' && finding.partly ? partlyTested : findingStatusWords[finding.status];

/** Each mail service's name, from the table; a result may hold an id the table no longer has (show the id). */
export const mailProviderNames = Object.fromEntries(mailProviders.map((provider) => [provider.id, provider.name])) as Record<
  MailProvider,
  string
>;

/** 'of 9 checks pass', after the number that pass. */
export const ofChecks = (judged: number) => (judged === 1 ? 'of 1 check passes' : `of ${judged} checks pass`);

/** '5 of 9 checks pass'. */
export const passedOf = (passed: number, judged: number) => `${passed} ${ofChecks(judged)}`;

export const emailSecurityReportCopy = {
  title: 'E-mail and website security report',
  domain: 'Domain',
  ascii: 'As DNS names it',
  checked: 'Checked',
  date: 'Report date',
  provider: 'Mail service',
  /** Who serves the domain's DNS: each record is shown as its form takes it. */
  dnsHost: 'DNS host',
  summaryTitle: 'Summary',
  topFixesTitle: 'The fixes that matter most',
  noFixes: 'Nothing needs fixing: every check that gives a verdict passes, or has nothing for you to change.',
  findingsTitle: 'Every check',
  found: 'What we found',
  records: 'Records found',
  meaning: 'What it means',
  fix: 'What to do',
  /** The pages a fix sends the owner to, each with its whole address. */
  links: 'Go to',
  publish: 'Publish exactly',
  name: 'Name',
  type: 'Type',
  value: 'Value',
  /** A file to serve (the MTA-STS policy): its address and its lines. */
  serve: 'Serve exactly',
  address: 'Address',
  file: 'File',
  /** A domain DNS does not know (NXDOMAIN). */
  missing: {
    title: 'This domain does not exist',
    text: (shown: string) =>
      `The DNS has no record of ${shown}: no e-mail can be delivered to it and no website answers at it. Check the spelling, or whether the domain has been registered and is still paid for.`,
  },
  contactTitle: 'Ask us to fix it',
  /** The same, under a domain that does not exist. */
  contactTitleMissing: 'Talk to us',
  contactText:
    'Our engineers publish these records and set up the mail and website behind them every day. Send us this report, or call us:',
  online: 'Online',
  phone: 'Phone',
  email: 'Email',
  smallPrint:
    'What the public internet showed for this domain when it was checked: DNS records, the mail servers’ and the website’s answers. It is not an audit of the mailboxes or the website behind them, and a change published since may take up to a day to be seen everywhere.',
  of: (at: number, count: number) => `Page ${at} of ${count}`,
  /** The downloaded file's name: 'email-security-example.co.za-2026-11-27.pdf'. */
  filename: (domain: string, isoDay: string) => `email-security-${domain}-${isoDay}.pdf`,
  /** What a browser is told when the domain asked for cannot be checked. */
  problem: { title: 'That domain could not be checked', link: 'Back to “Is my e-mail safe?”' },
  tooMany: { title: 'Too many reports', text: 'Too many requests. Please try again in a few minutes.' },
  busy: { title: 'Too many checks running', text: 'Many domains are being checked just now. Please try again in a minute.' },
} as const;
