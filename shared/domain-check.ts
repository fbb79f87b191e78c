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

/** A name longer than any domain (253) with room for spaces a visitor pasted around it: anything longer is refused unread. */
export const DOMAIN_NAME_MAX = 300;

/**
 * The name a search asks about, read from its address's query: trimmed, and cut one past
 * DOMAIN_NAME_MAX, so a longer one is still refused as too long but never shown whole. The server
 * draws the page at `?domain=` this name and reads it back unchanged, as the browser reads it from
 * the visitor's own address, so both show the same answer.
 */
export const searchedName = (query: string): string | undefined =>
  new URLSearchParams(query)
    .get(DOMAIN_SEARCH_PARAM)
    ?.trim()
    .slice(0, DOMAIN_NAME_MAX + 1)
    .trimEnd();

/** The pages that offer the search: hosting a website needs a domain. */
export const DOMAIN_SEARCH_KINDS: readonly string[] = ['shared', 'cpanel', 'reseller'];

/** What the server found for a search: the registry's answer, or the domain rule's message for a malformed name. */
export type DomainSearchResult = { name: string; answer: DomainCheckAnswer } | { name: string; refused: string };
