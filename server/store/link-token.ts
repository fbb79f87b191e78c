import { createHash, randomBytes } from 'node:crypto';

/**
 * A private link's secret (a watch's confirmation and stop, a digest's page, a pass-on, a support
 * request's status): 256 random bits, URL-safe. Only its SHA-256 is kept, so the database alone
 * opens no link.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** What a token can be: anything else is never looked up. */
export const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What is kept of a token, and what a visitor's text (a client's address) is counted under. */
export const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex');
