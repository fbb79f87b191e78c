import { domainToASCII } from 'node:url';
import type { ValidationError } from 'yup';
import type { Logger } from 'pino';
import {
  EMAIL_WATCH_CONFIRM_HOURS,
  EMAIL_WATCH_CONFIRM_PATH,
  EMAIL_WATCH_STOP_PATH,
  watchLink,
} from '../../shared/email-security/watch';
import { takesNoMail } from '../../shared/email-security/takes-no-mail';
import { emailWatchSchema } from '../../shared/validation/email-watch-schema';
import { emailWatchCopy as copy } from '../../shared/catalogue/email-watch-copy';
import { emailDomain, plainAddress } from '../email-address';
import { BusyError, VisitorGone, type Asker, type EmailSecurityChecker } from '../email-security/checker-types';
import { readDomainInput } from '../email-security/domain-input';
import type { MailService } from '../mail/mail-service';
import type { Captcha } from '../security/captcha-types';
import type { ConfirmationLimit } from '../security/confirmation-limit';
import { newLinkToken } from '../store/link-token';
import type { WatchConfirmRequest, WatchNewRequest } from './watch-mail';
import { askRefusal, startRefusal, type WatchRefusal } from './watch-limits';
import type { NoScriptPostBudget } from './watch-post-budget';
import type { WatchStore } from './watch-store';
import {
  alreadyConfirmed,
  alreadyStopped,
  noScriptProblem,
  refused,
  startRefused,
  unknown,
  type Answered,
} from './watch-answers';

const HOUR_MS = 60 * 60 * 1000;
export const CONFIRM_MS = EMAIL_WATCH_CONFIRM_HOURS * HOUR_MS;
/** How long a used stop link still says "stopped already" (only a hash of its token is kept). */
const STOPPED_REMEMBERED_MS = 90 * 24 * HOUR_MS;

/** A limit found reached inside the transaction that would store or confirm the watch: nothing is stored or confirmed. */
class LimitReached extends Error {
  constructor(readonly refusal: WatchRefusal) {
    super('watch limit reached');
  }
}

export interface WatchServiceDeps {
  store: WatchStore;
  mail?: MailService;
  /**
   * The e-mail check: a watch starts from the result its visitor is looking at, which the check
   * keeps about 10 minutes; past them (a page left open), the domain is checked again.
   */
  checker: Pick<EmailSecurityChecker, 'kept' | 'check'>;
  captcha: Captcha;
  /** The budget of the form posted without JavaScript, which carries no captcha. */
  noScript: NoScriptPostBudget;
  confirmations: ConfirmationLimit;
  publicUrl: string;
  /** How long after confirming the first scheduled check runs (EMAIL_WATCH_EVERY). */
  everyMs: number;
  logger: Logger;
  now?: () => number;
}

/** Whether `address` is at `domain` or a name under it (both ASCII, lower case). */
const atDomain = (address: string, domain: string): boolean => {
  const host = domainToASCII(address.slice(address.lastIndexOf('@') + 1).toLowerCase());
  return host === domain || host.endsWith(`.${domain}`);
};

/**
 * Asking for a watch, confirming it and stopping it. Nothing is stored for a request refused; a
 * watch and its confirmation e-mail are stored together, as are a confirmation and the staff's
 * e-mail. Logs carry the address's domain only, never the address.
 */
