/**
 * The support requests' tables and their queries. `support_requests`: one row a request, its
 * reference, the SHA-256 of its status link's token (the link itself is kept only in the outbox,
 * in the requester's receipt until it is sent), the address typed (which the confirmation shows
 * back), the helpdesk's ticket once it has one, its state as last seen and when that changed, and
 * when the helpdesk had it; deleted SUPPORT_KEPT_DAYS after it was made by the retention sweep. `support_files`: its
 * attachments, each with its cleaned name, its type read from its bytes and whether clamd has
 * passed it, written in the outbox's transaction with the request's record and deleted once the
 * helpdesk has them; one found infected at the handover (`infected` 1), or that clamd could not
 * read (2), keeps its name alone, with the request.
 * `support_replies`: the helpdesk's transactions the client's replies from the status page became
 * (RT names the site's own user as their author), kept as long as the request.
 * `support_outages`: since when the helpdesk or the scanner has not answered a
 * handover, whichever process saw it, until one answers again.
 */
import { SUPPORT_KEPT_DAYS, type SupportDropped as Dropped, type SupportState } from '../../shared/support/request';
import type { RetentionSweep } from '../mail/retention';
import type { SiteDatabase, TableSchema } from '../store/site-database';
import { hashOf, LINK_TOKEN_SHAPE, newLinkToken } from '../store/link-token';

export const SUPPORT_SCHEMA: TableSchema = {
  name: 'support',
  migrations: [
    `
CREATE TABLE IF NOT EXISTS support_requests (
  reference TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  ticket TEXT,
  state TEXT NOT NULL,
  changed_ms INTEGER NOT NULL,
  created_ms INTEGER NOT NULL,
  handed_ms INTEGER
) STRICT;
CREATE INDEX IF NOT EXISTS support_requests_by_age ON support_requests (created_ms);
CREATE TABLE IF NOT EXISTS support_files (
  reference TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  scanned INTEGER NOT NULL,
  infected INTEGER NOT NULL DEFAULT 0,
  bytes BLOB NOT NULL,
  PRIMARY KEY (reference, position)
) STRICT;
CREATE TABLE IF NOT EXISTS support_outages (part TEXT PRIMARY KEY, since_ms INTEGER NOT NULL) STRICT;
`,
    // When the ticket was last asked for: a create whose answer never came may still commit.
    'ALTER TABLE support_requests ADD COLUMN create_asked_ms INTEGER;',
    // The address the receipt went to, which the confirmation shows back.
    'ALTER TABLE support_requests ADD COLUMN email TEXT;',
    // The client's replies from the status page, by the helpdesk's transaction.
    'CREATE TABLE IF NOT EXISTS support_replies (reference TEXT NOT NULL, txn TEXT NOT NULL, PRIMARY KEY (reference, txn)) STRICT;',
  ],
};

/** An attachment as kept until the handover. */
export interface SupportFile {
  position: number;
  name: string;
  type: string;
  scanned: boolean;
  bytes: Buffer;
}

export interface SupportRow {
  reference: string;
  /** The address typed; null for a request taken before it was kept. */
  email: string | null;
  ticket: string | null;
  state: SupportState;
  changedMs: number;
}

const DROPPED: Record<keyof Dropped, number> = { infected: 1, unread: 2 };

const KEPT_MS = SUPPORT_KEPT_DAYS * 24 * 60 * 60 * 1000;
type Row = { reference: string; email: string | null; ticket: string | null; state: SupportState; changed_ms: number };

