/**
 * Who a report is from, as its message proves it: the organisational domain of a DKIM signature
 * that verifies (mailauth, by nodemailer's authors) and is aligned with the message's one From
 * domain, as DMARC itself would take it. The big receivers sign their reports so; a report anyone
 * could have written ("Yahoo" in an XML field, a From line) is refused: it would move an owner's
 * verdict, alerts and counts. Keys are asked through DNS_SERVERS with the e-mail check's DNS client,
 * within a few questions, so a message carrying many signatures costs no more.
 */
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { getDomain } from 'tldts';
import { dnsClient, type DnsServer } from '../email-security/dns-client';
import { ReportRefused } from './intake-outcome';

const STEP_MS = 3000;
const LOOKUP_MS = 6000;
/** A key a signature, over UDP and again over TCP: two signatures' worth (a reporter's own and its provider's). */
const QUESTIONS_MAX = 4;

const notFound = (name: string) => Object.assign(new Error(`no TXT at ${name}`), { code: 'ENOTFOUND' });

/** mailauth's resolver (dns.promises.resolve's shape) for TXT, over the check's DNS client; other types are none. */
function keyResolver(servers: readonly DnsServer[]) {
  const dns = dnsClient(servers, STEP_MS, AbortSignal.timeout(LOOKUP_MS), QUESTIONS_MAX);
  return async (name: string, type: string): Promise<string[][]> => {
    if (type !== 'TXT') throw notFound(name);
    const { rcode, data } = await dns.records(name, 'TXT');
    if (rcode !== 'NOERROR' && rcode !== 'NXDOMAIN') throw Object.assign(new Error(`TXT ${rcode}`), { code: 'ESERVFAIL' });
    if (!data.length) throw notFound(name);
    return data.map((record) =>
      (Array.isArray(record.data) ? record.data : [record.data]).map((part: Buffer) => part.toString('utf8')),
    );
  };
}

/**
 * The reporter's organisational domain its message is signed for; ReportRefused('key_unavailable')
 * when a signature of its From domain could not be checked for want of its key now (a DNS failure,
 * RFC 6376 6.1.2's TEMPFAIL: the reporter sends it again later), else ReportRefused('unsigned').
 */
export async function signedReporter(raw: Buffer, servers: readonly DnsServer[]): Promise<string> {
  const verified = await dkimVerify(raw, { resolver: keyResolver(servers) });
  const from =
    verified.fromFields === 1 && verified.headerFrom.length === 1 ? verified.headerFrom[0]!.split('@').pop() : undefined;
  const fromDomain = from && getDomain(from.toLowerCase());
  const ofFrom = (signingDomain: string | undefined) =>
    Boolean(signingDomain && getDomain(signingDomain.toLowerCase()) === fromDomain);
  const signer = verified.results.find((result) => result.status.result === 'pass' && result.status.aligned)?.signingDomain;
  const reporter = signer && fromDomain && getDomain(signer.toLowerCase());
  if (!reporter || reporter !== fromDomain) {
    const why = verified.results.map((result) => `${result.signingDomain ?? '?'} ${result.status.result}`).join(', ');
    // Only a signature that would count once checked is worth a wait: another domain's never aligns.
    if (fromDomain && verified.results.some((result) => result.status.result === 'temperror' && ofFrom(result.signingDomain)))
      throw new ReportRefused('key_unavailable', `its DKIM key could not be fetched now (${why})`);
    throw new ReportRefused('unsigned', why ? `no DKIM signature of its From domain passes (${why})` : 'not DKIM-signed');
  }
  return reporter;
}
