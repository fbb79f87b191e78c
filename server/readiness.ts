import type { RequestHandler } from 'express';
import type { MailService, OutboxReadiness } from './mail/mail-service';
import type { SharedState } from './shared-state/redis';

/** How long a part the site hands requests to may not answer before /readyz's details name it. */
const UNREACHABLE_FOR_MS = 15 * 60_000;

/** The outages as recorded, or none when they cannot be read now (the data folder's own problem is the answer then). */
const known = (outages?: () => Record<string, number>): Record<string, number> => {
  try {
    return outages?.() ?? {};
  } catch {
    return {};
  }
};

/** Why a process is not ready, in one word: its data folder, its outbox, or the Redis it shares. */
type NotReadyCause = 'storage' | 'outbox' | 'redis';

export interface ReadinessState {
  ready: boolean;
  cause?: NotReadyCause;
  /** The cause in a sentence, for the operator. */
  reason?: string;
  /** With REDIS_URL only. */
  redis?: Awaited<ReturnType<SharedState['check']>>;
  /** Without a mail service (page-only tests), none. */
  outbox?: OutboxReadiness;
}

function notReady(outbox: OutboxReadiness, redis: ReadinessState['redis']): Pick<ReadinessState, 'cause' | 'reason'> | undefined {
  if (!outbox.writable)
    return {
      cause: 'storage',
      reason: `the data folder cannot be written (${outbox.writeError ?? 'unknown'}): messages cannot be stored`,
    };
  if (outbox.readErrors)
    return {
      cause: 'outbox',
      reason: `messages of the file outbox could not be read (${outbox.readErrors.codes.join(', ')}): they wait for the next pass`,
    };
  if (redis === 'unreachable')
    return { cause: 'redis', reason: 'redis is unreachable: shared limits and captcha records cannot be kept' };
  if (redis === 'not answering')
    return { cause: 'redis', reason: 'redis does not answer in time: shared limits and captcha records cannot be kept' };
  return undefined;
}

/**
 * Whether this process can take a visitor's message now (the data folder is writable), with the
 * outbox's state for the operator: not ready when a message could not be stored, when pending
 * files cannot be read, or, with REDIS_URL, while Redis (the shared limits and captcha records)
 * is away. /readyz answers it, and the metrics read it when scraped.
 */
export async function readinessState(mail: MailService | undefined, shared?: SharedState): Promise<ReadinessState> {
  if (!mail) return { ready: false, cause: 'outbox', reason: 'no outbox in this process' };
  const [outbox, redis] = await Promise.all([mail.readiness(), shared?.check()]);
  const why = notReady(outbox, redis);
  return { ready: !why, ...why, ...(redis ? { redis } : {}), outbox };
}

/**
 * GET /readyz: 200 when ready, 503 when not, with the cause in one word. That is all anyone may
 * learn from it: the outbox's counts and the time and outcome of its last delivery would tell a
 * stranger when someone last wrote to the company. With READYZ_DETAILS=on (for a port only
 * operators reach) it adds the cause in a sentence, Redis's state and the outbox's: counts, ages
 * and outcomes, never personal data. /healthz stays the cheap liveness answer.
 */
export function readiness(
  mail: MailService | undefined,
  shared: SharedState | undefined,
  details: boolean,
  outages?: () => Record<string, number>,
): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    readinessState(mail, shared).then(({ ready, cause, reason, redis, outbox }) => {
      // What a handover has not reached for a while (the helpdesk, the scanner): the site still takes
      // requests, which wait, so it stays ready; the operator is told since when.
      const long = Object.entries(known(outages)).filter(([, since]) => Date.now() - since >= UNREACHABLE_FOR_MS);
      res.status(ready ? 200 : 503).json({
        status: ready ? 'ready' : 'unavailable',
        ...(cause ? { reason: cause } : {}),
        ...(details && reason ? { detail: reason } : {}),
        ...(details && redis ? { redis } : {}),
        ...(details && outbox ? { outbox } : {}),
        ...(details && long.length
          ? { unreachable: Object.fromEntries(long.map(([part, since]) => [part, new Date(since).toISOString()])) }
          : {}),
      });
    }, next);
  };
}
