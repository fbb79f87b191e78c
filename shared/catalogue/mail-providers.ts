/**
 * The mail services a domain's MX can point at, as data: the MX hosts that give each away, the SPF
 * term it documents for mail sent through it, the selectors its DKIM keys live at, and its own
 * steps. The check reads it (server/email-security: providerOf, the SPF record it suggests, the
 * DKIM selectors it asks); the page, the report and the review e-mail name a service by it.
 *
 * A fact a provider does not document is left out, never guessed, and each says where it comes
 * from. Afrihost, Domains.co.za, HostAfrica, 1-grid and Axxess are not here: none of their MX
 * hosts, SPF includes or DKIM selectors could be found in anything they publish.
 */

/**
 * MX hosts at or under `under` (and, with `first`, whose name starts so: a region's hosts), and the
 * SPF term the provider documents for mail sent through them.
 */
interface MxHosts {
  under: string;
  first?: string;
  spf?: string;
}

interface DkimSteps {
  /** Where its keys live: asked before the common selectors. */
  selectors: readonly string[];
  /** What to do where no key is found; without it, the generic advice. */
  fix?: (domain: string) => string;
  /** The records that fix publishes, where they are known in advance. */
  publish?: (domain: string) => { name: string; type: 'CNAME'; value: string }[];
}

interface MailProviderEntry {
  id: string;
  name: string;
  /** Mail arrives through it on its way to mailboxes that may be elsewhere (a filtering gateway). */
  gateway?: true;
  mx: readonly MxHosts[];
  dkim: DkimSteps;
  /** The page's words after it names the service. */
  note?: string;
}

const ownSteps = 'Its own steps are given below.';

/**
 * Microsoft 365's two DKIM CNAMEs for a domain, in the form domains added since May 2025 get
 * (`selector1-<domain with dashes>._domainkey.<tenant>.n-v1.dkim.mail.microsoft`, as the help
 * article shows); the words say to copy Defender's exact values.
 */
const microsoftDkim = (domain: string) =>
  ['selector1', 'selector2'].map((selector) => ({
    name: `${selector}._domainkey.${domain}`,
    type: 'CNAME' as const,
    value: `${selector}-${domain.replace(/\./g, '-')}._domainkey.<your tenant>.n-v1.dkim.mail.microsoft`,
  }));

/** Where a DKIM selector is the customer's own choice: the check can only read it once it is named. */
const checkAgain = 'then check again naming that selector (the DKIM selector field), so we can read its key.';

