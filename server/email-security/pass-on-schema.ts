import type { TableSchema } from '../store/site-database';

/**
 * The links a visitor made to pass a result's records on (shared/email-security/pass-on.ts): one
 * row each, the SHA-256 of its token (32 random bytes, URL-safe: the link itself, never kept), the
 * domain (ASCII), the records as JSON (PassedOnRecords: each finding's records and file to publish,
 * in the page's order, and who serves the domain's DNS) and when it was made. A row is read for
 * PASS_ON_DAYS and deleted by the retention sweep after them. The queries are in pass-on-store.ts.
 */
export const PASS_ON_SCHEMA: TableSchema = {
  name: 'email-pass-on',
  migrations: [
    `
CREATE TABLE IF NOT EXISTS email_pass_on (
  token TEXT PRIMARY KEY,
  domain TEXT NOT NULL,
  records TEXT NOT NULL,
  created_ms INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS email_pass_on_by_age ON email_pass_on (created_ms);
`,
    // Tokens kept as they were cannot be hashed here (SQLite has no SHA-256 of its own), so their
    // rows go: a link lives PASS_ON_DAYS (14), and one made before the upgrade says it no longer works.
    `
DELETE FROM email_pass_on;
ALTER TABLE email_pass_on RENAME COLUMN token TO token_hash;
`,
  ],
};
