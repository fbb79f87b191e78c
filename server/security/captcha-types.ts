import type { SiteSettings } from '../site-settings';
import type { ReplayGuard } from './captcha-replay-guard';

/**
 * What every captcha provider is and answers, and the one-use claim they share: apart from the
 * factory (captcha.ts) so the providers never import the module that imports them.
 */
export type CaptchaVerdict =
  | { ok: true }
  /** `unavailable`: the check itself could not run (the provider did not answer), not a bad token. */
  | { ok: false; reason: string; unavailable?: boolean };

/** Verifies each token at most once: a token that passed once is refused ever after. */
export interface Captcha {
  provider: SiteSettings['captcha']['provider'];
  verify(token: string): Promise<CaptchaVerdict>;
  /** A fresh challenge for the browser; only the self-hosted captcha has one. */
  createChallenge?(): Promise<object>;
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