export function createWatchService(deps: WatchServiceDeps) {
  const { store, mail, checker, captcha, noScript, confirmations, publicUrl, everyMs } = deps;
  const now = deps.now ?? Date.now;
  const log = deps.logger.child({ component: 'email-watch' });
  const link = (path: string, token: string) => watchLink(publicUrl, path, token);

  return {
    /**
     * A visitor asks to watch a domain they just checked. `scripted`: posted by the page's script,
     * which carries the captcha; a form posted without JavaScript can carry none, and is held by
     * the confirmation's limits alone (docs/decisions/017-watch-form-without-a-script.md).
     */
    async ask(
      body: unknown,
      { scripted, requestId, asker }: { scripted: boolean; requestId: string; asker?: Asker },
    ): Promise<Answered> {
      let form;
      try {
        form = emailWatchSchema.validateSync(body, { abortEarly: true, stripUnknown: true });
      } catch (error) {
        // The domain, if it is one, goes with the refusal: the page draws the form for it again.
        const posted = readDomainInput(String((body as Record<string, unknown> | null)?.domain ?? ''));
        const field = (error as ValidationError).path === 'email' ? 'email' : undefined;
        return refused(400, (error as Error).message, posted.ok ? posted.domain : undefined, field);
      }
      const input = readDomainInput(form.domain);
      if (!input.ok) return refused(400, input.problem);
      const { domain } = input;
      const address = plainAddress(form.email)?.toLowerCase();
      if (!address) return refused(400, copy.problems.address, domain, 'email');
      if (!atDomain(address, domain)) return refused(400, copy.problems.otherDomain(domain), domain, 'email');
      let seen = checker.kept(domain);
      try {
        // Its result no longer kept: checked again, as the page would, within the client's share of checks.
        seen ??= await checker.check(domain, asker);
      } catch (error) {
        if (error instanceof BusyError || error instanceof VisitorGone)
          return refused(error instanceof VisitorGone ? error.status : 503, copy.problems.unavailable, domain);
        throw error;
      }
      if (!seen.exists) return refused(400, copy.problems.noDomain, domain);
      if (takesNoMail(seen)) return refused(400, copy.problems.noMail(seen.shown), domain);
      const fields = { requestId, emailDomain: emailDomain(address) };
      if (!scripted) {
        const over = await noScript.spend(asker?.client ?? 'unknown', domain);
        if (over) {
          log.info({ ...fields, scripted, outcome: 'refused', reason: `noscript-${over}` }, 'watch refused');
          return refused(429, noScriptProblem(over, seen.shown, noScript.limits), domain);
        }
      } else {
        const verdict = await captcha.verify(form.captcha);
        if (!verdict.ok) {
          log.warn({ ...fields, outcome: 'captcha', reason: verdict.reason }, 'watch refused');
          return verdict.unavailable
            ? refused(503, copy.problems.unavailable, domain)
            : refused(403, copy.problems.captcha, domain);
        }
      }
      if (!mail) return refused(503, copy.problems.unavailable, domain);
      if (store.expire(now() - CONFIRM_MS, now())) store.database.scrubDeleted();
      // From here every answer reads the same, a link sent or not: no one learns who watches a domain. The log says why.
      const asked: Answered = { status: 200, answer: { step: 'asked', shown: seen.shown, email: address } };
      const heldBack = (reason: string) => {
        log.info({ ...fields, scripted, outcome: 'refused', reason }, 'watch refused');
        return asked;
      };
      // Asked again in the transaction that stores it (another process may ask too).
      const refusal = askRefusal(store, address, domain);
      if (refusal) return heldBack(refusal);
      const at = now();
      try {
        const verdict = await confirmations.allow(address, async () => {
          const tokens = { confirmToken: newLinkToken(), stopToken: newLinkToken() };
          const request: WatchConfirmRequest = {
            kind: 'email-watch-confirm',
            requestId,
            receivedAt: new Date(at).toISOString(),
            email: address,
            shown: seen.shown,
            confirmUrl: link(EMAIL_WATCH_CONFIRM_PATH, tokens.confirmToken),
            stopUrl: link(EMAIL_WATCH_STOP_PATH, tokens.stopToken),
          };
          // The watch and its confirmation are stored together, or not at all.
          await mail.enqueue(request, 'visitor', () => {
            const reached = askRefusal(store, address, domain);
            if (reached) throw new LimitReached(reached);
            store.insert({ domain, email: address, contact: form.contact, seen }, tokens, at);
          });
        });
        if (verdict !== 'allowed') return heldBack(verdict);
      } catch (error) {
        if (error instanceof LimitReached) return heldBack(error.refusal);
        log.error({ ...fields, errorCode: (error as NodeJS.ErrnoException).code }, 'watch not stored');
        return refused(503, copy.problems.unavailable, domain);
      }
      log.info({ ...fields, scripted, outcome: 'asked' }, 'watch asked for');
      return asked;
    },

    /**
     * The confirmation link opened: its domain and the one button that confirms (a mail scanner
     * that opens every link confirms nothing); or, for as long as the link lasts, that it is on
     * already.
     */
    confirmPage(token: string): Answered {
      const watch = token ? store.byConfirmToken(token, now() - CONFIRM_MS) : null;
      if (!watch || !mail) return unknown;
      return watch.confirmedMs === null
        ? { status: 200, answer: { step: 'confirm', token, shown: watch.seen.shown } }
        : alreadyConfirmed(watch);
    },

    /** The confirmation's button pressed: the watch is on, due first in EMAIL_WATCH_EVERY; the staff are told. */
    async confirm(token: string, requestId: string): Promise<Answered> {
      const at = now();
      const watch = token ? store.byConfirmToken(token, at - CONFIRM_MS) : null;
      if (!watch || !mail) return unknown;
      if (watch.confirmedMs !== null) return alreadyConfirmed(watch);
      const staff: WatchNewRequest = {
        kind: 'email-watch-new',
        requestId,
        receivedAt: new Date(at).toISOString(),
        email: watch.email,
        shown: watch.seen.shown,
        contact: watch.contact,
        findings: watch.seen.findings.map(({ check, status, found }) => ({ check, status, found })),
      };
      let confirmed = false;
      try {
        await mail.enqueue(staff, 'company', () => {
          // Pressed twice at once: the second finds it confirmed (and must not count it against itself).
          if (store.byId(watch.id)?.confirmedMs != null) throw new Error('already confirmed');
          const reached = startRefusal(store, watch.email, watch.domain);
          if (reached) throw new LimitReached(reached);
          confirmed = store.confirm(watch.id, at, at + everyMs);
          // Rolls the staff's e-mail back with it: a button pressed twice at once confirms once.
          if (!confirmed) throw new Error('already confirmed');
        });
      } catch (error) {
        if (!confirmed && (error as Error).message === 'already confirmed') return alreadyConfirmed(watch);
        if (error instanceof LimitReached) {
          log.info(
            { requestId, emailDomain: emailDomain(watch.email), outcome: 'refused', reason: error.refusal },
            'watch not confirmed',
          );
          return startRefused(error.refusal, watch.domain);
        }
        log.error({ requestId, errorCode: (error as NodeJS.ErrnoException).code }, 'watch not confirmed');
        return refused(503, copy.problems.unavailable);
      }
      log.info({ requestId, emailDomain: emailDomain(watch.email), outcome: 'confirmed' }, 'watch confirmed');
      // The latest result the site keeps of the domain, else the one the watch was asked from.
      return { status: 200, answer: { step: 'confirmed', result: checker.kept(watch.domain) ?? watch.seen } };
    },

    /** The stop link opened: the one button that stops it; or, once it has, that it is stopped already. */
    stopPage(token: string): Answered {
      const watch = token ? store.byStopToken(token) : null;
      if (watch) return { status: 200, answer: { step: 'stop', token, shown: watch.seen.shown } };
      return token && store.stoppedBy(token, now()) ? alreadyStopped : unknown;
    },

    /** Stops a watch at once: its row is deleted, and its bytes scrubbed from the database's files. */
    stop(token: string, requestId: string, how: 'button' | 'one-click'): Answered {
      const watch = token ? store.byStopToken(token) : null;
      if (!watch || !store.stop(watch, now() + STOPPED_REMEMBERED_MS))
        return token && store.stoppedBy(token, now()) ? alreadyStopped : unknown;
      store.database.scrubDeleted();
      log.info({ requestId, emailDomain: emailDomain(watch.email), how, outcome: 'stopped' }, 'watch stopped');
      return { status: 200, answer: { step: 'stopped', shown: watch.seen.shown } };
    },
  };
}

export type WatchService = ReturnType<typeof createWatchService>;
