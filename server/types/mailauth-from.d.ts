declare module 'mailauth/lib/tools' {
  /** A header block as mailauth reads it: each field's key (lower case) and its whole line. */
  export function parseHeaders(block: Buffer): { parsed: { key: string; line: Buffer | string }[] };
}
declare module 'mailauth/lib/dkim/dkim-verifier' {
  /** mailauth's DKIM verifier: reading a header block fills in the From addresses its DMARC check uses. */
  export class DkimVerifier {
    constructor(options?: object);
    messageHeaders(headers: ReturnType<typeof import('mailauth/lib/tools').parseHeaders>): Promise<void>;
    headerFrom: string[];
    fromFields: number;
  }
}
declare module 'mailauth/lib/dmarc/author-domain' {
  /** DMARC's Author Domain of the From addresses, or why there is none (RFC 9989 5.3.1). */
  export function getAuthorDomain(
    headerFrom: string[],
    fromFields: number,
  ): { domain: string; authorDomain: string; mailboxes: number } | { reason: string; domains: string[]; mailboxes: number };
}
