/**
 * Who serves a domain's DNS: the name servers of the zone its records go in (the registrable
 * domain's), by shared/catalogue/dns-hosts.ts, so the page can give that host's own steps. One DNS
 * question; a failure leaves it out (the general steps are given), it never fails the check.
 */
import { dnsHostOfNameServers } from '../../shared/catalogue/dns-hosts';
import { DNS_SERVERS_SHOWN, type DnsServedBy } from '../../shared/email-security/result';
import type { CheckContext } from './check-context';
import { hostName } from './host-name';

export async function dnsServedBy(context: CheckContext): Promise<DnsServedBy | undefined> {
  const zone = context.orgDomain;
  try {
    const { rcode, data } = await context.dns.records(zone, 'NS');
    if (rcode !== 'NOERROR') return undefined;
    // Only names that are host names are shown; sorted, as a zone's NS set has no order.
    const servers = [...new Set(data.map((record) => hostName(String(record.data))).filter((name) => !!name))] as string[];
    servers.sort();
    const host = dnsHostOfNameServers(servers);
    return { zone, servers: servers.slice(0, DNS_SERVERS_SHOWN), ...(host ? { host } : {}) };
  } catch {
    return undefined;
  }
}
