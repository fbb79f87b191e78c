/**
 * Results kept in memory, each under its domain and DKIM selector until its time is up, the
 * oldest going first past `keepMax`; and each domain's latest, which the report and the review take.
 */
import type { EmailSecurityResult } from '../../shared/email-security/result';

export interface Kept {
  result: EmailSecurityResult;
  until: number;
}

export const keyOf = (domain: string, selector?: string) => `${domain}|${selector ?? ''}`;

export function keptResults(keepMax: number, now: () => number) {
  const kept = new Map<string, Kept>();
  /** Each domain's latest kept result's key. */
  const latest = new Map<string, string>();
  const forget = (key: string) => {
    kept.delete(key);
    const domain = key.slice(0, key.indexOf('|'));
    if (latest.get(domain) === key) latest.delete(domain);
  };
  const get = (key: string) => {
    const entry = kept.get(key);
    if (entry && entry.until > now()) return entry;
    forget(key);
    return undefined;
  };
  return {
    get,
    /** The domain's latest result, whichever DKIM selector it was asked with. */
    latest: (domain: string) => get(latest.get(domain) ?? keyOf(domain)),
    keep(domain: string, selector: string | undefined, entry: Kept) {
      // Kept in the order they were made: the expired are at the front, and go before the new one comes.
      for (const [old, { until }] of kept) {
        if (until > now()) break;
        forget(old);
      }
      const key = keyOf(domain, selector);
      kept.delete(key);
      kept.set(key, entry);
      latest.set(domain, key);
      if (kept.size > keepMax) forget(kept.keys().next().value as string);
    },
  };
}
