/**
 * Whom a message may claim to be without the clerk naming them, for "Is this e-mail genuine?":
 * South Africa's banks, SARS and government, each with the domains its mail comes from, and the
 * platforms anyone can open an account on under any name, which send invoices, signature requests
 * and payments in their customers' names. A message under an institution's name from none of its
 * domains is not from it; a platform's mail proves the platform sent it, never who opened the
 * account. Each entry names where its domains were read: the institution's or platform's own site.
 */

export type InstitutionKind = 'bank' | 'revenue' | 'government';

export interface Institution {
  name: string;
  kind: InstitutionKind;
  /** The words a display name claims it with, lower case, each matched as whole words. */
  claims: readonly string[];
  /** Its registrable domains; a domain under a suffix (`gov.za`) counts with all of its names. */
  domains: readonly string[];
  source: string;
}

export const INSTITUTIONS: readonly Institution[] = [
  { name: 'Absa', kind: 'bank', claims: ['absa'], domains: ['absa.co.za', 'absa.africa'], source: 'https://www.absa.co.za' },
  {
    name: 'Standard Bank',
    kind: 'bank',
    claims: ['standard bank', 'standardbank'],
    domains: ['standardbank.co.za', 'standardbank.com'],
    source: 'https://www.standardbank.co.za',
  },
  {
    name: 'FNB',
    kind: 'bank',
    claims: ['fnb', 'first national bank'],
    domains: ['fnb.co.za', 'firstrand.co.za'],
    source: 'https://www.fnb.co.za',
  },
  { name: 'Nedbank', kind: 'bank', claims: ['nedbank'], domains: ['nedbank.co.za'], source: 'https://www.nedbank.co.za' },
  { name: 'Capitec', kind: 'bank', claims: ['capitec'], domains: ['capitecbank.co.za'], source: 'https://www.capitecbank.co.za' },
  {
    name: 'Investec',
    kind: 'bank',
    claims: ['investec'],
    domains: ['investec.com', 'investec.co.za'],
    source: 'https://www.investec.com',
  },
  {
    name: 'African Bank',
    kind: 'bank',
    claims: ['african bank'],
    domains: ['africanbank.co.za'],
    source: 'https://www.africanbank.co.za',
  },
  {
    name: 'TymeBank',
    kind: 'bank',
    claims: ['tymebank', 'tyme bank'],
    domains: ['tymebank.co.za'],
    source: 'https://www.tymebank.co.za',
  },
  {
    name: 'Discovery Bank',
    kind: 'bank',
    claims: ['discovery bank'],
    domains: ['discovery.co.za'],
    source: 'https://www.discovery.co.za/bank',
  },
  {
    name: 'SARS',
    kind: 'revenue',
    claims: ['sars', 'efiling', 'south african revenue service'],
    domains: ['sars.gov.za'],
    source: 'https://www.sars.gov.za',
  },
  {
    name: 'the South African government',
    kind: 'government',
    claims: ['department of', 'home affairs', 'cipc', 'uif', 'department of labour'],
    domains: ['gov.za', 'cipc.co.za'],
    source: 'https://www.gov.za',
  },
];

export type PlatformKind = 'invoices' | 'signatures' | 'payments';

export interface Platform {
  name: string;
  kind: PlatformKind;
  /** The registrable domains its mail comes from. */
  domains: readonly string[];
  source: string;
}

export const PLATFORMS: readonly Platform[] = [
  // Its invoices come as messaging-service@post.xero.com under the business's name (a Xero invoice's own headers).
  { name: 'Xero', kind: 'invoices', domains: ['xero.com'], source: 'https://www.xero.com' },
  // Its invoices come as quickbooks@notification.intuit.com (a QuickBooks invoice's own headers).
  {
    name: 'QuickBooks',
    kind: 'invoices',
    domains: ['intuit.com'],
    source: 'https://quickbooks.intuit.com',
  },
  { name: 'Sage', kind: 'invoices', domains: ['sage.com', 'sageone.com'], source: 'https://www.sage.com/en-za/' },
  {
    name: 'Zoho',
    kind: 'invoices',
    domains: ['zoho.com', 'zohoinvoice.com', 'zohobooks.com'],
    source: 'https://www.zoho.com/invoice/',
  },
  { name: 'FreshBooks', kind: 'invoices', domains: ['freshbooks.com'], source: 'https://www.freshbooks.com' },
  { name: 'DocuSign', kind: 'signatures', domains: ['docusign.net', 'docusign.com'], source: 'https://www.docusign.com' },
  {
    name: 'Adobe Acrobat Sign',
    kind: 'signatures',
    domains: ['adobesign.com', 'echosign.com'],
    source: 'https://www.adobe.com/sign.html',
  },
  { name: 'PayPal', kind: 'payments', domains: ['paypal.com', 'paypal.co.za'], source: 'https://www.paypal.com/za' },
];

/**
 * Mail gateways that check mail before Microsoft 365 does, each known by headers it writes on every
 * message it passes on (as their own message header references list them): where Microsoft lets
 * such mail through unchecked, the gateway is named. `sealer`: the domain its ARC seals are made
 * with (Microsoft Learn, "Configure trusted ARC sealers"), whose sealed results count where
 * Microsoft's own seal accepts them.
 */
export const GATEWAYS: readonly { name: string; headers: readonly string[]; sealer: string }[] = [
  { name: 'Mimecast', headers: ['x-mimecast-spam-score', 'x-mimecast-mfc-agg-id', 'x-mc-unique'], sealer: 'mimecast.com' },
  {
    name: 'Proofpoint',
    headers: ['x-proofpoint-spam-details', 'x-proofpoint-virus-version'],
    sealer: 'pphosted.com',
  },
  { name: 'Barracuda', headers: ['x-barracuda-connect', 'x-barracuda-spam-score'], sealer: 'barracudanetworks.com' },
];
