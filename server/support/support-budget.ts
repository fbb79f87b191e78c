/**
 * The support request's own budget, apart from the contact form's: so many requests taken an hour
 * from one client (the hash of its address, an IPv6 one by its /56) and for one e-mail address
 * (as one mailbox: case, a +tag and Gmail's dots folded), all processes together. Only a request
 * about to be taken spends it: one refused for its fields, its files or its captcha never asks, and
 * one refused here, or not saved, gives back what it took. A status-page reply (no captcha) asks
 * before its files are scanned, and gives back when they are refused (support-reply.ts).
 */
import { mailboxKey } from '../email-address';
import type { Counter } from '../shared-state/counters';
import { hashOf } from '../store/link-token';

const HOUR_MS = 60 * 60 * 1000;

export interface SupportBudgetSettings {
  perClientHourly: number;
  perEmailHourly: number;
}

/** Takes one request's share: a way to give it back (the request was not saved), or null when either count is spent. */
export type SpendBudget = (client: string, email: string) => Promise<(() => Promise<void>) | null>;

export const supportBudget =
  (counter: Counter, { perClientHourly, perEmailHourly }: SupportBudgetSettings, now: () => number = Date.now): SpendBudget =>
  async (client, email) => {
    const hour = Math.floor(now() / HOUR_MS);
    const counts = [
      { key: `support-client:${hashOf(client)}:${hour}`, max: perClientHourly },
      { key: `support-email:${hashOf(mailboxKey(email))}:${hour}`, max: perEmailHourly },
    ];
    const taken: string[] = [];
    const giveBack = async () => void (await Promise.all(taken.map((key) => counter.giveBack(key))));
    for (const { key, max } of counts) {
      const count = await counter.increment(key, (hour + 1) * HOUR_MS);
      taken.push(key);
      if (count > max) {
        await giveBack();
        return null;
      }
    }
    return giveBack;
  };
