/**
 * A request's reference: the company's prefix and eight characters no one can guess
 * ('KIT-7F3A2C9Q'), in Crockford's base 32. The server makes them (server/api/reference.ts); the
 * browser checks the one it is given and keeps it whole on screen. A module of its own, so the
 * toasts, on every page, carry only these two patterns.
 */
const REFERENCE = '[A-Z]{2,5}-[0-9A-HJKMNP-TV-Z]{8}';

export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE}$`);

/** A reference inside a sentence, captured (for String.split). */
export const REFERENCE_IN_TEXT = new RegExp(`(${REFERENCE})`);
