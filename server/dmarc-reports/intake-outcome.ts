/**
 * What became of a message to the report address, as counted in `dmarc_reports_total{outcome}`,
 * and the SMTP reply each gets: 250 only for a report kept (or kept already), a 5xx for one that
 * will never be kept, a 4xx for one that may be later (a DNS or database failure now, or a read
 * that ran out of time on a busy host).
 */
export type IntakeOutcome =
  | 'stored'
  | 'duplicate'
  | 'too_large'
  | 'bomb'
  | 'malformed'
  | 'failure_report'
  | 'no_report'
  | 'unsigned'
  | 'key_unavailable'
  | 'not_ours'
  | 'over_quota'
  | 'over_volume'
  | 'site_full'
  | 'deferred';

export interface IntakeResult {
  outcome: IntakeOutcome;
  /** The policy domain, once the report was read. */
  domain?: string;
  /** Why it was not kept, for the log. */
  detail?: string;
  /** The day's budget a report would have passed (report-volume.ts), where one refused it. */
  budget?: string;
}

export const REPLIES: Record<IntakeOutcome, { code: number; text: string }> = {
  stored: { code: 250, text: '2.0.0 Report kept' },
  duplicate: { code: 250, text: '2.0.0 Report kept already' },
  too_large: { code: 552, text: '5.3.4 Message too big for a report' },
  bomb: { code: 554, text: '5.6.0 The report unpacks too large' },
  malformed: { code: 554, text: '5.6.0 Not a DMARC aggregate report' },
  failure_report: { code: 554, text: '5.6.0 Failure reports are not accepted here' },
  no_report: { code: 554, text: '5.6.0 No aggregate report attached' },
  unsigned: { code: 550, text: '5.7.1 Reports are taken only DKIM-signed by their reporter' },
  // RFC 3463's X.7.5: a key needed to check the message was not available.
  key_unavailable: { code: 451, text: "4.7.5 The reporter's DKIM key cannot be fetched now, try again later" },
  over_quota: { code: 452, text: '4.5.3 Too many reports for this domain or sender today, try again tomorrow' },
  over_volume: { code: 452, text: '4.5.3 Too much report data for this domain or sender today, try again tomorrow' },
  // RFC 3463's X.3.1: the store is full, for now.
  site_full: { code: 452, text: '4.3.1 The report store has taken all it may today, try again tomorrow' },
  not_ours: { code: 550, text: '5.7.1 The DMARC record of the domain does not name this address' },
  deferred: { code: 451, text: '4.3.0 Cannot keep the report now, try again later' },
};

/** A message that is not kept: why, in the metric's words, and for the log, what was wrong. */
export class ReportRefused extends Error {
  constructor(
    readonly outcome: Exclude<IntakeOutcome, 'stored' | 'duplicate'>,
    detail: string,
  ) {
    super(detail);
  }
}
