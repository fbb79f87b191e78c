import { createHash } from 'node:crypto';
import type { SharedState } from '../shared-state/redis';
import type { ReplayGuard } from './captcha-replay-guard';

/**
 * The replay guard (or any once-per-window claim, under its own key prefix) when several
 * processes share one Redis: `SET key NX` with the solution's remaining lifetime checks and
 * records in one step for all of them, and Redis forgets the key when the solution would have
 * expired anyway. Redis away or silent: the claim throws, the caller refuses. A thing issued
 * before Redis last lost its data may have been claimed then and forgotten: it is refused.
 */
export function createRedisReplayGuard(state: SharedState, prefix: string, now: () => number = Date.now): ReplayGuard {
  const keyOf = (id: string) => `${prefix}:${createHash('sha256').update(id).digest('hex')}`;
  return {
    claim: async (id, expiresAtMs, issuedAtMs) => {
      const { created, sinceMs } = await state.setOnce(keyOf(id), expiresAtMs - now());
      return created && (issuedAtMs === undefined || issuedAtMs >= sinceMs);
    },
    release: async (id) => {
      await state.sendCommand(['DEL', keyOf(id)]);
    },
  };
}
