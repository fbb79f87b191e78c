/**
 * The reverse DNS names of the addresses a domain's reports name, asked through DNS_SERVERS with
 * the e-mail check's DNS client: an address's PTR, then the A or AAAA of its first names, and the
 * name kept only where they lead back to the address (forward-confirmed). A PTR record is written
 * by whoever holds the address, so a stranger's server may call itself mail-x.google.com; only the
 * name's own zone can say the address is its. At most ADDRESSES_MAX addresses and TOTAL_MS a run
 * (a big sender's reports name hundreds; the rest are shown as their addresses), each address asked
 * once a run. A name that is not a host name is never shown (host-name.ts).
 */
import { isIP, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { dnsClient, type DnsServer } from '../email-security/dns-client';
import { hostName } from '../email-security/host-name';
import { reverseName } from '../email-security/reverse-dns-check';

export const SOURCE_NAME_LIMITS = { addressesMax: 60, stepMs: 2000, totalMs: 20_000 };

/** Names of one PTR followed forward: a sending server has one, and a second covers a renaming. */
const NAMES_MAX = 2;

const sameAddress = (a: string, b: string) => ipaddr.parse(a).toNormalizedString() === ipaddr.parse(b).toNormalizedString();

/** One run's lookups: `nameOf` answers an address's confirmed PTR name, or undefined (none, not confirmed, no answer, or past the limits). */
export function sourceNames(servers: readonly DnsServer[], limits = SOURCE_NAME_LIMITS) {
  const signal = AbortSignal.timeout(limits.totalMs);
  // A PTR question an address, and one for each name followed.
  const dns = dnsClient(servers, limits.stepMs, signal, limits.addressesMax * (1 + NAMES_MAX));
  const asked = new Map<string, Promise<string | undefined>>();

  const lookUp = async (address: string): Promise<string | undefined> => {
    if (!isIP(address) || signal.aborted || asked.size >= limits.addressesMax) return undefined;
    try {
      const ptr = await dns.records(reverseName(address), 'PTR');
      const names = ptr.data.map((record) => hostName(String(record.data))).filter((name) => name !== undefined);
      for (const name of names.slice(0, NAMES_MAX)) {
        const forward = await dns.records(name, isIPv6(address) ? 'AAAA' : 'A');
        if (forward.data.some((record) => sameAddress(String(record.data), address))) return name;
      }
    } catch {
      // No answer in time, or past the run's questions: the address stands as itself.
    }
    return undefined;
  };

  return {
    nameOf(address: string): Promise<string | undefined> {
      let known = asked.get(address);
      if (!known) {
        known = lookUp(address);
        asked.set(address, known);
      }
      return known;
    },
  };
}

export type SourceNames = ReturnType<typeof sourceNames>;
