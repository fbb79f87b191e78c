import type { Logger } from 'pino';
import type { ComposedMail } from './compose';
import type { OutboxStore } from './outbox-store';
import { backoffDelay, classifyFailure, isExpired, type RetryPolicy } from './retry-policy';
import type { MailTransport } from './transport';
import type { OutboxRecord } from './types';

export type AttemptOutcome = 'sent' | 'deferred' | 'unreachable' | 'failed';

export interface AttemptDeps {
  store: OutboxStore;
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
  /** The send went out but the file could not be removed: never send this id again. */
  sentButKept?: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One delivery attempt of one message, and its single log line. Nothing personal is logged:
 * ids, kind, counts and reply codes only.
 */
export const attemptDelivery = async (deps: AttemptDeps, record: OutboxRecord, signal: AbortSignal): Promise<AttemptResult> => {
  const { store, transport, logger, now } = deps;
  const attempt = record.attempts + 1;
  const startedMs = now();
  const fields = { messageId: record.id, requestId: record.request.requestId, kind: record.request.kind, attempt };

  let file: string | undefined;
  try {
    ({ file } = await transport.send(deps.compose(record), record.id, signal));
  } catch (err) {
    return settleFailure(deps, record, err, startedMs, fields);
  }

  const durationMs = now() - startedMs;
  try {
    await store.remove(record);
  } catch (err) {
    const errorCode = (err as NodeJS.ErrnoException).code;
    logger.error({ ...fields, outcome: 'sent', durationMs, errorCode }, 'mail sent but its outbox file could not be removed');
    return { outcome: 'sent', sentButKept: true };
  }
  logger.info({ ...fields, outcome: 'sent', durationMs, ...(file ? { file } : {}) }, 'mail delivered');
  return { outcome: 'sent' };
};

const settleFailure = async (
  deps: AttemptDeps,
  record: OutboxRecord,
  err: unknown,
  startedMs: number,
  fields: Record<string, unknown>,
): Promise<AttemptResult> => {
  const { store, logger, policy, now } = deps;
  const nowMs = now();
  const { error, permanent } = classifyFailure(err, nowMs);
  const retryInMs = backoffDelay(policy, record.attempts + 1);
  const updated: OutboxRecord = {
    ...record,
    attempts: record.attempts + 1,
    lastAttemptAt: iso(startedMs),
    lastError: error,
    nextAttemptAt: iso(nowMs + retryInMs),
  };
  const reply = {
    durationMs: nowMs - startedMs,
    ...(error.responseCode !== undefined ? { responseCode: error.responseCode } : {}),
    ...(error.code ? { errorCode: error.code } : {}),
  };

  if (permanent || isExpired(policy, updated, nowMs)) {
    await store.fail(updated);
    const reason = permanent ? 'rejected' : 'expired';
    logger.error({ ...fields, ...reply, outcome: 'failed', reason }, 'mail delivery failed; message moved to failed folder');
    return { outcome: 'failed' };
  }

  await store.save(updated);
  // A 5xx that is still retried (login, envelope) needs someone to fix the settings: say so loudly.
  const level = (error.responseCode ?? 0) >= 500 ? 'error' : 'warn';
  logger[level]({ ...fields, ...reply, outcome: 'deferred', retryInMs }, 'mail delivery deferred');
  return {
    outcome: error.kind === 'connection' ? 'unreachable' : 'deferred',
    nextAttemptMs: nowMs + retryInMs,
  };
};
