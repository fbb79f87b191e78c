/**
 * The site's side of the check address (the intake's thread asks, intake-process.ts carries the
 * questions): the budgets of answers counted in the site's database, and each reply queued in the
 * outbox in one transaction with the mark that it was answered, so a forward sent again (its
 * sender's server heard no 250 before the site was stopped) is answered once. The mark holds a
 * hash of the forwarder's address and of the forward's Message-ID, its organisational domain and
 * its time, kept two days for the budgets and the repeats; nothing of the messages.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import { getDomain } from 'tldts';
import { paths } from '../../shared/routes';
import type { MailService } from '../mail/mail-service';
import type { SiteMetrics } from '../metrics/site-metrics';
import type { SiteDatabase, TableSchema } from '../store/site-database';
import type { MessageCheckMailConfig } from './check-mail-settings';
import type { ForwardAnswer, ForwardQuestion } from './forward-intake';
import type { Budget, ForwardResult } from './forward-outcome';
import type { CheckReplyRequest } from './check-reply-mail';

export const MESSAGE_CHECK_SCHEMA: TableSchema = {
  name: 'message-check',
  migrations: [
    `CREATE TABLE message_check_answers (
      forward TEXT PRIMARY KEY,
      sender TEXT NOT NULL,
      domain TEXT NOT NULL,
      at_ms INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX message_check_answers_sender ON message_check_answers (sender, at_ms);
    CREATE INDEX message_check_answers_domain ON message_check_answers (domain, at_ms);
    CREATE INDEX message_check_answers_at ON message_check_answers (at_ms);`,
  ],
};

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Marks kept: past Postfix's retries of a forward whose 250 was lost, and a day's budgets. */
const KEPT_MS = 2 * DAY_MS;
const LOGGED_CHARS = 255;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const domainOf = (address: string) => {
  const host = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return getDomain(host) ?? host;
};

class Refused extends Error {
  constructor(readonly said: ForwardAnswer) {
    super('not queued');
  }
}

export function forwardsAtSite({
  settings,
  database,
  mail,
  publicUrl,
  logger,
  metrics,
  now = Date.now,
}: {
  settings: MessageCheckMailConfig;
  database: SiteDatabase;
  mail: MailService;
  publicUrl: string;
  logger: Logger;
  metrics?: Pick<SiteMetrics, 'registry'>;
  now?: () => number;
}) {
  const log = logger.child({ component: 'message-check-mail' });
  const outcomes =
    metrics &&
    new Counter({
      name: 'message_check_forwards_total',
      help: 'Messages to the check address, by what became of them: answered, inline (told how to forward as an attachment), duplicate, or why not (unauthenticated, automatic, malformed, too_large, over_budget, deferred).',
      labelNames: ['outcome', 'budget'] as const,
      registers: [metrics.registry],
    });
  const count = (sql: string, ...values: (string | number)[]) =>
    database.run((db) => (db.prepare(sql).get(...values) as { n: number }).n);
  /** The first budget `address` has spent, if any. */
  const spent = (address: string): Budget | undefined => {
    const at = now();
    const { senderHour, domainDay, siteDay } = settings.budget;
    const base = 'SELECT COUNT(*) AS n FROM message_check_answers WHERE at_ms > ?';
    if (count(`${base} AND sender = ?`, at - HOUR_MS, hashOf(address)) >= senderHour) return 'sender';
    if (count(`${base} AND domain = ?`, at - DAY_MS, domainOf(address)) >= domainDay) return 'domain';
    if (count(base, at - DAY_MS) >= siteDay) return 'site';
    return undefined;
  };
  const queue = async (reading: Extract<ForwardQuestion, { queue: unknown }>['queue']): Promise<ForwardAnswer> => {
    const at = now();
    const request: CheckReplyRequest = {
      kind: 'message-check-reply',
      requestId: randomUUID(),
      receivedAt: new Date(at).toISOString(),
      email: reading.forwarder,
      from: settings.address,
      pageUrl: `${publicUrl}${paths['genuine-email']}`,
      references: reading.references.join(' '),
      ...(reading.messageId ? { inReplyTo: reading.messageId } : {}),
      ...(reading.subject ? { subject: reading.subject } : {}),
      ...(reading.outcome === 'answered' ? { answer: reading.answer, supplierNamed: reading.supplierNamed } : {}),
    };
    const mark = () =>
      database.run((db) => {
        db.prepare('DELETE FROM message_check_answers WHERE at_ms < ?').run(at - KEPT_MS);
        const known = db.prepare('SELECT 1 FROM message_check_answers WHERE forward = ?').get(reading.key);
        if (known) throw new Refused({ duplicate: true });
        const over = spent(reading.forwarder);
        if (over) throw new Refused({ over });
        db.prepare('INSERT INTO message_check_answers (forward, sender, domain, at_ms) VALUES (?, ?, ?, ?)').run(
          reading.key,
          hashOf(reading.forwarder),
          domainOf(reading.forwarder),
          at,
        );
      });
    try {
      await mail.enqueue(request, 'visitor', mark);
      return {};
    } catch (error) {
      if (error instanceof Refused) return error.said;
      return { failed: `outbox: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
    }
  };
  return {
    answer: async (question: ForwardQuestion): Promise<ForwardAnswer> => {
      try {
        return 'admit' in question ? { over: spent(question.admit) } : await queue(question.queue);
      } catch (error) {
        return { failed: `database: ${(error as NodeJS.ErrnoException).code ?? 'error'}` };
      }
    },
    onResult: ({ outcome, budget, detail }: ForwardResult) => {
      outcomes?.inc({ outcome, budget: budget ?? '' });
      log.info({ outcome, budget, detail: detail?.slice(0, LOGGED_CHARS) }, 'message check forward');
    },
  };
}
