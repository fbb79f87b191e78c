import type { Logger } from 'pino';
import type { ComposedMail } from './compose';
import { ClaimLostError, type OutboxStore } from './outbox-store';
import { backoffDelay, classifyFailure, isExpired, type RetryPolicy } from './retry-policy';
import type { SendWatch } from './sends-in-flight';
import type { MailTransport } from './transport';
import type { OutboxRecord } from './types';

type Sent = ReturnType<MailTransport['send']>;
/** A kind handed over in place of its send (a helpdesk's API): it throws as a send does, and must be safe to call again. */
export type Handover = (record: OutboxRecord, mail: (changes?: Partial<ComposedMail>) => Sent, signal: AbortSignal) => Sent;
type AttemptOutcome = 'sent' | 'deferred' | 'unreachable' | 'failed' | 'possibly-delivered';

export interface AttemptDeps {
  store: OutboxStore;
  /** Who holds the message being sent: every change to it names this holder. */
  holder: string;
  transport: MailTransport;
  compose: (record: OutboxRecord) => ComposedMail;
  handovers?: Record<string, Handover>;
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
  /** A failed one the receiving server refused for good (a 5xx to the message), not one grown too old. */
  refused?: true;
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
  let sending = false;
  const send = (c?: object) => {
    sending = true;
    return transport.send({ ...deps.compose(record), ...c }, record.id, watch.signal, () => watch.onDataSent());
  };
  const handover = deps.handovers?.[record.request.kind];
  try {
    ({ file } = await (handover?.(record, send, watch.signal) ?? send()));
  } catch (err) {
    const nowMs = now();
    const { error, permanent } = classifyFailure(err, nowMs);
    // Where the handover's own service failed, not the mail server, this message alone waits.
    if (handover && !sending) error.kind = 'handover';
    const after: OutboxRecord = { ...record, attempts: attempt, lastAttemptAt: iso(startedMs), lastError: error };
    const logFields = { ...fields, durationMs: nowMs - startedMs, responseCode: error.responseCode, errorCode: error.code };
    // The data is on the server's side and no answer came: it may well have been delivered.
    if (watch.dataSent && !serverReplied(err))
      return possiblyDelivered(deps, { ...after, possiblyDeliveredAt: iso(nowMs) }, logFields, watch.cutOff === 'shutdown');
    return failed(deps, after, logFields, permanent, nowMs);
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

/** Kept, never sent again by itself; a change the outbox cannot take now is retried by the loop. */
const possiblyDelivered = (
  { store, logger, holder }: AttemptDeps,
  held: OutboxRecord,
  logFields: Record<string, unknown>,
  atShutdown: boolean,
): AttemptResult => {
  let unsettled: AttemptResult['unsettled'];
  try {
    store.save(held, holder);
  } catch {
    unsettled = async () => store.save(held, holder);
  }
  const why = atShutdown ? 'the site stopped before the reply' : 'no reply came in time';
  logger.error(
    { ...logFields, outcome: 'possibly-delivered', reason: atShutdown ? 'shutdown' : 'no-reply' },
    `mail possibly delivered: its data reached the server, and ${why}; kept, and sent again only by \`outbox retry\``,
  );
  return { outcome: 'possibly-delivered', ...(unsettled ? { unsettled } : {}) };
};

/** Failed for good (refused, or too old), or deferred with a doubling wait. */
const failed = (
  { store, logger, policy, holder }: AttemptDeps,
  after: OutboxRecord,
  logFields: Record<string, unknown>,
  permanent: boolean,
  nowMs: number,
): AttemptResult => {
  const retryInMs = backoffDelay(policy, after.attempts);
  const updated = { ...after, nextAttemptAt: iso(nowMs + retryInMs) };
  if (permanent || isExpired(policy, updated, nowMs)) {
    store.fail(updated, holder);
    const reason = permanent ? 'rejected' : 'expired';
    logger.error({ ...logFields, outcome: 'failed', reason }, 'mail delivery failed; message marked failed');
    return { outcome: 'failed', ...(permanent ? { refused: true as const } : {}) };
  }
  store.save(updated, holder);
  // A 5xx that is still retried (login, envelope) needs someone to fix the settings: say so loudly.
  const level = (after.lastError?.responseCode ?? 0) >= 500 ? 'error' : 'warn';
  logger[level]({ ...logFields, outcome: 'deferred', retryInMs }, 'mail delivery deferred');
  return { outcome: after.lastError?.kind === 'connection' ? 'unreachable' : 'deferred', nextAttemptMs: nowMs + retryInMs };
};
