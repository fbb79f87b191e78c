/**
 * The newest ARC set on a message, verified with mailauth's own pieces (docs/decisions/028): the
 * seals of the chain (`verifyASChain`, each key asked through DNS_SERVERS), or, where its sealer
 * found the chain below broken (cv=fail), its own set alone (failed-chain.ts), and the newest
 * ARC-Message-Signature over the headers it names. mailauth reports that signature as failed
 * whenever the body hash differs, without checking the headers at all; a pasted header block
 * has no body, and a banner added since changes it, so the header signature is checked here
 * apart from the body hash, on the very bytes mailauth canonicalized, with the key mailauth
 * fetched. Read in the same pass: a DKIM signature that verifies but leaves part of the body
 * outside its `l=` length.
 */
import { verify, createHash, type KeyObject } from 'node:crypto';
import { verifyASChain } from 'mailauth/lib/arc';
import { writeToStream } from 'mailauth/lib/tools';
import type { ARCChainEntry, ARCData, DKIMResult } from 'mailauth';
import { ownSetSigned, SealReader, sealsItsOwnSet } from './failed-chain';
import type { DnsServer } from '../email-security/dns-client';
import { bodyGiven, resolver, tooManySignatures } from './own-check';
import type { Header } from './header';

/** One ARC set: its instance, who sealed it, and its ARC-Authentication-Results without `i=N;`. */
interface SealedSet {
  i: number;
  domain: string;
  results: string;
}

export interface Seals {
  /** The newest ARC set, and whether its seal and its signature over the From verify. */
  newest:
    | (SealedSet & {
        verified: boolean;
        /** A body was given and is not the one sealed (a banner added since, or more); pasted headers have none. */
        bodyChanged: boolean;
      })
    | null;
  /** The sets below the newest, oldest first, where the newest seal verifies and signs them all (cv=pass). */
  below: SealedSet[];
  /** The domain of a signature that verifies but leaves text of the body after its `l=` length. */
  uncovered: string | null;
}

export const NO_SEALS: Seals = { newest: null, below: [], uncovered: null };

interface KeyCache {
  get(type: string, name: string, minBits: undefined, options: { hashAlgo: string }): Promise<{ publicKey: KeyObject }>;
}

const tag = (header: ARCChainEntry['arc-seal'], name: 'd' | 's' | 'a' | 'b' | 'h') =>
  String(header?.parsed?.[name]?.value ?? '').trim();

/** Whether `header`'s b= signs `data`, with the key its s= and d= name (asked as `type`). */
async function signs(header: ARCChainEntry['arc-seal'], type: 'ARC' | 'AS', data: Buffer, keys: KeyCache): Promise<boolean> {
  const { publicKey } = await keys.get(type, `${tag(header, 's')}._domainkey.${tag(header, 'd')}`, undefined, {
    hashAlgo: 'sha256',
  });
  const rsa = tag(header, 'a').toLowerCase() === 'rsa-sha256';
  return verify(
    rsa ? 'sha256' : null,
    rsa ? data : createHash('sha256').update(data).digest(),
    publicKey,
    Buffer.from(tag(header, 'b').replace(/\s+/g, ''), 'base64'),
  );
}

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
  return signs(header, 'ARC', Buffer.from(canonical, 'base64'), keys);
}

/** A set's ARC-Authentication-Results as written, without its field name and `i=N;`. */
const resultsOf = (set: ARCChainEntry) =>
  String(set['arc-authentication-results']?.original ?? '')
    .replace(/^[^:]*:/, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s*i\s*=\s*\d+\s*;/, '')
    .trim();

const sealedSet = (set: ARCChainEntry): SealedSet => ({
  i: set.i,
  domain: tag(set['arc-seal'], 'd').toLowerCase(),
  results: resultsOf(set),
});

/** The newest set, verified: with the whole chain it seals (cv=pass), or alone where it seals its own set (cv=fail). */
async function newestSet(
  raw: Buffer,
  arc: ARCData & { keyCache?: KeyCache },
  ask: ReturnType<typeof resolver>,
): Promise<Pick<Seals, 'newest' | 'below'>> {
  const set = arc.lastEntry;
  const keys = arc.keyCache;
  if (!set || !keys) return { newest: null, below: [] };
  const alone = sealsItsOwnSet(set);
  const sealed = async () =>
    alone
      ? signs(set['arc-seal'], 'AS', ownSetSigned(set), keys)
      : !arc.error && (await verifyASChain(arc, { resolver: ask as never, keyCache: keys } as never));
  const verified = await (async () => (await sealed()) && (await headersSigned(set, keys)))().catch(() => false);
  const bodyChanged = verified && set.messageSignature?.status.result !== 'pass' && bodyGiven(raw);
  const below = verified && !alone ? arc.chain.slice(0, -1).map(sealedSet) : [];
  return { newest: { ...sealedSet(set), verified, bodyChanged }, below };
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
    const verifier = new SealReader({ resolver: ask });
    await writeToStream(verifier, raw);
    return {
      ...(await newestSet(raw, verifier.arc as ARCData & { keyCache?: KeyCache }, ask)),
      uncovered: verifier.results.find(leavesOut)?.signingDomain?.toLowerCase() ?? null,
    };
  };
  return read().catch(() => NO_SEALS);
}
