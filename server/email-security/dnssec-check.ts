/**
 * DNSSEC without trusting a resolver blindly: an answer the resolver validated (AD) passes. Without
 * AD, the parent is asked for the domain's DS record: none, and the zone is unsigned; one, and the
 * zone is signed but the resolver did not confirm it (it does not validate), which is not tested.
 */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import type { Finding } from '../../shared/email-security/result';
import { finding, notTested, type CheckContext } from './check-context';
import { dnsClient, type DnsServer } from './dns-client';

export async function dnssecFinding(context: CheckContext, validated: boolean): Promise<Finding> {
  if (validated) return finding('dnssec', 'pass', copy.dnssec.secure, copy.dnssec.secureMeaning);
  try {
    // The zone's cut is usually the registrable domain; a name below it may be a zone of its own.
    const names = context.domain === context.orgDomain ? [context.domain] : [context.domain, context.orgDomain];
    for (const name of names) {
      const ds = await context.dns.records(name, 'DS');
      if (ds.rcode !== 'NOERROR' && ds.rcode !== 'NXDOMAIN') throw new Error(`DS ${ds.rcode}`);
      if (ds.data.length) return finding('dnssec', 'not-tested', copy.dnssec.unconfirmed, copy.dnssec.unconfirmedMeaning);
      // No DS, proven by a resolver that validates: this name's zone is unsigned, whatever its parent is.
      if (ds.secure) break;
    }
  } catch (error) {
    return notTested('dnssec', error, context.signal);
  }
  return finding('dnssec', 'warn', copy.dnssec.unsigned, copy.dnssec.unsignedMeaning, { fix: copy.dnssec.unsignedFix });
}

/** The root zone: signed since 2010, so a resolver that validates marks its answer authenticated. */
const SIGNED_NAME = '.';

/**
 * Whether DNS_SERVERS validate DNSSEC, asked once at start: 'no' where an answer for a signed name
 * comes back unauthenticated, 'unknown' where none came back.
 */
export async function resolversValidate(
  servers: readonly DnsServer[],
  { name = SIGNED_NAME, timeoutMs = 3_000 } = {},
): Promise<'yes' | 'no' | 'unknown'> {
  try {
    const answer = await dnsClient(servers, timeoutMs, AbortSignal.timeout(timeoutMs)).ask(name, 'SOA');
    if (answer.rcode !== 'NOERROR') return 'unknown';
    return answer.secure ? 'yes' : 'no';
  } catch {
    return 'unknown';
  }
}
