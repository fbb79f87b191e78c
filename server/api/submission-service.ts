import type { Logger } from 'pino';
import { validateSubmission, type SubmissionResult } from '../../shared/validation/endpoint-schema';
import type { MailService } from '../mail/mail-service';
import type { SiteRequest } from '../site-mail';
import { emailDomain, plainAddress } from '../email-address';
import type { Captcha } from '../security/captcha-types';
import type { ConfirmationLimit, ConfirmationRefusal } from '../security/confirmation-limit';
import type { EmailSecurityChecker } from '../email-security/checker-types';
import { keptResult } from '../email-security/review-result';
import { ownDomainCheck, type CheckDomain } from './own-domain-check';
import { newReference } from '../reference';

/** A request of a kind the endpoint takes (the site's other kinds of mail are sent by the site itself). */
type SubmittedRequest = Extract<SiteRequest, { kind: Extract<SubmissionResult, { ok: true }>['value']['kind'] }>;

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
  /** An e-mail security review of a domain whose result is no longer kept: the visitor checks it again. */
  | { ok: false; refusal: 'expired' }
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
  /** The e-mail security checker's kept results, which an e-mail security review attaches. */
  emailSecurity?: Pick<EmailSecurityChecker, 'kept'>;
}

/**
 * A contact, order, call back, or review request (of a self-assessment, of a domain's e-mail
 * security, with the result kept for it): validated with the shared schema, its captcha verified
 * once, then written to the outbox with a fresh reference. It is accepted only once the outbox
 * holds it; the visitor's confirmation follows, and never fails the request. It never sees HTTP;
 * it never logs a body, an address, a phone number, an answer or a checked domain (only the
 * e-mail's domain).
 */
export function createSubmissionService({
  captcha,
  mail,
  confirmations,
  logger,
  now = Date.now,
  checkDomain,
  emailSecurity,
}: SubmissionServiceDeps) {
  const log = logger.child({ component: 'submissions' });

  /**
   * Queues the confirmation unless it is off, the request gave no address (a call back), the
   * address is not one mailbox, one went there within the window, or the day's are used up.
   */
  const confirm = async (request: SubmittedRequest): Promise<void> => {
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
      // Only past the captcha: whether a domain was checked lately is nobody's to probe for.
      const kept = given.kind === 'email-security' ? keptResult(emailSecurity, given.domain) : null;
      if (kept && !kept.ok) {
        if (kept.refusal === 'unavailable')
          log.error({ requestId }, 'submission not saved: this app has no e-mail security checker');
        else log.warn({ requestId, outcome: kept.refusal }, 'submission refused');
        return kept.refusal === 'invalid'
          ? { ok: false, refusal: 'invalid', problems: [kept.problem] }
          : { ok: false, refusal: kept.refusal };
      }
      if (!mail) {
        log.error({ requestId }, 'submission not saved: this app has no mail service');
        return { ok: false, refusal: 'unavailable' };
      }
      // Once the captcha has passed, so no registry is asked for a post that is refused.
      const fields =
        given.kind === 'order'
          ? { ...given, domainCheck: await ownDomainCheck(given, checkDomain) }
          : given.kind === 'email-security'
            ? { ...given, ...kept!.found }
            : given;
      const ref = newReference();
      const request: SubmittedRequest = { ...fields, reference: ref, requestId, receivedAt: new Date(now()).toISOString() };
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
