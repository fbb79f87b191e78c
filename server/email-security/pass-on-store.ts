import { isPassedOnRecords } from './stored-result';
import { PASS_ON_MS, type PassedOnRecords } from '../../shared/email-security/pass-on';
import type { RetentionSweep } from '../mail/retention';
import type { SiteDatabase } from '../store/site-database';
import { hashOf, LINK_TOKEN_SHAPE, newLinkToken } from '../store/link-token';

export interface PassedOn {
  domain: string;
  records: PassedOnRecords;
  createdMs: number;
}

type Row = { domain: string; records: string; created_ms: number };

/** The queries of the passed-on records' table (its schema: pass-on-schema.ts). */
export const createPassOnStore = (database: SiteDatabase) => ({
  /** Stores the records of `domain` under a new token's hash, and gives the token. */
  insert(domain: string, records: PassedOnRecords, nowMs: number): string {
    const token = newLinkToken();
    database.run((db) =>
      db
        .prepare('INSERT INTO email_pass_on (token_hash, domain, records, created_ms) VALUES (?, ?, ?, ?)')
        .run(hashOf(token), domain, JSON.stringify(records), nowMs),
    );
    return token;
  },
  /** The records a token names, if it was made within PASS_ON_MS of `nowMs` (a row not yet swept is past it all the same). */
  find(token: string, nowMs: number): PassedOn | null {
    if (!LINK_TOKEN_SHAPE.test(token)) return null;
    const row = database.run((db) =>
      db
        .prepare('SELECT domain, records, created_ms FROM email_pass_on WHERE token_hash = ? AND created_ms > ?')
        .get(hashOf(token), nowMs - PASS_ON_MS),
    ) as Row | undefined;
    if (!row) return null;
    // Stored by an older release, or changed by hand: a link that no longer works, never an error page.
    const records = readJson(row.records);
    return isPassedOnRecords(records)
      ? { domain: row.domain, records: records as PassedOnRecords, createdMs: row.created_ms }
      : null;
  },
  /** Deletes the rows past their time at `nowMs`: how many. */
  deleteExpired(nowMs: number): number {
    const deleted = database.run((db) =>
      db.prepare('DELETE FROM email_pass_on WHERE created_ms <= ?').run(nowMs - PASS_ON_MS),
    ).changes;
    if (deleted) database.scrubDeleted();
    return Number(deleted);
  },
});

export type PassOnStore = ReturnType<typeof createPassOnStore>;

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The retention sweep's part for these rows (server/mail/retention.ts). */
export const passOnSweep = (store: PassOnStore): RetentionSweep => ({
  kind: 'passed-on records',
  deleteExpired: store.deleteExpired,
});
