/**
 * Reverse DNS of each mail server's address: a PTR record, and a name in it that resolves back to
 * the address (forward-confirmed). Gmail, Yahoo and Outlook.com ask it of every server that sends,
 * and a small business often sends from the server that receives. The finding passes only when
 * every address is confirmed, so the sender rules read its status as that rule's answer.
 */
import { isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { findingCopy, notAHostName } from '../../shared/catalogue/email-security-copy';
import type { Finding } from '../../shared/email-security/result';
import { finding, stopsCheck, type CheckContext } from './check-context';
import { hostName } from './host-name';
import { mayConnect } from './public-address';
import type { MailServers } from './record-checks';

const copy = findingCopy.reverseDns;

/** Addresses asked at most (three mail servers, a few with two), and names of one PTR followed. */
const ADDRESSES_MAX = 4;
const NAMES_MAX = 2;

/** The name a PTR record of an address is published at: reversed octets, or reversed nibbles for IPv6. */
export function reverseName(address: string): string {
  const bytes = ipaddr.parse(address).toByteArray();
  if (bytes.length === 4) return `${bytes.reverse().join('.')}.in-addr.arpa`;
  const nibbles = bytes.flatMap((byte) => [byte >> 4, byte & 15].map((nibble) => nibble.toString(16)));
  return `${nibbles.reverse().join('.')}.ip6.arpa`;
}

type Seen = { address: string; host: string; names: string[]; state: 'confirmed' | 'missing' | 'elsewhere' | 'unanswered' };

const sameAddress = (a: string, b: string) => {
  try {
    return ipaddr.parse(a).toNormalizedString() === ipaddr.parse(b).toNormalizedString();
  } catch {
    return false;
  }
};

async function confirm(context: CheckContext, address: string, host: string): Promise<Seen> {
  const seen = (state: Seen['state'], names: string[] = []): Seen => ({ address, host, names, state });
  try {
    const ptr = await context.dns.records(reverseName(address), 'PTR');
    if (ptr.rcode !== 'NOERROR' && ptr.rcode !== 'NXDOMAIN') return seen('unanswered');
    const names = ptr.data.map((record) => hostName(String(record.data)) || notAHostName);
    if (!names.length) return seen('missing');
    // A name that is not a host name is never asked for, nor shown.
    const forward = await Promise.all(
      names
        .slice(0, NAMES_MAX)
        .filter((name) => name !== notAHostName)
        .map((name) => context.dns.records(name, isIPv6(address) ? 'AAAA' : 'A')),
    );
    if (forward.some((answer) => answer.data.some((record) => sameAddress(String(record.data), address))))
      return seen('confirmed', names);
    const failed = forward.some((answer) => answer.rcode !== 'NOERROR' && answer.rcode !== 'NXDOMAIN');
    return seen(failed ? 'unanswered' : 'elsewhere', names);
  } catch (error) {
    if (stopsCheck(context, error)) throw error;
    return seen('unanswered');
  }
}

export async function reverseDnsFinding(context: CheckContext, mail: MailServers): Promise<Finding> {
  const notTested = (found: string) => finding('reverse-dns', 'not-tested', found, findingCopy.notChecked.meaning);
  if (mail.none) return finding('reverse-dns', 'info', findingCopy.notChecked.nullMx, findingCopy.notChecked.noMailMeaning);
  const noServers = (found: string) => finding('reverse-dns', 'not-tested', found, findingCopy.notChecked.noServersMeaning);
  if (!mail.servers.length) return noServers(findingCopy.notChecked.noMail);
  const addressed = mail.servers.flatMap((server) => server.addresses.map((address) => ({ address, host: server.name })));
  if (!addressed.length) return noServers(findingCopy.notChecked.noMailAddress);
  // A private address has no reverse DNS anyone outside can read: it is the MX finding's to judge.
  const open = addressed.filter(({ address }) => mayConnect(address, context.allowed));
  if (!open.length) return notTested(findingCopy.notChecked.privateAddress(addressed[0].host));
  const unique = open.filter((one, at) => open.findIndex((other) => other.address === one.address) === at);
  const seen = await Promise.all(unique.slice(0, ADDRESSES_MAX).map(({ address, host }) => confirm(context, address, host)));
  const records = seen.map(({ address, names }) => `${address} PTR ${names.length ? names.join(' ') : '(none)'}`);
  const wrong = seen.filter(({ state }) => state === 'missing' || state === 'elsewhere');
  if (wrong.length)
    return finding(
      'reverse-dns',
      'warn',
      wrong
        .map(({ address, host, names, state }) =>
          state === 'missing' ? copy.missing(address, host) : copy.elsewhere(address, host, names),
        )
        .join(' '),
      copy.meaning,
      { records, fix: copy.fix([...new Set(wrong.map(({ host }) => host))]) },
    );
  if (seen.some(({ state }) => state === 'unanswered')) return notTested(copy.unanswered);
  const confirmed = unique.length > seen.length ? copy.confirmedSome(seen.length, unique.length) : copy.confirmed;
  return finding('reverse-dns', 'pass', confirmed, copy.confirmedMeaning, { records });
}
