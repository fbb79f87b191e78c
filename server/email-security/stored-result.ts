/**
 * A domain's result as a review request stores it in the outbox, so the staff e-mail and its
 * report are made later without the network: the checker's kept result as the visitor saw it, its
 * texts and each finding's share of STORED_RESULT_MAX bounded where it was made (bounds.ts), and,
 * when a record is read back, checked for its shape only, as the outbox checks every stored request.
 */
import { EMAIL_CHECK_IDS, type EmailSecurityResult } from '../../shared/email-security/result';

/** The result with only its own fields and one finding per check, each as the checker made it. */
export function boundedResult(result: EmailSecurityResult): EmailSecurityResult {
  const findings = EMAIL_CHECK_IDS.map((id) => result.findings.find((finding) => finding.check === id)).filter(
    (finding) => finding !== undefined,
  );
  return {
    domain: result.domain,
    shown: result.shown,
    checkedAt: result.checkedAt,
    exists: result.exists,
    ...(result.provider ? { provider: result.provider } : {}),
    ...(result.dns ? { dns: result.dns } : {}),
    findings,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown) => Array.isArray(value) && value.every(isText);

/** A finding's records and file to publish, where it has them, each of its shape. */
const hasPublishShape = (value: Record<string, unknown>): boolean =>
  (value.publish === undefined ||
    (Array.isArray(value.publish) &&
      value.publish.every((record) => isObject(record) && isText(record.name) && isText(record.type) && isText(record.value)))) &&
  (value.publishFile === undefined ||
    (isObject(value.publishFile) && isText(value.publishFile.url) && isTexts(value.publishFile.lines)));

/** A link as the site made it: to one of its own pages or over http(s). */
const isLink = (value: unknown): boolean =>
  isObject(value) && isText(value.label) && isText(value.href) && /^(\/|https?:\/\/)/.test(value.href);

const isFinding = (value: unknown): boolean =>
  isObject(value) &&
  isText(value.check) &&
  isText(value.status) &&
  isText(value.found) &&
  isText(value.meaning) &&
  (value.records === undefined || isTexts(value.records)) &&
  (value.fix === undefined || isText(value.fix)) &&
  (value.links === undefined || (Array.isArray(value.links) && value.links.every(isLink))) &&
  hasPublishShape(value) &&
  (value.urgent === undefined || value.urgent === true);

const isDnsServedBy = (value: unknown): boolean =>
  value === undefined ||
  (isObject(value) && isText(value.zone) && isTexts(value.servers) && (value.host === undefined || isText(value.host)));

/** Whether a pass-on link's stored records (shared/email-security/pass-on.ts) have the shape this release reads. */
export const isPassedOnRecords = (value: unknown): boolean =>
  isObject(value) &&
  isText(value.shown) &&
  Array.isArray(value.findings) &&
  value.findings.every((finding) => isObject(finding) && isText(finding.check) && hasPublishShape(finding)) &&
  isDnsServedBy(value.dns);

/** Whether a stored value has a result's shape (its words and rules were the checker's when it was stored). */
export const isStoredResult = (value: unknown): boolean =>
  isObject(value) &&
  isText(value.domain) &&
  isText(value.shown) &&
  isText(value.checkedAt) &&
  typeof value.exists === 'boolean' &&
  (value.provider === undefined || isText(value.provider)) &&
  (value.dns === undefined ||
    (isObject(value.dns) &&
      isText(value.dns.zone) &&
      isTexts(value.dns.servers) &&
      (value.dns.host === undefined || isText(value.dns.host)))) &&
  Array.isArray(value.findings) &&
  value.findings.every(isFinding);
