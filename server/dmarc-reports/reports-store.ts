import { DIGEST_KEPT_DAYS } from '../../shared/email-security/dmarc-digest';
import { DMARC_REPORT_DAYS } from '../../shared/email-security/dmarc-reports';
import type { RetentionSweep } from '../mail/retention';
import type { SiteDatabase } from '../store/site-database';
import type { AggregateReport } from './aggregate-report';

const KEPT_MS = DMARC_REPORT_DAYS * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A receiver reports a domain once a day, at most hourly (ri=3600): past these a signer, or all
 * together, is flooding a domain's tables, and is told to come back tomorrow.
 */
export const REPORT_QUOTA = { signerDomainDay: 30, domainDay: 200 };

const MB = 1024 * 1024;
/**
 * What a day's reports may add to the database file, as keptBytes reckons it. A stranger whose own
 * domain names our address signs its reports with domains of its own: a domain's day, all its
 * signers together, stays under 10 MB (kept 90 days), and a signer's share of it leaves room for
 * the others. A big receiver's report of a busy domain takes a few hundred KB. One signer, all the
 * domains it reports together, has a share of the site's day: Google's reports of two hundred
 * client domains fit in it, and a stranger signing for many domains of its own cannot take the
 * whole day from them. All domains together are bounded by DMARC_REPORTS_DAY_MB
 * (reports-settings.ts), the site's own choice for its disk.
 */
const REPORT_VOLUME = { signerDomainDayBytes: 4 * MB, domainDayBytes: 8 * MB, signerDayBytes: 64 * MB };

/**
 * What a row takes in the file beyond its text: its integers, SQLite's record and cell headers,
 * its three indexes' entries and the slack of pages split as they fill. Measured: Google's rows
 * of 5,000 sources grow the file 251 bytes each, of which 173 are their text (its address twice).
 */
const ROW_BYTES = 100;

/** The bytes a report's rows are reckoned to take in the database file: their text and ROW_BYTES each. */
export const keptBytes = (records: AggregateReport['records']): number =>
  records.reduce(
    (sum, record) =>
      sum +
      ROW_BYTES +
      2 * Buffer.byteLength(record.sourceIp) +
      Buffer.byteLength(record.disposition) +
      Buffer.byteLength(record.dkim) +
      Buffer.byteLength(record.spf) +
      Buffer.byteLength(record.headerFrom) +
      Buffer.byteLength(JSON.stringify(record.dkimResults)) +
      Buffer.byteLength(JSON.stringify(record.spfResults)) +
      Buffer.byteLength(passedFor(record) ?? ''),
    0,
  );

/** What became of a report given to keep, and why one was not kept (for the log). */
export type Kept = { outcome: 'kept' | 'duplicate' } | { outcome: 'over_quota' | 'over_volume' | 'site_full'; detail: string };

const inMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const DIGEST_MARKS_MS = DIGEST_KEPT_DAYS * 24 * 60 * 60 * 1000;

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

/** Domains of a row's passing results kept: its own and a service's, and a few more at most. */
const PASSED_FOR_MAX = 4;

/**
 * The domains a record's DKIM and SPF results passed for, lower case, as kept with it (JSON, or
 * null for none): read back by rowsFor without parsing every result of every row again.
 */
const passedFor = (record: AggregateReport['records'][number]): string | null => {
  const domains = new Set(
    [...record.dkimResults, ...record.spfResults]
      .filter((result) => result.result.toLowerCase() === 'pass' && result.domain)
      .map((result) => result.domain.toLowerCase()),
  );
  return domains.size ? JSON.stringify([...domains].slice(0, PASSED_FOR_MAX)) : null;
};