const PROVIDERS = [
  {
    id: 'microsoft-365',
    name: 'Microsoft 365',
    mx: [
      // https://learn.microsoft.com/en-us/microsoft-365/enterprise/external-domain-name-system-records
      // and, for domains with inbound DANE, https://learn.microsoft.com/en-us/exchange/mail-flow-best-practices/how-to-enable-inbound-smtp-dane-with-dnssec
      // SPF: https://learn.microsoft.com/en-us/defender-office-365/email-authentication-spf-configure
      { under: 'mail.protection.outlook.com', spf: 'include:spf.protection.outlook.com' },
      { under: 'mx.microsoft', spf: 'include:spf.protection.outlook.com' },
    ],
    // https://learn.microsoft.com/en-us/defender-office-365/email-authentication-dkim-configure
    dkim: {
      selectors: ['selector1', 'selector2'],
      fix: (domain: string) =>
        `Publish the two CNAME records below, with the exact values Microsoft Defender shows for ${domain} (Email & collaboration, Policies, DKIM), then turn DKIM on there.`,
      publish: microsoftDkim,
    },
    note: 'Its own steps are given below; we set these up for our Microsoft 365 clients.',
  },
  {
    id: 'google-workspace',
    name: 'Google Workspace',
    // smtp.google.com, and the older aspmx.l.google.com series: https://support.google.com/a/answer/174125
    // SPF: https://support.google.com/a/answer/10685031
    mx: [
      { under: 'google.com', spf: 'include:_spf.google.com' },
      { under: 'googlemail.com', spf: 'include:_spf.google.com' },
    ],
    // The default selector "google": https://support.google.com/a/answer/180504
    dkim: {
      selectors: ['google'],
      fix: () =>
        'In the Google Admin console (Apps, Google Workspace, Gmail, Authenticate email), generate a key and publish the TXT record it shows at google._domainkey.',
    },
    note: ownSteps,
  },
  {
    id: 'mimecast',
    name: 'Mimecast',
    gateway: true,
    // Inbound hosts such as za-smtp-inbound-1.mimecast.co.za and us-smtp-inbound-1.mimecast.com:
    // https://mimecastsupport.zendesk.com/hc/en-us/articles/34000417366675
    // SPF by region, South Africa's za._netblocks, the global one covering every region:
    // https://mimecastsupport.zendesk.com/hc/en-us/articles/34000792642963
    // Each region's own include where its inbound hosts (eu-smtp-inbound-1.mimecast.com) say which:
    // the global one costs more lookups.
    mx: [
      { under: 'mimecast.co.za', spf: 'include:za._netblocks.mimecast.com' },
      ...['eu', 'de', 'us', 'au'].map((region) => ({
        under: 'mimecast.com',
        first: `${region}-smtp-inbound-`,
        spf: `include:${region}._netblocks.mimecast.com`,
      })),
      { under: 'mimecast.com', spf: 'include:_netblocks.mimecast.com' },
    ],
    // Its selector is the customer's, chosen in a DNS Authentication - Outbound definition:
    // https://mimecastsupport.zendesk.com/hc/en-us/articles/34000340541587
    dkim: {
      selectors: [],
      fix: () =>
        `In the Mimecast Administration Console (Policies, Gateway Policies, Definitions, DNS Authentication - Outbound), create a DKIM signing definition for your domain with a selector of your choosing, publish the TXT record it shows, and apply it with a DNS Authentication - Outbound policy; ${checkAgain}`,
    },
    note: 'Mail you send out through it is refused unless your SPF record names its servers; any SPF record we suggest does.',
  },
  {
    id: 'zoho',
    name: 'Zoho Mail',
    // mx.zoho.com, mx2.zoho.com, mx3.zoho.com, and the same under zoho.eu for its EU data centre:
    // https://www.zoho.com/mail/help/adminconsole/configure-email-delivery.html
    // SPF zoho.com, or zoho.eu from zoho.eu: https://www.zoho.com/ae/billing/kb/email-notifications/spf-record.html
    mx: [
      { under: 'zoho.com', spf: 'include:zoho.com' },
      { under: 'zoho.eu', spf: 'include:zoho.eu' },
    ],
    // Its selector is the administrator's: https://www.zoho.com/mail/help/adminconsole/dkim-configuration.html
    dkim: {
      selectors: [],
      fix: () =>
        `In the Zoho Mail admin console, open your domain’s DKIM settings, add a selector, publish the TXT record Zoho shows for it and verify it there; ${checkAgain}`,
    },
    note: ownSteps,
  },
  {
    // Formerly Hetzner South Africa. Its help centre names its mail servers under host-h.net
    // (www23.cpt1.host-h.net): https://xneelo.co.za/help-centre/email/email-domain-transfer/
    // It documents no SPF include, only the example "v=spf1 mx a ~all", which the generic record
    // follows: https://xneelo.co.za/help-centre/control-panel/spf/
    id: 'xneelo',
    name: 'xneelo',
    mx: [{ under: 'host-h.net' }],
    // Not documented; seen in the signatures of mail its servers send (outgoing*.flk.host-h.net):
    // https://lore.kernel.org/linux-spi/f068eab7d873b9cdfae41b5413ebdbb8@risingedge.co.za/
    dkim: { selectors: ['xneelo'] },
  },
] as const satisfies readonly MailProviderEntry[];

export type MailProviderId = (typeof PROVIDERS)[number]['id'];

/** Every provider, in the order their MX hosts are tried against a domain's. */
export const mailProviders: readonly MailProviderEntry[] = PROVIDERS;

const isUnder = (host: string, under: string) => host === under || host.endsWith(`.${under}`);
const serves = (host: string, at: MxHosts) => isUnder(host, at.under) && (!at.first || host.startsWith(at.first));

/** A provider by its id; undefined for one this release does not know (a result kept from an older one). */
export const mailProvider = (id: string | undefined): MailProviderEntry | undefined =>
  mailProviders.find((provider) => provider.id === id);

/** The provider of the first MX host the table knows, hosts in the order mail is delivered to them. */
export function providerOfHosts(hosts: readonly string[]): MailProviderId | undefined {
  for (const host of hosts) {
    const found = PROVIDERS.find((provider) => provider.mx.some((at) => isUnder(host, at.under)));
    if (found) return found.id;
  }
  return undefined;
}

/**
 * The provider's SPF terms: the one for the first of `hosts` it serves (a gateway's regional
 * netblock for its regional hosts), and every one it documents, to tell whether a record has it.
 */
export function providerSpf(id: string | undefined, hosts: readonly string[]): { term?: string; every: string[] } {
  const mx = mailProvider(id)?.mx ?? [];
  const term = hosts.map((host) => mx.find((at) => serves(host, at))?.spf).find((spf) => spf !== undefined);
  return { term, every: mx.flatMap((at) => (at.spf ? [at.spf] : [])) };
}
