import type { Counter } from '../../server/shared-state/counters';

/** The shared counters of one process, in memory, expiry aside: for a budget's own rule. */
export function memoryCounter(): Counter {
  const counts = new Map<string, number>();
  return {
    increment: async (key, _until, by = 1) => counts.set(key, (counts.get(key) ?? 0) + by).get(key)!,
    giveBack: async (key) => void counts.set(key, Math.max(0, (counts.get(key) ?? 0) - 1)),
  };
}
