import type { Config } from '../config';
import { createAltchaCaptcha } from './captcha-altcha';
import { createHcaptchaCaptcha } from './captcha-hcaptcha';

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

export function createCaptcha(config: Config['captcha']): Captcha {
  return config.provider === 'hcaptcha'
    ? createHcaptchaCaptcha({ siteKey: config.siteKey, secret: config.secret })
    : createAltchaCaptcha({ hmacKey: config.hmacKey, cost: config.cost, maxNumber: config.maxNumber });
}
