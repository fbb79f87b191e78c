import { cleanHeaderText } from './text-safety';
import type { DeliveryError, OutboxRecord } from './types';

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  maxAgeMs: number;
  pollMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAgeMs: 5 * 24 * 60 * 60_000,
  pollMs: 5_000,
};

export const resolveRetry = (given: Partial<RetryPolicy> = {}): RetryPolicy => {
  const policy = { ...DEFAULT_RETRY };
  for (const key of Object.keys(policy) as Array<keyof RetryPolicy>) {
    const value = given[key];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`mail retry.${key} must be a positive number`);
    policy[key] = value;
  }
  return policy;
};

/** Delay before the next try after `failures` failed attempts: doubling, capped. */
export const backoffDelay = (policy: RetryPolicy, failures: number): number =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(Math.max(failures - 1, 0), 40));

export const isExpired = (policy: RetryPolicy, record: OutboxRecord, nowMs: number): boolean =>
  nowMs - Date.parse(record.enqueuedAt) >= policy.maxAgeMs;

/**
 * A message held back only because the server was unreachable is due again as soon as another
 * message has gone through, rather than sitting out a backoff of up to an hour after recovery.
 */
export const isDue = (record: OutboxRecord, nowMs: number, lastSuccessMs: number): boolean =>
  !isHeld(record) &&
  (Date.parse(record.nextAttemptAt) <= nowMs ||
    (record.lastError?.kind === 'connection' &&
      record.lastAttemptAt !== null &&
      lastSuccessMs > Date.parse(record.lastAttemptAt)));

/** Possibly delivered already: kept for the operator, never due by itself. */
export const isHeld = (record: OutboxRecord): boolean => Boolean(record.possiblyDeliveredAt);

// Only a refusal after DATA judges the message itself. The envelope (MAIL FROM, RCPT TO) is the
// same configured pair for every message, so its refusal, like a failed login or connection,
// says the server or our settings are wrong: it stops the pass and is retried, never failed.
// One exception: a 4xx at RCPT other than 421 (greylisting's 451, a full mailbox's 452) is the
// server asking for this one message later; the server itself is up, so the pass goes on.
const MESSAGE_ERROR = 'EMESSAGE';
const ENVELOPE_ERROR = 'EENVELOPE';

interface TransportError {
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
  message?: unknown;
}

/**
 * A 5xx reply to a message's content is permanent (except 503, "bad sequence", which nodemailer
 * marks transient because a fresh connection can succeed). Everything else is temporary,
 * including 5xx refusals of the login or the envelope: those are the operator's to fix, and
 * failing every message meanwhile would strand them all in failed/.
 */
export const classifyFailure = (err: unknown, nowMs: number): { error: DeliveryError; permanent: boolean } => {
  const e = (typeof err === 'object' && err !== null ? err : {}) as TransportError;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const aboutMessage = responseCode !== undefined && responseCode !== 421 && code === MESSAGE_ERROR;
  const laterForThisOne =
    responseCode !== undefined && responseCode >= 400 && responseCode < 500 && responseCode !== 421 && code === ENVELOPE_ERROR;
  const permanent = aboutMessage && responseCode >= 500 && e.permanent !== false;
  const message = typeof e.message === 'string' ? e.message : String(err);
  return {
    permanent,
    error: {
      kind: aboutMessage || laterForThisOne ? 'reply' : 'connection',
      ...(code ? { code } : {}),
      ...(responseCode !== undefined ? { responseCode } : {}),
      detail: cleanHeaderText(message, 300),
      at: new Date(nowMs).toISOString(),
    },
  };
};
