/**
 * The WHOIS servers (port 43) asked for suffixes that have no RDAP service: by default the ZA
 * Central Registry's for the second-level names under .za, which the IANA bootstrap file does not
 * list. Set as `suffix=host[:port]` pairs, comma-separated (DOMAIN_CHECK_WHOIS).
 */
export interface WhoisServer {
  suffix: string;
  host: string;
  port: number;
}

const WHOIS_PORT = 43;

export const ZACR_WHOIS =
  'co.za=coza-whois.registry.net.za,org.za=org-whois.registry.net.za,net.za=net-whois.registry.net.za,web.za=web-whois.registry.net.za';

const SUFFIX = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/i;

/** The table from the setting's text, or the problem with it. */
export function parseWhoisServers(text: string): WhoisServer[] | string {
  const servers: WhoisServer[] = [];
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [suffix = '', target = ''] = pair.split('=').map((part) => part.trim());
    const match = /^(.+?)(?::(\d+))?$/.exec(target);
    const host = match?.[1] ?? '';
    const port = match?.[2] ? Number(match[2]) : WHOIS_PORT;
    if (!SUFFIX.test(suffix.toLowerCase()) || !HOST.test(host) || port < 1 || port > 65535) {
      return `must be suffix=host[:port] pairs separated by commas (got "${pair}")`;
    }
    servers.push({ suffix: suffix.toLowerCase(), host: host.replace(/^\[|\]$/g, ''), port });
  }
  return servers;
}

/** The server for a name by its longest matching suffix; undefined where none serves it. */
export function whoisServerFor(servers: readonly WhoisServer[], ascii: string): WhoisServer | undefined {
  const name = ascii.toLowerCase();
  return servers.filter((server) => name.endsWith(`.${server.suffix}`)).sort((a, b) => b.suffix.length - a.suffix.length)[0];
}
