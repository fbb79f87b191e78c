import { createHash } from 'node:crypto';
import { getDomain } from 'tldts';
import { sastTime } from '../../shared/format-date';
import { mailboxKey } from '../email-address';
import type { Counter } from '../shared-state/counters';
import type { ReplayGuard } from './captcha-replay-guard';

/** Why a confirmation was held back: its mailbox had one in the window, or its domain's or the site's day is used up. */
export type ConfirmationRefusal = 'window' | 'domain-limit' | 'daily-limit';

/**
 * How often the site mails a visitor's confirmation, so that its form cannot be used to mail
 * strangers or spend its sender reputation: one per mailbox in the window (24 hours by default),
 * however the address is spelled; at most `domainDailyMax` in a South African day to one
 * recipient domain (its subdomains with it), so one sender with a catch-all domain cannot spend
 * the site's day; and at most `dailyMax` in that day for the whole site. The mailbox is claimed
 * first, so spellings of one mailbox never use up the day's numbers, and given back when a number
 * or the sending refuses it, as are the numbers counted for it: a mailbox stays claimed, and a
 * confirmation counted, only once it is on its way (a request refused as it is stored, a watch
 * over its limit, spends none). Staff always get the request itself; only the confirmation is held
 * back.
 */
export interface ConfirmationLimit {
  /**
   * Counts a confirmation to `address` and, if it may go, sends it (`send`, queuing it):
   * 'allowed', or why not. A failed send rejects, with the mailbox given back.
   */
  allow(address: string, send?: () => Promise<void>): Promise<'allowed' | ConfirmationRefusal>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The registrable domain a mailbox is at ('mx.example.co.za' is 'example.co.za'), as a hash: the
 * counters keep no visitor's text.
 */
const recipientDomain = (mailbox: string): string => {
  const host = mailbox.slice(mailbox.lastIndexOf('@') + 1);
  return createHash('sha256')
    .update(getDomain(host) ?? host)
    .digest('hex')
    .slice(0, 32);
};

export function createConfirmationLimit({
  guard,
  counter,
  windowMs,
  dailyMax,
  domainDailyMax,
  now = Date.now,
  onRefused,
}: {
  /** Remembers the mailboxes confirmed in the window (a hash of each). */
  guard: ReplayGuard;
  counter: Counter;
  windowMs: number;
  dailyMax: number;
  domainDailyMax: number;
  now?: () => number;
  /** With METRICS_PORT: counts each confirmation held back, by why. */
  onRefused?: (reason: ConfirmationRefusal) => void;
}): ConfirmationLimit {
  const refuse = (reason: ConfirmationRefusal) => {
    onRefused?.(reason);
    return reason;
  };
  return {
    allow: async (address, send) => {
      const at = now();
      const mailbox = mailboxKey(address);
      const claim = `confirmation:${mailbox}`;
      if (!(await guard.claim(claim, at + windowMs))) return refuse('window');
      // The counts taken for this confirmation, each given back if it does not go.
      const counted: string[] = [];
      const count = async (key: string, until: number) => {
        const n = await counter.increment(key, until);
        counted.push(key);
        return n;
      };
      const giveBack = () => Promise.all([guard.release(claim), ...counted.map((key) => counter.giveBack(key))]);
      try {
        // The day in South Africa ('2026-11-24'), counted until a day after it ends.
        const day = sastTime(new Date(at).toISOString())!.local.slice(0, 10);
        const until = Date.parse(`${day}T00:00:00+02:00`) + 2 * DAY_MS;
        const refusal =
          (await count(`confirmations-to:${recipientDomain(mailbox)}:${day}`, until)) > domainDailyMax
            ? 'domain-limit'
            : (await count(`confirmations-on:${day}`, until)) > dailyMax
              ? 'daily-limit'
              : undefined;
        if (refusal) {
          await giveBack();
          return refuse(refusal);
        }
        await send?.();
        return 'allowed';
      } catch (error) {
        await giveBack().catch(() => undefined);
        throw error;
      }
    },
  };
}
