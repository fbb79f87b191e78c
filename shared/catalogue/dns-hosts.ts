/**
 * Who serves a domain's DNS, as data: the name servers that give each host away, where its DNS
 * editor is, how its form names a record and takes a TXT value, its quirks, and its own help page.
 * The check reads it (server/email-security/dns-served-by.ts, from the zone's NS records); the result
 * page and the pass-on page show every record to publish in the host's own format, with its steps.
 *
 * South African hosts first, then the others. A fact a host does not document is left out, never
 * guessed, and each row says where its facts come from (`source`, and a comment where they differ).
 *
 * Afrihost, Domains.co.za, 1-grid, HostAfrica and Axxess are not here: none of them publishes a
 * page on adding a DNS record that could be found (Afrihost says only that records are edited in
 * ClientZone). cPanel, on many hosts' shared hosting, has no name servers of its own: its
 * editor is named beside the general steps for any host not here. Amazon Route 53 is not here:
 * its name servers sit under numbered awsdns- names under .com, .net, .org and .co.uk, which no
 * short list of names covers. DigitalOcean is not here: no page of its own on adding a record
 * could be found. Hetzner's konsoleH web hosting is not here either: no page naming its name
 * servers could be found.
 */

/** How a host's form takes a record's name: the part before the domain ('@' or blank for the domain itself), or the full name. */
type NameForm = 'relative' | 'full';

interface DnsHostEntry {
  id: string;
  name: string;
  /** Name servers at or under these names (`ns1.example.net` is under `example.net`). */
  ns: readonly string[];
  /** Where its DNS editor is, in a sentence: the menus a customer follows. */
  editor: string;
  /** How its form names a record other than the domain itself. */
  names: NameForm;
  /** What its form takes for the domain itself (the SPF record's name): '@', '' (left blank) or the full name. */
  apex: '@' | '' | 'full';
  /** Whether a TXT value is typed with quotes around it: 'with' (the form wants them), 'without' (it adds its own). */
  txtQuotes: 'with' | 'without';
  /** Set where its form adds the domain to a target that does not end in a dot: a CNAME's target is then given with one. */
  dotTargets?: true;
  /** The steps, each a sentence, after the editor is open; '{type}', '{name}' and '{value}' stand for the record's. */
  steps: readonly string[];
  /** Where its help says so: the steps to change a record that is there already, as `steps` are written. */
  edit?: readonly string[];
  /** What trips people up at this host, each a sentence. */
  quirks: readonly string[];
  /** The host's own help page these facts come from. */
  source: string;
}

