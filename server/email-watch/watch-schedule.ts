import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { domainToASCII } from 'node:url';
import type { Logger } from 'pino';
import { registrableName, type DomainChecker } from '../domains/domain-checker';
import type { EmailSecurityResult } from '../../shared/email-security/result';
import type { MailService } from '../mail/mail-service';
import { certificateWarnings, nextCertificateLook } from './watch-certificates';
import { compareResults, type Change } from './watch-changes';
import type { WatchAlertRequest } from './watch-mail';
import { CONFIRM_MS } from './watch-service';
import type { Told, Watch, WatchStore } from './watch-store';

/** Checks that fail in a row before the visitor is told, once, that their domain could not be checked. */
export const FAILURES_TOLD = 3;

/** An alert's new look-alikes asked of their registries: the first few, all at once, each within REGISTRY_MS. */
const REGISTRY_NAMED = 5;
const REGISTRY_MS = 5000;

/** What the schedule counts (METRICS_PORT). */
export interface WatchMetrics {
  watchChecked(outcome: 'same' | 'worse' | 'failed'): void;
  watchAlertSent(): void;
}

export interface WatchScheduleDeps {
  store: WatchStore;
  mail: MailService;
  /** A fresh check of a domain, on the schedule's own checker: never a kept result, never a visitor's slot. */
  check(domain: string, stop: AbortSignal): Promise<EmailSecurityResult>;
  /** EMAIL_WATCH_EVERY. */
  everyMs: number;
  checkUrl(domain: string): string;
  stopUrl(token: string): string;
  logger: Logger;
  metrics?: WatchMetrics;
  /**
   * The domain check's registries (RDAP or WHOIS, their budgets): when and through whom each new
   * look-alike an alert names was registered. Without it, or without an answer in time, the alert
   * names them all the same.
   */
  registrations?: Pick<DomainChecker, 'check'>;
  now?: () => number;
}

/** A row another process changed (or a visitor stopped) while it was being checked: nothing is stored or sent. */
class StaleWatch extends Error {}

/** Whether a check found nothing at all: its DNS did not answer, or it could not run. */
const unanswered = (result: EmailSecurityResult | null) =>
  !result || (result.exists && result.findings.find((finding) => finding.check === 'mx')?.status === 'not-tested');

/**
 * Runs the watches' checks, one at a time, each when it is due, in the one process of several
 * that holds the schedule's lease (the outbox's way: a live holder renews it, a dead one's runs
 * out and another process takes over). An alert and what the check saw are stored together, so
 * a process that dies between them neither loses nor repeats an alert.
 */
