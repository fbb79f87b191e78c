import type { Logger } from 'pino';
import type { ComposedMail } from './compose';
import { ClaimLostError, type OutboxStore } from './outbox-store';
import { backoffDelay, classifyFailure, isExpired, type RetryPolicy } from './retry-policy';
import type { SendWatch } from './sends-in-flight';
import type { MailTransport } from './transport';
import type { DeliveryError, OutboxRecord } from './types';

type AttemptOutcome = 'sent' | 'deferred' | 'unreachable' | 'failed' | 'possibly-delivered';

export interface AttemptDeps {
  store: OutboxStore;
  /** Who holds the message being sent: every change to it names this holder. */
  holder: string;
  transport: MailTransport;
  compose: (record: OutboxRecord) => ComposedMail;
  policy: RetryPolicy;
  logger: Logger;
  now: () => number;
}

export interface AttemptResult {
  outcome: AttemptOutcome;
  /** When the message is due again, for a deferred one. */
  nextAttemptMs?: number;
  /**
   * The outcome could not be written to the outbox (a read-only or full disk): this process
   * must never send the message again, and retries `settle` until it succeeds.
   */
  unsettled?: () => Promise<void>;
}

/** Whether the server answered at all: a reply code, even a refusal, means it judged the message. */
const serverReplied = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && typeof (err as { responseCode?: unknown }).responseCode === 'number';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One delivery attempt of one message, and its single log line. Nothing personal is logged:
 * ids, kind, counts and reply codes only.
 */
export const attemptDelivery = async (deps: AttemptDeps, record: OutboxRecord, watch: SendWatch): Promise<AttemptResult> => {
  const { store, transport, logger, now, holder } = deps;
  const attempt = record.attempts + 1;
  const startedMs = now();
  const fields = { messageId: record.id, requestId: record.request.requestId, kind: record.request.kind, attempt };

  let file: string | undefined;
  try {
    ({ file } = await transport.send(deps.compose(record), record.id, watch.signal, () => watch.onDataSent()));
  } catch (err) {
    // The data is on the server's side and no answer came: it may well have been delivered.
    const failed: FailedAttempt = { deps, record, err, startedMs, fields };
    if (watch.dataSent && !serverReplied(err)) return settlePossiblyDelivered(failed, watch);
    return settleFailure(failed);
  }

  const durationMs = now() - startedMs;
  try {
    store.remove(record.id, holder);
  } catch (err) {
    const errorCode = (err as NodeJS.ErrnoException).code;
    logger.error(
      { ...fields, outcome: 'sent', durationMs, errorCode },
      'mail sent but its outbox row could not be removed; it is not sent again, and the removal is retried',
    );
    // Already gone counts as removed.
    const removeLater = async () => {
      try {
        store.remove(record.id, holder);
      } catch (later) {
        if (!(later instanceof ClaimLostError)) throw later;
      }
    };
    return { outcome: 'sent', unsettled: removeLater };
  }
  logger.info({ ...fields, outcome: 'sent', durationMs, ...(file ? { file } : {}) }, 'mail delivered');
  return { outcome: 'sent' };
};

/** The record after one more failed or unanswered attempt. */
const attempted = (record: OutboxRecord, startedMs: number, error: DeliveryError): OutboxRecord => ({
  ...record,
  attempts: record.attempts + 1,
  lastAttemptAt: iso(startedMs),
  lastError: error,
});

/** A send that threw: what the record and the log line after it are made from. */
interface FailedAttempt {
  deps: AttemptDeps;
  record: OutboxRecord;
  err: unknown;
  startedMs: number;
  /** The attempt's log fields (ids, kind, attempt number). */
  fields: Record<string, unknown>;
}

const settlePossiblyDelivered = async (
  { deps, record, err, startedMs, fields }: FailedAttempt,
  watch: SendWatch,
): Promise<AttemptResult> => {
  const { store, logger, now, holder } = deps;
  const nowMs = now();
  const { error } = classifyFailure(err, nowMs);
  const held: OutboxRecord = { ...attempted(record, startedMs, error), possiblyDeliveredAt: iso(nowMs) };
  const reason = watch.cutOff === 'shutdown' ? 'shutdown' : 'no-reply';
  let unsettled: AttemptResult['unsettled'];
  try {
    store.save(held, holder);
  } catch {
    unsettled = async () => store.save(held, holder);
  }
  logger.error(
    {
      ...fields,
      outcome: 'possibly-delivered',
      reason,
      durationMs: nowMs - startedMs,
      ...(error.code ? { errorCode: error.code } : {}),
    },
    reason === 'shutdown'
      ? 'mail possibly delivered: its data reached the server, and the site stopped before the reply; kept, and sent again only by `outbox retry`'
      : 'mail possibly delivered: its data reached the server but no reply came in time; kept, and sent again only by `outbox retry`',
  );
  return { outcome: 'possibly-delivered', ...(unsettled ? { unsettled } : {}) };
};

const settleFailure = async ({ deps, record, err, startedMs, fields }: FailedAttempt): Promise<AttemptResult> => {
  const { store, logger, policy, now, holder } = deps;
  const nowMs = now();
  const { error, permanent } = classifyFailure(err, nowMs);
  const retryInMs = backoffDelay(policy, record.attempts + 1);
  const updated: OutboxRecord = { ...attempted(record, startedMs, error), nextAttemptAt: iso(nowMs + retryInMs) };
  const reply = {
    durationMs: nowMs - startedMs,
    ...(error.responseCode !== undefined ? { responseCode: error.responseCode } : {}),
    ...(error.code ? { errorCode: error.code } : {}),
  };

  if (permanent || isExpired(policy, updated, nowMs)) {
    store.fail(updated, holder);
    const reason = permanent ? 'rejected' : 'expired';
    logger.error({ ...fields, ...reply, outcome: 'failed', reason }, 'mail delivery failed; message marked failed');
    return { outcome: 'failed' };
  }

  store.save(updated, holder);
  // A 5xx that is still retried (login, envelope) needs someone to fix the settings: say so loudly.
  const level = (error.responseCode ?? 0) >= 500 ? 'error' : 'warn';
  logger[level]({ ...fields, ...reply, outcome: 'deferred', retryInMs }, 'mail delivery deferred');
  return {
    outcome: error.kind === 'connection' ? 'unreachable' : 'deferred',
    nextAttemptMs: nowMs + retryInMs,
  };
};
