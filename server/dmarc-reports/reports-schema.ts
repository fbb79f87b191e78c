import type { TableSchema } from '../store/site-database';

/**
 * DMARC aggregate reports kept from the intake: one row per report in `dmarc_reports` (the
 * organisational domain its DKIM signature proves it is from, its id and its policy domain, unique
 * together, so a report sent again is kept once, and one of the same id for another domain or from
 * another signer is another report; the reporter's name and e-mail as it writes them, the period
 * and the policy published, and what its rows take in the file) and one per record in
 * `dmarc_report_rows` (the source's address, the count, what the receiver did, the DKIM and SPF
 * verdicts, each one's results as JSON, and the domains those passed for). The raw message is never kept. Both carry the time
 * they were received, and are deleted by the retention sweep after DMARC_REPORT_DAYS.
 * `dmarc_digests` holds one row for each weekly digest queued (its domain, address and week, unique
 * together, written in one transaction with the outbox's message, so a week's digest goes once;
 * with what it said and a hash of its page link's token, for the page), and `dmarc_alerts` one
 * for each alert between digests (its domain, address, UTC day and time: none within a day of the
 * last, held where it is written, digest-store.ts), both
 * deleted by the same sweep after DIGEST_KEPT_DAYS, and at once with their watch (a trigger on
 * email_watches: stopping a watch deletes its address everywhere, as the privacy policy says).
 * `dmarc_source_names` holds the reverse DNS name last found for a sending server's address, with
 * when, so that a look knows a source it named before without asking again (source-memory.ts);
 * deleted with the reports, DMARC_REPORT_DAYS after it was last found. The queries are in
 * reports-store.ts, digest-store.ts and source-memory.ts.
 */
