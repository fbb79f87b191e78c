/**
 * A record to publish as a DNS host's form takes it (shared/catalogue/dns-hosts.ts): its name as
 * the part before the zone ('@' or blank for the zone itself) or in full; a TXT value with or
 * without quotes (quoted, as strings of at most 255 characters); a CNAME's target with a final dot
 * where the form would otherwise add the domain to it. Without a known host: the part before the
 * zone, the zone itself as '@', no quotes, which most forms take.
 */
import { dnsHost, type DnsHost } from '../catalogue/dns-hosts';
import type { DnsServedBy, RecordToPublish } from './result';

export function recordAtHost(record: RecordToPublish, zone: string, host?: DnsHost): RecordToPublish {
  const full = record.name.toLowerCase().replace(/\.$/, '');
  const apex = full === zone;
  const relative = apex ? '' : full.endsWith(`.${zone}`) ? full.slice(0, -(zone.length + 1)) : undefined;
  const names = host?.names ?? 'relative';
  const apexAs = host?.apex ?? '@';
  // A name outside the zone (never made by the check) is shown in full, as it is.
  const name = relative === undefined || names === 'full' ? full : apex ? (apexAs === 'full' ? full : apexAs) : relative;
  const quoted = record.type === 'TXT' && host?.txtQuotes === 'with';
  const dotted = record.type === 'CNAME' && host?.dotTargets && !record.value.endsWith('.');
  return { name, type: record.type, value: quoted ? quotedStrings(record.value) : dotted ? `${record.value}.` : record.value };
}

/** A record as the page shows it for a result whose DNS is `dns` (in its host's format), or as it is where that is not known. */
export const recordAsShown = (record: RecordToPublish, dns?: DnsServedBy): RecordToPublish =>
  dns ? recordAtHost(record, dns.zone, dnsHost(dns.host)) : record;

/** A DNS string holds at most 255 characters (RFC 1035, section 3.3): a longer value is given as several. */
const STRINGS = /[\s\S]{1,255}/g;

/** A TXT value as quoted strings, each of at most 255 characters, its quotes and backslashes escaped. */
function quotedStrings(value: string): string {
  const strings = value.match(STRINGS) ?? [''];
  return strings.map((string) => `"${string.replace(/(["\\])/g, '\\$1')}"`).join(' ');
}
