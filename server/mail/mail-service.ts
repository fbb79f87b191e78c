import type { Logger } from 'pino';
import { createDeliveryLoop, type LoopDeps } from './delivery-loop';
import { fileOutboxImport, type ReadErrors } from './legacy-import';
import { createOutboxStore, newOutboxId, OUTBOX_SCHEMA } from './outbox-store';
import { siteDatabase } from '../store/site-database';
import { resolveRetry, type RetryPolicy } from './retry-policy';
import { emailDomain } from '../email-address';
import type { SendLimits } from './sends-in-flight';
import { createMailTransport } from './transport';
import type { MailKinds } from './mail-kind';
import type { Audience, MailRequest, OutboxRecord } from './types';

/** The limits (sends-in-flight.ts) and the claims' lease have defaults; `onAttempt` is told every attempt's outcome. */
export interface MailServiceOptions extends Partial<SendLimits & Pick<LoopDeps, 'claimLeaseMs' | 'onAttempt' | 'handovers'>> {
  /** The site's database (DATA_DIR/site.db), which holds the outbox; several processes may share it. */
  databaseFile: string;
  /** The file outbox of an earlier release (DATA_DIR/outbox), imported into the database once. */
  fileOutboxDir?: string;
  /** e.g. smtp://user:pass@host:587; absent means messages are written as .eml files to mailDir. */
  smtpUrl?: string;
  mailDir: string;
  to: string;
  from: string;
  siteName: string;
  /** The site's address, for links in the visitor's confirmation. */
  publicUrl?: string;
  logger: Logger;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
}

export interface MailService {
  /**
   * Resolves once the message is durably in the outbox; delivery happens later, in the loop. The
   * company's copy by default; 'visitor' queues the visitor's confirmation of the same request.
   * `alongside` is a change of the feature's own rows in the same database, made in one
   * transaction with the message: both are stored, or neither (a watch's alert and what it saw).
   */
  enqueue(request: MailRequest, audience?: Audience, alongside?: () => void): Promise<void>;
  /** As `enqueue`, several messages in one transaction: all are stored, or none (a support request and its receipt). */
  enqueueTogether(messages: readonly { request: MailRequest; audience: Audience }[], alongside?: () => void): Promise<void>;
  /** Starts the delivery loop, which first delivers whatever an earlier process left behind. */
  start(): void;
  /** Settles once the loop's first pass is over: an older release's file outbox is imported by then. */
  firstPass(): Promise<void>;
  /**
   * Stops the loop and closes the transport. A send still sending its data may finish within the
   * grace; one awaiting the server's reply is waited for until `deadlineMs` (default: the grace),
   * then kept as possibly delivered.
   */
  stop(deadlineMs?: number): Promise<void>;
  stats(): Promise<{ pending: number; failed: number }>;
  /** The outbox's state for /readyz; `writable` false means a message could not be stored now. */
  readiness(): Promise<OutboxReadiness>;
}

export interface OutboxReadiness {
  writable: boolean;
  /** Why not writable: SQLite's name for it (SQLITE_FULL, SQLITE_READONLY, SQLITE_CANTOPEN …). */
  writeError?: string;
  /** Files of the earlier file outbox that could not be read (EMFILE, EIO …), left for the next pass. */
  readErrors: ReadErrors | null;
  /** Messages whose data reached the server but whose reply never came, kept for the operator. */
  possiblyDelivered: number;
  pending: number | null;
  failed: number | null;
  oldestPendingAgeS: number | null;
  lastAttempt: { outcome: string; at: string } | null;
}

/** How long one readiness answer is reused. */
const READINESS_CACHE_MS = 1000;

/**
 * The mail service of an outbox that carries `kinds` (mail-kind.ts): it stores their requests,
 * reads them back by their kinds' shapes and sends each kind's e-mails. It knows no kind itself:
 * the site puts its kinds together in server/site-mail.ts.
 */
