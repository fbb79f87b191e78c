/**
 * The services that send mail as a domain, as data, for the DMARC reports' "who sends as you": how
 * a source address is recognised (its reverse DNS name's organisational domain), the SPF include
 * the service documents for mail sent through it, and the step that turns on DKIM signing as the
 * domain there. Each fact says where it comes from; one that could not be found is left out, never
 * guessed (then the digest gives the general advice).
 *
 * The reverse DNS domains come from parsedmarc's map of the reverse DNS base domains senders use,
 * each with the service behind it:
 * https://github.com/domainaware/parsedmarc/blob/master/parsedmarc/resources/maps/base_reverse_dns_map.csv
 * Sage and Xero are not here: neither the map nor anything they publish names the hosts their
 * invoices are sent from, so their mail shows as its reverse DNS domain, or its address.
 */
import { mailProvider, type MailProviderId } from './mail-providers';

export interface MailSender {
  id: string;
  name: string;
  /**
   * Its own organisational domains: its sending servers' reverse DNS names end in one, and mail it
   * sends for a domain not set up with it is signed (DKIM) or bounced (SPF) as one, as SendGrid's
   * is as sendgrid.net.
   */
  ptr: readonly string[];
  /** The SPF term it documents for mail sent through it, where it documents one. */
  spf?: string;
  /** Where DKIM as the domain is turned on, in its own words' order; none where it is not documented. */
  dkim?: string;
}

/** The SPF term and DKIM step of a mail service already in mail-providers.ts, with their sources there. */
const fromProvider = (id: MailProviderId): Pick<MailSender, 'spf' | 'dkim'> => {
  const provider = mailProvider(id);
  const spf = provider?.mx.map((at) => ('spf' in at ? at.spf : undefined)).find(Boolean);
  return { ...(spf ? { spf } : {}), ...(provider?.dkim.fix ? { dkim: provider.dkim.fix('your domain') } : {}) };
};

const SENDERS = [
  // outlook.com: "Outlook (Personal and Microsoft 365)".
  { id: 'microsoft-365', name: 'Microsoft 365', ptr: ['outlook.com'], ...fromProvider('microsoft-365') },
  // google.com: "Google (Including Gmail and Google Workspace)".
  { id: 'google-workspace', name: 'Google Workspace', ptr: ['google.com'], ...fromProvider('google-workspace') },
  {
    id: 'mimecast',
    name: 'Mimecast',
    ptr: ['mimecast.com', 'mimecast-offshore.com'],
    // The global include, covering every region: https://mimecastsupport.zendesk.com/hc/en-us/articles/34000792642963
    spf: 'include:_netblocks.mimecast.com',
    dkim: fromProvider('mimecast').dkim,
  },
  // xneelo documents no SPF include (https://xneelo.co.za/help-centre/control-panel/spf/) and no DKIM step.
  { id: 'xneelo', name: 'xneelo', ptr: ['xneelo.co.za'] },
  // Afrihost publishes neither an SPF include nor a DKIM step that could be found.
  { id: 'afrihost', name: 'Afrihost', ptr: ['afrihost.com'] },
  {
    id: 'mailchimp',
    name: 'Mailchimp',
    ptr: ['mcsv.net', 'mcdlv.net', 'rsgsv.net', 'mailchimp.com', 'mandrillapp.com'],
    // Its domain authentication, two CNAME records from its Domains settings:
    // https://mailchimp.com/help/set-up-email-domain-authentication/
    dkim: 'In Mailchimp’s Domains settings, authenticate your domain and publish the two CNAME records it shows.',
  },
  {
    id: 'sendgrid',
    name: 'SendGrid',
    ptr: ['sendgrid.net', 'sendgrid.com'],
    // Domain authentication (its app's Sender Authentication): three CNAME records, and your domain
    // in place of sendgrid.net: https://www.twilio.com/docs/sendgrid/api-reference/domain-authentication/authenticate-a-domain
    dkim: 'In SendGrid’s Sender Authentication, authenticate your domain and publish the three CNAME records it shows.',
  },
  { id: 'zoho', name: 'Zoho Mail', ptr: ['zoho.com', 'zoho.eu', 'zohomail.com'], ...fromProvider('zoho') },
  // Listed in the map as Amazon SES, Brevo, Mailgun and Postmark; their steps are not sourced here.
  { id: 'amazon-ses', name: 'Amazon SES', ptr: ['amazonses.com'] },
  { id: 'brevo', name: 'Brevo', ptr: ['brevo.com', 'sendinblue.com'] },
  { id: 'mailgun', name: 'Mailgun', ptr: ['mailgun.net', 'mailgun.info', 'mailgun.us', 'mailgun.com'] },
  { id: 'postmark', name: 'Postmark', ptr: ['mtasv.net'] },
] as const satisfies readonly MailSender[];

export const mailSenders: readonly MailSender[] = SENDERS;

/** The service whose own domain is `organisational` (a reverse DNS name's, or a passing signature's, registrable domain). */
export const senderOfPtrDomain = (organisational: string): MailSender | undefined =>
  mailSenders.find((sender) => sender.ptr.includes(organisational.toLowerCase()));
