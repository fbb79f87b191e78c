/**
 * Whether a domain's reports say it is safe to tighten its DMARC policy, and the record that does
 * it. The rule is POLICY_RULE; the record is the one published, read by the check's parser
 * (mail-records.ts), with only its policy changed and what would weaken it (pct, t) left out.
 */
import { dmarcTagsKept, parseDmarc, type DmarcPolicy } from '../email-security/mail-records';
import type { SendersSummary, SourceGroup } from './report-senders';
import type { StoredRow } from './reports-store';

export const POLICY_RULE = {
  reason:
    'Two weeks of reports in which every sender of yours passes: a sender you forgot shows up in that time, and is fixed before receivers act on the policy.',
  /** The reports judged: those that began in the last so many days. */
  windowDays: 28,
  /** Days with at least one report among them. */
  daysWithReports: 14,
  /** A source with more messages than this is judged on its own; fewer say too little. */
  fewMessages: 5,
  /** The share of a sender of yours' mail, and of all of yours, that passes aligned: for quarantine, then reject. */
  passShare: { quarantine: 0.95, reject: 0.99 },
} as const;

export type Verdict =
  | { kind: 'not-yet'; why: 'no-record' | 'few-days' | 'no-mail'; days: number }
  | { kind: 'not-yet'; why: 'failing'; days: number; failing: SourceGroup[] }
  | { kind: 'quarantine' | 'reject'; days: number; record: string }
  | { kind: 'at-reject'; days: number };

const DAY_S = 24 * 60 * 60;

/**
 * A sender of the domain's own: a source some of whose mail passed aligned, or a mail service that
 * proves it sent its mail (its servers' confirmed reverse DNS, or DKIM or SPF passing for its own
 * domain, report-senders.ts): the owner's invoicing through SendGrid, set up only as SendGrid, is
 * the owner's to fix before a policy turns it away. Only a stranger neither known nor proved, whose
 * mail never passes, is what the policy is there to stop: it never holds the verdict back, and the
 * digest names it for the owner to judge.
 */
export const isOwnSource = (source: SourceGroup) => source.passed > 0 || source.sender !== undefined;

/**
 * The record published, with `policy` and its other tags as they are; pct, t and an sp or np
 * weaker than the policy left out (the check warns of each: it lets the names they cover be forged).
 */
export function recordWithPolicy(record: string, policy: DmarcPolicy): string {
  return ['v=DMARC1', `p=${policy}`, ...dmarcTagsKept(record, policy)].join('; ');
}

/** The verdict on `summary`, the senders of the rows in `rows`, for the domain whose record is `published`. */
export function policyVerdict(rows: readonly StoredRow[], summary: SendersSummary, published: string | undefined): Verdict {
  const days = new Set(rows.map((row) => Math.floor(row.beginS / DAY_S))).size;
  const parsed = published === undefined ? undefined : parseDmarc(published);
  if (!parsed || 'problem' in parsed) return { kind: 'not-yet', why: 'no-record', days };
  const whole = parsed.percent === 100 && !parsed.testing;
  if (parsed.policy === 'reject' && whole) return { kind: 'at-reject', days };
  if (days < POLICY_RULE.daysWithReports) return { kind: 'not-yet', why: 'few-days', days };
  const own = summary.sources.filter(isOwnSource);
  const ownMessages = own.reduce((sum, source) => sum + source.messages, 0);
  if (!ownMessages) return { kind: 'not-yet', why: 'no-mail', days };
  // Quarantine first, then reject; a policy applied to part of the mail is first applied to all of it.
  const target: 'quarantine' | 'reject' =
    parsed.policy === 'reject' || (parsed.policy === 'quarantine' && whole) ? 'reject' : 'quarantine';
  const share = POLICY_RULE.passShare[target];
  const failing = own.filter((source) => source.messages > POLICY_RULE.fewMessages && source.passed < source.messages * share);
  const ownPassed = own.reduce((sum, source) => sum + source.passed, 0);
  if (failing.length || ownPassed < ownMessages * share)
    return {
      kind: 'not-yet',
      why: 'failing',
      days,
      failing: failing.length ? failing : own.filter((s) => s.passed < s.messages),
    };
  return { kind: target, days, record: recordWithPolicy(published!, target) };
}
