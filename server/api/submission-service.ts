import type { Logger } from 'pino';
import { validateSubmission } from '../../shared/validation/endpoint-schema';
import type { MailService } from '../mail/mail-service';
import { emailDomain, plainAddress } from '../email-address';
import type { MailRequest } from '../mail/types';
import type { Captcha } from '../security/captcha-types';
import type { ConfirmationLimit, ConfirmationRefusal } from '../security/confirmation-limit';
import { ownDomainCheck, type CheckDomain } from './own-domain-check';
import { newReference } from './reference';

/** Why a confirmation was not sent, as the log line says it. */
const WHY: Record<ConfirmationRefusal, string> = {
  window: 'one went to this address recently',
  'domain-limit': 'the confirmations of the day to this domain are used up',
  'daily-limit': 'the confirmations of the day are used up',
};

export interface SubmissionInput {
  body: unknown;
  requestId: string;
}

export type SubmissionOutcome =
  | { ok: true; reference: string }
  | { ok: false; refusal: 'invalid'; problems: string[] }
  | { ok: false; refusal: 'captcha' }
  | { ok: false; refusal: 'unavailable' };

/** The visitor's confirmation: on or off, and how often it may go (one per mailbox per window, so many a day). */
interface Confirmations {
  enabled: boolean;
  limit: ConfirmationLimit;
}

export interface SubmissionServiceDeps {
  captcha: Captcha;
  mail?: MailService;
  confirmations?: Confirmations;
  logger: Logger;
  now?: () => number;
  /** With DOMAIN_CHECK on: the site's own check of the domain an order names, which staff read with it (own-domain-check.ts). */
  checkDomain?: CheckDomain;
}

/**
 * A contact, order, call back or self-assessment review request: validated with the shared
 * schema, its captcha verified once, then written to the outbox with a fresh reference. It is
 * accepted only once the outbox holds it; the visitor's confirmation follows, and never fails the
 * request. It never sees HTTP; it never logs a body, an address, a phone number or an answer
 * (only the e-mail's domain).
 */
export function createSubmissionService({
  captcha,
  mail,
  confirmations,
  logger,
  now = Date.now,
  checkDomain,
}: SubmissionServiceDeps) {
  const log = logger.child({ component: 'submissions' });

  /**
   * Queues the confirmation unless it is off, the request gave no address (a call back), the
   * address is not one mailbox, one went there within the window, or the day's are used up.
   */
  const confirm = async (request: MailRequest): Promise<void> => {
    if (!mail || !confirmations?.enabled || request.kind === 'callback') return;
    const fields = { requestId: request.requestId, reference: request.reference, emailDomain: emailDomain(request.email) };
    const address = plainAddress(request.email);
    if (!address) {
      log.warn({ ...fields, outcome: 'skipped', reason: 'address' }, 'confirmation not sent: not one plain address');
      return;
    }
    try {
      const verdict = await confirmations.limit.allow(address, () => mail.enqueue(request, 'visitor'));
      if (verdict === 'window')
        log.info({ ...fields, outcome: 'skipped', reason: verdict }, `confirmation not sent: ${WHY[verdict]}`);
      // A day's number used up is worth a look: a busy day, or someone spending it.
      else if (verdict !== 'allowed')
        log.warn({ ...fields, outcome: 'skipped', reason: verdict }, `confirmation not sent: ${WHY[verdict]}`);
    } catch (error) {
      log.error(
        { ...fields, outcome: 'not-queued', errorCode: (error as NodeJS.ErrnoException).code },
        'confirmation not queued',
      );
    }
  };

  return {
    async submit({ body, requestId }: SubmissionInput): Promise<SubmissionOutcome> {
      const result = validateSubmission(body);
      if (!result.ok) {
        log.warn({ requestId, outcome: 'invalid', problems: result.errors }, 'submission refused');
        return { ok: false, refusal: 'invalid', problems: result.errors };
      }
      const { captcha: token, ...given } = result.value;
      // Validation first: a typo must not use up the visitor's solved captcha.
      const verdict = await captcha.verify(token);
      if (!verdict.ok) {
        log.warn({ requestId, outcome: 'captcha', reason: verdict.reason }, 'submission refused');
        return { ok: false, refusal: verdict.unavailable ? 'unavailable' : 'captcha' };
      }
      if (!mail) {
        log.error({ requestId }, 'submission not saved: this app has no mail service');
        return { ok: false, refusal: 'unavailable' };
      }
      // Once the captcha has passed, so no registry is asked for a post that is refused.
      const fields = given.kind === 'order' ? { ...given, domainCheck: await ownDomainCheck(given, checkDomain) } : given;
      const ref = newReference();
      const request: MailRequest = { ...fields, reference: ref, requestId, receivedAt: new Date(now()).toISOString() };
      try {
        await mail.enqueue(request);
      } catch (error) {
        log.error({ requestId, errorCode: (error as NodeJS.ErrnoException).code }, 'submission not saved: the outbox refused it');
        return { ok: false, refusal: 'unavailable' };
      }
      log.info(
        {
          requestId,
          reference: request.reference,
          kind: request.kind,
          ...(request.kind === 'callback' ? {} : { emailDomain: emailDomain(request.email) }),
          outcome: 'accepted',
        },
        'submission accepted',
      );
      await confirm(request);
      return { ok: true, reference: ref };
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
