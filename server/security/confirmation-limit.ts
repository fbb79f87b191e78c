import { sastTime } from '../../shared/format-date';
import { mailboxKey } from '../email-address';
import type { Counter } from '../shared-state/counters';
import type { ReplayGuard } from './captcha-replay-guard';

/**
 * How often the site mails a visitor's confirmation, so that its form cannot be used to mail
 * strangers or spend its sender reputation: one per mailbox in the window (24 hours by default),
 * however the address is spelled, and at most `dailyMax` in a South African day for the whole
 * site. The mailbox is claimed first: spellings of one mailbox never use up the day's number.
 * Staff always get the request itself; only the confirmation is held back.
 */
export interface ConfirmationLimit {
  /** Counts a confirmation to `address` if it may go: 'allowed', or why not. */
  allow(address: string): Promise<'allowed' | 'window' | 'daily-limit'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createConfirmationLimit({
  guard,
  counter,
  windowMs,
  dailyMax,
  now = Date.now,
}: {
  /** Remembers the mailboxes confirmed in the window (a hash of each). */
  guard: ReplayGuard;
  counter: Counter;
  windowMs: number;
  dailyMax: number;
  now?: () => number;
}): ConfirmationLimit {
  return {
    allow: async (address) => {
      const at = now();
      if (!(await guard.claim(`confirmation:${mailboxKey(address)}`, at + windowMs))) return 'window';
      // The day in South Africa ('2026-11-24'), counted until a day after it ends.
      const day = sastTime(new Date(at).toISOString())!.local.slice(0, 10);
      const count = await counter.increment(`confirmations-on:${day}`, Date.parse(`${day}T00:00:00+02:00`) + 2 * DAY_MS);
      return count <= dailyMax ? 'allowed' : 'daily-limit';
    },
  };
}
