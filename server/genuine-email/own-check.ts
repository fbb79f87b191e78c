/**
 * The site's own check, where no provider's counts (a host that writes none, headers pasted in
 * part): mailauth, by nodemailer's authors, on the message as given: DKIM, SPF for the address
 * the recipient's own server says handed the message in (handed-in-by.ts; none, no SPF), and
 * DMARC's alignment of both with the From domain. Keys and records are asked through
 * DNS_SERVERS with the e-mail check's DNS client, a few dozen questions within a few seconds.
 */
import { authenticate } from 'mailauth';
import { dnsClient, type DnsServer } from '../email-security/dns-client';
import { handedInBy } from './handed-in-by';
import type { Header } from './header';

/** The site's own check, where no provider's counts: mailauth's DMARC, SPF for the address that handed the message over, DKIM. */
export interface OwnCheck {
  dmarc: string;
  spf: string;
  /** `no-key`: a signature whose key is not in DNS, which is no sign the message was changed. */
  dkim: 'pass' | 'fail' | 'no-key' | 'none';
}

const STEP_MS = 1500;
/** SPF's walk may ask 10 lookups and their addresses; DKIM a key a signature, DMARC two names. */
const QUESTIONS_MAX = 40;

const failure = (code: string, name: string) => Object.assign(new Error(`${code} ${name}`), { code });

/** dns.promises.resolve's shape, over the check's DNS client, for the types SPF, DKIM and DMARC ask. */
export function resolver(servers: readonly DnsServer[], signal: AbortSignal) {
  const dns = dnsClient(servers, STEP_MS, signal, QUESTIONS_MAX);
  return async (name: string, type: string): Promise<unknown[]> => {
    if (!['TXT', 'A', 'AAAA', 'MX'].includes(type)) throw failure('ENOTFOUND', name);
    const { rcode, data } = await dns.records(name, type as 'TXT');
    if (rcode === 'NXDOMAIN') throw failure('ENOTFOUND', name);
    if (rcode !== 'NOERROR') throw failure('ESERVFAIL', name);
    if (!data.length) throw failure('ENODATA', name);
    if (type === 'TXT')
      return data.map((record) =>
        (Array.isArray(record.data) ? record.data : [record.data]).map((part: Buffer) => part.toString('utf8')),
      );
    if (type === 'MX')
      return data.map((record) => {
        const mx = record.data as { preference: number; exchange: string };
        return { priority: mx.preference, exchange: mx.exchange };
      });
    return data.map((record) => String(record.data));
  };
}

/**
 * DKIM signatures a message may carry and still be checked: each may ask a body hash of its own
 * over up to 10 MB (400 signatures with their own `l=` took 7.3 s on one core). A real message
 * has one to three. More, and neither the seals nor the site's own check are read.
 */
const SIGNATURES_MAX = 8;
export const tooManySignatures = (headers: readonly Header[]) =>
  headers.filter((header) => header.key === 'dkim-signature').length > SIGNATURES_MAX;

/** A body is looked through in pieces this long: no copy of a whole 10 MB body is made for it. */
const BODY_PIECE = 64 * 1024;

/**
 * Whether anything but blank lines follows the headers, read to the end: megabytes of blank lines
 * before the text are no hiding place (10 MB of them take about 30 ms here).
 */
export function bodyGiven(raw: Buffer): boolean {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const end = crlf >= 0 && (lf < 0 || crlf < lf) ? crlf + 4 : lf >= 0 ? lf + 2 : raw.length;
  for (let at = end; at < raw.length; at += BODY_PIECE)
    if (/\S/.test(raw.toString('latin1', at, Math.min(raw.length, at + BODY_PIECE)))) return true;
  return false;
}

export async function ownCheck(
  raw: Buffer,
  headers: readonly Header[],
  servers: readonly DnsServer[],
  signal: AbortSignal,
  /** SPF only where the recipient's own server took the message from the sender's (no gateway between). */
  { spf = true }: { spf?: boolean } = {},
): Promise<OwnCheck> {
  if (tooManySignatures(headers)) throw new Error('too many signatures to check');
  const ip = spf ? handedInBy(headers) : undefined;
  const sender = headers.find((header) => header.key === 'return-path')?.value.replace(/[<>\s]/g, '') || undefined;
  const result = await authenticate(raw, {
    ip,
    sender,
    mta: 'genuine-check',
    resolver: resolver(servers, signal) as never,
    disableBimi: true,
  });

  const dkim = result.dkim.results;
  // A signature that does not verify fails; a body that does not match its hash (neutral) only
  // where a body was given (pasted headers have none); a key not in DNS is said as such (mailauth's
  // "no key"), never as a broken signature.
  const noKey = (status: { result: string; comment?: string }) => status.result === 'neutral' && status.comment === 'no key';
  const broken = (status: { result: string; comment?: string }) =>
    status.result === 'fail' || (status.result === 'neutral' && !noKey(status) && bodyGiven(raw));
  return {
    dmarc: result.dmarc ? result.dmarc.status.result : 'none',
    spf: ip && result.spf ? result.spf.status.result : 'none',
    dkim: dkim.some((row) => row.status.result === 'pass' && row.status.aligned)
      ? 'pass'
      : dkim.some((row) => broken(row.status))
        ? 'fail'
        : dkim.some((row) => noKey(row.status))
          ? 'no-key'
          : 'none',
  };
}
