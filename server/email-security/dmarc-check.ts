/**
 * DMARC (RFC 7489, and DMARCbis's np= and t=): the policy that applies to the domain checked and
 * every tag that changes what receivers do with a forgery, and whether reports sent to another
 * domain are accepted there (§7.1). The record is read once: SPF's verdict on ~all depends on it.
 */
import { getDomain } from 'tldts';
import { findingCopy as copy } from '../../shared/catalogue/email-security-copy';
import type { Finding, RecordToPublish } from '../../shared/email-security/result';
import { finding, type CheckContext } from './check-context';
import { dmarcTagsKept, isDmarc, parseDmarc, policyStrength, type DmarcPolicy, type DmarcRecord } from './mail-records';

/** Report domains whose authorisation record is asked at most; the rest are not judged. */
const REPORT_DOMAINS_MAX = 3;
/** Report addresses read and named: a real record has one to three; the rest are counted, not read. */
const REPORTS_READ = 20;
/** Addresses a suggested record keeps: a report service or two, never a list of thousands. */
const SUGGESTED_REPORTS_MAX = 3;

export interface DmarcRead {
  /** Where the record was found: the domain, or the registrable domain it inherits from. */
  at: string;
  records: string[];
  parsed?: DmarcRecord | { problem: string };
}

export async function readDmarc(context: CheckContext): Promise<DmarcRead> {
  let at = context.domain;
  let records = (await context.dns.txt(`_dmarc.${at}`)).filter(isDmarc);
  if (!records.length && context.orgDomain !== context.domain) {
    at = context.orgDomain;
    records = (await context.dns.txt(`_dmarc.${at}`)).filter(isDmarc);
  }
  if (!records.length) return { at, records };
  const parsed =
    records.length === 1 ? parseDmarc(records[0]) : { problem: `there are ${records.length} records, there must be one` };
  return { at, records, parsed };
}

/** The policy receivers apply to mail from the domain checked: p at its own record, sp where it inherits. */
const ownPolicy = (read: DmarcRead, domain: string, record: DmarcRecord): DmarcPolicy =>
  read.at === domain ? record.policy : record.subdomains;

/** Whether the domain's forgeries are refused or quarantined, all of them, for real: ~all is then enough for SPF. */
export function dmarcEnforces(read: DmarcRead, domain: string): boolean {
  const record = read.parsed;
  if (!record || 'problem' in record) return false;
  return ownPolicy(read, domain, record) !== 'none' && record.percent === 100 && !record.testing;
}

/** The report addresses at other domains that have not published `<at>._report._dmarc.<their domain>`. */
async function unauthorisedReports(
  context: CheckContext,
  at: string,
  reports: string[],
): Promise<{ addresses: string[]; records: string[] }> {
  const own = getDomain(at) ?? at;
  const byDomain = new Map<string, string[]>();
  for (const address of reports) {
    const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
    if (!domain || (getDomain(domain) ?? domain) === own) continue;
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), address]);
  }
  const judged = [...byDomain].slice(0, REPORT_DOMAINS_MAX);
  const refused = await Promise.all(
    judged.map(async ([domain, addresses]) => {
      const record = `${at}._report._dmarc.${domain}`;
      // A report domain whose DNS fails now is not judged: it may well have agreed.
      const agreed = await context.dns.txt(record).then(
        (texts) => texts.some(isDmarc),
        () => true,
      );
      return agreed ? undefined : { addresses, record };
    }),
  );
  const nowhere = refused.filter((entry) => entry !== undefined);
  return { addresses: nowhere.flatMap((entry) => entry.addresses), records: nowhere.map((entry) => entry.record) };
}

/**
 * The record found, to publish with `policy`: its other tags that RFC 7489 defines (adkim, ruf,
 * fo …) as receivers read them; pct, t, an sp or np weaker than the policy and any tag of no RFC
 * left out; reports only to addresses that take them (to `fallback` where none does; none without one).
 */
function rebuilt(record: string, policy: DmarcPolicy, reports: string[], fallback?: string): string {
  const kept = dmarcTagsKept(record, policy, ['rua']);
  const to = (reports.length ? reports.slice(0, SUGGESTED_REPORTS_MAX) : fallback ? [fallback] : []).map(
    (address) => `mailto:${address}`,
  );
  return ['v=DMARC1', `p=${policy}`, ...kept, ...(to.length ? [`rua=${to.join(',')}`] : [])].join('; ');
}

