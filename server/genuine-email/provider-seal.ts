/**
 * The newest ARC set on a message, verified with mailauth's own pieces (docs/decisions/028): the
 * seals of the chain (`verifyASChain`, each key asked through DNS_SERVERS) and the newest
 * ARC-Message-Signature over the headers it names. mailauth reports that signature as failed
 * whenever the body hash differs, without checking the headers at all; a pasted header block
 * has no body, and a banner added since changes it, so the header signature is checked here
 * apart from the body hash, on the very bytes mailauth canonicalized, with the key mailauth
 * fetched. Read in the same pass: a DKIM signature that verifies but leaves part of the body
 * outside its `l=` length.
 */
import { verify, createHash, type KeyObject } from 'node:crypto';
import { verifyASChain } from 'mailauth/lib/arc';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import type { ARCChainEntry, ARCData, DKIMResult } from 'mailauth';
import type { DnsServer } from '../email-security/dns-client';
import { bodyGiven, resolver, tooManySignatures } from './own-check';
import type { Header } from './header';

export interface Seals {
  /** The newest ARC set: who sealed it, and whether its seal and its signature over the From verify. */
  newest: {
    domain: string;
    verified: boolean;
    /** Its ARC-Authentication-Results, without `i=N;`. */
    results: string;
    /** A body was given and is not the one sealed (a banner added since); pasted headers have none. */
    bodyChanged: boolean;
  } | null;
  /** The domain of a signature that verifies but leaves text of the body after its `l=` length. */
  uncovered: string | null;
}

export const NO_SEALS: Seals = { newest: null, uncovered: null };

interface KeyCache {
  get(type: string, name: string, minBits: undefined, options: { hashAlgo: string }): Promise<{ publicKey: KeyObject }>;
}

const tag = (header: ARCChainEntry['arc-seal'], name: 'd' | 's' | 'a' | 'b' | 'h') =>
  String(header?.parsed?.[name]?.value ?? '').trim();

/** The ARC-Message-Signature's signature over its headers, whatever the body hash says. */
async function headersSigned(set: ARCChainEntry, keys: KeyCache): Promise<boolean> {
  const signature = set.messageSignature;
  const header = set['arc-message-signature'];
  const names = tag(header, 'h')
    .toLowerCase()
    .split(':')
    .map((name) => name.trim());
  const canonical = signature?.signingHeaders?.canonicalizedHeader;
  if (!signature || !canonical || !names.includes('from')) return false;
  if (signature.status.result === 'pass') return true;
  if (signature.status.comment !== 'body hash did not verify') return false;
  const { publicKey } = await keys.get('ARC', `${tag(header, 's')}._domainkey.${tag(header, 'd')}`, undefined, {
    hashAlgo: 'sha256',
  });
  const data = Buffer.from(canonical, 'base64');
  const rsa = tag(header, 'a').toLowerCase() === 'rsa-sha256';
  return verify(
    rsa ? 'sha256' : null,
    rsa ? data : createHash('sha256').update(data).digest(),
    publicKey,
    Buffer.from(tag(header, 'b').replace(/\s+/g, ''), 'base64'),
  );
}

async function newestSet(
  raw: Buffer,
  arc: ARCData & { keyCache?: KeyCache },
  ask: ReturnType<typeof resolver>,
): Promise<Seals['newest']> {
  const set = arc.lastEntry;
  if (!set || !arc.keyCache) return null;
  const domain = tag(set['arc-seal'], 'd').toLowerCase();
  const results = String(set['arc-authentication-results']?.original ?? '')
    .replace(/^[^:]*:/, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s*i\s*=\s*\d+\s*;/, '')
    .trim();
  const checked = async () =>
    !arc.error &&
    (await verifyASChain(arc, { resolver: ask as never, keyCache: arc.keyCache } as never)) &&
    (await headersSigned(set, arc.keyCache!));
  const verified = await checked().catch(() => false);
  const bodyChanged = verified && set.messageSignature?.status.result !== 'pass' && bodyGiven(raw);
  return { domain, verified, results, bodyChanged };
}

/** A signature that verifies for its first `l=` bytes, with text after them that nobody signed. */
const leavesOut = (result: DKIMResult) => result.status.result === 'pass' && (result.status.underSized ?? 0) > 0;

/** What the seals and signatures prove; nothing where they cannot be read in time (then no provider's word is sealed). */
export async function readSeals(
  raw: Buffer,
  headers: readonly Header[],
  servers: readonly DnsServer[],
  signal: AbortSignal,
): Promise<Seals> {
  if (tooManySignatures(headers)) return NO_SEALS;
  const ask = resolver(servers, signal);
  const read = async (): Promise<Seals> => {
    const verified = await dkimVerify(raw, { resolver: ask as never });
    const arc = (verified as { arc?: ARCData & { keyCache?: KeyCache } }).arc;
    return {
      newest: arc ? await newestSet(raw, arc, ask) : null,
      uncovered: verified.results.find(leavesOut)?.signingDomain?.toLowerCase() ?? null,
    };
  };
  return read().catch(() => NO_SEALS);
}
