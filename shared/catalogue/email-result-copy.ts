import type { EmailCheckId } from '../email-security/result';
import { mailProviders, type MailProviderId } from './mail-providers';
import { planKindRecords } from './plans/kinds';
import { servicePath } from './service-ids';

/**
 * The words of an e-mail check's result that only a result shows (/email-security?domain=): its mail
 * service, the fixes that matter most and where the company helps. They come with the result's part,
 * not with the form.
 */

/** What the page says of the mail service the MX names, by its id (shared/catalogue/mail-providers.ts). */
export const providerWords = Object.fromEntries(
  mailProviders.map(({ id, name, gateway, note }) => [
    id,
    [
      gateway
        ? `Your e-mail arrives through ${name}, which filters it on its way to your mailboxes.`
        : `Your e-mail is at ${name}.`,
      ...(note ? [note] : []),
    ].join(' '),
  ]),
) as Record<MailProviderId, string>;

/** Where the company helps, by check: a service page (shared/catalogue/service-ids) or a hosting product. */
export const helpsWith = {
  mail: { label: 'Microsoft 365 e-mail, set up with SPF, DKIM and DMARC', path: planKindRecords['microsoft-365'].path },
  security: { label: 'Cybersecurity: we fix and watch these for you', path: servicePath('cybersecurity') },
  website: { label: 'Web hosting with HTTPS included', path: planKindRecords.shared.path },
} as const;

/**
 * Where the company helps with a check's kind of gap, the domain's mail being at `provider` (none: a
 * server of its own, or no mail service): the page's findings and a watch's alert name it. Mail that
 * goes nowhere needs a mail service; SPF, DMARC and DKIM are set up for it in Microsoft 365 where the
 * mail is there, and fixed as a security service at any other provider (not by moving the mail).
 */
export const helpFor = (check: EmailCheckId, provider?: MailProviderId) =>
  check === 'https' || check === 'hsts' || check === 'security-txt'
    ? helpsWith.website
    : check === 'mx' || (provider === 'microsoft-365' && ['spf', 'dmarc', 'dkim'].includes(check))
      ? helpsWith.mail
      : helpsWith.security;

/**
 * "The fixes that matter most" (shared/email-security/result.ts, summarise), each one plain sentence
 * without the record's terms, which stay in the finding; where the finding is urgent, why it is.
 */
const topFixSentences: Record<EmailCheckId, { fix: string; urgent?: string }> = {
  mx: {
    fix: 'Correct the records that say where your e-mail goes.',
    urgent: 'Point your domain’s e-mail at a mail server that answers: e-mail to you cannot arrive now.',
  },
  spf: { fix: 'Say which services send e-mail as you, if any, and tell receivers to refuse the rest.' },
  dmarc: { fix: 'Tell receivers to refuse e-mail that pretends to be from you.' },
  dkim: { fix: 'Have your e-mail provider sign what you send with a strong key, so receivers can tell it is really yours.' },
  'sender-rules': {
    fix: 'Meet the big mail providers’ rules for senders before they refuse your e-mail.',
    urgent: 'Meet Google’s, Microsoft’s and Yahoo’s rules for senders: your e-mail to them goes to junk or is refused now.',
  },
  blocklist: {
    fix: 'Ask the blocklist to remove your mail server.',
    urgent: 'Get your mail server off the blocklist: e-mail from it is refused today.',
  },
  'reverse-dns': { fix: 'Give each mail server’s address a name that leads back to it, so receivers trust it.' },
  starttls: {
    fix: 'Fix your mail server’s certificate, so senders can check they reach the real server.',
    urgent: 'Turn on encryption at your mail server: e-mail to you crosses the internet readable.',
  },
  'mta-sts': {
    fix: 'Ask senders to insist on encryption when they deliver to you.',
    urgent: 'Fix what your encryption policy promises: senders refuse to deliver your e-mail now.',
  },
  'tls-rpt': { fix: 'Ask senders to tell you when they cannot deliver to you securely.' },
  dnssec: { fix: 'Sign your domain’s DNS, so nobody can forge its answers.' },
  https: {
    fix: 'Send every visitor to your website over a secure connection.',
    urgent: 'Renew or correct your website’s certificate: browsers warn visitors away now or within days.',
  },
  hsts: { fix: 'Tell browsers always to use a secure connection to your website.' },
  caa: { fix: 'Name the certificate authorities that may issue certificates for your domain.' },
  'security-txt': { fix: 'Tell people who find a security problem how to reach you.' },
  lookalikes: { fix: 'Keep an eye on the look-alike domains that take e-mail: they can trick your customers.' },
};

/** A top fix in one plain sentence. */
export const topFixWords = ({ check, urgent }: { check: EmailCheckId; urgent?: true }): string =>
  (urgent && topFixSentences[check].urgent) || topFixSentences[check].fix;
