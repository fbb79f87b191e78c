/**
 * Who serves a domain's DNS: the name servers of the zone its records go in (the registrable
 * domain's), by shared/catalogue/dns-hosts.ts, so the page can give that host's own steps. One DNS
 * question; a failure leaves it out (the general steps are given), it never fails the check.
 */
import { dnsHostOfNameServers } from '../../shared/catalogue/dns-hosts';
import { DNS_SERVERS_SHOWN, type DnsServedBy } from '../../shared/email-security/result';
import type { CheckContext } from './check-context';
import { hostName } from './host-name';

/** The zone's name servers as host names (shown), sorted (an NS set has no order), at most DNS_SERVERS_SHOWN; throws where DNS fails. */
export async function zoneNameServers(context: CheckContext, zone: string): Promise<{ rcode: string; servers: string[] }> {
  const { rcode, data } = await context.dns.records(zone, 'NS');
  const servers = [...new Set(data.map((record) => hostName(String(record.data))).filter((name) => !!name))] as string[];
  return { rcode, servers: servers.sort().slice(0, DNS_SERVERS_SHOWN) };
}

export async function dnsServedBy(context: CheckContext): Promise<DnsServedBy | undefined> {
  const zone = context.orgDomain;
  try {
    const { rcode, servers } = await zoneNameServers(context, zone);
    if (rcode !== 'NOERROR') return undefined;
    const host = dnsHostOfNameServers(servers);
    return { zone, servers, ...(host ? { host } : {}) };
  } catch {
    return undefined;
  }
}
