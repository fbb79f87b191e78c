/** Every check of one domain, in the order DNS lets them start, each finding handed on as it arrives. */
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import { byCheckOrder, EMAIL_CHECK_IDS, type EmailSecurityResult, type Finding } from '../../shared/email-security/result';
import { finding, guardedCheck, notTested, type CheckContext } from './check-context';
import { mtaStsFinding } from './mta-sts-check';
import { probeMailServers, starttlsFinding } from './starttls-check';
import { websiteFindings } from './website-check';
import { dkimFinding } from './dkim-check';
import { lookalikesFinding } from './lookalike-check';
import { blocklistFinding } from './blocklist-check';
import { reverseDnsFinding } from './reverse-dns-check';
import { dnssecFinding } from './dnssec-check';
import { readDmarc } from './dmarc-check';
import { caaFinding, mxFinding, providerOf, readMailServers, tlsRptFinding } from './record-checks';
import { senderRulesFinding } from './sender-rules-check';
import { recordFindings } from './record-findings';
import { dnsServedBy } from './dns-served-by';

/** Every check but mx and dnssec, for a domain nothing under which can be read. */
const unread = (found: string) =>
  EMAIL_CHECK_IDS.filter((check) => check !== 'mx' && check !== 'dnssec').map((check) =>
    finding(check, 'not-tested', found, copy.notChecked.meaning),
  );

export async function runChecks(
  context: CheckContext,
  selector: string | undefined,
  emit: (finding: Finding) => void,
): Promise<Omit<EmailSecurityResult, 'shown' | 'checkedAt'>> {
  const { dns, domain } = context;
  const first = await dns.ask(domain, 'MX');
  if (first.rcode === 'NXDOMAIN') return { domain, exists: false, findings: [] };
  if (first.rcode !== 'NOERROR') {
    // A resolver that validates answers SERVFAIL for a zone whose signatures fail; without checking, the zone answers.
    const unchecked = await dns.ask(domain, 'MX', true);
    const bogus = unchecked.rcode === 'NOERROR' || unchecked.rcode === 'NXDOMAIN';
    const why = bogus ? copy.notChecked.bogus : copy.notChecked.dnsFailed;
    const findings = [
      finding('mx', 'not-tested', why, copy.notChecked.meaning),
      bogus
        ? finding('dnssec', 'fail', copy.dnssec.bogus, copy.dnssec.bogusMeaning, { fix: copy.dnssec.bogusFix })
        : finding('dnssec', 'not-tested', why, copy.notChecked.meaning),
      ...unread(why),
    ].sort(byCheckOrder);
    findings.forEach(emit);
    return { domain, exists: true, findings };
  }
  const [dnssec, mail] = await Promise.all([
    dnssecFinding(context, first.secure).then((found) => {
      emit(found);
      return found;
    }),
    readMailServers(context, first.answers.filter((record) => record.type === 'MX') as { data: unknown }[]),
  ]);
  const provider = providerOf(mail);
  const mx = mxFinding(mail);
  emit(mx);
  const one = (check: Finding['check'], run: () => Promise<Finding>) =>
    guardedCheck(check, context, run).then((found) => {
      emit(found);
      return [found];
    });
  const dmarc = readDmarc(context);
  // Read once for both checks; an error here is DMARC's not-tested finding, never an unhandled rejection.
  dmarc.catch(() => undefined);
  // Port 25 of each mail server, once, for STARTTLS and for MTA-STS (which senders refuse there when enforced).
  const probes = probeMailServers(context, mail);
  probes.catch(() => undefined);
  const records = recordFindings(context, mail, provider, dmarc);
  const servedBy = dnsServedBy(context);
  const website = websiteFindings(context).then(
    (found) => found,
    (error: unknown) => (['https', 'hsts', 'security-txt'] as const).map((check) => notTested(check, error, context.signal)),
  );
  const found = await Promise.all([
    one('spf', records.spf),
    one('dmarc', records.dmarc),
    one('dkim', () => dkimFinding(context, provider, selector, mail.none)),
    one('blocklist', () => blocklistFinding(context, mail)),
    one('reverse-dns', () => reverseDnsFinding(context, mail)),
    one('tls-rpt', () => tlsRptFinding(context, mail.none)),
    one('caa', () => caaFinding(context)),
    one('starttls', () => starttlsFinding(context, mail, probes)),
    one('mta-sts', () => mtaStsFinding(context, mail, () => probes)),
    one('lookalikes', () =>
      lookalikesFinding(
        context,
        mail.servers.map((server) => server.name),
      ),
    ),
    website.then((findings) => {
      findings.forEach(emit);
      return findings;
    }),
  ]);
  const findings = [mx, dnssec, ...found.flat()];
  // Read from every other finding, so it comes last.
  const rules = senderRulesFinding(findings, mail.none);
  emit(rules);
  const certificates = [...context.certificates].map(([host, at]) => ({ host, expires: new Date(at).toISOString() }));
  const served = await servedBy;
  return {
    domain,
    exists: true,
    provider,
    ...(served ? { dns: served } : {}),
    findings: [...findings, rules].sort(byCheckOrder),
    certificates,
  };
}
