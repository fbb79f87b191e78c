/**
 * What the visitor sees of the captcha: it loads, renders, can be verified, expires (which
 * resets it), fails, and, for hCaptcha, opens and closes its puzzle.
 */
export type CaptchaStatus = 'loading' | 'ready' | 'verifying' | 'verified' | 'expired' | 'error' | 'open' | 'closed';

export type CaptchaTheme = 'light' | 'dark';

export interface CaptchaWidgetHandle {
  /** Clears the solved state; the widget can be solved again. */
  reset(): void;
  /** Starts solving now, unless it is solved or solving already (a press that waits for it). */
  verify(): void;
}

export interface CaptchaEvents {
  /** A token when solved; null when the token is gone (expired, reset, failed). */
  onToken(token: string | null): void;
  onStatus?(status: CaptchaStatus): void;
}
