/**
 * A DMARC aggregate report read from its XML (RFC 7489 appendix C, which DMARCbis keeps): the
 * reporter, the period, the policy published and each record's source, count, what the receiver
 * did and the DKIM and SPF results. The XML is parsed by fast-xml-parser with entities off, and a
 * document with a DTD is refused before it is parsed: no entity is ever expanded.
 */
import { isIP } from 'node:net';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

interface ReportRecord {
  sourceIp: string;
  count: number;
  disposition: string;
  dkim: string;
  spf: string;
  headerFrom: string;
  dkimResults: { domain: string; result: string; selector: string }[];
  spfResults: { domain: string; result: string }[];
}

export interface AggregateReport {
  reporter: string;
  reporterEmail: string;
  reportId: string;
  beginS: number;
  endS: number;
  policy: { domain: string; adkim: string; aspf: string; p: string; sp: string | null; pct: number | null };
  records: ReportRecord[];
}

/**
 * Records one report may hold: a big sender's daily report has hundreds; 10,000 take about 2.5 MB
 * of the database, a third of what a domain may add in a day (reports-store.ts).
 */
const RECORDS_MAX = 10_000;

const DAY_S = 24 * 60 * 60;

/** What one report may say, whoever sent it: past these it is not a receiver's report of real mail. */
export const REPORT_BOUNDS = {
  /**
   * Messages in one report, all its rows together. A report is one receiver's day of one domain's
   * mail: a billion (11,500 a second all day, to one receiver) is past any domain's, yet it would
   * take over nine million such reports for a sum to pass 2^53, where a JavaScript number stops
   * counting exactly (and nine billion to pass SQLite's 64-bit integers).
   */
  messagesMax: 1_000_000_000,
  /**
   * How long before its arrival a report's period may begin: a receiver reports each day within a
   * day or two, and a month leaves room for one sending a backlog; no period older than that is
   * one a digest (a week) or the verdict (28 days) reads.
   */
  periodFromS: 31 * DAY_S,
  /** How long after its arrival its period may end: a receiver's clock ahead, or a period stamped to the end of its day. */
  periodToS: DAY_S,
} as const;

export class MalformedReport extends Error {}

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, path) =>
    ['feedback.record', 'feedback.record.auth_results.dkim', 'feedback.record.auth_results.spf'].includes(String(path)),
});

type Node = Record<string, unknown>;

const node = (value: unknown, at: string): Node => {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Node;
  throw new MalformedReport(`no ${at}`);
};
const text = (parent: Node, key: string, fallback?: string): string => {
  const value = parent[key];
  if (typeof value === 'string' && value) return value.slice(0, 255);
  if (fallback !== undefined) return fallback;
  throw new MalformedReport(`no ${key}`);
};
const whole = (parent: Node, key: string): number => {
  const value = text(parent, key);
  if (!/^\d{1,15}$/.test(value)) throw new MalformedReport(`${key} is not a whole number`);
  return Number(value);
};
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.filter((item) => item && typeof item === 'object') : []);

function readRecord(value: unknown): ReportRecord {
  const record = node(value, 'record');
  const row = node(record.row, 'row');
  const evaluated = node(row.policy_evaluated, 'policy_evaluated');
  const identifiers = node(record.identifiers, 'identifiers');
  const auth = record.auth_results && typeof record.auth_results === 'object' ? (record.auth_results as Node) : {};
  const sourceIp = text(row, 'source_ip');
  if (!isIP(sourceIp)) throw new MalformedReport('source_ip is not an address');
  return {
    sourceIp,
    count: whole(row, 'count'),
    disposition: text(evaluated, 'disposition'),
    // DKIM or SPF left out of policy_evaluated is read as not passed.
    dkim: text(evaluated, 'dkim', 'fail'),
    spf: text(evaluated, 'spf', 'fail'),
    headerFrom: text(identifiers, 'header_from').toLowerCase(),
    dkimResults: list(auth.dkim).map((d) => ({
      domain: text(d, 'domain', ''),
      result: text(d, 'result', ''),
      selector: text(d, 'selector', ''),
    })),
    spfResults: list(auth.spf).map((s) => ({ domain: text(s, 'domain', ''), result: text(s, 'result', '') })),
  };
}

/** The report in `xml`, received at `receivedMs`, or MalformedReport saying what is missing or wrong. */
export function readAggregateReport(xml: string, receivedMs: number): AggregateReport {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new MalformedReport('a DTD or entity declaration');
  if (XMLValidator.validate(xml) !== true) throw new MalformedReport('not well-formed XML');
  const feedback = node((parser.parse(xml) as Node).feedback, 'feedback');
  const metadata = node(feedback.report_metadata, 'report_metadata');
  const range = node(metadata.date_range, 'date_range');
  const published = node(feedback.policy_published, 'policy_published');
  const records = feedback.record;
  if (!Array.isArray(records) || !records.length) throw new MalformedReport('no record');
  if (records.length > RECORDS_MAX) throw new MalformedReport('too many records');
  const pct = text(published, 'pct', '');
  const beginS = whole(range, 'begin');
  const endS = whole(range, 'end');
  const receivedS = Math.floor(receivedMs / 1000);
  // Written so that a receivedMs that is no number refuses the report rather than lets it through.
  const within = beginS <= endS && beginS >= receivedS - REPORT_BOUNDS.periodFromS && endS <= receivedS + REPORT_BOUNDS.periodToS;
  if (!within) throw new MalformedReport('a period that is not around its arrival');
  const read = records.map(readRecord);
  if (!(read.reduce((sum, record) => sum + record.count, 0) <= REPORT_BOUNDS.messagesMax))
    throw new MalformedReport('more messages than one report may hold');
  return {
    reporter: text(metadata, 'org_name'),
    reporterEmail: text(metadata, 'email', ''),
    reportId: text(metadata, 'report_id'),
    beginS,
    endS,
    policy: {
      domain: text(published, 'domain').toLowerCase().replace(/\.$/, ''),
      adkim: text(published, 'adkim', 'r'),
      aspf: text(published, 'aspf', 'r'),
      p: text(published, 'p'),
      sp: text(published, 'sp', '') || null,
      pct: /^\d{1,3}$/.test(pct) ? Number(pct) : null,
    },
    records: read,
  };
}
