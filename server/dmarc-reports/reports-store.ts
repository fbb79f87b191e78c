import { DIGEST_KEPT_DAYS } from '../../shared/email-security/dmarc-digest';
import { DMARC_REPORT_DAYS } from '../../shared/email-security/dmarc-reports';
import type { RetentionSweep } from '../mail/retention';
import type { SiteDatabase } from '../store/site-database';
import type { AggregateReport } from './aggregate-report';
import { isKnownReporter } from '../../shared/catalogue/dmarc-reporters';
import {
  keptBytes,
  knownSignedSql,
  organisationalDomain,
  overBudget,
  passedFor,
  REPORT_VOLUME,
  type OverBudget,
} from './report-volume';

const KEPT_MS = DMARC_REPORT_DAYS * 24 * 60 * 60 * 1000;

/** What became of a report given to keep, and why one was not kept (for the log, with the budget it would pass). */
export type Kept = { outcome: 'kept' | 'duplicate' } | OverBudget;

const DIGEST_MARKS_MS = DIGEST_KEPT_DAYS * 24 * 60 * 60 * 1000;
/** Only the known receivers' reports are the owner's figures (shared/catalogue/dmarc-reporters.ts). */
const BY_RECEIVERS = knownSignedSql('r.signed_by');

/**
 * The messages of one source on one UTC day (`beginS`, by its reports' start) with one DKIM and SPF
 * verdict, and the domains a DKIM or SPF result of theirs passed for, aligned or not: a mail
 * service signing or bouncing as its own domain proves it sent them (report-senders.ts).
 */
export interface StoredRow {
  sourceIp: string;
  count: number;
  dkim: string;
  spf: string;
  beginS: number;
  passedFor?: readonly string[];
}

const NONE: readonly string[] = [];

