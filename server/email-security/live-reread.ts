/**
 * After "is it live?": the findings whose records are now live, read again, so the page and its top
 * fixes say what the zone says now. Only DNS is read (and an MTA-STS policy over HTTPS); port 25 only
 * where an enforced policy needs it. The context's DNS answers the records found live with the zone's
 * own answer (dnsClient's `known`), since a resolver may hold the old one for a while.
 */
import type { EmailCheckId, EmailSecurityResult, Finding, LiveCheck } from '../../shared/email-security/result';
import { boundedFinding } from './bounds';
import { guardedCheck, type CheckContext } from './check-context';
import { dkimFinding } from './dkim-check';
import { readDmarc } from './dmarc-check';
import { sameName } from './live-records';
import { mtaStsFinding } from './mta-sts-check';
import { readMailServers, tlsRptFinding } from './record-checks';
import { recordFindings } from './record-findings';
import { senderRulesFinding } from './sender-rules-check';
import { probeMailServers } from './starttls-check';

/** The checks whose findings a record live changes: its own, and SPF's beside DMARC (its words read DMARC's policy). */
function affected(result: EmailSecurityResult, live: LiveCheck): Set<EmailCheckId> {
  const isLive = (name: string, type: string) =>
    live.records.some((record) => record.state === 'live' && record.name === name && record.type === type);
  const checks = new Set(
    result.findings
      .filter((found) =>
        [...(found.publish ?? []), ...(found.publishedLive ?? [])].some((record) => isLive(record.name, record.type)),
      )
      .map((found) => found.check),
  );
  if (checks.has('dmarc')) checks.add('spf');
  return checks;
}

/**
 * The finding read again, keeping the values of its records found live: where it now advises a
 * later step at their name (p=none live, p=quarantine once the reports show only the owner's
 * services) or nothing more, what the owner published as offered still reads live at every press.
 */
function stillLive(before: Finding, again: Finding, live: LiveCheck): Finding {
  const asked = [...(before.publish ?? []), ...(before.publishedLive ?? [])];
  const kept = live.records
    .filter((record) => record.state === 'live' && asked.some((one) => sameName(one, record)))
    .map(({ name, type, value }) => ({ name, type, value }));
  return kept.length ? boundedFinding({ ...again, publishedLive: kept }) : again;
}

/** The result's findings with those `live` affects read again; a reading that could not finish keeps the old finding. */
export async function rereadLive(
  context: CheckContext,
  result: EmailSecurityResult,
  live: LiveCheck,
  selector: string | undefined,
): Promise<Finding[]> {
  const checks = affected(result, live);
  if (!checks.size) return result.findings;
  const { domain, provider } = result;
  const first = await context.dns.ask(domain, 'MX');
  const mail = await readMailServers(context, first.answers.filter((record) => record.type === 'MX') as { data: unknown }[]);
  const dmarc = readDmarc(context);
  dmarc.catch(() => undefined);
  const readers: Partial<Record<EmailCheckId, () => Promise<Finding>>> = {
    ...recordFindings(context, mail, provider, dmarc),
    dkim: () => dkimFinding(context, provider, selector, mail.none),
    'tls-rpt': () => tlsRptFinding(context, mail.none),
    'mta-sts': () => mtaStsFinding(context, mail, () => probeMailServers(context, mail)),
  };
  const read = await Promise.all(
    result.findings.map(async (found) => {
      const reader = checks.has(found.check) ? readers[found.check] : undefined;
      const again = reader && (await guardedCheck(found.check, context, reader));
      return again && again.status !== 'not-tested' ? stillLive(found, again, live) : found;
    }),
  );
  // Read from every other finding.
  const others = read.filter((found) => found.check !== 'sender-rules');
  return read.map((found) => (found.check === 'sender-rules' ? senderRulesFinding(others, mail.none) : found));
}
