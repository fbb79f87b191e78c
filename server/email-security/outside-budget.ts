/**
 * What the e-mail check asks of others in a day, all processes together: questions to each DNS
 * blocklist (EMAIL_CHECK_BLOCKLIST_BUDGET) and look-alike runs (EMAIL_CHECK_LOOKALIKE_BUDGET, about
 * 250 questions each). A few clients must not spend a free list's daily allowance, or a Spamhaus
 * key's quota, for everyone. Past a budget the check does not ask: that finding reads "not tested"
 * with the reason, until the next day (UTC). A count that cannot be made (Redis away) does not
 * stop the check, as the domain check's registry budget does not.
 */
import type { Counter } from '../shared-state/counters';

/** A blocklist by the name findings give it (never its zone, which may hold a key), or a look-alike run. */
export type OutsideAsk = { kind: 'blocklist'; list: string } | { kind: 'lookalikes' };

export interface OutsideBudget {
  /** Counts `count` questions (a blocklist's) or one run (look-alikes) today: true when they may be asked. */
  take(ask: OutsideAsk, count?: number): Promise<boolean>;
}

/** Questions to each blocklist, and look-alike runs, a day (EMAIL_CHECK_BLOCKLIST_BUDGET, EMAIL_CHECK_LOOKALIKE_BUDGET). */
export interface OutsideBudgets {
  blocklistPerDay: number;
  lookalikesPerDay: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** No budget: every question may be asked (a test's checker, the bench). */
export const unlimited: OutsideBudget = { take: async () => true };

export function createOutsideBudget(
  {
    counter,
    blocklistPerDay,
    lookalikesPerDay,
    onSpent,
  }: OutsideBudgets & { counter: Counter; onSpent?: (kind: OutsideAsk['kind']) => void },
  now: () => number = Date.now,
): OutsideBudget {
  return {
    async take(ask, count = 1) {
      const day = Math.floor(now() / DAY_MS);
      const key =
        ask.kind === 'blocklist' ? `outside-questions:blocklist:${ask.list}:${day}` : `outside-questions:lookalikes:${day}`;
      const most = ask.kind === 'blocklist' ? blocklistPerDay : lookalikesPerDay;
      try {
        const used = await counter.increment(key, (day + 2) * DAY_MS, count);
        if (used <= most) return true;
        onSpent?.(ask.kind);
        return false;
      } catch {
        return true;
      }
    },
  };
}
