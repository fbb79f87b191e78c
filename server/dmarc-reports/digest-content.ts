/**
 * A domain's digest of one week, worked out when it is queued: the week's senders (and which are
 * new beside the week before), and the verdict on the last POLICY_RULE.windowDays of reports with
 * the record published now, asked through DNS_SERVERS.
 */
import type { DigestDay } from '../../shared/email-security/dmarc-digest';
import { recordAsShown } from '../../shared/email-security/record-at-host';
import type { DnsServedBy } from '../../shared/email-security/result';
import { dnsClient, type DnsServer } from '../email-security/dns-client';
import { isDmarc } from '../email-security/mail-records';
import type { DigestContent } from './digest-lines';
import { WEEK_S } from './digest-week';
import { isOwnSource, policyVerdict, POLICY_RULE } from './policy-verdict';
import { fixFor, sendersOf } from './report-senders';
import type { ReportsStore } from './reports-store';
import type { SourceNames } from './source-names';

/** Senders an e-mail names, most messages first; the rest are counted in one line. */
const SOURCES_SHOWN = 10;
const DAY_S = 24 * 60 * 60;

/** The domain's one DMARC record as published now, or undefined (none, several, or no answer). */
export function publishedDmarc(servers: readonly DnsServer[]) {
  return async (domain: string): Promise<string | undefined> => {
    try {
      const records = (await dnsClient(servers, 3000, AbortSignal.timeout(8000), 4).txt(`_dmarc.${domain}`)).filter(isDmarc);
      return records.length === 1 ? records[0] : undefined;
    } catch {
      return undefined;
    }
  };
}

/** Each day of the week from `weekS`, its messages that passed DMARC and those that did not; a day without reports as none. */
export function weekDays(store: ReportsStore, domain: string, weekS: number): DigestDay[] {
  const counted = new Map(store.dailyCounts(domain, weekS, weekS + WEEK_S).map((day) => [day.dayS, day]));
  return Array.from({ length: 7 }, (_, at) => {
    const dayS = weekS + at * DAY_S;
    const { passed = 0, failed = 0 } = counted.get(dayS) ?? {};
    return { day: new Date(dayS * 1000).toISOString().slice(0, 10), passed, failed };
  });
}

interface ContentDeps {
  store: ReportsStore;
  names: SourceNames;
  published(domain: string): Promise<string | undefined>;
}

export async function digestContent(
  { store, names, published }: ContentDeps,
  domain: string,
  week: { startS: number; endS: number },
): Promise<DigestContent> {
  const now = await sendersOf(store.rowsFor(domain, week.startS, week.endS), names);
  const before = await sendersOf(store.rowsFor(domain, week.startS - WEEK_S, week.startS), names);
  const windowRows = store.rowsFor(domain, week.endS - POLICY_RULE.windowDays * DAY_S, week.endS);
  const verdict = policyVerdict(windowRows, await sendersOf(windowRows, names), await published(domain));
  const known = new Set(before.sources.map((source) => source.key));
  const shown = now.sources.slice(0, SOURCES_SHOWN);
  const rest = now.sources.slice(SOURCES_SHOWN);
  return {
    from: new Date(week.startS * 1000).toISOString(),
    to: new Date((week.endS - DAY_S) * 1000).toISOString(),
    messages: now.messages,
    passed: now.passed,
    sources: shown.map((source) => {
      const fix = fixFor(source);
      return {
        name: source.name,
        messages: source.messages,
        passed: source.passed,
        dkimAligned: source.dkimAligned,
        spfAligned: source.spfAligned,
        own: isOwnSource(source),
        ...(fix ? { fix } : {}),
      };
    }),
    more: { sources: rest.length, messages: rest.reduce((sum, source) => sum + source.messages, 0) },
    // The first week with reports has nothing to be new beside.
    // As many as the senders shown: a domain forged from a botnet's thousands of addresses gets a list, not a book.
    newSources: before.sources.length
      ? now.sources
          .filter((s) => !known.has(s.key))
          .slice(0, SOURCES_SHOWN)
          .map((s) => s.name)
      : [],
    verdict: {
      kind: verdict.kind,
      days: verdict.days,
      ...(verdict.kind === 'not-yet' ? { why: verdict.why } : {}),
      ...(verdict.kind === 'not-yet' && verdict.why === 'failing' ? { failing: verdict.failing.map((s) => s.name) } : {}),
      ...(verdict.kind === 'quarantine' || verdict.kind === 'reject'
        ? { record: { name: `_dmarc.${domain}`, type: 'TXT', value: verdict.record } }
        : {}),
    },
    days: weekDays(store, domain, week.startS),
    others: store
      .othersFor(domain, week.startS, week.endS, SOURCES_SHOWN)
      .map(({ signedBy, reports, messages }) => ({ name: signedBy, reports, messages })),
  };
}

/** The content with its record named as the check's page names it at the domain's DNS host (`dns`: the watch's last check). */
export function inHostFormat(content: DigestContent, dns: DnsServedBy | undefined): DigestContent {
  const { record } = content.verdict;
  return record
    ? { ...content, verdict: { ...content.verdict, record: recordAsShown({ ...record, type: 'TXT' }, dns) } }
    : content;
}
