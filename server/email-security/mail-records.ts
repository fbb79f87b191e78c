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

export interface SpfRecord {
  /** Domains to read next: each include's and the redirect's. */
  includes: string[];
  redirect?: string;
  /** How many lookups this record itself costs. */
  lookups: number;
  /** '-all', '~all', '?all', '+all', or undefined where it has none. */
  all?: string;
  /** Every term but `all` and `redirect`, in order, to rebuild the record with a strict ending. */
  terms: string[];
}

export const isSpf = (text: string) => /^v=spf1(\s|$)/i.test(text);

/** A record's terms, or a problem naming the first bad one. */
export function parseSpf(text: string): SpfRecord | { problem: string } {
  const record: SpfRecord = { includes: [], lookups: 0, terms: [] };
  for (const term of text.trim().split(/\s+/).slice(1)) {
    const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(term);
    if (modifier) {
      const name = modifier[1].toLowerCase();
      if (name === 'redirect') {
        record.redirect = modifier[2].toLowerCase();
        record.lookups += 1;
      } else record.terms.push(term);
      continue;
    }
    const mechanism = /^([+\-~?]?)([a-z0-9]+)(?::(.*))?(\/.*)?$/i.exec(term);
    const name = mechanism?.[2].toLowerCase();
    if (!mechanism || !name || !MECHANISMS.has(name)) return { problem: `“${term}” is not an SPF term` };
    if (name === 'all') {
      record.all = `${mechanism[1] || '+'}all`;
      continue;
    }
    if (LOOKUP_TERMS.has(name)) record.lookups += 1;
    if (name === 'include') {
      if (!mechanism[3]) return { problem: `“${term}” names no domain` };
      record.includes.push(mechanism[3].toLowerCase());
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

export interface DmarcRecord {
  policy: 'none' | 'quarantine' | 'reject';
  /** The mailto: addresses aggregate reports go to. */
  reports: string[];
}

export const isDmarc = (text: string) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(text);

export function parseDmarc(text: string): DmarcRecord | { problem: string } {
  const found = tags(text);
  const policy = found.get('p')?.toLowerCase();
  if (!policy) return { problem: 'it has no policy (p=)' };
  if (policy !== 'none' && policy !== 'quarantine' && policy !== 'reject')
    return { problem: `p=${policy} is not none, quarantine or reject` };
  const reports = (found.get('rua') ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter((uri) => /^mailto:/i.test(uri))
    .map((uri) => uri.slice('mailto:'.length).replace(/!.*$/, ''));
  return { policy, reports };
}

/** A DKIM key record's strength: its RSA size in bits, 'ed25519', 'revoked' (empty p=), or 'unreadable'. */
export function dkimKey(text: string): number | 'ed25519' | 'revoked' | 'unreadable' {
  const found = tags(text);
  const key = (found.get('p') ?? '').replace(/\s+/g, '');
  if (!found.has('p')) return 'unreadable';
  if (!key) return 'revoked';
  if (found.get('k')?.toLowerCase() === 'ed25519') return 'ed25519';
  try {
    const details = createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' }).asymmetricKeyDetails;
    return details?.modulusLength ?? 'unreadable';
  } catch {
    return 'unreadable';
  }
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
