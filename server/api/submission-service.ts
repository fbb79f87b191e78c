import type { Logger } from 'pino';
import { validateSubmission } from '../../shared/validation/endpoint-schema';
import type { MailService } from '../mail/mail-service';
import { emailDomain } from '../mail/text-safety';
import type { Captcha } from '../security/captcha';

export interface SubmissionInput {
  body: unknown;
  requestId: string;
}

export type SubmissionOutcome =
  | { ok: true }
  | { ok: false; refusal: 'invalid'; problems: string[] }
  | { ok: false; refusal: 'captcha' }
  | { ok: false; refusal: 'unavailable' };

export interface SubmissionServiceDeps {
  captcha: Captcha;
  mail?: MailService;
  logger: Logger;
  now?: () => number;
}

/**
 * A contact or order request: validated with the shared schema, its captcha verified once, then
 * written to the outbox. It is accepted only once the outbox holds it. It never sees HTTP; it
 * never logs a body, an address or a phone number (only the e-mail's domain).
 */
export function createSubmissionService({ captcha, mail, logger, now = Date.now }: SubmissionServiceDeps) {
  const log = logger.child({ component: 'submissions' });
  return {
    async submit({ body, requestId }: SubmissionInput): Promise<SubmissionOutcome> {
      const result = validateSubmission(body);
      if (!result.ok) {
        log.warn({ requestId, outcome: 'invalid', problems: result.errors }, 'submission refused');
        return { ok: false, refusal: 'invalid', problems: result.errors };
      }
      // Validation first: a typo must not use up the visitor's solved captcha.
      const verdict = await captcha.verify(result.value.captcha);
      if (!verdict.ok) {
        log.warn({ requestId, outcome: 'captcha', reason: verdict.reason }, 'submission refused');
        return { ok: false, refusal: verdict.unavailable ? 'unavailable' : 'captcha' };
      }
      if (!mail) {
        log.error({ requestId }, 'submission not saved: this app has no mail service');
        return { ok: false, refusal: 'unavailable' };
      }
      const { name, email, company, phone, message } = result.value;
      try {
        await mail.enqueue({
          kind: result.kind,
          name,
          email,
          company,
          phone,
          message,
          requestId,
          receivedAt: new Date(now()).toISOString(),
        });
      } catch (error) {
        log.error({ requestId, errorCode: (error as NodeJS.ErrnoException).code }, 'submission not saved: the outbox refused it');
        return { ok: false, refusal: 'unavailable' };
      }
      log.info({ requestId, kind: result.kind, emailDomain: emailDomain(email), outcome: 'accepted' }, 'submission accepted');
      return { ok: true };
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
