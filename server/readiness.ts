import type { RequestHandler } from 'express';
import type { MailService } from './mail/mail-service';
import type { SharedState } from './shared-state/redis';

/**
 * GET /readyz: whether this process can take a visitor's message now (the data folder is
 * writable), with the outbox's state for the operator. 200 when ready, 503 when a message could
 * not be stored, or, with REDIS_URL, while Redis (the shared limits and captcha records) is away.
 * Counts, ages and outcomes only: no personal data. /healthz stays the cheap liveness answer.
 */
export function readiness(mail: MailService | undefined, shared?: SharedState): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (!mail) {
      res.status(503).json({ status: 'unavailable', reason: 'no outbox in this process' });
      return;
    }
    Promise.all([mail.readiness(), shared?.check()]).then(([outbox, redis]) => {
      const reason = !outbox.writable
        ? 'the data folder cannot be written: messages cannot be stored'
        : outbox.readErrors
          ? `pending messages could not be read (${outbox.readErrors.codes.join(', ')}): they wait for the next pass`
          : redis === 'unreachable'
            ? 'redis is unreachable: shared limits and captcha records cannot be kept'
            : redis === 'not answering'
              ? 'redis does not answer in time: shared limits and captcha records cannot be kept'
              : undefined;
      res.status(reason ? 503 : 200).json({
        status: reason ? 'unavailable' : 'ready',
        ...(reason ? { reason } : {}),
        ...(redis ? { redis } : {}),
        outbox,
      });
    }, next);
  };
}
