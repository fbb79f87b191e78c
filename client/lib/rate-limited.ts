import { contactCopy } from '../../shared/catalogue/site-copy';

/**
 * The server's 429: this visitor's network (an office shares one address) has made too many
 * requests of one kind lately. Unlike other failures, the visitor is told so, and for how long.
 */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';

  constructor(
    what: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`${what}: too many requests from this network; try again in ${retryAfterSeconds} s`);
  }
}

/** A RateLimitedError for a 429 answer (its Retry-After read, ten minutes when absent); null otherwise. */
export function rateLimitedFrom(response: Pick<Response, 'status' | 'headers'>, what: string): RateLimitedError | null {
  if (response.status !== 429) return null;
  const seconds = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  return new RateLimitedError(what, Number.isFinite(seconds) && seconds > 0 ? seconds : 600);
}

/** Whole minutes to tell the visitor, rounded up. */
const minutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/** The text a visitor sees when they have been limited. */
export const rateLimitedMessage = (error: Pick<RateLimitedError, 'retryAfterSeconds'>) => ({
  title: contactCopy.rateLimited.title,
  description: contactCopy.rateLimited.description(minutesToWait(error.retryAfterSeconds)),
});
