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

/** Records one report may hold: a big sender's daily report has hundreds. */
const RECORDS_MAX = 20_000;

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

/** The report in `xml`, or MalformedReport saying what is missing or wrong. */
export function readAggregateReport(xml: string): AggregateReport {
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
  return {
    reporter: text(metadata, 'org_name'),
    reporterEmail: text(metadata, 'email', ''),
    reportId: text(metadata, 'report_id'),
    beginS: whole(range, 'begin'),
    endS: whole(range, 'end'),
    policy: {
      domain: text(published, 'domain').toLowerCase().replace(/\.$/, ''),
      adkim: text(published, 'adkim', 'r'),
      aspf: text(published, 'aspf', 'r'),
      p: text(published, 'p'),
      sp: text(published, 'sp', '') || null,
      pct: /^\d{1,3}$/.test(pct) ? Number(pct) : null,
    },
    records: records.map(readRecord),
  };
}
