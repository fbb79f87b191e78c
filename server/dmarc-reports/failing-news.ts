/**
 * What is told at once, between digests: a source never seen before that sends as the domain and
 * fails DMARC, or a sudden share of failing mail. "Now" is the reports received in the last day;
 * what is usual is the reports received in the 28 days before it. A domain with less than a week
 * of reports has no usual yet, so nothing is news there. A source is what the digest calls one
 * (report-senders.ts): a new address of a mail service is not a new source where the service was
 * seen in the month, among the busiest addresses (named now) or from any address named before
 * (source-memory.ts); one seen only from quieter addresses never named may be told as new.
 */
import type { SiteDatabase } from '../store/site-database';
import { knownSignedSql } from './report-volume';
import { sourceOf } from './report-senders';
import { namesKeptFor } from './source-memory';
import type { SourceNames } from './source-names';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rule, as data: each number with why it is that number. */
const NEWS_RULE = {
  /** What "now" is: a receiver reports a day at a time. */
  recentMs: DAY_MS,
  /** What "usual" is: about a month, as the digest's verdict looks back. */
  usualMs: 28 * DAY_MS,
  /** Less history than this and every source looks new. */
  historyMs: 7 * DAY_MS,
  /** A new source that fails this many messages a day, over all its addresses, is told: fewer is one forwarded message or a test. */
  newSourceMessages: 10,
  /** A day's failing share this high, at least twice the usual, over this many messages, is sudden. */
  suddenShare: 0.2,
  suddenTimes: 2,
  suddenMessages: 50,
  /** Sources named in one alert; the rest are counted. */
  sourcesShown: 10,
  /** Failing addresses of a day looked up in the month before, the most messages first: a botnet's thousands are counted past it. */
  candidatesMax: 200,
  /**
   * Of those not seen, the ones named (a reverse DNS question each), the most messages first; the
   * rest stand as their addresses. Then the month's busiest addresses, named to tell which sources
   * are known: together within one look's budget (source-names.ts).
   */
  unseenNamed: 30,
  knownNamed: 30,
} as const;

type Sudden = { messages: number; failed: number; usualShare: number };

export interface FailingNews {
  /** New sources that failed, the most messages first: the source's name and the messages that failed. */
  newSources: { name: string; messages: number }[];
  moreSources: number;
  /** Where the day's failing share is sudden: the day's and the usual, as fractions. */
  sudden?: Sudden;
}

/** The day's failing addresses not seen in the month before, the month's busiest addresses and the names kept for its others, and a sudden share. */
interface Look {
  unseen: { ip: string; messages: number; passedFor: string | null }[];
  known: { ip: string; passedFor: string | null }[];
  knownNames: string[];
  sudden?: Sudden;
}

const FAILED = "w.dkim != 'pass' AND w.spf != 'pass'";
/** Only the known receivers' reports are news (shared/catalogue/dmarc-reporters.ts): a stranger's are kept, never told. */
const BY_RECEIVERS = knownSignedSql('r.signed_by');
// Counts are summed with total(), a float: SUM's 64-bit integer overflows on rows kept before a report's volume was bounded.

/** What the database says of `domain` at `nowMs`, or undefined when it cannot be news. */
function lookAt(database: SiteDatabase, domain: string, nowMs: number): Look | undefined {
  const since = nowMs - NEWS_RULE.recentMs;
  const usualFrom = since - NEWS_RULE.usualMs;
  return database.run((db) => {
    const first = db
      .prepare(`SELECT MIN(received_ms) AS at FROM dmarc_reports r WHERE domain = ? AND ${BY_RECEIVERS}`)
      .get(domain) as {
      at: number | null;
    };
    if (first.at === null || first.at > since - NEWS_RULE.historyMs) return undefined;
    // The day's failing sources first (a day of one domain's reports: few rows), then each one looked
    // up in the month before by its address (an index on source_ip, received_ms): never a scan of
    // every row a domain has for each row of today's.
    const failing = db
      .prepare(
        `SELECT w.source_ip AS ip, total(w.count) AS messages, MAX(w.passed_for) AS passedFor
         FROM dmarc_reports r JOIN dmarc_report_rows w ON w.report = r.id
         WHERE r.domain = ? AND r.received_ms > ? AND ${FAILED} AND ${BY_RECEIVERS}
         GROUP BY w.source_ip ORDER BY messages DESC, w.source_ip LIMIT ?`,
      )
      .all(domain, since, NEWS_RULE.candidatesMax) as Look['unseen'];
    const seenBefore = db.prepare(
      `SELECT 1 FROM dmarc_report_rows o JOIN dmarc_reports q ON q.id = o.report
       WHERE o.source_ip = ? AND o.received_ms > ? AND o.received_ms <= ? AND q.domain = ? AND ${knownSignedSql('q.signed_by')} LIMIT 1`,
    );
    const unseen = failing.filter(({ ip }) => seenBefore.get(ip, usualFrom, since, domain) === undefined);
    const share = (fromMs: number, toMs: number) =>
      db
        .prepare(
          `SELECT total(w.count) AS messages, total(CASE WHEN ${FAILED} THEN w.count ELSE 0 END) AS failed
           FROM dmarc_report_rows w JOIN dmarc_reports r ON r.id = w.report
           WHERE r.domain = ? AND r.received_ms > ? AND r.received_ms <= ? AND ${BY_RECEIVERS}`,
        )
        .get(domain, fromMs, toMs) as { messages: number; failed: number };
    const day = share(since, nowMs);
    const usual = share(usualFrom, since);
    const usualShare = usual.messages ? usual.failed / usual.messages : 0;
    const dayShare = day.messages ? day.failed / day.messages : 0;
    const sudden =
      day.messages >= NEWS_RULE.suddenMessages &&
      dayShare >= NEWS_RULE.suddenShare &&
      dayShare >= NEWS_RULE.suddenTimes * usualShare
        ? { messages: day.messages, failed: day.failed, usualShare }
        : undefined;
    // No new source can reach its threshold where all the unseen addresses together do not.
    const unseenMessages = unseen.reduce((sum, row) => sum + row.messages, 0);
    const newsPossible = unseenMessages >= NEWS_RULE.newSourceMessages;
    if (!newsPossible && !sudden) return undefined;
    const known = newsPossible
      ? (db
          .prepare(
            `SELECT w.source_ip AS ip, MAX(w.passed_for) AS passedFor FROM dmarc_report_rows w JOIN dmarc_reports r ON r.id = w.report
             WHERE r.domain = ? AND r.received_ms > ? AND r.received_ms <= ? AND ${BY_RECEIVERS}
             GROUP BY w.source_ip ORDER BY total(w.count) DESC, w.source_ip LIMIT ?`,
          )
          .all(domain, usualFrom, since, NEWS_RULE.knownNamed) as Look['known'])
      : [];
    const knownNames = newsPossible ? namesKeptFor(database, domain, usualFrom, since) : [];
    return { unseen: newsPossible ? unseen : [], known, knownNames, ...(sudden ? { sudden } : {}) };
  });
}

