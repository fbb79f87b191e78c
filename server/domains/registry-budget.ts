/**
 * How many questions the site sends each registry host in a minute, all processes together
 * (DOMAIN_CHECK_REGISTRY_BUDGET): a registry that sees too many from one address throttles it, and
 * then every visitor's check says "unknown" for a while. Past the budget the site does not ask: the
 * answer is "unknown" at once, until the next minute. A count that cannot be made (Redis away)
 * does not stop the check: the per-client limit still holds.
 */
import type { Counter } from '../shared-state/counters';

export interface RegistryBudget {
  /** Counts one question to `host` this minute: true when it may be sent. */
  take(host: string): Promise<boolean>;
}

const MINUTE_MS = 60_000;

export function createRegistryBudget(
  { counter, perMinute }: { counter: Counter; perMinute: number },
  now: () => number = Date.now,
): RegistryBudget {
  return {
    async take(host) {
      const minute = Math.floor(now() / MINUTE_MS);
      try {
        return (await counter.increment(`registry-queries:${host}:${minute}`, (minute + 2) * MINUTE_MS)) <= perMinute;
      } catch {
        return true;
      }
    },
  };
}
