/**
 * The commands of the operator's `outbox` tool (main.ts runs them). Each message a
 * command changes is claimed first, as the delivery loop claims what it sends: a message being
 * sent is waited for, never changed under its sender.
 */
import { type OutboxStore } from '../mail/outbox-store';
import { isHeld } from '../mail/retry-policy';
import type { OutboxRecord } from '../mail/types';
import { printRows } from '../print-rows';

const HOLDER = `outbox-cli-${process.pid}`;
const CLAIM_WAIT_MS = 15_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const USAGE = `usage: outbox <command> [--json]
  list                       pending, possibly delivered and failed messages: id, kind, to (company or visitor), age, attempts, next attempt, last error
  show ID                    one message in full (it holds the visitor's personal data)
  retry ID | --all           failed message(s) back to pending, due now; with an ID, also a possibly delivered one
                             (its data reached the mail server but no reply came: check the company inbox first)
  flush                      every pending message due now (not the possibly delivered ones)
  delete ID                  delete one message, pending or failed
  purge --older-than DAYS    delete failed messages older than DAYS days
  stats                      counts and the oldest pending message's age`;

export class UsageError extends Error {}
export class OutboxError extends Error {}

interface Row {
  /** 'possibly-delivered': pending, but its data reached the server and no reply came; only `retry ID` sends it again. */
  state: 'pending' | 'possibly-delivered' | 'failed';
  id: string;
  kind: string;
  /** 'company': the request itself; 'visitor': the visitor's confirmation of it. */
  to: string;
  ageS: number;
  attempts: number;
  nextAttemptAt: string | null;
  possiblyDeliveredAt?: string | null;
  lastError: string | null;
}

const errorText = (record: OutboxRecord): string | null => {
  const e = record.lastError;
  if (!e) return null;
  return [e.responseCode, e.code, e.detail].filter((part) => part !== undefined && part !== '').join(' ');
};

const rowOf = (record: OutboxRecord, state: Row['state'], nowMs: number): Row => ({
  state,
  id: record.id,
  kind: record.request.kind,
  to: record.audience ?? 'company',
  ageS: Math.max(0, Math.round((nowMs - Date.parse(record.enqueuedAt)) / 1000)),
  attempts: record.attempts,
  nextAttemptAt: state === 'pending' ? record.nextAttemptAt : null,
  ...(state === 'possibly-delivered' ? { possiblyDeliveredAt: record.possiblyDeliveredAt } : {}),
  lastError: errorText(record),
});

const age = (seconds: number): string =>
  seconds < 120
    ? `${seconds}s`
    : seconds < 7200
      ? `${Math.round(seconds / 60)}m`
      : seconds < 172800
        ? `${Math.round(seconds / 3600)}h`
        : `${Math.round(seconds / 86400)}d`;

/** How long a command's own claim holds: it changes one row and lets go at once. */
const COMMAND_LEASE_MS = 30_000;

/**
 * Runs `change` on message `id` while holding its claim. A message being sent is waited for (its
 * sender holds it; it renews its lease while it lives), and refused after CLAIM_WAIT_MS, never
 * changed under its sender. `change` gets the message as it is once claimed.
 */
