import type { RequestHandler } from 'express';
import type { MailService } from './mail/mail-service';

/**
 * GET /readyz: whether this process can take a visitor's message now (the data folder is
 * writable), with the outbox's state for the operator. 200 when ready, 503 when a message could
 * not be stored. Counts, ages and outcomes only: no personal data. /healthz stays the cheap
 * liveness answer.
 */
export function readiness(mail: MailService | undefined): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (!mail) {
      res.status(503).json({ status: 'unavailable', reason: 'no outbox in this process' });
      return;
    }
    mail.readiness().then((outbox) => {
      const ready = outbox.writable;
      res.status(ready ? 200 : 503).json({
        status: ready ? 'ready' : 'unavailable',
        ...(ready ? {} : { reason: 'the data folder cannot be written: messages cannot be stored' }),
        outbox,
      });
    }, next);
  };
}
