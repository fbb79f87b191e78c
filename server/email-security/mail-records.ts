/**
 * The records the check reads, parsed (SPF apart, in spf-record.ts): DMARC (RFC 7489), a DKIM key (RFC 6376),
 * an MTA-STS policy (RFC 8461) and TLS-RPT (RFC 8460). Each is a small tag list. Written here, not taken
 * from mailauth: docs/decisions/012-email-check-reads-records-itself.md.
 */
import { createPublicKey } from 'node:crypto';
import { hostName } from './host-name';

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
  /**
   * Where p= (or sp=) is missing or invalid but rua= names a valid address, receivers act as if
   * p=none (RFC 7489 §6.6.3, step 6): what is wrong, and the policy is then none.
   */
  readAsNone?: string;
}

export const isDmarc = (text: string) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(text);

const POLICIES: readonly DmarcPolicy[] = ['none', 'quarantine', 'reject'];
const isPolicy = (value: string | undefined): value is DmarcPolicy => POLICIES.includes(value as DmarcPolicy);
/** How much a policy stops: none < quarantine < reject. */
export const policyStrength = (policy: DmarcPolicy) => POLICIES.indexOf(policy);

/** An address's local part: a dot-atom (RFC 5322 §3.4.1), where no space, colon or URL fits. */
const LOCAL_PART = /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*$/;

/** A report address as rua= or ruf= names it: `mailto:` and an address at a host name, a size limit (`!10m`) apart. */
const reportAddress = (uri: string) => {
  const address = /^mailto:([^!]*)(?:![0-9]+[kmgt]?)?$/i.exec(uri)?.[1] ?? '';
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  const sound = at > 0 && at <= 64 && LOCAL_PART.test(address.slice(0, at));
  return sound && domain.includes('.') && hostName(domain) === domain.toLowerCase() ? address : undefined;
};

/** The URIs of a rua= or ruf= that name a report address, as written. */
const reportUris = (value: string) =>
  value
    .split(',')
    .map((uri) => uri.trim())
    .filter((uri) => reportAddress(uri) !== undefined)
    .join(',') || undefined;

const oneOf = (pattern: RegExp) => (value: string) => (pattern.test(value) ? value.toLowerCase() : undefined);

/**
 * The tags a record to publish may keep beside v and p (RFC 7489 §6.3, and DMARCbis's np and psd),
 * each to its value as receivers read it, or undefined where they would not. pct and t are not
 * among them: a record to publish applies its policy to all mail. Any other tag, which receivers
 * ignore, is a stranger's words and never goes into advice given in the company's name.
 */
const TAG_VALUES: Record<string, (value: string) => string | undefined> = {
  sp: oneOf(/^(none|quarantine|reject)$/i),
  np: oneOf(/^(none|quarantine|reject)$/i),
  adkim: oneOf(/^[rs]$/i),
  aspf: oneOf(/^[rs]$/i),
  fo: (value) => oneOf(/^[01ds](:[01ds])*$/i)(value.replace(/\s+/g, '')),
  rf: oneOf(/^afrf$/i),
  ri: (value) => (/^\d{1,10}$/.test(value) && Number(value) < 2 ** 32 ? String(Number(value)) : undefined),
  psd: oneOf(/^[ynu]$/i),
  rua: reportUris,
  ruf: reportUris,
};

/**
 * A DMARC record's tags to keep beside `policy`, each once, with the value receivers read: only
 * those of TAG_VALUES, none named in `drop`, and no sp or np weaker than the policy (each lets
 * names be forged).
 */
export function dmarcTagsKept(record: string, policy: DmarcPolicy, drop: readonly string[] = []): string[] {
  return [...tags(record)].flatMap(([tag, written]) => {
    const value = Object.hasOwn(TAG_VALUES, tag) && !drop.includes(tag) ? TAG_VALUES[tag](written) : undefined;
    const weaker = (tag === 'sp' || tag === 'np') && policyStrength(value as DmarcPolicy) < policyStrength(policy);
    return value === undefined || weaker ? [] : [`${tag}=${value}`];
  });
}

