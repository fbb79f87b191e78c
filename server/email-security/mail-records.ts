/**
 * The records the check reads, parsed: SPF (RFC 7208), DMARC (RFC 7489), a DKIM key (RFC 6376),
 * an MTA-STS policy (RFC 8461) and TLS-RPT (RFC 8460). Each is a small tag or term list; the
 * lookups SPF needs are counted by the caller, which resolves its includes. Written here, not taken
 * from mailauth: docs/decisions/012-email-check-reads-records-itself.md.
 */
import { createPublicKey } from 'node:crypto';

/** The mechanisms and modifiers that cost a DNS lookup (RFC 7208 §4.6.4). */
const LOOKUP_TERMS = new Set(['include', 'a', 'mx', 'ptr', 'exists', 'redirect']);
const MECHANISMS = new Set(['all', 'include', 'a', 'mx', 'ptr', 'ip4', 'ip6', 'exists']);

/** A term that costs a lookup, with the domain it names ('' for the record's own domain; undefined for a macro). */
interface SpfLookup {
  kind: 'include' | 'a' | 'mx' | 'ptr' | 'exists';
  domain?: string;
}

export interface SpfRecord {
  /** Every term that costs a lookup, in order (the redirect apart). */
  lookupTerms: SpfLookup[];
  redirect?: string;
  /** '-all', '~all', '?all', '+all', or undefined where it has none. */
  all?: string;
  /** Every term but `all` and `redirect`, in order, to rebuild the record with a strict ending. */
  terms: string[];
}

export const isSpf = (text: string) => /^v=spf1(\s|$)/i.test(text);

/** A domain-spec as written, or undefined where it holds a macro (%{i}): only a sender's message gives it a value. */
const plainDomain = (spec: string) => (spec.includes('%') ? undefined : spec.toLowerCase().replace(/\.$/, ''));

/** A record's terms, or a problem naming the first bad one. */
export function parseSpf(text: string): SpfRecord | { problem: string } {
  const record: SpfRecord = { lookupTerms: [], terms: [] };
  for (const term of text.trim().split(/\s+/).slice(1)) {
    const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(term);
    if (modifier) {
      if (modifier[1].toLowerCase() === 'redirect') {
        if (!modifier[2]) return { problem: `“${term}” names no domain` };
        record.redirect = plainDomain(modifier[2]);
      } else record.terms.push(term);
      continue;
    }
    const mechanism = /^([+\-~?]?)([a-z0-9]+)(?::([^/]*))?(\/.*)?$/i.exec(term);
    const name = mechanism?.[2].toLowerCase();
    if (!mechanism || !name || !MECHANISMS.has(name)) return { problem: `“${term}” is not an SPF term` };
    if (name === 'all') {
      record.all = `${mechanism[1] || '+'}all`;
      continue;
    }
    // Nothing after `all` is ever evaluated (RFC 7208 §5.1): it costs no lookup.
    if (LOOKUP_TERMS.has(name) && !record.all) {
      const spec = mechanism[3];
      if ((name === 'include' || name === 'exists') && !spec) return { problem: `“${term}” names no domain` };
      record.lookupTerms.push({ kind: name as SpfLookup['kind'], domain: spec ? plainDomain(spec) : '' });
    }
    record.terms.push(term);
  }
  return record;
}

/** A tag list (DMARC, DKIM, TLS-RPT, MTA-STS's record): `v=DMARC1; p=none` to its tags, names in lower case. */
export function tags(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) found.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return found;
}

export type DmarcPolicy = 'none' | 'quarantine' | 'reject';

export interface DmarcRecord {
  policy: DmarcPolicy;
  /** Subdomains' policy (sp=) and, from DMARCbis, names that do not exist (np=); each falls back to the one before. */
  subdomains: DmarcPolicy;
  missingNames: DmarcPolicy;
  /** The share of failing mail the policy applies to (pct=, 100 when absent). */
  percent: number;
  /** t=y (DMARCbis): testing, the policy not applied. */
  testing: boolean;
  /** The mailto: addresses aggregate reports go to. */
  reports: string[];
}

export const isDmarc = (text: string) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(text);

