/**
 * How many questions the site sends each registry host in a minute, all processes together
 * (DOMAIN_CHECK_REGISTRY_BUDGET): a registry that sees too many from one address throttles it, and
 * then every visitor's check says "unknown" for a while. Past the budget the site does not ask: the
 * answer is "unknown" at once, until the next minute. A count that cannot be made (Redis away)
 * does not stop the check: the per-client limit still holds.
 */
import type { Counter } from '../shared-state/counters';

/**
 * Who asks: a visitor's domain search, "Is this e-mail genuine?" for when a sender's domain was
 * registered, or a watch's alert for when and through whom its new look-alikes were.
 */
export type Asking = 'search' | 'sender-age' | 'lookalike';

export interface RegistryBudget {
  /** Counts one question to `host` this minute: true when it may be sent. */
  take(host: string, asking?: Asking): Promise<boolean>;
}

const MINUTE_MS = 60_000;

/**
 * The part of each minute's budget that senders' ages may take, and apart from them a watch's
 * look-alikes, each counted within it: anyone may post messages from new domains as fast as the
 * per-client limit lets them, and the rest of the budget stays the domain search's, which
 * customers use to buy. A budget under 4 gives them none.
 */
const ASKER_SHARE = 1 / 4;

export function createRegistryBudget(
  { counter, perMinute }: { counter: Counter; perMinute: number },
  now: () => number = Date.now,
): RegistryBudget {
  const share = Math.floor(perMinute * ASKER_SHARE);
  return {
    async take(host, asking = 'search') {
      const minute = Math.floor(now() / MINUTE_MS);
      const until = (minute + 2) * MINUTE_MS;
      try {
        // Each asker but the search within its own share: a burst of watch alerts leaves senders' ages theirs.
        if (asking !== 'search' && (await counter.increment(`registry-queries:${asking}:${host}:${minute}`, until)) > share)
          return false;
        return (await counter.increment(`registry-queries:${host}:${minute}`, until)) <= perMinute;
      } catch {
        return true;
      }
    },
  };
}
