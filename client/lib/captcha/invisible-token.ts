import type { PublicConfig } from '../../../shared/public-config';
import { retryImport } from '../retry-import';

/**
 * Solves a captcha with nothing to click (the order dialog's): for ALTCHA, a challenge from this
 * site solved in the browser; for hCaptcha, an invisible widget executed (it may still show a
 * puzzle to a visitor it doubts). Resolves with the token the server verifies; rejects when no
 * token can be had, which the caller treats as a failed submission.
 */
export async function getInvisibleCaptchaToken(captcha: PublicConfig['captcha']): Promise<string> {
  if (captcha.provider === 'hcaptcha') {
    const { executeInvisibleHcaptcha } = await retryImport(
      () => import(/* webpackChunkName: "captcha-hcaptcha" */ './hcaptcha-invisible'),
    );
    return executeInvisibleHcaptcha(captcha.siteKey);
  }
  const { solveAltchaChallenge } = await retryImport(
    () => import(/* webpackChunkName: "captcha-altcha-solver" */ './altcha-solver'),
  );
  return solveAltchaChallenge();
}
