/**
 * "Send these to whoever manages your DNS": a link to a page with only a result's records to
 * publish and the DNS host's steps, for the person who edits the domain's DNS. Typed once for the
 * server that keeps the link and the page that shows it.
 */
import type { DnsServedBy, EmailCheckId, EmailSecurityResult, FileToPublish, RecordToPublish } from './result';
import { paths } from '../routes';
import { EMAIL_SECURITY_PARAM } from './result';

/** The form under a result posts its domain here (`domain=`); the answer is a 303 to the new link. */
export const PASS_ON_PATH = '/email-security/pass-on';
/** The link's page: `?token=…`. */
export const PASS_ON_RECORDS_PATH = paths['email-pass-on'];
export const PASS_ON_TOKEN_PARAM = 'token';
/** The form's one field: the domain of the kept result, as the check's own query names it. */
export const PASS_ON_DOMAIN_FIELD = EMAIL_SECURITY_PARAM;
/** A link lasts this long, then its row is deleted. */
export const PASS_ON_DAYS = 14;
export const PASS_ON_MS = PASS_ON_DAYS * 24 * 60 * 60 * 1000;

/** One finding's part of the records: its check, and what to publish for it. */
interface PassedOnFinding {
  check: EmailCheckId;
  publish?: RecordToPublish[];
  publishFile?: FileToPublish;
}

/** What a link keeps of a result: the domain as a person reads it, the records in the page's order, and who serves its DNS. */
export interface PassedOnRecords {
  shown: string;
  findings: PassedOnFinding[];
  dns?: DnsServedBy;
}

/** A result's records to publish, in its findings' order; null where it has none. */
export function recordsToPassOn(result: EmailSecurityResult): PassedOnRecords | null {
  const findings = result.findings
    .filter((finding) => finding.publish?.length || finding.publishFile)
    .map(({ check, publish, publishFile }) => ({
      check,
      ...(publish?.length ? { publish } : {}),
      ...(publishFile ? { publishFile } : {}),
    }));
  if (!findings.length) return null;
  return { shown: result.shown, findings, ...(result.dns ? { dns: result.dns } : {}) };
}

/** The link's address on the site at `publicUrl` ('' for a path on this site). */
export const passOnLink = (publicUrl: string, token: string): string =>
  `${publicUrl}${PASS_ON_RECORDS_PATH}?${new URLSearchParams({ [PASS_ON_TOKEN_PARAM]: token }).toString()}`;

/**
 * What the link's page shows (the `passOn` state preloads it): the records, with the link itself
 * and the day it goes; or `unknown` for a link that has expired or never was (404).
 */
export type PassOnAnswer =
  { step: 'records'; domain: string; link: string; until: string; records: PassedOnRecords } | { step: 'unknown' };