export const DMARC_REPORTS_SCHEMA: TableSchema = {
  name: 'dmarc-reports',
  migrations: [
    `
CREATE TABLE IF NOT EXISTS dmarc_reports (
  id INTEGER PRIMARY KEY,
  reporter TEXT NOT NULL,
  reporter_email TEXT NOT NULL,
  report_id TEXT NOT NULL,
  domain TEXT NOT NULL,
  begin_s INTEGER NOT NULL,
  end_s INTEGER NOT NULL,
  adkim TEXT NOT NULL,
  aspf TEXT NOT NULL,
  p TEXT NOT NULL,
  sp TEXT,
  pct INTEGER,
  received_ms INTEGER NOT NULL,
  UNIQUE (reporter, reporter_email, report_id, domain)
) STRICT;
CREATE INDEX IF NOT EXISTS dmarc_reports_by_domain ON dmarc_reports (domain, begin_s);
CREATE INDEX IF NOT EXISTS dmarc_reports_by_age ON dmarc_reports (received_ms);
CREATE TABLE IF NOT EXISTS dmarc_report_rows (
  report INTEGER NOT NULL REFERENCES dmarc_reports (id),
  source_ip TEXT NOT NULL,
  count INTEGER NOT NULL,
  disposition TEXT NOT NULL,
  dkim TEXT NOT NULL,
  spf TEXT NOT NULL,
  header_from TEXT NOT NULL,
  dkim_results TEXT NOT NULL,
  spf_results TEXT NOT NULL,
  received_ms INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS dmarc_report_rows_by_report ON dmarc_report_rows (report);
CREATE INDEX IF NOT EXISTS dmarc_report_rows_by_age ON dmarc_report_rows (received_ms);
`,
    `
CREATE TABLE IF NOT EXISTS dmarc_digests (
  domain TEXT NOT NULL,
  email TEXT NOT NULL,
  week_s INTEGER NOT NULL,
  sent_ms INTEGER NOT NULL,
  PRIMARY KEY (domain, email, week_s)
) STRICT;
CREATE INDEX IF NOT EXISTS dmarc_digests_by_age ON dmarc_digests (sent_ms);
`,
    `
ALTER TABLE dmarc_digests ADD COLUMN page_hash TEXT;
ALTER TABLE dmarc_digests ADD COLUMN shown TEXT;
ALTER TABLE dmarc_digests ADD COLUMN content TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS dmarc_digests_by_page ON dmarc_digests (page_hash);
`,
    `
CREATE TABLE IF NOT EXISTS dmarc_alerts (
  domain TEXT NOT NULL,
  email TEXT NOT NULL,
  day_s INTEGER NOT NULL,
  sent_ms INTEGER NOT NULL,
  PRIMARY KEY (domain, email, day_s)
) STRICT;
CREATE INDEX IF NOT EXISTS dmarc_alerts_by_age ON dmarc_alerts (sent_ms);
CREATE INDEX IF NOT EXISTS dmarc_reports_by_received ON dmarc_reports (domain, received_ms);
CREATE INDEX IF NOT EXISTS dmarc_report_rows_by_source ON dmarc_report_rows (source_ip, received_ms);
CREATE TRIGGER IF NOT EXISTS dmarc_marks_follow_watch AFTER DELETE ON email_watches BEGIN
  DELETE FROM dmarc_digests WHERE domain = OLD.domain AND email = OLD.email;
  DELETE FROM dmarc_alerts WHERE domain = OLD.domain AND email = OLD.email;
END;
`,
    `
CREATE TABLE IF NOT EXISTS dmarc_source_names (
  address TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  named_ms INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS dmarc_source_names_by_age ON dmarc_source_names (named_ms);
`,
    // Reports kept before their signatures were checked prove nothing of who sent them: they go, and
    // a report is one of its signing reporter's (a stranger's copy of a real report's name and id is
    // not the real one's duplicate).
    `
DROP TABLE dmarc_report_rows;
DROP TABLE dmarc_reports;
CREATE TABLE dmarc_reports (
  id INTEGER PRIMARY KEY,
  signed_by TEXT NOT NULL,
  reporter TEXT NOT NULL,
  reporter_email TEXT NOT NULL,
  report_id TEXT NOT NULL,
  domain TEXT NOT NULL,
  begin_s INTEGER NOT NULL,
  end_s INTEGER NOT NULL,
  adkim TEXT NOT NULL,
  aspf TEXT NOT NULL,
  p TEXT NOT NULL,
  sp TEXT,
  pct INTEGER,
  received_ms INTEGER NOT NULL,
  UNIQUE (signed_by, report_id, domain)
) STRICT;
CREATE INDEX dmarc_reports_by_domain ON dmarc_reports (domain, begin_s);
CREATE INDEX dmarc_reports_by_age ON dmarc_reports (received_ms);
CREATE INDEX dmarc_reports_by_received ON dmarc_reports (domain, received_ms);
CREATE TABLE dmarc_report_rows (
  report INTEGER NOT NULL REFERENCES dmarc_reports (id),
  source_ip TEXT NOT NULL,
  count INTEGER NOT NULL,
  disposition TEXT NOT NULL,
  dkim TEXT NOT NULL,
  spf TEXT NOT NULL,
  header_from TEXT NOT NULL,
  dkim_results TEXT NOT NULL,
  spf_results TEXT NOT NULL,
  received_ms INTEGER NOT NULL
) STRICT;
CREATE INDEX dmarc_report_rows_by_report ON dmarc_report_rows (report);
CREATE INDEX dmarc_report_rows_by_age ON dmarc_report_rows (received_ms);
CREATE INDEX dmarc_report_rows_by_source ON dmarc_report_rows (source_ip, received_ms);
`,
    // What each report's rows take in the file, as reports-store.ts reckons it: the day's bounds on a
    // domain, a signer and the site are sums of it. Reports kept before count as nothing.
    `
ALTER TABLE dmarc_reports ADD COLUMN kept_bytes INTEGER NOT NULL DEFAULT 0;
`,
    // The domains each row's DKIM and SPF results passed for (reports-store.ts), read with the rows:
    // a mail service signing as its own domain is named by it. Rows kept before are read for it once.
    `
ALTER TABLE dmarc_report_rows ADD COLUMN passed_for TEXT;
UPDATE dmarc_report_rows SET passed_for = (
  SELECT CASE WHEN COUNT(*) THEN json_group_array(d) END FROM (
    SELECT DISTINCT d FROM (
      SELECT lower(a.value ->> 'domain') AS d FROM json_each(dkim_results) a
        WHERE lower(a.value ->> 'result') = 'pass' AND a.value ->> 'domain' != ''
      UNION ALL
      SELECT lower(a.value ->> 'domain') FROM json_each(spf_results) a
        WHERE lower(a.value ->> 'result') = 'pass' AND a.value ->> 'domain' != ''
    ) LIMIT 4
  )
);
`,
    // The organisational domain of each report's policy domain (report-volume.ts): the day's budgets
    // count a domain's subdomains with it. Reports kept before count as their own policy domain's.
    `
ALTER TABLE dmarc_reports ADD COLUMN org_domain TEXT NOT NULL DEFAULT '';
UPDATE dmarc_reports SET org_domain = domain;
CREATE INDEX dmarc_reports_by_org ON dmarc_reports (org_domain, received_ms);
`,
  ],
};
