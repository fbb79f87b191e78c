import { EMAIL_WATCH_LIMITS } from '../../shared/email-security/watch';
import type { WatchStore } from './watch-store';

/**
 * Why an address may not have a watch on a domain: it has one there already (confirmed or
 * waiting), or it or the domain has as many confirmed watches as allowed. Only confirmed watches
 * count, so requests nobody confirms (a stranger's, for junk addresses) hold nobody back.
 */
export type WatchRefusal = 'already' | 'address-limit' | 'domain-limit';

/** Whether a watch of `address` on `domain` may start now: null, or which limit of confirmed watches is reached. */
export const startRefusal = (store: WatchStore, address: string, domain: string): WatchRefusal | null => {
  const confirmed = store.counts(address, domain);
  if (confirmed.address >= EMAIL_WATCH_LIMITS.perAddress) return 'address-limit';
  if (confirmed.domain >= EMAIL_WATCH_LIMITS.perDomain) return 'domain-limit';
  return null;
};

/** Whether `address` may ask to watch `domain`: null, or why not. */
export const askRefusal = (store: WatchStore, address: string, domain: string): WatchRefusal | null =>
  store.find(address, domain) ? 'already' : startRefusal(store, address, domain);
