/**
 * The checks running now, and who awaits each. A run is shared by every visitor who asks for the
 * same while it runs. At most `running` run at once site-wide, and a client awaits at most
 * `perClient` (joined or started: either keeps a run going), so one client with slow names
 * cannot hold every slot. A run nobody awaits any more is stopped and its slot freed at once.
 */
import type { EmailSecurityResult, Finding } from '../../shared/email-security/result';
import { BusyError, VisitorGone, type Asker } from './checker-types';

/** "Busy, try again in a minute." */
const BUSY_RETRY_SECONDS = 60;

/** Starts a run: `stopped` aborts when nobody awaits it any more; `emit` hands on each finding as it arrives. */
export type StartRun = (stopped: AbortSignal, emit: (finding: Finding) => void) => Promise<EmailSecurityResult>;

interface Run {
  result: Promise<EmailSecurityResult>;
  /** What it found so far, for a visitor who joins late. */
  seen: Finding[];
  listeners: Set<(finding: Finding) => void>;
  awaited: number;
  stop: AbortController;
}

/** `result`, unless `gone` aborts first: then VisitorGone. */
const untilGone = (result: Promise<EmailSecurityResult>, gone: AbortSignal) =>
  new Promise<EmailSecurityResult>((resolve, reject) => {
    const left = () => reject(new VisitorGone());
    gone.addEventListener('abort', left, { once: true });
    result.then(resolve, reject).finally(() => gone.removeEventListener('abort', left));
  });

export function checkRuns(limits: { running: number; perClient: number }) {
  const runs = new Map<string, Run>();
  const awaitedBy = new Map<string, number>();
  const count = (client: string | undefined, by: number) => {
    if (client === undefined) return;
    const now = (awaitedBy.get(client) ?? 0) + by;
    if (now > 0) awaitedBy.set(client, now);
    else awaitedBy.delete(client);
  };

  const begin = (key: string, start: StartRun): Run => {
    const stop = new AbortController();
    const seen: Finding[] = [];
    const listeners = new Set<(finding: Finding) => void>();
    const emit = (found: Finding) => {
      seen.push(found);
      listeners.forEach((listener) => listener(found));
    };
    const result = start(stop.signal, emit).finally(() => {
      if (runs.get(key) === run) runs.delete(key);
    });
    // Every visitor may have gone by the time it settles: its end is nobody's error.
    result.catch(() => undefined);
    const run: Run = { result, seen, listeners, awaited: 0, stop };
    runs.set(key, run);
    return run;
  };

  return {
    /**
     * The result of the run under `key`, joined while it runs or begun by `start`. Rejects with
     * BusyError past the site's runs or the client's share, with VisitorGone when `gone` aborts first.
     */
    async join(key: string, start: StartRun, { client, gone, onFinding }: Asker & { onFinding?: (finding: Finding) => void }) {
      if (gone?.aborted) throw new VisitorGone();
      if (client !== undefined && (awaitedBy.get(client) ?? 0) >= limits.perClient) throw new BusyError(BUSY_RETRY_SECONDS);
      let run = runs.get(key);
      if (!run) {
        if (runs.size >= limits.running) throw new BusyError(BUSY_RETRY_SECONDS);
        run = begin(key, start);
      }
      count(client, 1);
      run.awaited += 1;
      try {
        if (onFinding) {
          run.seen.forEach(onFinding);
          run.listeners.add(onFinding);
        }
        return await (gone ? untilGone(run.result, gone) : run.result);
      } finally {
        count(client, -1);
        run.awaited -= 1;
        if (onFinding) run.listeners.delete(onFinding);
        // The last visitor went before the end: what is left of the run is for nobody.
        if (run.awaited === 0 && runs.get(key) === run) {
          runs.delete(key);
          run.stop.abort(new VisitorGone());
        }
      }
    },
  };
}