export function parseDmarc(text: string): DmarcRecord | { problem: string } {
  // The version's value is case-sensitive (RFC 7489 §6.4): v=dmarc1 is no record to a receiver.
  if (!/^[vV]\s*=\s*DMARC1\s*(;|$)/.test(text))
    return { problem: `it starts “${text.split(';')[0].trim()}”, and receivers read only v=DMARC1, in capitals` };
  const found = tags(text);
  const read = (tag: string) => found.get(tag)?.toLowerCase();
  const reports = (found.get('rua') ?? '')
    .split(',')
    .map((uri) => reportAddress(uri.trim()))
    .filter((address) => address !== undefined);
  const given = read('p');
  const sp = read('sp');
  const problem = !given
    ? 'it has no policy (p=)'
    : !isPolicy(given)
      ? `p=${given} is not none, quarantine or reject`
      : sp !== undefined && !isPolicy(sp)
        ? `sp=${sp} is not none, quarantine or reject`
        : undefined;
  // Without a valid policy, a valid report address makes receivers act as if p=none (§6.6.3, step 6).
  if (problem && !reports.length) return { problem };
  const policy = problem || !isPolicy(given) ? 'none' : given;
  const np = read('np');
  if (np !== undefined && !isPolicy(np)) return { problem: `np=${np} is not none, quarantine or reject` };
  const subdomains = !problem && isPolicy(sp) ? sp : policy;
  // A pct that is not a whole number from 0 to 100 is ignored: the policy applies to all mail (§6.3).
  const pct = read('pct');
  const percent = pct !== undefined && /^\d{1,3}$/.test(pct) && Number(pct) <= 100 ? Number(pct) : 100;
  return {
    policy,
    subdomains,
    missingNames: isPolicy(np) ? np : subdomains,
    percent,
    testing: read('t') === 'y',
    reports,
    ...(problem ? { readAsNone: problem } : {}),
  };
}

/**
 * A DKIM key record's key: its RSA size in bits, 'ed25519', 'revoked' (an empty p=), or 'broken'
 * (no p=, or a p= that is no key of its k= type: receivers then fail every signature).
 */
export function dkimKey(text: string): number | 'ed25519' | 'revoked' | 'broken' {
  const found = tags(text);
  // A key record whose v= is other than DKIM1 is discarded (RFC 6376 §3.6.1).
  if (found.has('v') && found.get('v') !== 'DKIM1') return 'broken';
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

/** The longest max_age a policy may give (RFC 8461 §3.2). */
const MTA_STS_MAX_AGE = 31_557_600;

/**
 * The one MTA-STS record at `_mta-sts` (`v=STSv1`, case-sensitive, then an id of 1 to 32 letters
 * and digits), or why senders find no policy (RFC 8461 §3.1): no record, several, or a bad id.
 */
export function mtaStsRecord(texts: string[]): { record?: string; problem?: string } {
  const records = texts.filter((text) => /^v=STSv1\s*(;|$)/.test(text));
  if (records.length > 1) return { problem: `there are ${records.length} records, there must be one` };
  if (!records.length) return {};
  const id = tags(records[0]).get('id');
  if (!id) return { record: records[0], problem: 'it has no id' };
  if (!/^[A-Za-z0-9]{1,32}$/.test(id)) return { record: records[0], problem: `its id “${id}” is not 1 to 32 letters and digits` };
  return { record: records[0] };
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
  const maxAge = value('max_age');
  // max_age: 1 to 10 digits, at most 31557600 seconds (a year) (RFC 8461 §3.2).
  if (maxAge === undefined || !/^\d{1,10}$/.test(maxAge) || Number(maxAge) > MTA_STS_MAX_AGE)
    return {
      problem:
        maxAge === undefined
          ? 'it has no max_age'
          : `its max_age “${maxAge}” is not a number of seconds from 0 to ${MTA_STS_MAX_AGE}`,
    };
  const mx = lines.filter((line) => line[1].toLowerCase() === 'mx').map((line) => line[2].toLowerCase());
  if ((mode === 'enforce' || mode === 'testing') && !mx.length)
    return { problem: `it is in ${mode} mode and names no mail server (mx:)` };
  return { mode, mx, maxAge: Number(maxAge) };
}

/** Whether an MTA-STS policy's mx pattern (`mail.example.com` or `*.example.com`) covers a host. */
export function mxCovers(pattern: string, host: string): boolean {
  if (pattern.startsWith('*.')) {
    const base = pattern.slice(1);
    return host.endsWith(base) && !host.slice(0, -base.length).includes('.');
  }
  return pattern === host;
}
