/**
 * What a stranger's DNS or server puts into a finding is cut once, where the finding is made
 * (check-context.ts finding()), so that the page, the report PDF, the staff e-mail and the outbox
 * all see the same bounded result, and 1,000 kept results stay small (the outside review's 60 KB
 * DMARC record made a kept result of about 500 KB). A record to 1,024 characters and ten of them,
 * a sentence to 2,000, six records to publish with a name to 255 characters and a value to 2,048
 * (a 4096-bit DKIM key is about 740 characters of base64), a file to serve ten lines; and each
 * finding within its share of what a stored result may take
 * (docs/decisions/014-bounded-once-drawn-in-linear-time.md).
 */
import { EMAIL_CHECK_IDS, type Finding, type RecordToPublish } from '../../shared/email-security/result';

const RECORD_MAX = 1024;
/** Records a finding keeps, and lines of a file to serve: a longer file is never offered cut (mta-sts-check.ts). */
export const RECORDS_MAX = 10;
const TEXT_MAX = 2000;
const PUBLISH_MAX = 6;
const NAME_MAX = 255;
const VALUE_MAX = 2048;
/** What one result may take as JSON, kept or stored with a review (a real one is a few KB). */
const STORED_RESULT_MAX = 64 * 1024;
/** Each check's share of it. */
const FINDING_MAX = Math.floor(STORED_RESULT_MAX / EMAIL_CHECK_IDS.length);

/**
 * Cuts by code points (never half a character), marking the cut. A text has at least as many code
 * units as code points, and 2 × max units hold at least max points: only that much is split, not
 * a whole 60 KB record.
 */
const clip = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const points = Array.from(text.slice(0, 2 * max));
  return points.length <= max && text.length <= 2 * max ? text : `${points.slice(0, max - 1).join('')}…`;
};

const clipAll = (texts: readonly string[], count: number, max: number) => texts.slice(0, count).map((text) => clip(text, max));

/** The finding with only its own fields, every text cut to its bound and at most `records` records as found. */
const cut = (finding: Finding, records: number): Finding => {
  const { publish, publishFile, reportsOffer } = finding;
  const bounded = ({ name, type, value }: RecordToPublish) => ({
    name: clip(name, NAME_MAX),
    type,
    value: clip(value, VALUE_MAX),
  });
  return {
    check: finding.check,
    status: finding.status,
    found: clip(finding.found, TEXT_MAX),
    ...(finding.records && records > 0 ? { records: clipAll(finding.records, records, RECORD_MAX) } : {}),
    meaning: clip(finding.meaning, TEXT_MAX),
    ...(finding.fix !== undefined ? { fix: clip(finding.fix, TEXT_MAX) } : {}),
    // The site's own addresses, a few: nothing a stranger's DNS wrote.
    ...(finding.links ? { links: finding.links.map(({ label, href }) => ({ label, href })) } : {}),
    ...(publish ? { publish: publish.slice(0, PUBLISH_MAX).map(bounded) } : {}),
    ...(publishFile
      ? { publishFile: { url: clip(publishFile.url, RECORD_MAX), lines: clipAll(publishFile.lines, RECORDS_MAX, RECORD_MAX) } }
      : {}),
    ...(reportsOffer ? { reportsOffer: bounded(reportsOffer) } : {}),
    ...(finding.publishedLive ? { publishedLive: finding.publishedLive.slice(0, PUBLISH_MAX).map(bounded) } : {}),
    ...(finding.replaces && records > 0 ? { replaces: clipAll(finding.replaces, records, RECORD_MAX) } : {}),
    ...(finding.partly ? { partly: true as const } : {}),
    ...(finding.urgent ? { urgent: true as const } : {}),
  };
};

/**
 * The finding as a result keeps it. Over its share of STORED_RESULT_MAX, the records as found
 * (which the fix does not need) are cut to two, then left out: only DNS made to fill every
 * record to its bound gets there.
 */
export function boundedFinding(finding: Finding): Finding {
  let json = '';
  for (const records of [RECORDS_MAX, 2, 0]) {
    json = JSON.stringify(cut(finding, records));
    if (json.length <= FINDING_MAX) break;
  }
  // Copies of its own: a short text V8 sliced out of a long record (one report address of a 60 KB
  // DMARC record) would otherwise keep the whole record alive for as long as the result is kept.
  return JSON.parse(json) as Finding;
}
