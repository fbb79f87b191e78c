/** The self-hosted captcha (ALTCHA): its challenges come from this site, never from a third party. */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

/** The one proof-of-work algorithm the server issues; the browser registers a worker for it. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
