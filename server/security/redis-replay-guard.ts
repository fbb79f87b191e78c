import { createHash } from 'node:crypto';
import type { SharedState } from '../shared-state/redis';
import type { ReplayGuard } from './captcha-replay-guard';

/**
 * The replay guard (or any once-per-window claim, under its own key prefix) when several processes share one Redis: `SET key NX` with the solution's
 * remaining lifetime checks and records in one step for all of them, and Redis forgets the key
 * when the solution would have expired anyway. Redis away: the claim throws, the caller refuses.
 */
export function createRedisReplayGuard(state: SharedState, prefix: string, now: () => number = Date.now): ReplayGuard {
  return {
    claim: (id, expiresAtMs) => state.setOnce(`${prefix}:${createHash('sha256').update(id).digest('hex')}`, expiresAtMs - now()),
  };
}
