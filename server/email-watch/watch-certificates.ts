/**
 * A watched domain's certificates about to lapse: warned about at 14 days left and again at 3, each
 * mark once a certificate (a renewed one starts again), and when the schedule should look next.
 */
import type { EmailSecurityResult } from '../../shared/email-security/result';
import type { Told } from './watch-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A certificate is warned about at 14 days left, and again at 3. */
const CERTIFICATE_MARKS = [14, 3] as const;

/** A certificate about to lapse that has not been warned about at this mark. */
export interface CertificateWarning {
  host: string;
  expires: string;
  daysLeft: number;
}

/**
 * The certificates of `seen` within a warning mark that was not yet told (a renewed certificate,
 * with a new date, starts again), and what is told after warning of them.
 */
export function certificateWarnings(
  seen: EmailSecurityResult,
  told: Told,
  nowMs: number,
): { warnings: CertificateWarning[]; certificates: NonNullable<Told['certificates']> } {
  const certificates: NonNullable<Told['certificates']> = {};
  const warnings: CertificateWarning[] = [];
  for (const { host, expires } of seen.certificates ?? []) {
    const daysLeft = Math.floor((Date.parse(expires) - nowMs) / DAY_MS);
    const mark = daysLeft < 0 ? undefined : [...CERTIFICATE_MARKS].reverse().find((days) => daysLeft <= days);
    const before = told.certificates?.[host];
    const said = before?.expires === expires ? before.mark : undefined;
    if (mark !== undefined && (said === undefined || mark < said)) warnings.push({ host, expires, daysLeft });
    const keep = mark !== undefined && (said === undefined || mark < said) ? mark : said;
    if (keep !== undefined) certificates[host] = { expires, mark: keep };
  }
  return { warnings, certificates };
}

/** When a certificate of `seen` next reaches a mark: the schedule looks again then (daily inside the first mark). */
export function nextCertificateLook(seen: EmailSecurityResult, nowMs: number): number | undefined {
  const times = (seen.certificates ?? []).flatMap(({ expires }) => {
    const at = Date.parse(expires);
    const marks = CERTIFICATE_MARKS.map((days) => at - days * DAY_MS);
    // Inside a mark already: once a day, so a renewal is seen and the next mark is not missed.
    if (nowMs >= marks[0]! && nowMs < at) return [Math.min(nowMs + DAY_MS, ...marks.filter((time) => time > nowMs))];
    return marks.filter((time) => time > nowMs);
  });
  return times.length ? Math.min(...times) : undefined;
}