export function createWatchSchedule(deps: WatchScheduleDeps) {
  const { store, mail, everyMs, logger } = deps;
  const now = deps.now ?? Date.now;
  const log = logger.child({ component: 'email-watch-schedule' });
  const holder = `watch-${process.pid}-${randomBytes(4).toString('hex')}`;
  // Looked at ten times a period, at most once a minute (at least once a second at EMAIL_WATCH_EVERY's least, 10 s;
  // a test's shorter period, more often); a dead holder's lease runs out in three looks.
  const tickMs = Math.min(60_000, Math.max(50, Math.floor(everyMs / 10)));
  const leaseMs = 3 * tickMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  let held = false;
  const stopping = new AbortController();

  const holds = () => {
    try {
      const holds = store.lease(holder, leaseMs, now());
      if (holds !== held) log.info({ holder, holds }, holds ? 'running the watch schedule' : 'the watch schedule runs elsewhere');
      held = holds;
    } catch (error) {
      log.error({ errorCode: (error as NodeJS.ErrnoException).code }, 'the watch schedule could not take its lease');
      held = false;
    }
    return held;
  };

  const alert = (
    watch: Watch,
    parts: Pick<WatchAlertRequest, 'changes' | 'certificates' | 'better' | 'unreachable'>,
    at: number,
  ) => {
    const request: WatchAlertRequest = {
      kind: 'email-watch-alert',
      requestId: `watch-${watch.id}-${at}`,
      receivedAt: new Date(at).toISOString(),
      email: watch.email,
      shown: watch.seen.shown,
      checkUrl: deps.checkUrl(watch.domain),
      stopUrl: deps.stopUrl(watch.stopToken),
      ...parts,
    };
    return request;
  };

  /** The changes with what the registries say of their new look-alikes, where they answer in time. */
  const withRegistrations = (changes: Change[]): Promise<Change[]> =>
    Promise.all(
      changes.map(async (change) => {
        const checker = deps.registrations;
        if (!checker || !change.lookalikes) return change;
        const lookalikes = await Promise.all(
          change.lookalikes.map(async (named, at) => {
            const ascii = at < REGISTRY_NAMED ? registrableName(domainToASCII(named.name)) : null;
            if (!ascii) return named;
            // Within its own share of each registry's budget: the domain search, which customers buy with, keeps the rest.
            const answer = await Promise.race([
              checker.check(ascii, { asking: 'lookalike' }).catch(() => undefined),
              sleep(REGISTRY_MS, undefined, { ref: false }),
            ]);
            if (answer?.status !== 'registered') return named;
            return {
              ...named,
              ...(answer.registeredOn && { registeredOn: answer.registeredOn }),
              ...(answer.registrar && { registrar: answer.registrar }),
            };
          }),
        );
        return { ...change, lookalikes };
      }),
    );

  /** Stores what a check of `watch` found; with an alert, the two in one transaction. */
  const record = async (watch: Watch, after: Parameters<WatchStore['checked']>[1], request?: WatchAlertRequest) => {
    const write = () => {
      if (!store.checked(watch, after)) throw new StaleWatch();
    };
    try {
      if (request) {
        await mail.enqueue(request, 'visitor', write);
        deps.metrics?.watchAlertSent();
      } else write();
    } catch (error) {
      if (!(error instanceof StaleWatch)) throw error;
    }
  };

  const checkOne = async (watch: Watch) => {
    const at = now();
    const result = await deps.check(watch.domain, stopping.signal).catch(() => null);
    // Cut short by a stop: nothing was learnt, and the next holder checks it again.
    if (stopping.signal.aborted) return;
    const told: Told = { ...watch.told };
    if (unanswered(result)) {
      const failures = watch.failures + 1;
      const tell = failures >= FAILURES_TOLD && !told.unreachableSaid;
      deps.metrics?.watchChecked('failed');
      log.warn({ watch: watch.id, failures }, 'a watched domain could not be checked');
      await record(
        watch,
        {
          nextCheckMs: at + everyMs,
          lastCheckedMs: at,
          told: { ...told, unreachableSaid: told.unreachableSaid || tell },
          failures,
        },
        tell ? alert(watch, { changes: [], certificates: [], better: [], unreachable: failures }, at) : undefined,
      );
      return;
    }
    const compared = compareResults(watch.seen, result!);
    const { warnings, certificates } = certificateWarnings(compared.seen, told, at);
    const better = [...(told.improved ?? []), ...compared.better];
    const worse = compared.worse.length > 0 || warnings.length > 0;
    const next = Math.min(at + everyMs, nextCertificateLook(compared.seen, at) ?? Infinity);
    deps.metrics?.watchChecked(worse ? 'worse' : 'same');
    await record(
      watch,
      {
        nextCheckMs: next,
        lastCheckedMs: at,
        ...(compared.worse.length || compared.better.length ? { lastChangeMs: at } : {}),
        seen: compared.seen,
        told: { certificates, ...(worse || !better.length ? {} : { improved: better }) },
        failures: 0,
      },
      worse ? alert(watch, { changes: await withRegistrations(compared.worse), certificates: warnings, better }, at) : undefined,
    );
    if (worse) log.info({ watch: watch.id, changes: compared.worse.map((change) => change.check) }, 'watch alert queued');
  };

  /** Every watch due now, one after another, while this process holds the lease. */
  const pass = async () => {
    if (!holds()) return;
    const gone = store.expire(now() - CONFIRM_MS, now());
    if (gone) store.database.scrubDeleted();
    const renew = setInterval(holds, tickMs);
    renew.unref();
    try {
      for (let watch = store.nextDue(now()); watch && !stopped && held; watch = store.nextDue(now())) await checkOne(watch);
    } finally {
      clearInterval(renew);
    }
  };

  const loop = () => {
    if (stopped) return;
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, 'a pass of the watch schedule failed'))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(loop, tickMs);
      });
  };

  return {
    start: () => {
      log.info({ everyMs }, 'watch schedule started');
      loop();
    },
    /** Stops after the check running now, and hands the lease on. */
    stop: async () => {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      await running;
      try {
        store.release(holder);
      } catch {
        // It runs out by itself.
      }
    },
  };
}
