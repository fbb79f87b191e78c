/**
 * Remembers which captcha solutions were already used, until they expire on their own: after
 * that the verifier refuses them anyway, so the memory holds only live ones. Memory is bounded;
 * when full, the oldest entry makes room (filling it takes that many solved, rate-limited posts).
 */
export interface ReplayGuard {
  /** True the first time `id` is claimed; false for every later claim before `expiresAtMs`. */
  claim(id: string, expiresAtMs: number): boolean;
  size(): number;
}

const PRUNE_EVERY_MS = 60_000;

export function createReplayGuard({ maxEntries = 100_000, now = Date.now } = {}): ReplayGuard {
  const used = new Map<string, number>();
  let lastPrune = now();

  const prune = (at: number) => {
    if (at - lastPrune < PRUNE_EVERY_MS && used.size < maxEntries) return;
    lastPrune = at;
    for (const [id, expiresAt] of used) if (expiresAt <= at) used.delete(id);
  };

  return {
    claim(id, expiresAtMs) {
      const at = now();
      prune(at);
      const previous = used.get(id);
      if (previous !== undefined && previous > at) return false;
      if (used.size >= maxEntries) used.delete(used.keys().next().value as string);
      used.set(id, expiresAtMs);
      return true;
    },
    size: () => used.size,
  };
}
