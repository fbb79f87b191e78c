/**
 * The rules for the set-up answers a visitor types (shared/catalogue/plans/setup-questions.ts):
 * a hostname (RFC 1123), a domain name (internationalised names accepted, checked in their ASCII
 * form) and one OpenSSH public key line. Each returns the message to show, or null when the value
 * is good; the browser and the server run the same code.
 */
import type { SetupTextRule } from '../catalogue/plans/setup-questions';

const HOSTNAME_MAX = 253;
const LABEL_MAX = 63;
/** An OpenSSH public key line: an RSA key of 16384 bits is about 2.8 KB, so 8 KB is plenty. */
export const SSH_KEY_MAX_BYTES = 8 * 1024;
const RSA_MIN_BITS = 2048;

export const SETUP_MESSAGES = {
  hostnameMax: `Hostname must be at most ${HOSTNAME_MAX} characters`,
  hostnameLabel: `Each part of the hostname must be at most ${LABEL_MAX} characters`,
  hostname: 'Hostname may use letters, digits and hyphens, in parts separated by dots, such as server1.example.co.za',
  domainMax: `Domain name must be at most ${HOSTNAME_MAX} characters`,
  domain: 'Enter a domain name such as example.co.za, without http:// or a path',
  privateKey: 'This is a private key: never share it. Paste the contents of the .pub file.',
  sshKeyMax: 'SSH public key must be at most 8 KB',
  sshKeyLines: 'Paste one SSH public key, on one line',
  sshKey: 'SSH public key must be one OpenSSH public key line: ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa',
  rsaBits: `An RSA key must have at least ${RSA_MIN_BITS} bits; an ssh-ed25519 key is better`,
} as const;

const M = SETUP_MESSAGES;
const LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i;

function hostnameProblem(name: string, messages: { max: string; label: string; bad: string }): string | null {
  if (name.length > HOSTNAME_MAX) return messages.max;
  const labels = name.split('.');
  if (labels.some((label) => label.length > LABEL_MAX)) return messages.label;
  return labels.every((label) => LABEL.test(label)) ? null : messages.bad;
}

export const checkHostname = (value: string): string | null =>
  hostnameProblem(value, { max: M.hostnameMax, label: M.hostnameLabel, bad: M.hostname });

/**
 * A domain's ASCII form ('xn--mnchen-3ya.co.za' for 'münchen.co.za'), from the platform's own
 * IDNA mapping in URL; null when it is not a domain name at all.
 */
export function domainToAscii(value: string): string | null {
  const name = value.trim();
  if (!name || /[\s/\\:@?#%[\]]/.test(name)) return null;
  try {
    return new URL(`http://${name}/`).hostname;
  } catch {
    return null;
  }
}

export function checkDomain(value: string): string | null {
  const ascii = domainToAscii(value);
  if (ascii === null) return M.domain;
  if (value.length > HOSTNAME_MAX || ascii.length > HOSTNAME_MAX) return M.domainMax;
  const labels = ascii.split('.');
  const top = labels[labels.length - 1];
  if (labels.length < 2 || !/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(top)) return M.domain;
  return hostnameProblem(ascii, { max: M.domainMax, label: M.domain, bad: M.domain });
}

/** The two forms a person and a registrar need: 'münchen.co.za (xn--mnchen-3ya.co.za)'. */
export function domainInBothForms(value: string): string {
  const ascii = domainToAscii(value);
  const shown = value.trim().toLowerCase();
  return ascii && ascii !== shown ? `${shown} (${ascii})` : shown;
}

/* ---- OpenSSH public keys (RFC 4253 s6.6, RFC 5656, RFC 8709) ---- */

const PRIVATE_KEY = /PRIVATE KEY|PuTTY-User-Key-File|^-----BEGIN/i;
const ECDSA_CURVES: Record<string, string> = {
  'ecdsa-sha2-nistp256': 'nistp256',
  'ecdsa-sha2-nistp384': 'nistp384',
  'ecdsa-sha2-nistp521': 'nistp521',
};

/** The length-prefixed strings of an SSH wire-format blob, or null where a length runs past the end. */
function wireStrings(bytes: Uint8Array): Uint8Array[] | null {
  const parts: Uint8Array[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 4 > bytes.length) return null;
    const length = ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
    at += 4;
    if (at + length > bytes.length) return null;
    parts.push(bytes.subarray(at, at + length));
    at += length;
  }
  return parts;
}

function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const ascii = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

/** The bits of an mpint: its length without leading zero bytes and leading zero bits. */
function mpintBits(value: Uint8Array): number {
  let start = 0;
  while (start < value.length && value[start] === 0) start += 1;
  if (start === value.length) return 0;
  return (value.length - start) * 8 - (Math.clz32(value[start]) - 24);
}

function keyBlobProblem(type: string, blob: Uint8Array): string | null {
  const parts = wireStrings(blob);
  if (!parts || parts.length === 0 || ascii(parts[0]) !== type) return M.sshKey;
  if (type === 'ssh-ed25519') return parts.length === 2 && parts[1].length === 32 ? null : M.sshKey;
  if (type === 'ssh-rsa') {
    if (parts.length !== 3) return M.sshKey;
    return mpintBits(parts[2]) >= RSA_MIN_BITS ? null : M.rsaBits;
  }
  return parts.length === 3 && ascii(parts[1]) === ECDSA_CURVES[type] && parts[2].length > 0 ? null : M.sshKey;
}

const looksLikePrivateKey = (value: string): boolean => PRIVATE_KEY.test(value.trim());

export function checkSshPublicKey(value: string): string | null {
  if (looksLikePrivateKey(value)) return M.privateKey;
  if (new TextEncoder().encode(value).length > SSH_KEY_MAX_BYTES) return M.sshKeyMax;
  const line = value.trim();
  if (/[\r\n]/.test(line)) return M.sshKeyLines;
  const [type, data] = line.split(/[ \t]+/);
  if (!type || !data || !(type === 'ssh-ed25519' || type === 'ssh-rsa' || type in ECDSA_CURVES)) return M.sshKey;
  const blob = decodeBase64(data);
  return blob ? keyBlobProblem(type, blob) : M.sshKey;
}

/** The check for each rule a set-up question names. */
export const setupAnswerRules: Readonly<Record<SetupTextRule, (value: string) => string | null>> = {
  hostname: checkHostname,
  domain: checkDomain,
  'ssh-public-key': checkSshPublicKey,
};
