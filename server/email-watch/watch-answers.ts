/**
 * What the watch answers a visitor, with the status it goes with: refusals, links used up or
 * opened again. The page route and the JSON route send them as they are (watch-routes.ts).
 */
import type { EmailWatchAnswer } from '../../shared/email-security/watch';
import { emailWatchCopy as copy } from '../../shared/catalogue/email-watch-copy';
import type { WatchRefusal } from './watch-limits';
import type { NoScriptBudget, NoScriptRefusal } from './watch-post-budget';
import type { Watch } from './watch-store';

/** An answer and the status it is sent with. */
export interface Answered {
  answer: EmailWatchAnswer;
  status: number;
}

export const refused = (status: number, problem: string, domain?: string, field?: 'email'): Answered => ({
  status,
  answer: { step: 'refused', problem, ...(domain ? { domain } : {}), ...(field ? { field } : {}) },
});

/** What a post without JavaScript is told when its budget is used up: which part. */
export const noScriptProblem = (over: NoScriptRefusal, shown: string, limits: NoScriptBudget): string =>
  over === 'client'
    ? copy.problems.noScriptClient(limits.perClientHourly)
    : over === 'domain'
      ? copy.problems.noScriptDomain(shown, limits.perDomainDaily)
      : copy.problems.noScriptDay(limits.daily);

/** A link that is used up, expired or never was. */
export const unknown: Answered = { status: 404, answer: { step: 'unknown' } };
/** A confirmation link opened again while it lasts, as mail scanners do: the watch is on already. */
export const alreadyConfirmed = (watch: Watch): Answered => ({
  status: 200,
  answer: { step: 'already-confirmed', shown: watch.seen.shown },
});
/** A stop link opened or pressed again: its watch is gone already. */
export const alreadyStopped: Answered = { status: 200, answer: { step: 'already-stopped' } };

/** What the confirmation's holder is told when a limit of confirmed watches keeps it from starting. */
export const startRefused = (refusal: WatchRefusal, domain: string): Answered =>
  refused(409, refusal === 'domain-limit' ? copy.problems.domainLimit : copy.problems.addressLimit, domain);
