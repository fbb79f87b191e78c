import { MalformedReport, readAggregateReport, type AggregateReport } from './aggregate-report';
import { ReportRefused, type IntakeOutcome } from './intake-outcome';
import { policyDomainOf } from './policy-domain';
import { READ_MS_MAX, readWithin } from './read-deadline';
import type { ReportOwners } from './report-owner';
import { reportAttachment } from './report-message';
import type { ReportsStore } from './reports-store';
import { unpackReport } from './unpack-report';

export interface IntakeResult {
  outcome: IntakeOutcome;
  /** The policy domain, once the report was read. */
  domain?: string;
  /** Why it was not kept, for the log. */
  detail?: string;
}

/**
 * A message's way from its bytes to the reports' tables: the attachment, unpacked within bounds,
 * its policy domain read from its start and that domain's owner asked, then (only for a domain of
 * ours) the whole XML read to the schema, and kept in one transaction. Whatever goes
 * wrong is an outcome, never a throw: the listener answers each with its reply.
 */
export function createReportIntake({
  store,
  owners,
  now = Date.now,
  readMs = READ_MS_MAX,
}: {
  store: ReportsStore;
  owners: ReportOwners;
  now?: () => number;
  /** How long its XML may take to read (read-deadline.ts). */
  readMs?: number;
}) {
  /** What `read` returns; its MalformedReport as the outcome `malformed`. */
  const malformed = <T>(read: () => T): T => {
    try {
      return read();
    } catch (error) {
      throw error instanceof MalformedReport ? new ReportRefused('malformed', error.message) : error;
    }
  };
  const keep = (report: AggregateReport) => {
    try {
      return store.keep(report, now()) === 'kept' ? 'stored' : 'duplicate';
    } catch (error) {
      throw new ReportRefused('deferred', `database: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    }
  };
  return async (raw: Buffer): Promise<IntakeResult> => {
    let domain: string | undefined;
    try {
      const xml = await unpackReport(await reportAttachment(raw));
      domain = malformed(() => policyDomainOf(xml));
      if (!(await owners.nameUs(domain))) throw new ReportRefused('not_ours', 'the record does not name the report address');
      const report = malformed(() => readWithin(readMs, () => readAggregateReport(xml)));
      if (report.policy.domain !== domain) throw new ReportRefused('malformed', 'the policy domain is not the one at its start');
      return { outcome: keep(report), domain };
    } catch (error) {
      if (error instanceof ReportRefused) return { outcome: error.outcome, domain, detail: error.message };
      return { outcome: 'malformed', domain, detail: (error as Error).message };
    }
  };
}

export type ReportIntake = ReturnType<typeof createReportIntake>;
