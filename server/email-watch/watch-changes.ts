/**
 * What got worse between two checks of a watched domain, and what got better: the alert is made
 * of the first, and tells the second with it. A check that could not be run this time (not
 * tested) is judged by what was last seen, never as a change either way.
 */
import { emailCheckNames } from '../../shared/catalogue/email-security-report-copy';
import { helpFor } from '../../shared/catalogue/email-security-copy';
import { recordAsShown } from '../../shared/email-security/record-at-host';
import type {
  DnsServedBy,
  MailProvider,
  EmailCheckId,
  EmailSecurityResult,
  FileToPublish,
  FindingLink,
  Finding,
  FindingStatus,
  RecordToPublish,
} from '../../shared/email-security/result';
import { byUrgency } from '../../shared/email-security/summarise';
import { emailWatchMailCopy as copy } from './watch-mail-copy';
import { lastSeenOf } from './watch-last-seen';

/** One thing worse, as an alert tells it. */
export interface Change {
  check: EmailCheckId;
  /** For the subject: 'DMARC record removed'. */
  title: string;
  before: string;
  now: string;
  meaning: string;
  fix?: string;
  /** The records to publish, exactly, and the file to serve: the finding's own. */
  publish?: RecordToPublish[];
  publishFile?: FileToPublish;
  /** The pages the fix sends the owner to (a blocklist's removal page, our guide): the finding's own. */
  links?: FindingLink[];
  /**
   * Where records were removed or changed since, what was last seen of them (watch-last-seen.ts):
   * the records to put back as given, the lines for reference only (an alert queued before held
   * every line here), and how many were left out for having been cut.
   */
  putBack?: RecordToPublish[];
  putBackFile?: FileToPublish;
  lastSeen?: string[];
  lastSeenCut?: number;
  /** The look-alikes new since the last check, or taking e-mail since: each as the check lists it, by its name. */
  lookalikes?: NewLookalike[];
  help: { label: string; path: string };
}

/** A look-alike an alert names: the check's line of it (its name, what it has), and what its registry said where it was asked. */
export interface NewLookalike {
  /** Its name, as the check lists it. */
  name: string;
  line: string;
  /** Its registration date (ISO), as its registry gives it. */
  registeredOn?: string;
  registrar?: string;
}

const RANK: Record<Exclude<FindingStatus, 'not-tested'>, number> = { pass: 0, info: 0, warn: 1, fail: 2 };
const rank = (finding: Finding) => (finding.status === 'not-tested' ? null : RANK[finding.status]);

/** A look-alike's line by its name alone: one whose MX records rotate is the same look-alike on every pass. */
const lookalikeName = (line: string) => line.slice(0, line.indexOf(':'));

/** Record lines that are news for a check whose listing grows (a blocklist, a look-alike that takes mail), each by what it lists. */
const NEWS: Partial<Record<EmailCheckId, { news: (line: string) => boolean; key: (line: string) => string }>> = {
  blocklist: { news: () => true, key: (line) => line },
  lookalikes: { news: (line) => copy.takesMail.test(line), key: lookalikeName },
};

/**
 * The look-alikes of `now` an alert names: those not listed before, and those that take e-mail
 * now and did not. The owner can warn their clients of a look-alike, and report it, only by its name.
 */
const newLookalikes = (before: Finding, now: Finding): NewLookalike[] | undefined => {
  if (now.check !== 'lookalikes') return undefined;
  const was = new Map((before.records ?? []).map((line) => [lookalikeName(line), line]));
  const fresh = (now.records ?? []).filter((line) => {
    const old = was.get(lookalikeName(line));
    return old === undefined || (copy.takesMail.test(line) && !copy.takesMail.test(old));
  });
  return fresh.length ? fresh.map((line) => ({ name: lookalikeName(line), line })) : undefined;
};

/**
 * One change. Where a record was removed or changed, putting back what was last seen comes first
 * (as given where it can be published again as shown, else from the lines shown for reference):
 * the check's own fix is written for a domain that never had one ("start with p=none"), and would
 * tell an owner whose record said p=reject to weaken it.
 */