const HOSTS = [
  {
    // https://xneelo.co.za/help-centre/control-panel/spf/ (the menus, @, the quotes, the SPF record it adds)
    id: 'xneelo',
    name: 'xneelo',
    // Not documented: the names its domains publish (ns1/ns2.host-h.net, ns1/ns2.dns-h.com), as
    // listed for an xneelo-hosted domain; its help centre names its mail servers under host-h.net.
    ns: ['host-h.net', 'dns-h.com'],
    editor:
      'In the xneelo Control Panel, choose the product in the side menu, search for and select the domain, then under Domain Tools select Manage DNS.',
    names: 'relative', // not documented: its help shows only @, for the domain itself
    apex: '@',
    txtQuotes: 'with',
    steps: [
      'Select + Add record.',
      'Choose {type} as the Type.',
      'Type {name} in Host.',
      'Type {value} in Value.',
      'Select Add.',
    ],
    quirks: [
      'A TXT value must be typed inside double quotation marks.',
      'Since February 2019 every domain on xneelo’s South African name servers has a neutral SPF record naming xneelo: change that one rather than adding a second, as a domain should have only one.',
    ],
    source: 'https://xneelo.co.za/help-centre/control-panel/spf/',
  },
  {
    // Menus and steps: https://www.ahosting.net/faq/dns-management/understanding-txt-records.html
    // The full name, its final dot added if left off:
    // https://mail.hovixa.com/knowledgebase/2/Configure-DNS-Records-A-CNAME-TXT-SRV-via-cPanel-Zone-Editor--Hovixa.html
    id: 'cpanel',
    name: 'cPanel',
    ns: [], // each host's own: named beside the general steps
    editor: 'In cPanel, under Domains, open Zone Editor and select Manage next to your domain.',
    names: 'full',
    apex: 'full',
    txtQuotes: 'without', // not documented: the guides show the value typed as given
    steps: [
      'Open the + Add Record menu and choose the {type} record.',
      'Type {name} in Name.',
      'Type {value} in Record.',
      'Select Add Record.',
    ],
    // Editing in place: https://docs.cpanel.net/cpanel/domains/zone-editor/
    edit: ['Find the record in the list and select Edit beside it.', 'Type {value} in Record.', 'Select Save Record.'],
    quirks: [],
    source: 'https://www.ahosting.net/faq/dns-management/understanding-txt-records.html',
  },
  {
    // Name servers: https://developers.cloudflare.com/dns/nameservers/
    // Names, TXT quotes and length: https://developers.cloudflare.com/dns/manage-dns-records/reference/dns-record-types/
    // Proxy status: https://developers.cloudflare.com/dns/proxy-status/common-scenarios/
    id: 'cloudflare',
    name: 'Cloudflare',
    ns: ['ns.cloudflare.com', 'foundationdns.com', 'foundationdns.net', 'foundationdns.org'],
    editor: 'In the Cloudflare dashboard, choose your account and domain, then DNS, Records.',
    names: 'relative',
    apex: '@',
    txtQuotes: 'without',
    steps: [
      'Select Add record.',
      'Choose {type} as the Type.',
      'Type {name} in Name.',
      'Paste {value} in Content (TXT) or Target (CNAME).',
      'Select Save.',
    ],
    // Edit and delete: the same page, "Edit DNS records" and "Delete DNS records".
    edit: [
      'Find the record in the list and select Edit beside it (not Add record).',
      'Paste {value} in Content, in place of what is there.',
      'Select Save.',
    ],
    quirks: [
      'Set a CNAME record’s Proxy status to DNS only: proxied, it answers with Cloudflare’s own addresses and the check it is there for fails.',
      'Typed without quotes, a TXT value gets them from Cloudflare; one with unmatched quotes is refused.',
      'A TXT value can be at most 2,048 characters.',
    ],
    source: 'https://developers.cloudflare.com/dns/manage-dns-records/how-to/create-dns-records/',
  },
  {
    // Article 19232, as published in Polish: https://www.godaddy.com/pl-pl/help/dodawanie-rekordu-txt-19232
    id: 'godaddy',
    name: 'GoDaddy',
    ns: ['domaincontrol.com'], // not documented in the article: GoDaddy's own name servers, nsNN.domaincontrol.com
    editor: 'Sign in to your GoDaddy Domain Portfolio, select the domain to open Domain Settings, then select DNS.',
    names: 'relative',
    apex: '@',
    txtQuotes: 'without', // not documented
    steps: [
      'Select Add New Record, then {type} in the Type menu.',
      'Type {name} in Name.',
      'Type {value} in Value.',
      'Leave TTL at its default, 1 hour.',
      'Select Save.',
    ],
    quirks: [
      'Name takes only the part before your domain, never the whole name.',
      'A TXT value can be at most 1,024 characters, in plain (ASCII) characters.',
    ],
    source: 'https://www.godaddy.com/help/add-a-txt-record-19232',
  },
  {
    // One SPF record: https://learn.microsoft.com/en-us/microsoft-365/admin/setup/domains-faq
    id: 'microsoft365',
    name: 'Microsoft 365',
    ns: ['bdm.microsoftonline.com'],
    editor: 'In the Microsoft 365 admin center, go to Settings, Domains, select your domain and open its DNS records tab.',
    names: 'relative',
    apex: '@',
    txtQuotes: 'without', // not documented
    steps: [
      'Select Add record.',
      'In Add a custom DNS record, choose {type} in the Type list.',
      'Type {name} in Host name or Alias.',
      'Type {value} in the value box (Points to address, for a CNAME).',
      'Select Save.',
    ],
    quirks: ['Keep one SPF record: add the new values to the one already there rather than creating a second.'],
    source:
      'https://learn.microsoft.com/en-us/microsoft-365/admin/get-help-with-domains/change-nameservers-at-any-domain-registrar',
  },
  {
    // TXT quotes and 255-character parts: https://mailhardener.com/blog/how-to-enter-txt-values-in-google-cloud-dns
    // Google Domains now at Squarespace: https://support.squarespace.com/hc/en-us/articles/17131164996365
    id: 'google',
    name: 'Google Cloud DNS',
    ns: ['googledomains.com'], // not documented on these pages: a zone's name servers, ns-cloud-….googledomains.com
    editor: 'In the Google Cloud console, open Cloud DNS and select the zone’s name.',
    names: 'relative',
    apex: '', // not documented: the form asks for the part before the zone, so blank is the zone itself
    txtQuotes: 'with',
    steps: [
      'Select Add record set.',
      'Type {name} in DNS name.',
      'Choose {type} as the Resource record type.',
      'Type {value} in the record’s data field.',
      'Select Create.',
    ],
    quirks: [
      'A TXT value with spaces must be inside double quotes, or each word is stored as a separate string.',
      'A TXT value over 255 characters, such as a DKIM key, must be split into quoted parts of at most 255.',
      'A domain bought through Google Domains is now managed at Squarespace, not in Google Cloud.',
    ],
    source: 'https://cloud.google.com/dns/docs/records',
  },
  {
    // Name servers: https://docs.hetzner.com/dns-console/dns/general/zone-file-example
    // Menus: https://docs.hetzner.com/de/networking/dns/getting-started/delegate-to-hetzner
    id: 'hetzner',
    name: 'Hetzner',
    ns: ['ns.hetzner.com', 'ns.hetzner.de'],
    editor: 'In Hetzner Console, choose your project, then DNS in the left menu, then your zone.',
    names: 'relative',
    apex: '@',
    txtQuotes: 'without', // not documented
    dotTargets: true,
    steps: ['Add a record.', 'Choose {type} as the Type.', 'Type {name} in Name.', 'Type {value} in Value.', 'Save the record.'],
    quirks: [
      'Hetzner adds your domain to every name that does not end in a dot, so a full name typed without one is doubled.',
      'End a CNAME’s target with a dot (target.example.net.), or your domain is added to it too.',
    ],
    source: 'https://docs.hetzner.com/networking/dns/faq/records',
  },
] as const satisfies readonly DnsHostEntry[];

export type DnsHostId = (typeof HOSTS)[number]['id'];
export type DnsHost = DnsHostEntry & { id: DnsHostId };

/** Every host, in the order the page lists them: South African ones first. */
export const dnsHosts: readonly DnsHost[] = HOSTS;

const isUnder = (host: string, under: string) => host === under || host.endsWith(`.${under}`);

/** A host by its id; undefined for one this release does not know (a result kept from an older one). */
export const dnsHost = (id: string | undefined): DnsHost | undefined => dnsHosts.find((host) => host.id === id);

/** The host of the first of a domain's name servers the table knows (names lower-case, no final dot). */
export function dnsHostOfNameServers(nameServers: readonly string[]): DnsHostId | undefined {
  for (const server of nameServers) {
    const found = HOSTS.find((host) => host.ns.some((under) => isUnder(server.toLowerCase().replace(/\.$/, ''), under)));
    if (found) return found.id;
  }
  return undefined;
}
