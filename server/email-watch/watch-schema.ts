import type { TableSchema } from '../store/site-database';

/**
 * The watches in the site's database. A watch is one row: the domain (ASCII), the address alerts
 * go to, whether the visitor asked to be contacted too, the findings last seen (the result as JSON),
 * the improvements not yet told, and when it was asked for, confirmed, checked and last changed.
 * Its confirmation token is kept only as a hash, and only as long as the link lasts (confirmed
 * or not, so that the link opened again can say the watch is on already); its stop token is kept
 * as it is (every e-mail carries it; it can do nothing but stop this watch). A stopped watch's row
 * is deleted, never flagged; `email_watch_stopped` keeps only a hash of its stop token for a while,
 * so that the link opened again can say it is stopped already. `email_watch_lease` is the
 * schedule's one lease (watch-lease.ts). The queries are in watch-store.ts.
 */
export const WATCH_SCHEMA: TableSchema = {
  name: 'email-watch',
  migrations: [
    `
CREATE TABLE IF NOT EXISTS email_watches (
  id TEXT PRIMARY KEY,
  domain TEXT NOT NULL,
  email TEXT NOT NULL,
  contact INTEGER NOT NULL,
  confirm_hash TEXT UNIQUE,
  stop_token TEXT NOT NULL UNIQUE,
  created_ms INTEGER NOT NULL,
  confirmed_ms INTEGER,
  next_check_ms INTEGER,
  last_checked_ms INTEGER,
  last_change_ms INTEGER,
  seen TEXT NOT NULL,
  told TEXT NOT NULL DEFAULT '{}',
  failures INTEGER NOT NULL DEFAULT 0,
  refusals INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX IF NOT EXISTS email_watches_due ON email_watches (next_check_ms) WHERE confirmed_ms IS NOT NULL;
CREATE INDEX IF NOT EXISTS email_watches_by_domain ON email_watches (domain);
CREATE INDEX IF NOT EXISTS email_watches_by_email ON email_watches (email);
CREATE TABLE IF NOT EXISTS email_watch_lease (id INTEGER PRIMARY KEY CHECK (id = 1), holder TEXT NOT NULL, until_ms INTEGER NOT NULL) STRICT;
`,
    `
CREATE TABLE IF NOT EXISTS email_watch_stopped (stop_hash TEXT PRIMARY KEY, until_ms INTEGER NOT NULL) STRICT;
`,
  ],
};
