/**
 * What a probe's TLS handshake shows: the version agreed and the certificate, judged against
 * Node's own store (so NODE_EXTRA_CA_CERTS applies) for the name asked; or, where the handshake
 * failed, why. Probes offer every TLS version from 1.0, so a server stuck on an old one is seen
 * and named for it rather than mistaken for one that did not answer.
 */
import { checkServerIdentity, type TLSSocket } from 'node:tls';

/** The error a probe's socket ends with when the peer hangs up. */
export const CONNECTION_CLOSED = 'connection closed';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * OpenSSL 3 refuses TLS 1.0 and 1.1 at its default security level, on both ends: only level 0 lets
 * the probe hear a server that speaks nothing newer. It is set on the probe's own connections, and
 * what was agreed is judged after the handshake, never by failing it.
 */
export const EVERY_VERSION = { minVersion: 'TLSv1', ciphers: 'DEFAULT@SECLEVEL=0' } as const;

export interface TlsSeen {
  /** 'TLSv1.3', 'TLSv1.2', … */
  protocol: string;
  /** Signed by a CA the platform trusts, in date, and for the name asked. */
  trusted: boolean;
  /** Issued for the name asked. */
  nameMatches: boolean;
  /** The DNS names it is issued for. */
  names: string[];
  /** When it starts and stops being valid (ms; NaN where unreadable). */
  validFrom: number;
  validTo: number;
  /** Whole days until it expires (negative once it has). */
  daysLeft: number;
  /** Why it is not trusted, as OpenSSL or Node codes it ('CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID', …). */
  problem?: string;
  /**
   * Its RSA key's bits, where under 2048; and whether it is signed with SHA-1. The probe's level 0
   * accepts both; senders' and browsers' default levels refuse them.
   */
  shortKeyBits?: number;
  sha1?: true;
}

/** An RSA key shorter than this is refused at OpenSSL's default security level (2). */
const RSA_BITS_MIN = 2048;

/** A version current senders and browsers still speak. */
export const modernTls = (protocol: string) => protocol === 'TLSv1.2' || protocol === 'TLSv1.3';

/** What a finished TLS handshake shows about the peer's certificate for `name`. */
export function tlsSeen(socket: TLSSocket, name: string): TlsSeen {
  const certificate = socket.getPeerCertificate();
  const x509 = socket.getPeerX509Certificate();
  const rsaBits = x509?.publicKey.asymmetricKeyType === 'rsa' ? x509.publicKey.asymmetricKeyDetails?.modulusLength : undefined;
  const validTo = Date.parse(certificate.valid_to ?? '');
  const names = (certificate.subjectaltname ?? '')
    .split(', ')
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice('DNS:'.length));
  return {
    protocol: socket.getProtocol() ?? 'unknown',
    trusted: socket.authorized,
    nameMatches: certificate.subject !== undefined && checkServerIdentity(name, certificate) === undefined,
    names: names.length || !certificate.subject?.CN ? names : [String(certificate.subject.CN)],
    validFrom: Date.parse(certificate.valid_from ?? ''),
    validTo,
    daysLeft: Number.isNaN(validTo) ? -1 : Math.floor((validTo - Date.now()) / DAY_MS),
    problem: socket.authorizationError ? String(socket.authorizationError) : undefined,
    ...(rsaBits !== undefined && rsaBits < RSA_BITS_MIN ? { shortKeyBits: rsaBits } : {}),
    ...(/sha1With|sha1$|-sha1/i.test(x509?.signatureAlgorithm ?? '') ? { sha1: true as const } : {}),
  };
}

/** Why a TLS handshake failed, in the few kinds a person can act on. */
/** 'declined': a mail server that offered STARTTLS answered the command with a refusal (454). */
export type HandshakeFailure = 'old-protocol' | 'no-cipher' | 'not-tls' | 'closed' | 'declined' | 'other';

/** A handshake the peer refused or broke off: it answered, so this is no timeout. */
export class HandshakeError extends Error {
  constructor(
    readonly reason: HandshakeFailure,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * OpenSSL's reasons, sorted by what a person would change on the server. A bare TLS socket codes
 * them ('ERR_SSL_WRONG_VERSION_NUMBER'); https only says EPROTO and names them in its message.
 */
export function handshakeFailure(error: unknown): HandshakeFailure {
  const { code = '', message = '' } = (error ?? {}) as { code?: unknown; message?: unknown };
  const reason = `${String(code)} ${String(message)}`.toUpperCase().replace(/[\s/]+/g, '_');
  // With every version from 1.0 offered, a version the server refuses can only be older still.
  if (/PROTOCOL_VERSION|UNSUPPORTED_PROTOCOL|NO_PROTOCOLS_AVAILABLE/.test(reason)) return 'old-protocol';
  if (/HANDSHAKE_FAILURE|NO_SHARED_CIPHER|NO_CIPHERS_AVAILABLE|INSUFFICIENT_SECURITY/.test(reason)) return 'no-cipher';
  if (/WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|HTTP_REQUEST|RECORD_LAYER/.test(reason)) return 'not-tls';
  if (code === 'ECONNRESET' || code === 'EPIPE' || message === CONNECTION_CLOSED) return 'closed';
  return 'other';
}
