import type { Config } from '../config';
import { createAltchaCaptcha } from './captcha-altcha';
import { createHcaptchaCaptcha } from './captcha-hcaptcha';
import type { ReplayGuard } from './captcha-replay-guard';

export type CaptchaVerdict =
  | { ok: true }
  /** `unavailable`: the check itself could not run (the provider did not answer), not a bad token. */
  | { ok: false; reason: string; unavailable?: boolean };

/** Verifies each token at most once: a token that passed once is refused ever after. */
export interface Captcha {
  provider: Config['captcha']['provider'];
  verify(token: string): Promise<CaptchaVerdict>;
  /** A fresh challenge for the browser; only the self-hosted captcha has one. */
  createChallenge?(): Promise<object>;
}

export function createCaptcha(config: Config['captcha'], guard: ReplayGuard): Captcha {
  return config.provider === 'hcaptcha'
    ? createHcaptchaCaptcha({ siteKey: config.siteKey, secret: config.secret, guard })
    : createAltchaCaptcha({ hmacKey: config.hmacKey, cost: config.cost, maxNumber: config.maxNumber, guard });
}

/**
 * Records a token as used. Null when this is its first use; otherwise the verdict: replayed, or
 * unavailable when the record could not be written (never accept what cannot be remembered).
 */
export async function claimOnce(
  guard: ReplayGuard,
  id: string,
  expiresAtMs: number,
  issuedAtMs?: number,
): Promise<CaptchaVerdict | null> {
  try {
    return (await guard.claim(id, expiresAtMs, issuedAtMs)) ? null : { ok: false, reason: 'replayed' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).name ?? 'error';
    return { ok: false, reason: `used tokens cannot be recorded: ${code}`, unavailable: true };
  }
}
