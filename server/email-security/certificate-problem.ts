/**
 * What is wrong with a certificate a server showed, told apart the way a person fixes it: expired
 * (renew), not yet valid (a clock), for another name, self-signed, or from an authority nobody
 * trusts. The mail server, the website and the MTA-STS policy's host share these words.
 */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import type { CheckContext } from './check-context';
import type { TlsSeen } from './tls-seen';

/** Fewer days than this left, and a certificate is about to lapse. */
const DAYS_LEFT_MIN = 14;
/** A shared host's certificate can list hundreds of names: a few say whose it is. */
const NAMES_SHOWN = 3;

const SELF_SIGNED = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN']);

type CertificateKind = keyof typeof copy.starttls.certificateFixes;

interface CertificateProblem {
  kind: CertificateKind;
  /** What is wrong, after “…’s certificate”. */
  words: string;
}

/** The problem, or null where the certificate is trusted, for the name, and not about to lapse. */
export function certificateProblem(tls: TlsSeen, host: string): CertificateProblem | null {
  const words = copy.starttls;
  const wrongName = (): CertificateProblem => ({
    kind: 'wrongName',
    words: words.wrongName(host, tls.names.slice(0, NAMES_SHOWN)),
  });
  // OpenSSL keeps the last problem it met and checks dates last, so a lapsed certificate reads as
  // lapsed whatever else is wrong with it; Node checks the name only once OpenSSL is content.
  if (tls.problem === 'CERT_HAS_EXPIRED') return { kind: 'expired', words: words.expired(new Date(tls.validTo)) };
  if (tls.problem === 'CERT_NOT_YET_VALID') return { kind: 'notYetValid', words: words.notYetValid(new Date(tls.validFrom)) };
  if (tls.problem && SELF_SIGNED.has(tls.problem)) return { kind: 'selfSigned', words: words.selfSigned };
  if (tls.problem === 'ERR_TLS_CERT_ALTNAME_INVALID') return wrongName();
  if (tls.problem || !tls.trusted) return { kind: 'untrusted', words: words.untrusted };
  if (!tls.nameMatches) return wrongName();
  // Trusted by the probe, which connects at security level 0: senders and browsers refuse these.
  if (tls.shortKeyBits) return { kind: 'weakKey', words: words.weakKey(tls.shortKeyBits) };
  if (tls.sha1) return { kind: 'sha1', words: words.sha1 };
  if (tls.daysLeft <= DAYS_LEFT_MIN) return { kind: 'expiring', words: words.expiring(tls.daysLeft) };
  return null;
}

/**
 * Notes when a certificate that is sound today (trusted, for the name, perhaps about to lapse)
 * expires, under its host: a watch warns before it does.
 */
export function noteCertificate(context: Pick<CheckContext, 'certificates'>, host: string, tls: TlsSeen): void {
  const problem = certificateProblem(tls, host);
  if ((!problem || problem.kind === 'expiring') && !Number.isNaN(tls.validTo)) context.certificates.set(host, tls.validTo);
}

/** The fix for a problem, from the mail server's or the website's own words. */
export function certificateFix(
  fixes: typeof copy.starttls.certificateFixes | typeof copy.https.certificateFixes,
  problem: CertificateProblem,
  host: string,
): string {
  const fix = fixes[problem.kind];
  return typeof fix === 'function' ? fix(host) : fix;
}
