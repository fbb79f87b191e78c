import type { SiteSettings } from '../site-settings';
import { createAltchaCaptcha } from './captcha-altcha';
import { createHcaptchaCaptcha } from './captcha-hcaptcha';
import type { ReplayGuard } from './captcha-replay-guard';
import type { Captcha } from './captcha-types';

/** The configured captcha provider: ALTCHA (self-hosted, the default) or hCaptcha. */
export function createCaptcha(config: SiteSettings['captcha'], guard: ReplayGuard): Captcha {
  return config.provider === 'hcaptcha'
    ? createHcaptchaCaptcha({ siteKey: config.siteKey, secret: config.secret, guard })
    : createAltchaCaptcha({ hmacKey: config.hmacKey, cost: config.cost, maxNumber: config.maxNumber, guard });
}