/** The news of `domain` at `nowMs`, its sources named through `names`, or undefined when there is none. */
export async function failingNews(
  database: SiteDatabase,
  names: SourceNames,
  domain: string,
  nowMs: number,
): Promise<FailingNews | undefined> {
  const look = lookAt(database, domain, nowMs);
  if (!look) return undefined;
  // A service signing or bouncing as its own domain is named by it, as the digest names it (one of an address's lists is enough).
  const sourceAt = async ({ ip, passedFor }: { ip: string; passedFor: string | null }, named: boolean) =>
    sourceOf(ip, named ? await names.nameOf(ip) : undefined, passedFor ? (JSON.parse(passedFor) as string[]) : []);
  const unseen = await Promise.all(
    look.unseen.map(async (row, at) => ({ ...row, source: await sourceAt(row, at < NEWS_RULE.unseenNamed) })),
  );
  const known = new Set([
    ...(await Promise.all(look.known.map((row) => sourceAt(row, true)))).map((source) => source.key),
    ...look.knownNames.map((name) => sourceOf('', name).key),
  ]);
  const fresh = new Map<string, { name: string; messages: number }>();
  for (const { messages, source } of unseen) {
    if (known.has(source.key)) continue;
    const seen = fresh.get(source.key);
    if (seen) seen.messages += messages;
    else fresh.set(source.key, { name: source.name, messages });
  }
  const sources = [...fresh.values()]
    .filter((source) => source.messages >= NEWS_RULE.newSourceMessages)
    .sort((a, b) => b.messages - a.messages || a.name.localeCompare(b.name));
  if (!sources.length && !look.sudden) return undefined;
  return {
    newSources: sources.slice(0, NEWS_RULE.sourcesShown),
    moreSources: Math.max(0, sources.length - NEWS_RULE.sourcesShown),
    ...(look.sudden ? { sudden: look.sudden } : {}),
  };
}

/**
 * The domains with reports received in the last day (the only ones that can have news), each with
 * when its last came; given `ids`, only those with reports kept in that range of ids (the order
 * kept), found by the rowid: 0.01 ms where the whole day's took 7 ms (1,000 domains, 93,000 reports).
 */
export const domainsWithRecentReports = (
  database: SiteDatabase,
  nowMs: number,
  ids?: { after: number; upTo: number },
): { domain: string; lastMs: number }[] =>
  database.run((db) =>
    db
      .prepare(
        `SELECT domain, MAX(received_ms) AS lastMs FROM dmarc_reports r ${ids ? 'NOT INDEXED WHERE id > ? AND id <= ? AND' : 'WHERE'}
         received_ms > ? AND ${BY_RECEIVERS} GROUP BY domain ORDER BY domain`,
      )
      .all(...(ids ? [ids.after, ids.upTo] : []), nowMs - NEWS_RULE.recentMs),
  ) as { domain: string; lastMs: number }[];

/** The id of the last report kept, or 0. */
export const lastReportId = (database: SiteDatabase): number =>
  (database.run((db) => db.prepare('SELECT MAX(id) AS id FROM dmarc_reports').get()) as { id: number | null }).id ?? 0;