export const createMailServiceFor = (kinds: MailKinds, o: MailServiceOptions): MailService => {
  const logger = o.logger.child({ component: 'mail' });
  const now = o.now ?? Date.now;
  const policy = resolveRetry(o.retry);
  const database = siteDatabase(o.databaseFile, [OUTBOX_SCHEMA]);
  const store = createOutboxStore(database, now, kinds);
  const files = o.fileOutboxDir ? fileOutboxImport(o.fileOutboxDir, store, logger) : undefined;
  const limits = {
    sendTimeoutMs: o.sendTimeoutMs ?? 60_000,
    // RFC 5321 §4.5.3.2.6: ten minutes for the reply to the end of the data.
    dataReplyTimeoutMs: o.dataReplyTimeoutMs ?? 10 * 60_000,
    stopGraceMs: o.stopGraceMs ?? 10_000,
    claimLeaseMs: o.claimLeaseMs ?? 10_000,
  };
  const transport = createMailTransport({
    smtpUrl: o.smtpUrl,
    mailDir: o.mailDir,
    replyTimeoutMs: Math.max(limits.sendTimeoutMs, limits.dataReplyTimeoutMs),
  });
  const loop = createDeliveryLoop({
    ...limits,
    store,
    transport,
    policy,
    logger,
    now,
    compose: (record: OutboxRecord) =>
      kinds.compose(record, { to: o.to, from: o.from, siteName: o.siteName, publicUrl: o.publicUrl, messageId: record.id }),
    ...(files ? { importFiles: files.run } : {}),
    onAttempt: o.onAttempt,
    handovers: o.handovers,
  });

  let readinessCache: { at: number; answer: Promise<OutboxReadiness> } | null = null;

  const enqueueTogether: MailService['enqueueTogether'] = async (messages, alongside) => {
    const records = messages.map(({ request, audience }): OutboxRecord => {
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      const queued = { version: 1, id: newOutboxId(nowMs), audience, request: kinds.storable(request), enqueuedAt: at } as const;
      return { ...queued, attempts: 0, nextAttemptAt: at, lastAttemptAt: null, lastError: null };
    });
    database.transaction(() => {
      for (const record of records) store.insert(record);
      alongside?.();
    });
    for (const { id: messageId, audience, request: stored } of records) {
      // Only the kinds a visitor writes in with an address carry one.
      const visitorEmail = (stored as { email?: unknown }).email;
      const visitorDomain = typeof visitorEmail === 'string' ? emailDomain(visitorEmail) : null;
      const said = { messageId, requestId: stored.requestId, kind: stored.kind, audience, visitorDomain, outcome: 'queued' };
      logger.info(said, 'mail queued');
    }
    // Prompt delivery, but the caller's answer never waits for it.
    loop.kick();
  };

  return {
    enqueue: (request, audience = 'company', alongside) => enqueueTogether([{ request, audience }], alongside),
    enqueueTogether,
    start: () => loop.start(),
    firstPass: () => loop.firstPass(),
    stop: async (deadlineMs) => {
      await loop.stop(deadlineMs);
      transport.close();
    },
    readiness: () => {
      // /readyz is open to anyone and each fresh answer costs a probe write and its fsync: one a second is plenty.
      if (readinessCache && now() - readinessCache.at < READINESS_CACHE_MS) return readinessCache.answer;
      const answer = Promise.resolve().then((): OutboxReadiness => {
        const writeError = database.writeError();
        let summary: ReturnType<typeof store.summary> | null = null;
        try {
          summary = store.summary();
        } catch {
          // Counted as unknown: the reason comes from `writable`.
        }
        const oldest = summary?.oldestPendingMs ?? null;
        return {
          writable: writeError === null,
          ...(writeError ? { writeError } : {}),
          readErrors: files?.readErrors() ?? null,
          possiblyDelivered: loop.possiblyDelivered(),
          pending: summary?.pending ?? null,
          failed: summary?.failed ?? null,
          oldestPendingAgeS: oldest === null ? null : Math.max(0, Math.round((now() - oldest) / 1000)),
          lastAttempt: loop.lastAttempt(),
        };
      });
      readinessCache = { at: now(), answer };
      answer.catch(() => (readinessCache = null));
      return answer;
    },
    stats: async () => {
      const { pending, failed } = store.summary();
      return { pending, failed };
    },
  };
};
