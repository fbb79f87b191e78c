/**
 * The newest ARC set where its sealer found the chain below it broken: RFC 8617 §5.1.1, it writes
 * `cv=fail` and its seal signs its own set only, so that set still verifies and its results are
 * that hop's word (Gmail's `dmarc=fail` on a changed message it received, GENUINE-EMAIL-NOTES.md).
 * mailauth refuses such a chain whole: `getARChain` throws on `cv=fail`, and its DKIM verifier
 * then verifies no ARC-Message-Signature. So mailauth's own verifier is given that set's
 * signature to verify with the DKIM signatures (`SealReader`), and the seal is checked here over
 * the set's three fields, canonicalized by mailauth's own functions as its `verifyAS` does.
 */
import type { ARCChainEntry, ParsedHeader } from 'mailauth';
import { DkimVerifier } from 'mailauth/lib/dkim/dkim-verifier';
import parseDkimHeaders from 'mailauth/lib/parse-dkim-headers';
import { formatRelaxedLine, stripSignatureValue, type parseHeaders } from 'mailauth/lib/tools';

const ARC_FIELDS = ['arc-seal', 'arc-message-signature', 'arc-authentication-results'] as const;
type Parsed = ParsedHeader & { parsed?: Record<string, { value?: unknown }> };

const instanceOf = (field: Parsed) => Number(field.parsed?.i?.value);
const cvOf = (set: ARCChainEntry) =>
  String((set['arc-seal'] as Parsed | undefined)?.parsed?.cv?.value ?? '')
    .trim()
    .toLowerCase();

/** The newest ARC set of a header block whose seal says cv=fail, each of its fields there once; null otherwise. */
function failedNewest(headers: ReturnType<typeof parseHeaders>): ARCChainEntry | null {
  const sets = new Map<number, ARCChainEntry>();
  for (const row of headers.parsed) {
    const key = ARC_FIELDS.find((name) => name === row.key);
    if (!key) continue;
    const field = parseDkimHeaders(row.line) as Parsed;
    const i = instanceOf(field);
    if (!Number.isInteger(i) || i < 2 || i > 50) continue;
    const set = sets.get(i) ?? { i };
    if (set[key]) return null;
    sets.set(i, { ...set, [key]: field });
  }
  const newest = sets.get(Math.max(0, ...sets.keys()));
  return newest && ARC_FIELDS.every((key) => newest[key]) && cvOf(newest) === 'fail' ? newest : null;
}

interface SignatureHeader {
  type?: string;
  parsed?: { c?: unknown };
  fallbackCanonicalization?: string;
  skip?: string;
  invalid?: string;
  bodyCanon: string;
  hashAlgo: string;
  maxBodyLength: number | string;
  bodyHashKey?: string;
  fallbackBodyHashKey?: string;
}

/**
 * mailauth's DKIM verifier, which also verifies the ARC-Message-Signature of a newest set sealed
 * with cv=fail (as it does the newest of a whole chain: the same reading, body hash and result in
 * `arc.lastEntry.messageSignature`), where its chain reader refused the chain.
 */
export class SealReader extends DkimVerifier {
  override async messageHeaders(headers: ReturnType<typeof parseHeaders>): Promise<void> {
    await super.messageHeaders(headers);
    const set = this.arc.lastEntry || !this.arc.error ? null : failedNewest(headers);
    if (!set) return;
    this.arc.lastEntry = set;
    const signature = set['arc-message-signature'] as unknown as SignatureHeader;
    signature.type = 'ARC';
    // As mailauth's own reading: without c=, simple/simple, and relaxed/relaxed where that fails.
    if (!signature.parsed?.c) signature.fallbackCanonicalization = 'relaxed/relaxed';
    this.prepareSignature(signature);
    if (signature.skip || signature.invalid) return;
    signature.bodyHashKey = this.addBodyHash(signature.bodyCanon, signature.hashAlgo, signature.maxBodyLength);
    if (signature.fallbackCanonicalization)
      signature.fallbackBodyHashKey = this.addBodyHash('relaxed', signature.hashAlgo, signature.maxBodyLength);
    this.signatureHeaders.push(signature);
  }
}

/** Whether the set's seal signs its own three fields only: how a cv=fail seal is made (RFC 8617 §5.1.1). */
export const sealsItsOwnSet = (set: ARCChainEntry): boolean => cvOf(set) === 'fail' && set.i > 1;

/** The bytes a cv=fail seal signs: its set's results and message signature, then itself without its b= value. */
export const ownSetSigned = (set: ARCChainEntry): Buffer =>
  Buffer.concat([
    formatRelaxedLine(set['arc-authentication-results']?.original, '\r\n'),
    formatRelaxedLine(set['arc-message-signature']?.original, '\r\n'),
    stripSignatureValue(formatRelaxedLine(set['arc-seal']?.original)),
  ]);