/** A record's text as "is it live?" compares it: runs of spaces as one. */
const spaced = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Where a name holds several DMARC records (receivers then apply none), the one record to leave: the
 * strictest policy of those valid, with every report address they name (the owner's, never one we
 * make up). `keep` where one of them already reads so; `records` lists it (or the one to edit into
 * it) first. Undefined where none is valid.
 */
function oneOfSeveral(records: readonly string[]) {
  const valid = records.flatMap((text) => {
    const parsed = parseDmarc(text);
    return 'problem' in parsed ? [] : [{ text, parsed }];
  });
  if (!valid.length) return undefined;
  const strictest = valid.reduce((best, one) =>
    policyStrength(one.parsed.policy) > policyStrength(best.parsed.policy) ? one : best,
  );
  const seen = new Set<string>();
  const addresses = [strictest, ...valid]
    .flatMap((one) => one.parsed.reports)
    .filter((address) => !seen.has(address.toLowerCase()) && seen.add(address.toLowerCase()))
    .slice(0, SUGGESTED_REPORTS_MAX);
  const { policy } = strictest.parsed;
  const value = rebuilt(strictest.text, policy, addresses);
  const kept = records.find((text) => spaced(text) === value);
  const first = kept ?? strictest.text;
  return { value, policy, addresses, keep: kept !== undefined, records: [first, ...records.filter((text) => text !== first)] };
}

/** A record as rebuilt() or the suggestion makes it (rua last, if at all), with `address` added to its reports. */
const withReportsTo = (record: RecordToPublish, address: string): RecordToPublish => ({
  ...record,
  value: /; rua=[^;]*$/.test(record.value) ? `${record.value},mailto:${address}` : `${record.value}; rua=mailto:${address}`,
});

/**
 * `takesNoMail`: a null MX. Such a domain sends nothing of its own, so its record goes straight to
 * p=reject, with no report address (one there could not receive the reports).
 */
