/**
 * The reverse DNS names of the addresses a domain's reports name, asked through DNS_SERVERS with
 * the e-mail check's DNS client: one PTR question an address, at most ADDRESSES_MAX addresses and
 * TOTAL_MS a run (a big sender's reports name hundreds; the rest are shown as their addresses),
 * each address asked once a run. A name that is not a host name is never shown (host-name.ts).
 */
import { isIP } from 'node:net';
import { dnsClient, type DnsServer } from '../email-security/dns-client';
import { hostName } from '../email-security/host-name';
import { reverseName } from '../email-security/reverse-dns-check';

export const SOURCE_NAME_LIMITS = { addressesMax: 60, stepMs: 2000, totalMs: 20_000 };

/** One run's lookups: `nameOf` answers an address's PTR name, or undefined (none, no answer, or past the limits). */
export function sourceNames(servers: readonly DnsServer[], limits = SOURCE_NAME_LIMITS) {
  const signal = AbortSignal.timeout(limits.totalMs);
  const dns = dnsClient(servers, limits.stepMs, signal, limits.addressesMax);
  const asked = new Map<string, Promise<string | undefined>>();

  const lookUp = async (address: string): Promise<string | undefined> => {
    if (!isIP(address) || signal.aborted || asked.size > limits.addressesMax) return undefined;
    try {
      const answer = await dns.records(reverseName(address), 'PTR');
      return answer.data.map((record) => hostName(String(record.data))).find((name) => name);
    } catch {
      return undefined;
    }
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
