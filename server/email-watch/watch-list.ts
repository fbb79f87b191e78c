import { printRows } from '../print-rows';
import type { WatchStore } from './watch-store';

/** `outbox watches`: the watched domains for the operator, as the outbox command prints its messages. */
export const WATCHES_USAGE =
  '  watches                    watched domains: domain, address, confirmed, last checked, last change';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Every watch, one line each (or JSON): it names the visitor's address, as `show` does a message's. */
export function listWatches(store: WatchStore, json: boolean, out: (text: string) => void): void {
  const rows = store.list().map((watch) => ({
    domain: watch.domain,
    email: watch.email,
    confirmed: iso(watch.confirmedMs),
    lastChecked: iso(watch.lastCheckedMs),
    lastChange: iso(watch.lastChangeMs),
    nextCheck: iso(watch.nextCheckMs),
    failures: watch.failures,
  }));
  printRows(rows, { json, out, none: 'No domain is watched.' }, (row) => [
    row.domain.padEnd(24),
    row.email.padEnd(30),
    row.confirmed ? `confirmed ${row.confirmed}` : 'unconfirmed',
    `last checked ${row.lastChecked ?? 'never'}`,
    `last change ${row.lastChange ?? 'none'}`,
    row.failures ? `failed ${row.failures} in a row` : '',
  ]);
}
