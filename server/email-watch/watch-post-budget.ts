import { sastTime } from '../../shared/format-date';
import type { Counter } from '../shared-state/counters';
import { hashOf } from '../store/link-token';

/** How many watch requests the form posted without JavaScript may make (EMAIL_WATCH_NOSCRIPT_*). */
export interface NoScriptBudget {
  /** From one client (its address, an IPv6 one by its /56) in an hour. */
  perClientHourly: number;
  /** For one watched domain from one client in a South African day. */
  perDomainDaily: number;
  /** For the whole site in that day. */
  daily: number;
}

/** Which part of the budget a post found used up. */
export type NoScriptRefusal = 'client' | 'domain' | 'day';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The budget of the watch form posted without JavaScript, which carries no captcha
 * (docs/decisions/017-watch-form-without-a-script.md): each post that passed the form's own checks
 * counts once against its client's hour, then its client's day for its domain, then the site's day,
 * in the counters every process shares; the first part found used up refuses it, and the parts
 * after it are not counted. The site's day bounds the confirmations such posts can send, whoever
 * sends them. A domain's day is each client's: counted for everyone, three posts of a stranger's
 * spent it for the domain's owner, while the confirmations' own budget still bounds the mail one
 * domain gets (CONFIRMATION_MAIL_DOMAIN_DAILY_MAX).
 */
export function createNoScriptBudget(budget: NoScriptBudget, counter: Counter, now: () => number = Date.now) {
  return {
    limits: budget,
    /** Counts a post from `client` for `domain`: null when it may go on, else which part is used up. */
    async spend(client: string, domain: string): Promise<NoScriptRefusal | null> {
      const at = now();
      const hour = Math.floor(at / HOUR_MS);
      if (
        (await counter.increment(`watch-noscript-client:${hashOf(client)}:${hour}`, (hour + 1) * HOUR_MS)) >
        budget.perClientHourly
      )
        return 'client';
      // The day in South Africa ('2026-11-24'), counted until a day after it ends.
      const day = sastTime(new Date(at).toISOString())!.local.slice(0, 10);
      const until = Date.parse(`${day}T00:00:00+02:00`) + 2 * DAY_MS;
      if (
        (await counter.increment(`watch-noscript-domain:${hashOf(`${client} ${domain}`)}:${day}`, until)) > budget.perDomainDaily
      )
        return 'domain';
      if ((await counter.increment(`watch-noscript-day:${day}`, until)) > budget.daily) return 'day';
      return null;
    },
  };
}

export type NoScriptPostBudget = ReturnType<typeof createNoScriptBudget>;
