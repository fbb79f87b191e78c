/**
 * Where the check may connect: it follows a stranger's DNS, so it contacts public unicast
 * addresses only. Never loopback, private (RFC 1918), link-local (so never a cloud's metadata
 * address), CGNAT, unique-local, multicast, reserved or documentation ranges, nor any of these
 * inside an IPv4-mapped or NAT64 (64:ff9b::/96) IPv6 address. EMAIL_CHECK_ALLOW_NETWORKS allows
 * ranges beside them (a test's loopback peers, an intranet).
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type Network = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** EMAIL_CHECK_ALLOW_NETWORKS: CIDRs, comma-separated; throws naming a bad one. */
export function parseNetworks(value: string | undefined): Network[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((cidr) => {
      try {
        return ipaddr.parseCIDR(cidr);
      } catch {
        throw new Error(`"${cidr}" is not a network in CIDR form, such as 127.0.0.16/28`);
      }
    });
}

/** The IPv4 address an IPv6 one carries where it is only a way to reach that one (mapped, or NAT64's well-known prefix). */
function carried(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (address.kind() !== 'ipv6') return address;
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  if (v6.match(ipaddr.IPv6.parse('64:ff9b::'), 96)) return ipaddr.fromByteArray(v6.toByteArray().slice(12));
  return v6;
}

const within = (address: ipaddr.IPv4 | ipaddr.IPv6, [base, bits]: Network) =>
  address.kind() === base.kind() && address.match(base, bits);

/** Whether the check may connect to `ip`: a public unicast address, or one inside an allowed network. */
export function mayConnect(ip: string, allowed: readonly Network[]): boolean {
  // Only an address in its standard form: '127.1' or '2130706433' would be looked up again as a name.
  if (isIP(ip) === 0) return false;
  const parsed = ipaddr.parse(ip);
  // ::a.b.c.d (IPv4-compatible, deprecated) carries an IPv4 address ipaddr.js calls unicast.
  if (parsed.kind() === 'ipv6' && parsed.match(ipaddr.IPv6.parse('::'), 96)) return false;
  const address = carried(parsed);
  if (allowed.some((network) => within(address, network))) return true;
  return address.range() === 'unicast';
}
