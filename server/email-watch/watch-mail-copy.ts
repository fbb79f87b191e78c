/** The words of a watch's e-mails: the confirmation, the alert and the staff's new watch. */
import type { EmailCheckId, FindingStatus } from '../../shared/email-security/result';
import { findingStatusWords } from '../../shared/catalogue/email-security-report-copy';

export const emailWatchMailCopy = {
  /** A check's name as a subject says it. */
  shortNames: {
    mx: 'Mail servers (MX)',
    spf: 'SPF',
    dmarc: 'DMARC',
    dkim: 'DKIM',
    'sender-rules': 'Big senders’ rules',
    blocklist: 'Blocklist',
    'reverse-dns': 'Reverse DNS',
    starttls: 'Encrypted delivery (STARTTLS)',
    'mta-sts': 'MTA-STS',
    'tls-rpt': 'TLS reporting',
    dnssec: 'DNSSEC',
    https: 'Website HTTPS',
    hsts: 'HSTS',
    caa: 'CAA',
    'security-txt': 'security.txt',
    lookalikes: 'Look-alike domains',
  } satisfies Record<EmailCheckId, string>,
  titles: {
    removed: (name: string) => `${name} record removed`,
    fails: (name: string) => `${name} now fails`,
    attention: (name: string) => `${name} needs attention`,
    listed: { blocklist: 'mail server newly on a blocklist', lookalikes: 'new look-alike domain that takes e-mail' },
    gone: 'domain no longer found in DNS',
    certificate: (host: string, days: number) => `certificate of ${host} expires in ${days} day${days === 1 ? '' : 's'}`,
    unreachable: 'we could not check your domain',
  },
  /** Above the look-alikes an alert names, new since the last check. */
  newLookalikes: (count: number) => (count === 1 ? 'The look-alike:' : 'The look-alikes:'),
  /** What a look-alike's registry said of it, after its line. */
  registered: (on: string | undefined, registrar: string | undefined) =>
    [on ? `registered on ${on}` : '', registrar ? `through ${registrar}` : ''].filter(Boolean).join(', '),
  /** A look-alike's record line that says it receives e-mail at someone else's servers. */
  takesMail: /: receives e-mail \(/,
  existed: 'The domain existed.',
  goneNow: 'The domain no longer exists in DNS (NXDOMAIN).',
  goneMeaning:
    'Nobody can send you e-mail or open your website: the domain has lapsed, or its DNS was removed. Check its renewal with your registrar at once.',
  better: (name: string, status: FindingStatus) => `${name}: now ${findingStatusWords[status]}`,
  subject: (shown: string, first: string, more: number) => `${shown}: ${first}${more ? ` (and ${more} more)` : ''}`,
  alertIntro: (shown: string) => `We checked ${shown} again, and something got worse since we last looked.`,
  before: 'Before',
  now: 'Now',
  meaning: 'What it means',
  fix: 'What to do',
  help: 'How we help',
  /** What to do where a record was removed or changed: the check's own fix is for a domain that never had one. */
  putBack: (count: number, file = false) =>
    `Put back ${count === 1 ? 'this record' : 'these records'}${file ? ' and serve this file again,' : ''} exactly as given below, unless you meant to remove or change ${count === 1 && !file ? 'it' : 'them'}.`,
  /** The same where nothing last seen can be published again as shown (an MX or CAA line, a record too long to keep). */
  restore: (shown: boolean) =>
    `Put back what you had, unless you meant to remove or change it. ${
      shown
        ? 'What we last saw is below, for reference.'
        : 'We could not keep what you had whole: your DNS host, your mail provider or a copy of your settings may have it.'
    }`,
  /** What an alert queued before said to do: its last seen were the check's lines, shown now for reference. */
  queuedPutBack: 'Put back the record exactly as we last saw it, shown below, unless you meant to remove or change it.',
  lastSeen: (count: number) =>
    `As we last saw ${count === 1 ? 'it' : 'them'}: publish ${count === 1 ? 'it' : 'them'} again as given to put ${count === 1 ? 'it' : 'them'} back`,
  lastSeenLines: 'As we last saw it, as our check lists it (for reference, not a record to copy as it is)',
  lastSeenCut: (count: number, none: boolean) =>
    none
      ? `We last saw ${count === 1 ? 'a record' : `${count} records`} too long to keep whole, so ${count === 1 ? 'it is' : 'they are'} not shown here.`
      : `${count === 1 ? 'One more record' : `${count} more records`} we last saw ${count === 1 ? 'was' : 'were'} too long to keep whole, and ${count === 1 ? 'is' : 'are'} not shown here.`,
  /** Above the records to publish; `instead` where the one last seen is shown first. */
  publish: (count: number, instead: boolean) =>
    `${instead ? 'If you meant to remove or change it, publish' : 'Publish'} ${count === 1 ? 'this record' : 'these records'}${instead ? ' instead' : ''}`,
  record: { name: 'Name', type: 'Type', value: 'Value' },
  /** Above the file last seen, to serve again as it was. */
  serveAgainAt: 'As we last saw it: serve this file again at',
  /** Above a file to serve; `instead` where what was last seen is shown first, as for records. */
  serveAt: (instead: boolean) =>
    instead ? 'If you meant to remove or change it, serve this file instead at' : 'Serve this file at',
  certificateHeading: 'A certificate about to expire',
  certificate: (host: string, expires: string, days: number) =>
    `The certificate of ${host} expires on ${expires}, in ${days} day${days === 1 ? '' : 's'}. When it lapses, ${host} stops working for everyone who connects securely: renew it now, or check that automatic renewal is working.`,
  unreachable: (shown: string, times: number) =>
    `We could not check ${shown} the last ${times} times we tried: its DNS did not answer. If the domain is in use, check its DNS with your host; we keep trying and tell you when something changes.`,
  betterHeading: 'Better since we last wrote',
  seeCheck: 'See the whole check',
  stopLine: 'You asked us to e-mail you when this domain’s e-mail security gets worse. To stop, open',
  confirmSubject: (shown: string) => `Confirm: e-mail me if ${shown} gets worse`,
  confirmText: (shown: string, hours: number) =>
    `Someone (we hope you) asked us to e-mail this address when the e-mail security of ${shown} gets worse. To start, open the link below within ${hours} hours and press its button. If it was not you, ignore this e-mail: nothing is sent again and the request is deleted.`,
  confirmLink: 'Confirm the alerts',
  /** Under the button, for a mail program that does not show it as one. */
  confirmAddress: 'If the button does not work, open this address:',
  staffSubject: (shown: string) => `New watched domain: ${shown}`,
  staffIntro: (shown: string) => `A visitor confirmed alerts for ${shown}.`,
  contact: (asked: boolean) => (asked ? 'Contact: yes, they asked to be contacted' : 'Contact: no (alerts only)'),
} as const;