/** The queries of the reports' tables (their schema: reports-schema.ts). */
export const createReportsStore = (database: SiteDatabase, { siteDayBytes = Infinity, volume = REPORT_VOLUME } = {}) => ({
  /**
   * Keeps a report signed for its `signedBy` (report-signature.ts) and its records in one transaction, durable when it
   * returns: 'kept', 'duplicate' when that signer's report of that id for that domain is kept
   * already; nothing is written when the last day's reports, with this one, are past one of the
   * day's budgets (report-volume.ts, each named): 'over_quota' by their number for the
   * organisational domain, 'over_volume' by their size for it or for the signer, 'site_full' by
   * their size for all domains (`siteDayBytes`, a share of it for the strangers).
   */
  keep(report: AggregateReport & { signedBy: string }, receivedMs: number): Kept {
    return database.transaction((db): Kept => {
      const { policy: p, signedBy } = report;
      const kept = db
        .prepare('SELECT 1 FROM dmarc_reports WHERE signed_by = ? AND report_id = ? AND domain = ?')
        .get(signedBy, report.reportId, p.domain);
      if (kept) return { outcome: 'duplicate' };
      const bytes = keptBytes(report.records);
      const org = organisationalDomain(p.domain);
      const over = overBudget(
        db,
        { signedBy, org, bytes, receivedMs, known: isKnownReporter(signedBy) },
        { siteDayBytes, volume },
      );
      if (over) return over;
      const inserted = db
        .prepare(
          `INSERT INTO dmarc_reports (signed_by, reporter, reporter_email, report_id, domain, begin_s, end_s, adkim, aspf, p, sp, pct, received_ms, kept_bytes, org_domain)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          signedBy,
          report.reporter,
          report.reporterEmail,
          report.reportId,
          p.domain,
          report.beginS,
          report.endS,
          p.adkim,
          p.aspf,
          p.p,
          p.sp,
          p.pct,
          receivedMs,
          bytes,
          org,
        );
      const row = db.prepare(
        `INSERT INTO dmarc_report_rows (report, source_ip, count, disposition, dkim, spf, header_from, dkim_results, spf_results, received_ms, passed_for)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const record of report.records)
        row.run(
          inserted.lastInsertRowid,
          record.sourceIp,
          record.count,
          record.disposition,
          record.dkim,
          record.spf,
          record.headerFrom,
          JSON.stringify(record.dkimResults),
          JSON.stringify(record.spfResults),
          receivedMs,
          passedFor(record),
        );
      return { outcome: 'kept' };
    });
  },
  /**
   * The records of `domain`'s reports whose period began from `fromS` and before `toS`, summed in
   * SQL by source, day and verdict: a big domain's many reports a day from the same servers come to
   * a few rows each, so what a digest holds in memory grows with its senders, not its reports.
   * Every sum of counts here is SQLite's total(), a float, which never overflows as SUM's 64-bit
   * integer does (rows kept before a report's volume was bounded can pass it).
   */
  rowsFor(domain: string, fromS: number, toS: number): StoredRow[] {
    const rows = database.run((db) =>
      db
        .prepare(
          `SELECT w.source_ip AS sourceIp, total(w.count) AS count, w.dkim AS dkim, w.spf AS spf,
             (r.begin_s / 86400) * 86400 AS beginS, w.passed_for AS passedFor
           FROM dmarc_report_rows w JOIN dmarc_reports r ON r.id = w.report
           WHERE r.domain = ? AND r.begin_s >= ? AND r.begin_s < ? AND ${BY_RECEIVERS}
           GROUP BY beginS, w.source_ip, w.dkim, w.spf, w.passed_for ORDER BY beginS, w.source_ip, w.dkim, w.spf, w.passed_for`,
        )
        .all(domain, fromS, toS),
    ) as unknown as { passedFor: unknown }[];
    // Most rows share a few lists: each read once.
    const lists = new Map<string, readonly string[]>();
    for (const row of rows) {
      const kept = row.passedFor;
      if (typeof kept !== 'string') row.passedFor = NONE;
      else {
        if (!lists.has(kept)) lists.set(kept, JSON.parse(kept) as string[]);
        row.passedFor = lists.get(kept);
      }
    }
    return rows as unknown as StoredRow[];
  },
  /** Each UTC day's messages of `domain` that passed DMARC and that did not, by the day its report began. */
  dailyCounts: (domain: string, fromS: number, toS: number): { dayS: number; passed: number; failed: number }[] =>
    database.run((db) =>
      db
        .prepare(
          `SELECT (r.begin_s / 86400) * 86400 AS dayS,
             total(CASE WHEN w.dkim = 'pass' OR w.spf = 'pass' THEN w.count ELSE 0 END) AS passed,
             total(CASE WHEN w.dkim = 'pass' OR w.spf = 'pass' THEN 0 ELSE w.count END) AS failed
           FROM dmarc_report_rows w JOIN dmarc_reports r ON r.id = w.report
           WHERE r.domain = ? AND r.begin_s >= ? AND r.begin_s < ? AND ${BY_RECEIVERS} GROUP BY dayS ORDER BY dayS`,
        )
        .all(domain, fromS, toS),
    ) as unknown as { dayS: number; passed: number; failed: number }[],
  /**
   * The other signers' reports of `domain` whose period began from `fromS` and before `toS`, kept and
   * shown apart, never in the owner's figures: each signer's reports and the messages they claim,
   * the most messages first, `max` of them.
   */
  othersFor: (
    domain: string,
    fromS: number,
    toS: number,
    max: number,
  ): { signedBy: string; reports: number; messages: number }[] =>
    database.run((db) =>
      db
        .prepare(
          `SELECT r.signed_by AS signedBy, COUNT(*) AS reports, total((SELECT total(count) FROM dmarc_report_rows WHERE report = r.id)) AS messages
           FROM dmarc_reports r WHERE r.domain = ? AND r.begin_s >= ? AND r.begin_s < ? AND NOT ${BY_RECEIVERS}
           GROUP BY r.signed_by ORDER BY messages DESC, r.signed_by LIMIT ?`,
        )
        .all(domain, fromS, toS, max),
    ) as unknown as { signedBy: string; reports: number; messages: number }[],
  /** The domains with the known receivers' reports from `fromS` and before `toS`. */
  domainsWithReports: (fromS: number, toS: number): string[] =>
    (
      database.run((db) =>
        db
          .prepare(
            `SELECT DISTINCT domain FROM dmarc_reports r WHERE begin_s >= ? AND begin_s < ? AND ${BY_RECEIVERS} ORDER BY domain`,
          )
          .all(fromS, toS),
      ) as { domain: string }[]
    ).map((row) => row.domain),
  /**
   * Deletes the reports and records received DMARC_REPORT_DAYS or more before `nowMs`, the
   * servers' names last found as long ago, and the digests' and alerts' marks DIGEST_KEPT_DAYS old
   * (each holds an address): how many reports.
   */
  deleteExpired(nowMs: number): number {
    const cutoff = nowMs - KEPT_MS;
    const [deleted, marks] = database.transaction((db) => {
      db.prepare('DELETE FROM dmarc_report_rows WHERE received_ms <= ?').run(cutoff);
      db.prepare('DELETE FROM dmarc_source_names WHERE named_ms <= ?').run(cutoff);
      return [
        db.prepare('DELETE FROM dmarc_reports WHERE received_ms <= ?').run(cutoff).changes,
        Number(db.prepare('DELETE FROM dmarc_digests WHERE sent_ms <= ?').run(nowMs - DIGEST_MARKS_MS).changes) +
          Number(db.prepare('DELETE FROM dmarc_alerts WHERE sent_ms <= ?').run(nowMs - DIGEST_MARKS_MS).changes),
      ];
    });
    if (deleted || marks) database.scrubDeleted();
    return Number(deleted);
  },
});

export type ReportsStore = ReturnType<typeof createReportsStore>;

/** The retention sweep's part for these rows (server/mail/retention.ts). */
export const dmarcReportsSweep = (database: SiteDatabase): RetentionSweep => ({
  kind: 'DMARC reports',
  deleteExpired: createReportsStore(database).deleteExpired,
});
