import { createHash } from 'node:crypto';
import { claimOnce, type Captcha, type CaptchaVerdict } from './captcha-types';
import type { ReplayGuard } from './captcha-replay-guard';

const HCAPTCHA_SITEVERIFY_URL = 'https://api.hcaptcha.com/siteverify';
// hCaptcha tokens live about two minutes; remembering them longer costs nothing.
const TOKEN_MEMORY_MS = 10 * 60 * 1000;

export interface HcaptchaOptions {
  siteKey: string;
  secret: string;
  siteverifyUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  guard: ReplayGuard;
}

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

/**
 * hCaptcha, checked with its siteverify call. hCaptcha refuses a token it has seen before; the
 * local guard refuses it here too, before asking, so a replay never costs a call.
 * The visitor's IP address is not sent: siteverify does not need it.
 */
export function createHcaptchaCaptcha(options: HcaptchaOptions): Captcha {
  const { siteKey, secret, siteverifyUrl = HCAPTCHA_SITEVERIFY_URL, timeoutMs = 10_000, now = Date.now } = options;
  const fetchImpl = options.fetch ?? fetch;
  const { guard } = options;

  const verify = async (token: string): Promise<CaptchaVerdict> => {
    const id = createHash('sha256').update(token).digest('hex');
    const claimed = await claimOnce(guard, id, now() + TOKEN_MEMORY_MS);
    if (claimed) return claimed;
    let answer: SiteverifyAnswer;
    try {
      const response = await fetchImpl(siteverifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, sitekey: siteKey }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}`, unavailable: true };
      answer = (await response.json()) as SiteverifyAnswer;
    } catch (error) {
      return { ok: false, reason: `siteverify unreachable: ${(error as Error).name}`, unavailable: true };
    }
    if (answer?.success === true) return { ok: true };
    const codes = Array.isArray(answer?.['error-codes'])
      ? answer['error-codes'].filter((c) => typeof c === 'string').join(',')
      : '';
    return { ok: false, reason: codes || 'refused' };
  };

  return { provider: 'hcaptcha', verify };
}
