import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import pino, { type Logger } from 'pino';
import type { ComposedMail } from '../../server/mail/compose';
import type { ConfirmationSettings } from '../../server/mail/compose-confirmation';
import type { MailServiceOptions } from '../../server/mail/mail-service';
import { watchRefusals } from '../../server/email-watch/watch-process';
import { createMailService } from '../../server/site-mail';
import { openSiteDatabase } from '../../server/site-tables';
import type { OutboxRecord } from '../../server/mail/types';
import type { WrittenRequest } from '../../server/contact/contact-request';
import { logCapture, tempFolder } from './for-tests';
import { parseMail } from './mail-parse';

export type LogLine = Record<string, unknown> & { level: number; msg: string };

/** A pino logger whose JSON lines are kept in memory, exactly as they would reach stdout. */
export const captureLogs = (): { logger: Logger; lines: LogLine[]; raw: string[] } => {
  const { sink, logs, raw } = logCapture<LogLine>();
  return { logger: pino({ level: 'debug' }, sink), lines: logs, raw };
};

export const PINO_ERROR = 50;

let counter = 0;

/** A contact request as the endpoint accepts it; `overrides` make it an order or a record from before a field existed. */
export const makeRequest = (overrides: Partial<WrittenRequest> = {}): WrittenRequest =>
  ({
    kind: 'contact',
    name: 'Thandi Nkosi',
    email: 'thandi.nkosi@example.co.za',
    company: 'Nkosi Logistics',
    phone: '+27 82 555 0199',
    message: 'Please call me about managed backups for 12 desktops.',
    requestId: `req-${process.pid}-${++counter}`,
    receivedAt: '2026-03-02T08:15:00.000Z',
    ...overrides,
  }) as WrittenRequest;

/** A contact request's record as the outbox stores it, never tried yet; `changes` over its fields. */
export const makeRecord = (id: string, changes: Partial<OutboxRecord> = {}): OutboxRecord => ({
  version: 1,
  id,
  request: makeRequest(),
  enqueuedAt: '2026-11-01T08:00:00.000Z',
  attempts: 0,
  nextAttemptAt: '2026-11-01T08:00:00.000Z',
  lastAttemptAt: null,
  lastError: null,
  ...changes,
});

/**
 * Ids of the outbox's messages in `state`, read from the database file as `sqlite3` would, on a
 * connection of the test's own (the site's processes have theirs).
 */
export const outboxIds = (databaseFile: string, state: 'pending' | 'failed' = 'pending'): string[] => {
  if (!existsSync(databaseFile)) return [];
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    return (db.prepare('SELECT id FROM outbox WHERE state = ? ORDER BY id').all(state) as Array<{ id: string }>).map((r) => r.id);
  } finally {
    db.close();
  }
};

/** A message's record as stored (JSON), read as `sqlite3` would; undefined when there is none. */
export const outboxRecord = (databaseFile: string, id: string): Record<string, unknown> | undefined => {
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    const row = db.prepare('SELECT record FROM outbox WHERE id = ?').get(id) as { record: string } | undefined;
    return row && (JSON.parse(row.record) as Record<string, unknown>);
  } finally {
    db.close();
  }
};

/** The database file of a mail service made by mailOptionsIn(root), or of a site on DATA_DIR `root`. */
export const databaseIn = (root: string): string => join(root, 'site.db');

export const waitUntil = async (
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  label = 'condition',
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export const serviceDefaults = {
  to: 'sales@company.example',
  from: 'Website <website@company.example>',
  siteName: 'Acme Managed IT',
};

/** What composeMail and composeConfirmation are given in a test: the defaults, an outbox id, the site's address. */
export const composeSettings: ConfirmationSettings = {
  ...serviceDefaults,
  messageId: '1772440000000-abcdef0123',
  publicUrl: 'https://www.example.co.za',
};

const renderer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** A composed message as nodemailer's own MIME builder renders it, what a mail server would really get: raw and parsed. */
export const renderMail = async (composed: ComposedMail) => {
  const raw = ((await renderer.sendMail(composed)).message as Buffer).toString('utf8');
  return { raw, mail: parseMail(raw) };
};

/** Request ids of received messages, read from the text part, which always carries them. */
export const requestIdsOf = (texts: Array<string | undefined>): string[] =>
  texts.map((text) => /Request id: (\S+)/.exec(text ?? '')?.[1] ?? '?');

/**
 * A mail service's settings for a test: its database and .eml folder under `root` (and `spool`,
 * where an earlier release's file outbox would be), the test's defaults, and `changes`.
 */
export const mailOptionsIn = (
  root: string,
  changes: Partial<MailServiceOptions> & Pick<MailServiceOptions, 'logger'>,
): MailServiceOptions => ({
  ...serviceDefaults,
  databaseFile: databaseIn(root),
  fileOutboxDir: join(root, 'spool'),
  mailDir: join(root, 'mail'),
  ...changes,
});

/** A mail service in a fresh temporary folder, logging to a capture, with `changes` to the test's defaults. */
export const mailServiceIn = async (label: string, changes: Partial<MailServiceOptions>) => {
  const root = tempFolder(label);
  const logs = captureLogs();
  const service = createMailService(mailOptionsIn(root, { logger: logs.logger, ...changes }));
  return { service, logs, root };
};

/**
 * A site process's outbox in `dataDir`, started, delivering to `smtpUrl` quickly, its refusals
 * counted against the watches as the site counts them.
 */
export function watchOutboxIn(dataDir: string, smtpUrl: string) {
  const { logger } = captureLogs();
  const refusals = watchRefusals(openSiteDatabase(dataDir), logger);
  const mail = createMailService(
    mailOptionsIn(dataDir, {
      logger,
      smtpUrl,
      publicUrl: 'https://www.example.test',
      retry: { pollMs: 50, firstDelayMs: 50 },
      onAttempt: (_outcome, record, refused) => refusals(record, refused),
    }),
  );
  mail.start();
  return { mail, logger };
}

/**
 * True once a data folder's outbox holds no pending message: nothing is left that could still be
 * sent (a message being sent keeps its row until its delivery is recorded), so a count of
 * deliveries taken now is final, with no fixed wait for stragglers.
 */
export const outboxEmpty = async (dataDir: string): Promise<boolean> => outboxIds(databaseIn(dataDir)).length === 0;
