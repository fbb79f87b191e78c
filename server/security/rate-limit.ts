import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { HttpError } from '../errors';

/** IPv6 clients get a /56 each (a home or office line), so one line cannot rotate addresses. */
export const IPV6_SUBNET = 56;

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  /** Names the policy in the RateLimit headers and the log. */
  name: string;
  logger: Logger;
}

/**
 * A per-client limit. The client is `req.ip`, which Express derives from the socket and exactly
 * `trust proxy` hops of X-Forwarded-For (never `true`). Over the limit: 429 JSON with Retry-After.
 */
export function perClientRateLimit({ windowMs, max, name, logger }: RateLimitOptions): RequestHandler {
  const log = logger.child({ component: 'rate-limit', policy: name });
  return rateLimit({
    windowMs,
    limit: max,
    identifier: name,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown', IPV6_SUBNET),
    handler: (_req, _res, next) => next(new HttpError(429, 'Too many requests. Please try again later.')),
    logger: {
      error: (error, message) => log.error({ err: error }, message),
      warn: (error, message) => log.warn({ err: error }, message),
    },
  });
}
