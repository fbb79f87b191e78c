/**
 * The older domain a proven sender's may be a near miss of, asked only where nobody was named: the
 * e-mail check's look-alike slips run from the other side (a hyphen, a letter, `.com` for `.co.za`;
 * a neighbouring key's slips left out), and a registrable name the From's host spells in front of
 * its real domain. The first of them, in that order, that takes mail (an MX that is not null, RFC
 * 7505) is named; its age is compared with the sender's where the domain check is on (sender-age.ts).
 * DNS only, through DNS_SERVERS, a few questions at once, within the reading's deadline; a name not
 * answered in time is not named.
 */
import { dnsClient, type DnsClient, type DnsServer } from '../email-security/dns-client';
import { lookalikeNames } from '../email-security/lookalike-names';
import { underAnother } from './claim';

/** A label of 20 letters makes about 90 names; more are never asked. */
const NAMES_MAX = 100;
const AT_ONCE = 8;
const STEP_MS = 1500;

/** The names asked, the one the host spells first. */
function nearMissNames(host: string, domain: string): string[] {
  const shown = underAnother(host, domain);
  return [...new Set([...(shown ? [shown] : []), ...lookalikeNames(domain, { typing: false }).names])].slice(0, NAMES_MAX);
}

/** Whether a name takes mail: an MX record other than the null MX. */
async function takesMail(dns: DnsClient, name: string): Promise<boolean> {
  const { rcode, data } = await dns.records(name, 'MX');
  const hosts = data.map((record) => String((record.data as { exchange: string }).exchange).replace(/\.$/, ''));
  return rcode === 'NOERROR' && hosts.some((host) => host !== '');
}

export async function nearMissOf(
  host: string,
  domain: string,
  servers: readonly DnsServer[],
  signal: AbortSignal,
): Promise<string | null> {
  const names = nearMissNames(host, domain);
  const dns = dnsClient(servers, STEP_MS, signal, names.length);
  const mail: boolean[] = [];
  let next = 0;
  const worker = async () => {
    while (next < names.length && !signal.aborted) {
      const at = next++;
      mail[at] = await takesMail(dns, names[at]!).catch(() => false);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, names.length) }, worker));
  return names.find((_, at) => mail[at]) ?? null;
}