const changeOf = (
  domain: string,
  before: Finding,
  now: Finding,
  title: string,
  provider?: MailProvider,
  dns?: DnsServedBy,
): Change => {
  const lastSeen = lastSeenOf(domain, before, now);
  const fix = lastSeen
    ? lastSeen.putBack
      ? copy.putBack(lastSeen.putBack.length, Boolean(lastSeen.putBackFile))
      : copy.restore(Boolean(lastSeen.lastSeen))
    : now.fix;
  // Where the check advised more than the record last seen (p=none: quarantine), its advice goes back.
  const at = (a: RecordToPublish, b: RecordToPublish) => a.name === b.name && a.type === b.type;
  const putBack = lastSeen?.putBack?.map((back) => before.publish?.find((advised) => at(advised, back)) ?? back);
  // The check's record for a name put back is for a domain that never had one (p=none): a step back, not offered.
  const publish = now.publish?.filter((record) => !putBack?.some((back) => at(back, record)));
  const shown = (records: RecordToPublish[]) => records.map((record) => recordAsShown(record, dns));
  const lookalikes = newLookalikes(before, now);
  return {
    check: now.check,
    title,
    before: before.found,
    now: now.found,
    meaning: now.meaning,
    ...(fix ? { fix } : {}),
    ...(publish?.length ? { publish: shown(publish) } : {}),
    ...(now.publishFile ? { publishFile: now.publishFile } : {}),
    ...(now.links?.length ? { links: now.links } : {}),
    ...lastSeen,
    ...(putBack ? { putBack: shown(putBack) } : {}),
    ...(lookalikes ? { lookalikes } : {}),
    help: helpFor(now.check, provider),
  };
};

/** The title of a finding that got worse: a record gone, a check now failing, or needing attention. */
function titleOf(before: Finding, now: Finding): string {
  const name = copy.shortNames[now.check];
  if (before.records?.length && !now.records?.length) return copy.titles.removed(name);
  return now.status === 'fail' ? copy.titles.fails(name) : copy.titles.attention(name);
}

export interface Compared {
  worse: Change[];
  /** Better since, one line each ('DMARC: what happens to forgeries: now Pass'). */
  better: string[];
  /** The result to keep as last seen: this one, with what could not be tested now taken from before. */
  seen: EmailSecurityResult;
}

/** What got worse and better from `before` to `now`, both results of one domain. */
export function compareResults(before: EmailSecurityResult, now: EmailSecurityResult): Compared {
  if (before.exists && !now.exists)
    return {
      worse: [
        {
          check: 'mx',
          title: copy.titles.gone,
          before: copy.existed,
          now: copy.goneNow,
          meaning: copy.goneMeaning,
          help: helpFor('mx'),
        },
      ],
      better: [],
      seen: now,
    };
  const was = new Map(before.findings.map((finding) => [finding.check, finding]));
  // Each change with the finding it is of: told in the order the page puts their fixes.
  const worse: [Finding, Change][] = [];
  const better: string[] = [];
  const findings = now.findings.map((finding) => {
    const old = was.get(finding.check);
    if (!old) return finding;
    const [then, today] = [rank(old), rank(finding)];
    // Not tested now: what was seen stands, so neither a lapse nor a recovery is made of it.
    if (today === null) return old;
    if (then === null) return finding;
    if (today > then) worse.push([finding, changeOf(now.domain, old, finding, titleOf(old, finding), now.provider, now.dns)]);
    else if (today < then) better.push(copy.better(emailCheckNames[finding.check], finding.status));
    else if (today > 0 && NEWS[finding.check]) {
      const { news, key } = NEWS[finding.check]!;
      const known = new Set((old.records ?? []).filter(news).map(key));
      const fresh = (finding.records ?? []).filter((line) => news(line) && !known.has(key(line)));
      if (fresh.length)
        worse.push([
          finding,
          {
            ...changeOf(
              now.domain,
              old,
              finding,
              copy.titles.listed[finding.check as 'blocklist' | 'lookalikes'],
              now.provider,
              now.dns,
            ),
            // Look-alikes are named in their own list, beside the finding's count of them.
            now: finding.check === 'lookalikes' ? finding.found : fresh.join('; '),
          },
        ]);
    }
    return finding;
  });
  return {
    worse: worse.sort(([a], [b]) => byUrgency(a, b)).map(([, change]) => change),
    better,
    seen: { ...now, findings, certificates: now.certificates ?? before.certificates },
  };
}
