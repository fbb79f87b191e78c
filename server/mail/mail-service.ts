import type { Logger } from 'pino';
import { composeMail } from './compose';
import { createDeliveryLoop, type ReadErrors } from './delivery-loop';
import { createOutboxStore, newOutboxId } from './outbox-store';
import { resolveRetry, type RetryPolicy } from './retry-policy';
import { emailDomain } from './text-safety';
import { createMailTransport } from './transport';
import { composeConfirmation } from './compose-confirmation';
import { storedRequest } from './outbox-record';
import type { Audience, MailRequest, OutboxRecord } from './types';

export interface MailServiceOptions {
  /** Holds outbox/ (pending), tmp/ and failed/; created if missing. One delivering process per folder. */
  outboxDir: string;
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
  /** Limit on one send until its data has reached the server. Default 60 s. */
  sendTimeoutMs?: number;
  /**
   * How long the reply to the end of a message's data is awaited; past it, the message is
   * possibly delivered and kept for the operator. Default 10 minutes (RFC 5321 §4.5.3.2.6).
   */
  dataReplyTimeoutMs?: number;
  /** How long stop() lets a send that has not sent its data finish before cutting it off. Default 10 s. */
  stopGraceMs?: number;
  /** Told the outcome of every delivery attempt (the metrics count them). */
  onAttempt?: (outcome: string) => void;
}

export interface MailService {
  /**
   * Resolves once the message is durably in outbox/; delivery happens later, in the loop. The
   * company's copy by default; 'visitor' queues the visitor's confirmation of the same request.
   */
  enqueue(request: MailRequest, audience?: Audience): Promise<void>;
  /** Starts the delivery loop, which first delivers whatever an earlier process left behind. */
  start(): void;
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
  /** Pending files the newest delivery pass could not read (EMFILE, EIO …), left for the next pass. */
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

export const createMailService = (o: MailServiceOptions): MailService => {
  const logger = o.logger.child({ component: 'mail' });
  const now = o.now ?? Date.now;
  const policy = resolveRetry(o.retry);
  const store = createOutboxStore(o.outboxDir);
  const sendTimeoutMs = o.sendTimeoutMs ?? 60_000;
  const dataReplyTimeoutMs = o.dataReplyTimeoutMs ?? 10 * 60_000;
  const transport = createMailTransport({
    smtpUrl: o.smtpUrl,
    mailDir: o.mailDir,
    replyTimeoutMs: Math.max(sendTimeoutMs, dataReplyTimeoutMs),
  });
  const loop = createDeliveryLoop({
    store,
    transport,
    policy,
    logger,
    now,
    compose: (record: OutboxRecord) => {
      const settings = { to: o.to, from: o.from, siteName: o.siteName, publicUrl: o.publicUrl, messageId: record.id };
      return record.audience === 'visitor'
        ? composeConfirmation(record.request, settings)
        : composeMail(record.request, settings);
    },
    sendTimeoutMs,
    dataReplyTimeoutMs,
    stopGraceMs: o.stopGraceMs ?? 10_000,
    onAttempt: o.onAttempt,
  });

  let readinessCache: { at: number; answer: Promise<OutboxReadiness> } | null = null;

  return {
    enqueue: async (request, audience = 'company') => {
      const stored = storedRequest(request);
      await store.ready();
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      const record: OutboxRecord = {
        version: 1,
        id: newOutboxId(nowMs),
        audience,
        request: stored,
        enqueuedAt: at,
        attempts: 0,
        nextAttemptAt: at,
        lastAttemptAt: null,
        lastError: null,
      };
      await store.save(record);
      logger.info(
        {
          messageId: record.id,
          requestId: stored.requestId,
          kind: stored.kind,
          audience,
          visitorDomain: emailDomain(stored.email),
          outcome: 'queued',
        },
        'mail queued',
      );
      // Prompt delivery, but the caller's answer never waits for it.
      loop.kick();
    },
    start: () => loop.start(),
    stop: async (deadlineMs) => {
      await loop.stop(deadlineMs);
      transport.close();
    },
    readiness: () => {
      // /readyz is open to anyone and each fresh answer costs a probe file and two fsyncs: one a second is plenty.
      if (readinessCache && now() - readinessCache.at < READINESS_CACHE_MS) return readinessCache.answer;
      const answer = (async (): Promise<OutboxReadiness> => {
        const lastAttempt = loop.lastAttempt();
        const readErrors = loop.readErrors();
        const possiblyDelivered = loop.possiblyDelivered();
        try {
          await store.ready();
        } catch {
          return {
            writable: false,
            readErrors,
            possiblyDelivered,
            pending: null,
            failed: null,
            oldestPendingAgeS: null,
            lastAttempt,
          };
        }
        const [writable, summary] = await Promise.all([store.writable(), store.summary().catch(() => null)]);
        const oldest = summary?.oldestPendingMs ?? null;
        return {
          writable,
          readErrors,
          possiblyDelivered,
          pending: summary?.pending ?? null,
          failed: summary?.failed ?? null,
          oldestPendingAgeS: oldest === null ? null : Math.max(0, Math.round((now() - oldest) / 1000)),
          lastAttempt,
        };
      })();
      readinessCache = { at: now(), answer };
      answer.catch(() => (readinessCache = null));
      return answer;
    },
    stats: async () => {
      await store.ready();
      return store.counts();
    },
  };
};
