/** GET /api/domain-check?name=<domain>: is a domain name free? Typed once for the client and the server. */
export const DOMAIN_CHECK_PATH = '/api/domain-check';

export type DomainCheckStatus = 'available' | 'registered' | 'unknown';

export interface DomainCheckAnswer {
  /** The name as typed. */
  name: string;
  /** The name the registry was asked, in its ASCII (A-label) form: 'example.co.za' for 'www.example.co.za'. */
  ascii: string;
  status: DomainCheckStatus;
  /** When the registry answered (ISO 8601): a cached answer keeps its own time. */
  checkedAt: string;
}

/** The web-hosting pages' "Find your domain" search: its query parameter, `/shared-hosting?domain=example.co.za`. */
export const DOMAIN_SEARCH_PARAM = 'domain';

/** The pages that offer the search: hosting a website needs a domain. */
export const DOMAIN_SEARCH_KINDS: readonly string[] = ['shared', 'cpanel', 'reseller'];

/** What the server found for a search: the registry's answer, or the domain rule's message for a malformed name. */
export type DomainSearchResult = { name: string; answer: DomainCheckAnswer } | { name: string; refused: string };
