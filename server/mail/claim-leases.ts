import type { Logger } from 'pino';
import type { OutboxStore } from './outbox-store';

/**
 * This process's claims on the messages it is sending (or has sent and not yet recorded). Each
 * claim is a lease of `leaseMs`; while any is held, all of them are renewed every third of a
 * lease, so no other process takes a live send over and only a dead process's claims run out.
 * The renewal alone never keeps the process alive: the sends do.
 */
export const createClaimLeases = (store: OutboxStore, holder: string, leaseMs: number, logger: Logger) => {
  let held = 0;
  let timer: NodeJS.Timeout | undefined;
  const renew = () => {
    try {
      store.renew(holder, leaseMs);
    } catch (err) {
      logger.error({ errorCode: (err as NodeJS.ErrnoException).code }, 'claims on messages being sent could not be renewed');
    }
  };
  const count = (change: 1 | -1) => {
    held += change;
    if (held > 0 && !timer) {
      timer = setInterval(renew, Math.max(10, Math.floor(leaseMs / 3)));
      timer.unref();
    }
    if (held === 0) timer = void clearInterval(timer);
  };
  return {
    /** Message `id` as it is now, claimed for this process; null when another holds it or it is gone. */
    claim(id: string) {
      const claimed = store.claim(id, holder, leaseMs);
      if (claimed) count(1);
      return claimed;
    },
    release(id: string) {
      count(-1);
      try {
        store.release(id, holder);
      } catch {
        // The lease runs out by itself.
      }
    },
    stop: () => clearInterval(timer),
  };
};