const POLICIES: readonly DmarcPolicy[] = ['none', 'quarantine', 'reject'];
const isPolicy = (value: string | undefined): value is DmarcPolicy => POLICIES.includes(value as DmarcPolicy);
/** How much a policy stops: none < quarantine < reject. */
export const policyStrength = (policy: DmarcPolicy) => POLICIES.indexOf(policy);

export function parseDmarc(text: string): DmarcRecord | { problem: string } {
  const found = tags(text);
  const read = (tag: string) => found.get(tag)?.toLowerCase();
  const policy = read('p');
  if (!policy) return { problem: 'it has no policy (p=)' };
  if (!isPolicy(policy)) return { problem: `p=${policy} is not none, quarantine or reject` };
  for (const tag of ['sp', 'np'])
    if (found.has(tag) && !isPolicy(read(tag))) return { problem: `${tag}=${read(tag)} is not none, quarantine or reject` };
  const sp = read('sp');
  const np = read('np');
  const subdomains = isPolicy(sp) ? sp : policy;
  const pct = read('pct');
  if (pct !== undefined && !/^\d{1,3}$/.test(pct)) return { problem: `pct=${pct} is not a number from 0 to 100` };
  const reports = (found.get('rua') ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter((uri) => /^mailto:/i.test(uri))
    .map((uri) => uri.slice('mailto:'.length).replace(/!.*$/, ''));
  return {
    policy,
    subdomains,
    missingNames: isPolicy(np) ? np : subdomains,
    percent: pct === undefined ? 100 : Math.min(100, Number(pct)),
    testing: read('t') === 'y',
    reports,
  };
}

/**
 * A DKIM key record's key: its RSA size in bits, 'ed25519', 'revoked' (an empty p=), or 'broken'
 * (no p=, or a p= that is no key of its k= type: receivers then fail every signature).
 */
export function dkimKey(text: string): number | 'ed25519' | 'revoked' | 'broken' {
  const found = tags(text);
  if (!found.has('p')) return 'broken';
  const key = (found.get('p') ?? '').replace(/\s+/g, '');
  if (!key) return 'revoked';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key)) return 'broken';
  const bytes = Buffer.from(key, 'base64');
  const type = (found.get('k') ?? 'rsa').toLowerCase();
  // RFC 8463: the bare 32-byte public key.
  if (type === 'ed25519') return bytes.length === 32 ? 'ed25519' : 'broken';
  if (type !== 'rsa') return 'broken';
  // RFC 6376 names RSAPublicKey; what is published, and verifiers read, is SubjectPublicKeyInfo: either is a key.
  for (const format of ['spki', 'pkcs1'] as const) {
    try {
      const details = createPublicKey({ key: bytes, format: 'der', type: format }).asymmetricKeyDetails;
      if (details?.modulusLength) return details.modulusLength;
    } catch {
      // Not this form: try the next.
    }
  }
  return 'broken';
}

export interface MtaStsPolicy {
  mode: string;
  mx: string[];
  maxAge: number;
}

/** An MTA-STS policy file (`key: value` lines), or a problem naming what is missing. */
export function parseMtaStsPolicy(text: string): MtaStsPolicy | { problem: string } {
  // Split at the first colon and trimmed, never a backtracking pattern: the policy is a stranger's.
  const lines = text
    .split('\n')
    .filter((line) => line.includes(':'))
    .map((line) => ['', line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()] as const)
    .filter(([, key]) => /^[a-z_]{1,32}$/i.test(key));
  const value = (key: string) => lines.find((line) => line[1].toLowerCase() === key)?.[2];
  if (value('version') !== 'STSv1') return { problem: 'it does not start with version: STSv1' };
  const mode = value('mode')?.toLowerCase();
  if (!mode) return { problem: 'it has no mode' };
  return {
    mode,
    mx: lines.filter((line) => line[1].toLowerCase() === 'mx').map((line) => line[2].toLowerCase()),
    maxAge: Number(value('max_age') ?? 0),
  };
}

/** Whether an MTA-STS policy's mx pattern (`mail.example.com` or `*.example.com`) covers a host. */
export function mxCovers(pattern: string, host: string): boolean {
  if (pattern.startsWith('*.')) {
    const base = pattern.slice(1);
    return host.endsWith(base) && !host.slice(0, -base.length).includes('.');
  }
  return pattern === host;
}