/** The queries of the reports' tables (their schema: reports-schema.ts). */
export const createReportsStore = (database: SiteDatabase, { siteDayBytes = Infinity, volume = REPORT_VOLUME } = {}) => ({
  /**
   * Keeps a report signed for its `signedBy` (report-signature.ts) and its records in one transaction, durable when it
   * returns: 'kept', 'duplicate' when that signer's report of that id for that domain is kept
   * already; nothing is written when the last day's reports, with this one, are past a bound:
   * 'over_quota' by their number for the domain (from that signer or from all), 'over_volume' by
   * their size for it or for the signer (REPORT_VOLUME), 'site_full' by their size for all domains (`siteDayBytes`).
   */
  keep(report: AggregateReport & { signedBy: string }, receivedMs: number): Kept {
    return database.transaction((db): Kept => {
      const { policy: p, signedBy } = report;
      const kept = db
        .prepare('SELECT 1 FROM dmarc_reports WHERE signed_by = ? AND report_id = ? AND domain = ?')
        .get(signedBy, report.reportId, p.domain);
      if (kept) return { outcome: 'duplicate' };
      const since = receivedMs - DAY_MS;
      const today = db
        .prepare(
          `SELECT COUNT(*) AS reports, COALESCE(SUM(signed_by = ?), 0) AS signed, total(kept_bytes) AS bytes,
             total(CASE WHEN signed_by = ? THEN kept_bytes ELSE 0 END) AS signedBytes
           FROM dmarc_reports WHERE domain = ? AND received_ms > ?`,
        )
        .get(signedBy, signedBy, p.domain, since) as { reports: number; signed: number; bytes: number; signedBytes: number };
      if (today.reports >= REPORT_QUOTA.domainDay || today.signed >= REPORT_QUOTA.signerDomainDay)
        return { outcome: 'over_quota', detail: `${today.reports} reports in a day, ${today.signed} signed by ${signedBy}` };
      const bytes = keptBytes(report.records);
      if (today.signedBytes + bytes > volume.signerDomainDayBytes || today.bytes + bytes > volume.domainDayBytes)
        return {
          outcome: 'over_volume',
          detail: `${inMb(bytes)} on ${inMb(today.bytes)} in a day (${inMb(today.signedBytes)} signed by ${signedBy}), bounded at ${inMb(volume.domainDayBytes)} (${inMb(volume.signerDomainDayBytes)})`,
        };
      const { site, signer } = db
        .prepare(
          `SELECT total(kept_bytes) AS site, total(CASE WHEN signed_by = ? THEN kept_bytes ELSE 0 END) AS signer
           FROM dmarc_reports WHERE received_ms > ?`,
        )
        .get(signedBy, since) as { site: number; signer: number };
      if (signer + bytes > volume.signerDayBytes)
        return {
          outcome: 'over_volume',
          detail: `${inMb(bytes)} on ${inMb(signer)} signed by ${signedBy} in a day, all domains, bounded at ${inMb(volume.signerDayBytes)}`,
        };
      if (site + bytes > siteDayBytes)
        return {
          outcome: 'site_full',
          detail: `${inMb(bytes)} on ${inMb(site)} in a day, all domains bounded at ${inMb(siteDayBytes)}`,
        };
      const inserted = db
        .prepare(
          `INSERT INTO dmarc_reports (signed_by, reporter, reporter_email, report_id, domain, begin_s, end_s, adkim, aspf, p, sp, pct, received_ms, kept_bytes)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
           WHERE r.domain = ? AND r.begin_s >= ? AND r.begin_s < ?
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
           WHERE r.domain = ? AND r.begin_s >= ? AND r.begin_s < ? GROUP BY dayS ORDER BY dayS`,
        )
        .all(domain, fromS, toS),
    ) as unknown as { dayS: number; passed: number; failed: number }[],
  /** The domains with reports whose period began from `fromS` and before `toS`. */
  domainsWithReports: (fromS: number, toS: number): string[] =>
    (
      database.run((db) =>
        db
          .prepare('SELECT DISTINCT domain FROM dmarc_reports WHERE begin_s >= ? AND begin_s < ? ORDER BY domain')
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
