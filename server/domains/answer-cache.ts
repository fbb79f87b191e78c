/**
 * Answers kept for a while, so a visitor leaving the field twice, or many visitors trying the same
 * name, ask the registry once. A registered name stays registered for a long time; an available
 * one may be taken any minute, so it is kept briefly; an unknown answer is never kept (the next
 * check asks again). Bounded: past `maxEntries` the oldest answer is dropped first.
 */
import type { DomainStatus } from './domain-status';

export interface CheckedAnswer {
  status: DomainStatus;
  source: 'RDAP' | 'WHOIS' | null;
  checkedAt: string;
  /** When the name was registered, where its registry said. */
  registeredOn?: string;
  /** The registrar that holds it, where its registry said. */
  registrar?: string;
}

export interface CacheTimes {
  registeredMs: number;
  availableMs: number;
  maxEntries: number;
}

export function createAnswerCache({ registeredMs, availableMs, maxEntries }: CacheTimes, now: () => number) {
  const entries = new Map<string, { answer: CheckedAnswer; expiresAt: number }>();
  return {
    get(name: string): CheckedAnswer | undefined {
      const entry = entries.get(name);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.answer;
      entries.delete(name);
      return undefined;
    },
    set(name: string, answer: CheckedAnswer): void {
      if (answer.status === 'unknown') return;
      entries.delete(name);
      entries.set(name, { answer, expiresAt: now() + (answer.status === 'registered' ? registeredMs : availableMs) });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
