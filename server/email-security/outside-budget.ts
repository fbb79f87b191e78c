/**
 * What the e-mail check asks of others in a day, all processes together: questions to each DNS
 * blocklist (EMAIL_CHECK_BLOCKLIST_BUDGET) and look-alike runs (EMAIL_CHECK_LOOKALIKE_BUDGET, about
 * 250 questions each). A few clients must not spend a free list's daily allowance, or a Spamhaus
 * key's quota, for everyone. Past a budget the check does not ask: that finding reads "not tested"
 * with the reason, until the next day (UTC). A count that cannot be made (Redis away) does not
 * stop the check, as the domain check's registry budget does not. "Is it live?" has a budget a
 * minute of its own: its questions go to whatever name servers a stranger's zone names.
 */
import type { Counter } from '../shared-state/counters';

/** A blocklist by the name findings give it (never its zone, which may hold a key), a look-alike run, or questions to a zone's name servers. */
type OutsideAsk = { kind: 'blocklist'; list: string } | { kind: 'lookalikes' } | { kind: 'name-servers' };

/**
 * Questions "is it live?" may send to name servers in a minute, all processes together: a click
 * asks at most 4 addresses a record (live-records.ts), about 40 questions, so some 15 clicks a
 * minute; the review's one click sent 2,400 datagrams to 150 hosts of a stranger's choosing.
 */
const NAME_SERVER_QUESTIONS_PER_MINUTE = 600;

/**
 * The part of the day's look-alike runs only the watch may take: strangers' checks once spent the
 * day, and a watched domain's new look-alike then went unreported.
 */
const WATCH_LOOKALIKE_SHARE = 0.2;

export interface OutsideBudget {
  /** Counts `count` questions (a blocklist's today, name servers' this minute) or one run (look-alikes today): true when they may be asked. */
  take(ask: OutsideAsk, count?: number): Promise<boolean>;
}

/** Questions to each blocklist, and look-alike runs, a day (EMAIL_CHECK_BLOCKLIST_BUDGET, EMAIL_CHECK_LOOKALIKE_BUDGET). */
export interface OutsideBudgets {
  blocklistPerDay: number;
  lookalikesPerDay: number;
  /** NAME_SERVER_QUESTIONS_PER_MINUTE unless a test says. */
  nameServerQuestionsPerMinute?: number;
  /** The watch's checks, which may take its share of the look-alike runs too. */
  watch?: boolean;
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** No budget: every question may be asked (a test's checker, the bench). */
export const unlimited: OutsideBudget = { take: async () => true };

export function createOutsideBudget(
  {
    counter,
    blocklistPerDay,
    lookalikesPerDay,
    nameServerQuestionsPerMinute = NAME_SERVER_QUESTIONS_PER_MINUTE,
    watch = false,
    onSpent,
  }: OutsideBudgets & { counter: Counter; onSpent?: (kind: 'blocklist' | 'lookalikes') => void },
  now: () => number = Date.now,
): OutsideBudget {
  return {
    async take(ask, count = 1) {
      if (ask.kind === 'name-servers') {
        const minute = Math.floor(now() / MINUTE_MS);
        const used = await counter
          .increment(`outside-questions:name-servers:${minute}`, (minute + 2) * MINUTE_MS, count)
          .catch(() => 0);
        return used <= nameServerQuestionsPerMinute;
      }
      const day = Math.floor(now() / DAY_MS);
      const key =
        ask.kind === 'blocklist' ? `outside-questions:blocklist:${ask.list}:${day}` : `outside-questions:lookalikes:${day}`;
      const visitorsMost = lookalikesPerDay - Math.floor(lookalikesPerDay * WATCH_LOOKALIKE_SHARE);
      const most = ask.kind === 'blocklist' ? blocklistPerDay : watch ? lookalikesPerDay : visitorsMost;
      try {
        const used = await counter.increment(key, (day + 2) * DAY_MS, count);
        if (used <= most) return true;
        // Not taken: a visitor's refused run must not eat into the watch's share.
        if (ask.kind === 'lookalikes') await counter.giveBack(key).catch(() => undefined);
        onSpent?.(ask.kind);
        return false;
      } catch {
        return true;
      }
    },
  };
}