export const createSupportStore = (database: SiteDatabase) => {
  const run = <T>(sql: string, ...values: (string | number | null | Buffer)[]) =>
    database.run((db) => db.prepare(sql).run(...values)) as T;
  const deleteFiles = (reference: string) => {
    if (
      Number(
        database.run((db) => db.prepare('DELETE FROM support_files WHERE reference = ? AND infected = 0').run(reference)).changes,
      ) > 0
    )
      database.scrubDeleted();
  };
  return {
    /**
     * The request's row and files, for the outbox's transaction (mail-service.ts, `alongside`);
     * gives the status link's token.
     */
    insert(
      reference: string,
      email: string,
      files: Omit<SupportFile, 'position'>[],
      nowMs: number,
    ): { token: string; write: () => void } {
      const token = newLinkToken();
      const write = () => {
        run(
          "INSERT INTO support_requests (reference, token_hash, email, state, changed_ms, created_ms) VALUES (?, ?, ?, 'received', ?, ?)",
          reference,
          hashOf(token),
          email,
          nowMs,
          nowMs,
        );
        files.forEach((file, position) =>
          run(
            'INSERT INTO support_files (reference, position, name, type, scanned, bytes) VALUES (?, ?, ?, ?, ?, ?)',
            reference,
            position,
            file.name,
            file.type,
            file.scanned ? 1 : 0,
            file.bytes,
          ),
        );
      };
      return { token, write };
    },
    /** When a ticket was last asked for this request, or null. */
    createAsked: (reference: string): number | null =>
      (
        database.run((db) => db.prepare('SELECT create_asked_ms FROM support_requests WHERE reference = ?').get(reference)) as
          { create_asked_ms: number | null } | undefined
      )?.create_asked_ms ?? null,
    askingCreate: (reference: string, nowMs: number) =>
      void run('UPDATE support_requests SET create_asked_ms = ? WHERE reference = ?', nowMs, reference),
    files: (reference: string): SupportFile[] =>
      (
        database.run((db) =>
          db
            .prepare(
              'SELECT position, name, type, scanned, bytes FROM support_files WHERE reference = ? AND infected = 0 ORDER BY position',
            )
            .all(reference),
        ) as { position: number; name: string; type: string; scanned: number; bytes: Uint8Array }[]
      ).map((row) => ({ ...row, scanned: row.scanned === 1, bytes: Buffer.from(row.bytes) })),
    scanned: (reference: string, position: number) =>
      run('UPDATE support_files SET scanned = 1 WHERE reference = ? AND position = ?', reference, position),
    /**
     * A file found infected, or that clamd could not read, after the request was taken (the
     * scanner was down then): its bytes go and it never leaves; its name stays with the request,
     * for staff and the status page to say.
     */
    drop: (reference: string, position: number, why: keyof Dropped) => {
      run(
        "UPDATE support_files SET infected = ?, bytes = x'' WHERE reference = ? AND position = ?",
        DROPPED[why],
        reference,
        position,
      );
      database.scrubDeleted();
    },
    /** The names of the request's files dropped, by why. */
    dropped: (reference: string): Dropped => {
      const rows = database.run((db) =>
        db
          .prepare('SELECT name, infected FROM support_files WHERE reference = ? AND infected > 0 ORDER BY position')
          .all(reference),
      ) as { name: string; infected: number }[];
      const named = (why: keyof Dropped) => rows.filter((row) => row.infected === DROPPED[why]).map((row) => row.name);
      return { infected: named('infected'), unread: named('unread') };
    },
    deleteFiles,
    ticket: (reference: string, ticket: string, nowMs: number) =>
      run('UPDATE support_requests SET ticket = ?, changed_ms = ? WHERE reference = ?', ticket, nowMs, reference),
    state: (reference: string, state: SupportState, changedMs: number) =>
      run(
        'UPDATE support_requests SET state = ?, changed_ms = ? WHERE reference = ? AND state <> ?',
        state,
        changedMs,
        reference,
        state,
      ),
    replied: (reference: string, txn: string) =>
      run('INSERT OR IGNORE INTO support_replies (reference, txn) VALUES (?, ?)', reference, txn),
    /** The transactions the client's replies from the status page became. */
    replies: (reference: string): Set<string> =>
      new Set(
        (
          database.run((db) => db.prepare('SELECT txn FROM support_replies WHERE reference = ?').all(reference)) as {
            txn: string;
          }[]
        ).map((row) => row.txn),
      ),
    /** The request a status link names, while it is kept. */
    find(token: string, nowMs: number): SupportRow | null {
      const sql =
        'SELECT reference, email, ticket, state, changed_ms FROM support_requests WHERE token_hash = ? AND created_ms > ?';
      // Only a token of the links' shape is looked up (and hashed) at all.
      const row = LINK_TOKEN_SHAPE.test(token)
        ? (database.run((db) => db.prepare(sql).get(hashOf(token), nowMs - KEPT_MS)) as Row | undefined)
        : undefined;
      return row
        ? { reference: row.reference, email: row.email, ticket: row.ticket, state: row.state, changedMs: row.changed_ms }
        : null;
    },
    /** `part` failed to answer at `nowMs` (the first failure is kept), or answered (its outage is over). */
    down: (part: string, nowMs: number) =>
      run('INSERT OR IGNORE INTO support_outages (part, since_ms) VALUES (?, ?)', part, nowMs),
    up: (part: string) => run('DELETE FROM support_outages WHERE part = ?', part),
    /** Since when (ms) each part not answering has not answered. */
    outages: (): Record<string, number> =>
      Object.fromEntries(
        (
          database.run((db) => db.prepare('SELECT part, since_ms FROM support_outages').all()) as {
            part: string;
            since_ms: number;
          }[]
        ).map((row) => [row.part, row.since_ms]),
      ),
    handed: (reference: string, nowMs: number) =>
      run('UPDATE support_requests SET handed_ms = ? WHERE reference = ?', nowMs, reference),
    /** Requests taken and not yet with the helpdesk. */
    waiting: (): number =>
      (
        database.run((db) => db.prepare('SELECT count(*) AS n FROM support_requests WHERE handed_ms IS NULL').get()) as {
          n: number;
        }
      ).n,
    deleteExpired(nowMs: number): number {
      const cutoff = nowMs - KEPT_MS;
      const deleted = database.transaction((db) => {
        for (const table of ['support_files', 'support_replies'])
          db.prepare(
            `DELETE FROM ${table} WHERE reference IN (SELECT reference FROM support_requests WHERE created_ms <= ?)`,
          ).run(cutoff);
        return Number(db.prepare('DELETE FROM support_requests WHERE created_ms <= ?').run(cutoff).changes);
      });
      if (deleted) database.scrubDeleted();
      return deleted;
    },
  };
};

export type SupportStore = ReturnType<typeof createSupportStore>;

/** The retention sweep's part for these rows (server/mail/retention.ts). */
export const supportSweep = (store: SupportStore): RetentionSweep => ({
  kind: 'support requests',
  deleteExpired: store.deleteExpired,
});
