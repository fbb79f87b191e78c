/**
 * Real OpenSSH public key lines, made from keys Node generates (RFC 4253 wire format), and a
 * private key as `ssh-keygen` writes one: probes a test pastes into the SSH key field.
 */
import { generateKeyPairSync } from 'node:crypto';

const wireString = (bytes: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
};

/** An mpint: big-endian, with a zero byte in front where the top bit is set. */
const mpint = (bytes: Buffer): Buffer => wireString(bytes[0]! & 0x80 ? Buffer.concat([Buffer.alloc(1), bytes]) : bytes);

const b64url = (text: string): Buffer => Buffer.from(text, 'base64url');

const line = (type: string, parts: Buffer[], comment: string): string =>
  `${type} ${Buffer.concat([wireString(Buffer.from(type)), ...parts]).toString('base64')} ${comment}`;

export function ed25519PublicKey(comment = 'probe@laptop'): string {
  const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
  return line('ssh-ed25519', [wireString(b64url(jwk.x!))], comment);
}

export function rsaPublicKey(bits: number, comment = 'probe@laptop'): string {
  const jwk = generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({ format: 'jwk' });
  return line('ssh-rsa', [mpint(b64url(jwk.e!)), mpint(b64url(jwk.n!))], comment);
}

export function ecdsaPublicKey(curve: 'P-256' | 'P-384' | 'P-521', comment = 'probe@laptop'): string {
  const name = { 'P-256': 'nistp256', 'P-384': 'nistp384', 'P-521': 'nistp521' }[curve];
  const jwk = generateKeyPairSync('ec', { namedCurve: curve }).publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), b64url(jwk.x!), b64url(jwk.y!)]);
  return line(`ecdsa-sha2-${name}`, [wireString(Buffer.from(name)), wireString(point)], comment);
}

/** The shape of `ssh-keygen -t ed25519`'s private key file (its body is random here). */
export const PRIVATE_KEY_PROBE = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  'QyNTUxOQAAACDuOeTfZ9Z2WvYb0ZpM9q0Ywz1h7u5Yk0P6a0y1X8r3wQAAAJgAAAAAAAAAAA',
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');
