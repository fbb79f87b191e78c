import type { RequestHandler } from 'express';
import type { MailService, OutboxReadiness } from './mail/mail-service';
import type { SharedState } from './shared-state/redis';

export interface ReadinessState {
  ready: boolean;
  reason?: string;
  /** With REDIS_URL only. */
  redis?: Awaited<ReturnType<SharedState['check']>>;
  /** Without a mail service (page-only tests), none. */
  outbox?: OutboxReadiness;
}

/**
 * Whether this process can take a visitor's message now (the data folder is writable), with the
 * outbox's state for the operator: not ready when a message could not be stored, when pending
 * files cannot be read, or, with REDIS_URL, while Redis (the shared limits and captcha records)
 * is away. /readyz answers it, and the metrics read it when scraped.
 */
export async function readinessState(mail: MailService | undefined, shared?: SharedState): Promise<ReadinessState> {
  if (!mail) return { ready: false, reason: 'no outbox in this process' };
  const [outbox, redis] = await Promise.all([mail.readiness(), shared?.check()]);
  const reason = !outbox.writable
    ? `the data folder cannot be written (${outbox.writeError ?? 'unknown'}): messages cannot be stored`
    : outbox.readErrors
      ? `messages of the file outbox could not be read (${outbox.readErrors.codes.join(', ')}): they wait for the next pass`
      : redis === 'unreachable'
        ? 'redis is unreachable: shared limits and captcha records cannot be kept'
        : redis === 'not answering'
          ? 'redis does not answer in time: shared limits and captcha records cannot be kept'
          : undefined;
  return { ready: !reason, ...(reason ? { reason } : {}), ...(redis ? { redis } : {}), outbox };
}

/**
 * GET /readyz: 200 when ready, 503 when not, with the reason and the outbox's state. Counts, ages
 * and outcomes only: no personal data. /healthz stays the cheap liveness answer.
 */
export function readiness(mail: MailService | undefined, shared?: SharedState): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    readinessState(mail, shared).then(({ ready, reason, redis, outbox }) => {
      if (!outbox) return res.status(503).json({ status: 'unavailable', reason });
      res.status(ready ? 200 : 503).json({
        status: ready ? 'ready' : 'unavailable',
        ...(reason ? { reason } : {}),
        ...(redis ? { redis } : {}),
        outbox,
      });
    }, next);
  };
}
