import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ALTCHA_ALGORITHM } from '../../shared/captcha';
import { claimOnce, type Captcha, type CaptchaVerdict } from './captcha-types';
import type { ReplayGuard } from './captcha-replay-guard';

/** Long enough to fill in the form after solving; the widget resets itself when it runs out. */
export const ALTCHA_CHALLENGE_TTL_MS = 20 * 60 * 1000;

export interface AltchaOptions {
  hmacKey: string;
  cost: number;
  maxNumber: number;
  now?: () => number;
  guard: ReplayGuard;
}

interface ClientPayload {
  challenge: Challenge;
  solution: Solution;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget's payload: base64 of {challenge: {parameters, signature}, solution: {counter, derivedKey}}. */
function parsePayload(token: string): ClientPayload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (!isObject(parsed) || !isObject(parsed.challenge) || !isObject(parsed.solution)) return null;
    const { parameters, signature } = parsed.challenge;
    if (!isObject(parameters) || typeof signature !== 'string') return null;
    if (typeof parameters.nonce !== 'string' || typeof parameters.expiresAt !== 'number') return null;
    return parsed as unknown as ClientPayload;
  } catch {
    return null;
  }
}

/**
 * When a verified challenge was issued: its signed `issuedAt`, or for one issued before that was
 * added, the earliest its whole-second expiry allows. The replay guard refuses a challenge issued
 * before Redis last lost its data (it may have been used then, and forgotten).
 */
function issuedAt(challenge: Challenge, expiresAtMs: number): number {
  const stamped = Number((challenge.parameters.data as { issuedAt?: unknown } | undefined)?.issuedAt);
  return Number.isFinite(stamped) ? stamped : expiresAtMs - ALTCHA_CHALLENGE_TTL_MS;
}

/**
 * The self-hosted proof-of-work captcha. Challenges are signed (nothing is stored when one is
 * issued) and carry their expiry; a solved challenge is remembered by its nonce until then.
 */
export function createAltchaCaptcha({ hmacKey, cost, maxNumber, now = Date.now, guard }: AltchaOptions): Captcha {
  // A second secret derived from the first signs the expected key: verifying is one HMAC.
  const keySecret = createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');

  const verify = async (token: string): Promise<CaptchaVerdict> => {
    const payload = parsePayload(token);
    if (!payload) return { ok: false, reason: 'malformed' };
    let verified = false;
    let expired = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
      verified = result.verified;
      expired = result.expired;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (expired) return { ok: false, reason: 'expired' };
    if (!verified) return { ok: false, reason: 'invalid' };
    const { nonce, expiresAt } = payload.challenge.parameters;
    // Checked and recorded in one step, so two racing copies cannot both pass.
    const expiresAtMs = (expiresAt as number) * 1000;
    const issuedAtMs = issuedAt(payload.challenge, expiresAtMs);
    return (await claimOnce(guard, nonce, expiresAtMs, issuedAtMs)) ?? { ok: true };
  };

  return {
    provider: 'altcha',
    verify,
    createChallenge: () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
        deriveKey,
        expiresAt: new Date(now() + ALTCHA_CHALLENGE_TTL_MS),
        // Signed with the rest: when it was issued, to the millisecond (see issuedAt).
        data: { issuedAt: now() },
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      }),
  };
}
