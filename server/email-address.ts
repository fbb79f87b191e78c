/**
 * A visitor's e-mail address as the site reads it, for the form's submissions, the e-mails, the
 * logs and the limit on confirmations alike.
 */

// Deliberately stricter than RFC 5322: anything a parser could read as a second address,
// a group, a comment or a display name makes the address unusable as Reply-To.
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** The address when it is one plain mailbox, otherwise null (then no Reply-To is set, and no confirmation goes). */
export const plainAddress = (value: string): string | null => {
  const candidate = value.trim();
  return candidate.length <= 254 && PLAIN_ADDRESS.test(candidate) ? candidate : null;
};

/** The only part of a visitor's address that may appear in logs: its domain, in lower case, letters, digits, dots and hyphens only. */
export const emailDomain = (value: string): string => {
  const at = value.lastIndexOf('@');
  return at < 0
    ? ''
    : value
        .slice(at + 1)
        .toLowerCase()
        .replace(/[^\p{L}\p{N}.-]/gu, '')
        .slice(0, 100);
};

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, however it is written: case folded, a `+tag` dropped, and for Gmail the dots of
 * the name dropped and googlemail.com read as gmail.com (Gmail delivers all of them to one inbox).
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  const local = address.slice(0, at).toLowerCase().split('+')[0]!;
  return GMAIL.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}
