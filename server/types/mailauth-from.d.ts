declare module 'mailauth/lib/tools' {
  /** A header block as mailauth reads it: each field's key (lower case; null for a line that opens none) and its whole line. */
  export interface HeaderBlock {
    parsed: { key: string | null; casedKey: string | undefined; line: Buffer }[];
    original: Buffer;
  }
  export function parseHeaders(block: Buffer): HeaderBlock;
  /** Feeds a message to one of mailauth's stream verifiers, to its end. */
  export function writeToStream(stream: object, input: Buffer): Promise<void>;
  /** A header line in relaxed canonicalization (RFC 6376 §3.4.2), `suffix` after it. */
  export function formatRelaxedLine(line: Buffer | string | undefined, suffix?: string): Buffer;
  /** The line with its own b= value emptied, as it is hashed (RFC 6376 §3.7). */
  export function stripSignatureValue(line: Buffer, strict?: boolean): Buffer;
  /** The module's exports, as Node's require gives them (one is replaced: genuine-email/header-fields.ts). */
  const tools: { parseHeaders: typeof parseHeaders };
  export default tools;
}
declare module 'mailauth/lib/parse-dkim-headers' {
  /** A DKIM or ARC header's tag list (or results), and its line as given. */
  export default function parseDkimHeaders(line: Buffer | string): import('mailauth').ParsedHeader;
}
declare module 'mailauth/lib/dkim/dkim-verifier' {
  /** mailauth's DKIM verifier: reading a header block fills in the From addresses its DMARC check uses. */
  export class DkimVerifier {
    constructor(options?: object);
    messageHeaders(headers: ReturnType<typeof import('mailauth/lib/tools').parseHeaders>): Promise<void>;
    headerFrom: string[];
    fromFields: number;
    /** Each DKIM signature's result, once the whole message was written to it. */
    results: import('mailauth').DKIMResult[];
    /** The ARC chain as read, its newest set's ARC-Message-Signature verified with the DKIM signatures. */
    arc: import('mailauth').ARCData & { keyCache?: unknown };
    /** The signatures it verifies: each is read (`prepareSignature`) and given a body hash (`addBodyHash`) first. */
    signatureHeaders: object[];
    prepareSignature(header: object): void;
    addBodyHash(bodyCanon: string, hashAlgo: string, maxBodyLength: number | string): string;
  }
}
declare module 'mailauth/lib/dmarc/author-domain' {
  /** DMARC's Author Domain of the From addresses, or why there is none (RFC 9989 5.3.1). */
  export function getAuthorDomain(
    headerFrom: string[],
    fromFields: number,
  ): { domain: string; authorDomain: string; mailboxes: number } | { reason: string; domains: string[]; mailboxes: number };
}
