/**
 * Whether a domain's owner asked for its reports here: its published DMARC record (at the domain,
 * else at its organisational domain, as receivers look it up) names our address in rua=. Asked
 * through DNS_SERVERS with the e-mail check's DNS client; each answer kept for an hour, so a
 * receiver's batch of reports asks once.
 */
import { getDomain } from 'tldts';
import { dnsClient, type DnsServer } from '../email-security/dns-client';
import { isDmarc, parseDmarc } from '../email-security/mail-records';
import { ReportRefused } from './intake-outcome';

const KEPT_MS = 60 * 60 * 1000;
/** Domains remembered at once; the oldest is forgotten first. */
const KEPT_MAX = 10_000;
const STEP_MS = 3000;
const LOOKUP_MS = 8000;
/** Two names, each asked once, and a retry of each over TCP at most. */
const QUESTIONS_MAX = 4;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

export function reportOwners(servers: readonly DnsServer[], address: string, now = Date.now) {
  const kept = new Map<string, { names: boolean; untilMs: number }>();

  const lookUp = async (domain: string): Promise<boolean> => {
    const dns = dnsClient(servers, STEP_MS, AbortSignal.timeout(LOOKUP_MS), QUESTIONS_MAX);
    const recordsAt = async (name: string) => (await dns.txt(`_dmarc.${name}`)).filter(isDmarc);
    let records = await recordsAt(domain);
    const organisational = getDomain(domain);
    if (!records.length && organisational && organisational !== domain) records = await recordsAt(organisational);
    if (records.length !== 1) return false;
    const record = parseDmarc(records[0]!);
    return !('problem' in record) && record.reports.some((report) => report.toLowerCase() === address);
  };

  return {
    /** True when `domain`'s record names our address; ReportRefused('deferred') when DNS does not answer now. */
    async nameUs(domain: string): Promise<boolean> {
      if (!DOMAIN.test(domain)) return false;
      const known = kept.get(domain);
      if (known && known.untilMs > now()) return known.names;
      const names = await lookUp(domain).catch((error: unknown) => {
        throw new ReportRefused('deferred', `DNS: ${(error as Error).message}`);
      });
      kept.delete(domain);
      kept.set(domain, { names, untilMs: now() + KEPT_MS });
      if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
      return names;
    },
  };
}

export type ReportOwners = ReturnType<typeof reportOwners>;