export async function dmarcFinding(context: CheckContext, read: DmarcRead, takesNoMail = false): Promise<Finding> {
  const { records, parsed, at } = read;
  // Where reports go when the record names nowhere that takes them: none for a domain that takes no mail.
  const fallbackReports = takesNoMail ? undefined : `dmarc-reports@${context.orgDomain}`;
  const publishing = (value: string) => ({ name: `_dmarc.${context.domain}`, type: 'TXT' as const, value });
  const suggested = (policy: DmarcPolicy) =>
    publishing(fallbackReports ? `v=DMARC1; p=${policy}; rua=mailto:${fallbackReports}` : 'v=DMARC1; p=reject');
  const fixNew = takesNoMail ? copy.dmarc.fixNoMail : copy.dmarc.fixNew;
  // The company's report address beside the record, where the site reads reports: never for a
  // domain that takes no mail (it sends none to report on), nor where the record names it already.
  const ours = takesNoMail ? undefined : context.reportsAddress;
  // The offer is a choice on the one record advised (never a second value at _dmarc): that record,
  // without a mailbox of the owner's we made up, with our address added to its reports.
  const offering = (record: RecordToPublish, reports = parsed && 'reports' in parsed ? parsed.reports : []) =>
    ours && !reports.some((address) => address.toLowerCase() === ours) ? { reportsOffer: withReportsTo(record, ours) } : {};
  const mailboxFix = fallbackReports ? copy.createMailbox(fallbackReports) : '';
  // Several records at the domain's own name: the fix leaves one of them, or one made of them, never a third of ours.
  const one = records.length > 1 && at === context.domain && !takesNoMail ? oneOfSeveral(records) : undefined;
  if (one)
    return finding(
      'dmarc',
      'fail',
      copy.dmarc.invalid(`there are ${records.length} records, there must be one`),
      copy.dmarc.severalMeaning,
      {
        records: one.records,
        fix: one.keep
          ? copy.dmarc.keepOne(one.policy, records.length)
          : copy.dmarc.replaceAll(one.policy, one.addresses, records.length),
        publish: [publishing(one.value)],
        ...offering(publishing(one.value), one.addresses),
      },
    );
  if (!parsed || 'problem' in parsed)
    return finding(
      'dmarc',
      'fail',
      parsed ? copy.dmarc.invalid(parsed.problem) : copy.dmarc.missing,
      parsed ? copy.dmarc.invalidMeaning : copy.dmarc.missingMeaning,
      {
        ...(parsed ? { records } : {}),
        fix: fixNew + mailboxFix,
        publish: [suggested('none')],
        ...offering(publishing('v=DMARC1; p=none')),
      },
    );
  const policy = ownPolicy(read, context.domain, parsed);
  const example = `invoices.${at}`;
  const weakened = [
    at === context.domain && policyStrength(parsed.subdomains) < policyStrength(parsed.policy)
      ? copy.dmarc.subdomains(parsed.subdomains, example)
      : '',
    // np= where it differs from sp= (it falls back to it): what a name nobody registered may send.
    at === context.domain &&
    parsed.missingNames !== parsed.subdomains &&
    policyStrength(parsed.missingNames) < policyStrength(parsed.policy)
      ? copy.dmarc.missingNames(parsed.missingNames, `no-such-name.${at}`)
      : '',
    parsed.percent < 100 ? copy.dmarc.percent(parsed.percent) : '',
    parsed.testing ? copy.dmarc.testing : '',
  ].join('');
  const listed = parsed.reports.slice(0, REPORTS_READ);
  const unread = parsed.reports.length - listed.length;
  const nowhere = await unauthorisedReports(context, at, listed);
  // An address at the domain checked cannot receive reports where that domain takes no e-mail.
  const undeliverable = takesNoMail
    ? listed.filter((address) => address.slice(address.lastIndexOf('@') + 1).toLowerCase() === context.domain)
    : [];
  const reachable = listed.filter((address) => !nowhere.addresses.includes(address) && !undeliverable.includes(address));
  const reports = !listed.length
    ? copy.dmarc.noReports
    : `${reachable.length ? copy.dmarc.reports(reachable) : ''}${
        undeliverable.length ? copy.dmarc.reportsNoMail(undeliverable) : ''
      }${unread ? copy.dmarc.moreReports(unread) : ''}${
        nowhere.addresses.length
          ? copy.dmarc.reportsNowhere(
              nowhere.addresses,
              nowhere.records.map((record) => record.slice(record.indexOf('._report._dmarc.') + 16)),
            )
          : ''
      }`;
  const found =
    copy.dmarc.policy(policy, at === context.domain ? '' : copy.dmarc.inherited(at)) +
    (parsed.readAsNone ? copy.dmarc.readAsNone(parsed.readAsNone) : '') +
    weakened +
    reports;
  const reportsFix = nowhere.records.length ? ` ${copy.dmarc.reportsNowhereFix(nowhere.records[0])}` : '';
  // Where none of its addresses takes reports, the record advised sends them to a mailbox the owner creates.
  const createFix = reachable.length ? '' : mailboxFix;
  if (policy === 'none')
    return finding('dmarc', 'warn', found, copy.dmarc.noneMeaning, {
      records,
      fix: takesNoMail ? copy.dmarc.fixNoMail : copy.dmarc.fixNone + reportsFix + createFix,
      publish: [takesNoMail ? suggested('reject') : publishing(rebuilt(records[0], 'quarantine', reachable, fallbackReports))],
      ...offering(publishing(rebuilt(records[0], 'quarantine', reachable))),
    });
  if (weakened)
    return finding('dmarc', 'warn', found, copy.dmarc.weakenedMeaning, {
      records,
      fix: copy.dmarc.weakenedFix + reportsFix + createFix,
      publish: [publishing(rebuilt(records[0], policy, reachable, fallbackReports))],
      ...offering(publishing(rebuilt(records[0], policy, reachable))),
    });
  return finding('dmarc', 'pass', found, policy === 'reject' ? copy.dmarc.rejectMeaning : copy.dmarc.quarantineMeaning, {
    records,
    ...(reportsFix ? { fix: reportsFix.trim() } : {}),
    ...offering(publishing(rebuilt(records[0], policy, reachable))),
  });
}