async function withClaim<T>(
  store: OutboxStore,
  id: string,
  verb: string,
  change: (found: { state: 'pending' | 'failed'; record: OutboxRecord }) => T,
): Promise<T> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  let waited = false;
  for (;;) {
    const claimed = store.claim(id, HOLDER, COMMAND_LEASE_MS);
    if (claimed) {
      try {
        // Only a delete needs no readable record.
        if (!claimed.record && verb !== 'delete')
          throw new OutboxError(`message ${id} cannot be read; see it with sqlite3 (docs/operations.md)`);
        return change({ state: claimed.state, record: claimed.record! });
      } finally {
        store.release(id, HOLDER);
      }
    }
    if (!store.heldByOther(id, HOLDER) && !store.read(id)) {
      throw new OutboxError(waited ? `message ${id} was sent while the command waited; nothing to ${verb}` : `no message ${id}`);
    }
    if (Date.now() > deadline)
      throw new OutboxError(`message ${id} is being sent by the site right now; nothing changed: try again once it is sent`);
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs one command line (`list --json`, `delete ID` …) against `store`, writing its answer with `out`. */
export async function runOutboxCommand(args: string[], store: OutboxStore, out: (text: string) => void): Promise<void> {
  const json = args.includes('--json');
  const words = args.filter((a) => a !== '--json');
  const [command, ...rest] = words;
  const nowMs = Date.now();
  const print = (value: unknown, text: () => string) => out(json ? JSON.stringify(value, null, 2) : text());

  switch (command) {
    case 'list': {
      const rows = [
        ...store.scan().records.map((r) => rowOf(r, isHeld(r) ? 'possibly-delivered' : 'pending', nowMs)),
        ...store.scanFailed().map((r) => rowOf(r, 'failed', nowMs)),
      ];
      return printRows(rows, { json, out, none: 'The outbox is empty.' }, (r) => [
        r.state.padEnd(7),
        r.id,
        r.kind.padEnd(10),
        `to ${r.to}`.padEnd(10),
        `age ${age(r.ageS)}`.padEnd(9),
        `attempts ${r.attempts}`.padEnd(11),
        r.nextAttemptAt ? `next ${r.nextAttemptAt}` : '',
        r.lastError ? `last error: ${r.lastError}` : '',
      ]);
    }
    case 'show': {
      const id = need(rest[0], 'show needs a message id');
      const record = store.read(id)?.record;
      if (!record) throw new OutboxError(`no message ${id}`);
      return print(record, () => JSON.stringify(record, null, 2));
    }
    case 'stats': {
      const summary = store.summary();
      const stats = {
        pending: summary.pending,
        failed: summary.failed,
        oldestPendingAgeS: summary.oldestPendingMs === null ? null : Math.round((nowMs - summary.oldestPendingMs) / 1000),
      };
      return print(
        stats,
        () =>
          `pending ${stats.pending}, failed ${stats.failed}` +
          (stats.oldestPendingAgeS === null ? '' : `, oldest pending ${age(stats.oldestPendingAgeS)}`),
      );
    }
    case 'retry': {
      const ids =
        rest[0] === '--all' ? store.scanFailed().map((r) => r.id) : [need(rest[0], 'retry needs a message id or --all')];
      const retried: string[] = [];
      for (const id of ids) {
        await withClaim(store, id, 'retry', ({ state, record }) => {
          const at = new Date().toISOString();
          // Back to pending with a fresh delivery window, so its age does not fail it again at once.
          if (state === 'failed') store.save({ ...record, attempts: 0, enqueuedAt: at, nextAttemptAt: at }, HOLDER);
          else store.save({ ...record, nextAttemptAt: at, possiblyDeliveredAt: null }, HOLDER);
          retried.push(id);
        });
      }
      store.wake();
      return print({ retried }, () => `${retried.length} message(s) due now: ${retried.join(', ') || 'none'}`);
    }
    case 'flush': {
      const flushed: string[] = [];
      for (const { id } of store.scan().records) {
        // A message the site is sending right now is already being delivered: nothing to hurry.
        if (store.heldByOther(id, HOLDER)) continue;
        await withClaim(store, id, 'flush', ({ state, record }) => {
          if (state !== 'pending' || isHeld(record)) return; // for the operator to judge
          store.save({ ...record, nextAttemptAt: new Date().toISOString() }, HOLDER);
          flushed.push(id);
        }).catch((error: unknown) => {
          // Sent meanwhile: nothing to flush.
          if (!(error instanceof OutboxError) || store.read(id)) throw error;
        });
      }
      store.wake();
      return print({ flushed }, () => `${flushed.length} pending message(s) due now`);
    }
    case 'delete': {
      const id = need(rest[0], 'delete needs a message id');
      await withClaim(store, id, 'delete', () => store.remove(id, HOLDER));
      return print({ deleted: [id] }, () => `deleted ${id}`);
    }
    case 'purge': {
      const at = rest.indexOf('--older-than');
      const days = Number(rest[at + 1]);
      if (at < 0 || !Number.isFinite(days) || days < 0) throw new UsageError('purge needs --older-than DAYS');
      const cutoff = nowMs - days * DAY_MS;
      const purged: string[] = [];
      for (const record of store.scanFailed()) {
        if (Date.parse(record.lastAttemptAt ?? record.enqueuedAt) > cutoff) continue;
        await withClaim(store, record.id, 'purge', ({ state }) => state === 'failed' && store.remove(record.id, HOLDER));
        purged.push(record.id);
      }
      return print({ purged }, () => `deleted ${purged.length} failed message(s) older than ${days} day(s)`);
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

function need(value: string | undefined, message: string): string {
  if (!value || value.startsWith('--')) throw new UsageError(message);
  return value;
}
