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
