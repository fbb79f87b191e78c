/**
 * A domain's result as a review request stores it in the outbox, so the staff e-mail and its
 * report are made later without the network: the checker's kept result, bounded in size (DNS
 * can hold many long records, and the outbox keeps every request as one row), and, when a record
 * is read back, checked for its shape only, as the outbox checks every stored request.
 */
import { EMAIL_CHECK_IDS, type EmailSecurityResult, type Finding } from '../../shared/email-security/result';
import { clip, RECORD_MAX, RECORDS_MAX, TEXT_MAX } from './bounds';

/** What one stored result may take as JSON: a real one is a few KB. */
const STORED_RESULT_MAX = 64 * 1024;
const PUBLISH_MAX = 6;
/** A 4096-bit DKIM key is about 740 characters of base64. */
const VALUE_MAX = 2048;

const boundedFinding = (finding: Finding, records: number): Finding => ({
  check: finding.check,
  status: finding.status,
  found: clip(finding.found, TEXT_MAX),
  ...(finding.records && records > 0 ? { records: finding.records.slice(0, records).map((r) => clip(r, RECORD_MAX)) } : {}),
  meaning: clip(finding.meaning, TEXT_MAX),
  ...(finding.fix !== undefined ? { fix: clip(finding.fix, TEXT_MAX) } : {}),
  ...(finding.publish
    ? {
        publish: finding.publish.slice(0, PUBLISH_MAX).map(({ name, type, value }) => ({
          name: clip(name, 255),
          type,
          value: clip(value, VALUE_MAX),
        })),
      }
    : {}),
});

/**
 * The result with only its own fields, every text and list cut to a bound, one finding per
 * check; if it is still over STORED_RESULT_MAX, the records as found (which the fixes do not need)
 * are cut to two per check, then left out.
 */
export function boundedResult(result: EmailSecurityResult): EmailSecurityResult {
  const findings = EMAIL_CHECK_IDS.map((id) => result.findings.find((finding) => finding.check === id)).filter(
    (finding) => finding !== undefined,
  );
  const withRecords = (records: number): EmailSecurityResult => ({
    domain: result.domain,
    shown: clip(result.shown, 253),
    checkedAt: result.checkedAt,
    exists: result.exists,
    ...(result.provider ? { provider: result.provider } : {}),
    findings: findings.map((finding) => boundedFinding(finding, records)),
  });
  for (const records of [RECORDS_MAX, 2]) {
    const bounded = withRecords(records);
    if (JSON.stringify(bounded).length <= STORED_RESULT_MAX) return bounded;
  }
  return withRecords(0);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown) => Array.isArray(value) && value.every(isText);

const isFinding = (value: unknown): boolean =>
  isObject(value) &&
  isText(value.check) &&
  isText(value.status) &&
  isText(value.found) &&
  isText(value.meaning) &&
  (value.records === undefined || isTexts(value.records)) &&
  (value.fix === undefined || isText(value.fix)) &&
  (value.publish === undefined ||
    (Array.isArray(value.publish) &&
      value.publish.every((record) => isObject(record) && isText(record.name) && isText(record.type) && isText(record.value))));

/** Whether a stored value has a result's shape (its words and rules were the checker's when it was stored). */
export const isStoredResult = (value: unknown): boolean =>
  isObject(value) &&
  isText(value.domain) &&
  isText(value.shown) &&
  isText(value.checkedAt) &&
  typeof value.exists === 'boolean' &&
  (value.provider === undefined || isText(value.provider)) &&
  Array.isArray(value.findings) &&
  value.findings.every(isFinding);
