import { printRows } from '../print-rows';
import type { SiteDatabase } from '../store/site-database';

/** `outbox reports`: the domains whose DMARC reports are kept, for the operator, as `watches` lists the watches. */
export const REPORTS_USAGE =
  '  reports                    domains with DMARC reports kept: reports, reporters, last received, period, messages, passed';

interface DomainReports {
  domain: string;
  reports: number;
  reporters: number;
  lastReceived: string;
  /** The days the reports cover, from the first one's start to the last one's end (UTC). */
  from: string;
  to: string;
  messages: number;
  /** Messages that passed DMARC as the receivers evaluated it: DKIM or SPF aligned and passing. */
  passed: number;
}

/**
 * A report's day, or 'unknown' past what a Date holds: a period read before its dates were bounded
 * (aggregate-report.ts) may begin in the year 31 million. Its sums are total(), a float, for the
 * same reports' counts, which overflow SUM's 64-bit integer.
 */
const day = (seconds: number) => {
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? 'unknown' : date.toISOString().slice(0, 10);
};

/** Each domain's reports kept (90 days at most), one line each or JSON; no address is in them. */
export function listReports(database: SiteDatabase, json: boolean, out: (text: string) => void): void {
  const rows = database.run(
    (db) =>
      db
        .prepare(
          `SELECT r.domain, COUNT(*) AS reports, COUNT(DISTINCT r.signed_by) AS reporters, MAX(r.received_ms) AS last_ms,
                  MIN(r.begin_s) AS begin_s, MAX(r.end_s) AS end_s, total(t.messages) AS messages,
                  total(t.passed) AS passed
           FROM dmarc_reports r
           LEFT JOIN (SELECT report, total(count) AS messages,
                             total(CASE WHEN dkim = 'pass' OR spf = 'pass' THEN count ELSE 0 END) AS passed
                      FROM dmarc_report_rows GROUP BY report) t ON t.report = r.id
           GROUP BY r.domain ORDER BY r.domain`,
        )
        .all() as Array<{
        domain: string;
        reports: number;
        reporters: number;
        last_ms: number;
        begin_s: number;
        end_s: number;
        messages: number;
        passed: number;
      }>,
  );
  const listed: DomainReports[] = rows.map((row) => ({
    domain: row.domain,
    reports: row.reports,
    reporters: row.reporters,
    lastReceived: new Date(row.last_ms).toISOString(),
    from: day(row.begin_s),
    to: day(row.end_s),
    messages: row.messages,
    passed: row.passed,
  }));
  printRows(listed, { json, out, none: 'No DMARC report is kept.' }, (row) => [
    row.domain.padEnd(24),
    `${row.reports} report(s) from ${row.reporters} reporter(s)`.padEnd(32),
    `last received ${row.lastReceived}`,
    `covering ${row.from} to ${row.to}`,
    `${row.messages} message(s), ${row.passed} passed`,
  ]);
}
