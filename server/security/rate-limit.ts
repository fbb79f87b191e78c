import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type AugmentedRequest, type Options } from 'express-rate-limit';
import type { Logger } from 'pino';
import { HttpError } from '../errors';
import { SharedRateLimitStore } from '../shared-state/rate-limit-store';
import type { SharedState } from '../shared-state/redis';

/** IPv6 clients get a /56 each (a home or office line), so one line cannot rotate addresses. */
const IPV6_SUBNET = 56;

type RateLimitHandler = Options['handler'];

/** The client every per-client limit counts: `req.ip` (see perClientRateLimit), an IPv6 one by its /56. */
export const clientKey = (req: Request): string => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown', IPV6_SUBNET);

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  /** Names the policy in the log and in the shared count's keys. */
  name: string;
  logger: Logger;
  /** Where several processes count together (REDIS_URL); without it each process counts in memory. */
  shared?: SharedState;
}

/** What a post or a challenge gets while Redis, which keeps the shared limits, is away. */
const SHARED_STATE_UNAVAILABLE = 'The form is unavailable for a moment. Please try again in a minute, or call us.';

/**
 * What every limit here shares: per client, counted in memory or in the shared Redis, logged as
 * its policy, and past it a Retry-After of the time until the window frees a request. Its standard
 * headers carry nothing derived from the client's address (draft 8's partition key is an unsalted
 * hash of it, from which an IPv4 address is found in seconds). A count that cannot be kept (Redis
 * away) refuses with 503: a limit nobody can check is not waived.
 */
function limitFor(
  { windowMs, max, name, logger, shared }: RateLimitOptions,
  handler: (log: Logger) => RateLimitHandler,
): RequestHandler {
  const log = logger.child({ component: 'rate-limit', policy: name });
  const limiter = rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: clientKey,
    handler: handler(log),
    ...(shared ? { store: new SharedRateLimitStore(shared, name) } : {}),
    logger: {
      // A store error is answered below (503) and Redis's going away is logged once by its client.
      error: (error, message) => (shared ? log.debug({ err: error }, message) : log.error({ err: error }, message)),
      warn: (error, message) => log.warn({ err: error }, message),
    },
  });
  if (!shared) return limiter;
  return (req, res, next) =>
    limiter(req, res, (error?: unknown) => next(error === undefined || error instanceof HttpError ? error : SHARED_STATE_ERROR));
}

/**
 * A per-client limit. The client is `req.ip`, which Express derives from the socket and exactly
 * `trust proxy` hops of X-Forwarded-For (never `true`). Over the limit: 429 JSON with Retry-After.
 */
export const perClientRateLimit = (options: RateLimitOptions): RequestHandler =>
  limitFor(options, () => (_req, _res, next) => next(new HttpError(429, 'Too many requests. Please try again later.')));

/** A count that could not be kept; Redis's going away is logged once by its client. */
const SHARED_STATE_ERROR = new HttpError(503, SHARED_STATE_UNAVAILABLE, undefined, {
  headers: { 'Retry-After': '30' },
  quiet: true,
});
/** The flood gate's refusal, logged once per client and window when it first goes over. */
const FLOOD_REFUSAL = new HttpError(429, 'Too many requests. Please try again later.', undefined, { quiet: true });

/*
 * Why a refusal is held back (measured with autocannon on the two-core machine, bench "flood"):
 * even a bare 429 costs this process about 170 µs of CPU (a /healthz answer about 100 µs), so 50
 * connections posting as fast as they are answered keep the event loop busy with nothing else,
 * and GET / p99 went from 6 ms to 32-42 ms. A client already past its limit therefore waits
 * REFUSAL_DELAY_MS for its 429: a flooder that waits for answers is slowed to a trickle, and a
 * person over the limit, told to wait minutes anyway, never notices a second. At most MAX_HELD
 * refusals wait at a time (each holds only a timer); beyond that they are answered at once.
 */
export const REFUSAL_DELAY_MS = 1000;
const MAX_HELD = 1024;
let held = 0;

/** The refusal goes to the one error handler (the only handler after the gate that runs for it). */
const refuse = (res: Response, next: NextFunction) => {
  if (!res.writableEnded && !res.destroyed) next(FLOOD_REFUSAL);
};

/**
 * The same limit, for the front of the app: a client past it gets its 429 before anything else
 * runs (no request log line, no security headers, no body read), held back a moment (see above),
 * so a flood of posts costs the server as little as possible and pages are not kept waiting
 * behind it. One warning is logged per client and window, when it first goes over.
 */
export const floodGate = (options: RateLimitOptions): RequestHandler =>
  limitFor(options, (log) => (req, res, next) => {
    const { used, limit } = (req as AugmentedRequest).rateLimit;
    if (used === limit + 1) log.warn({ path: req.path }, 'a client went over the limit');
    if (held >= MAX_HELD) return refuse(res, next);
    held += 1;
    const timer = setTimeout(() => refuse(res, next), REFUSAL_DELAY_MS);
    res.once('close', () => {
      clearTimeout(timer);
      held -= 1;
    });
  });

/** Runs a limit as a step of its own: resolves true when the client is within it. */
export const withinLimit = (limit: RequestHandler, req: Request, res: Response): Promise<boolean> =>
  new Promise((resolve) => {
    void limit(req, res, (error?: unknown) => resolve(error === undefined));
  });
