/**
 * The limit on confirmations holds for every process of the site: the mailboxes of the window and
 * the day's count live in Redis when the processes share one (REDIS_URL), else in the site's
 * database. Each process here has its own connection, as its own process would.
 */
import path from 'node:path';
import { createRedisReplayGuard } from '../../server/security/redis-replay-guard';
import { createReplayGuard } from '../../server/security/captcha-replay-guard';
import { createConfirmationLimit, type ConfirmationLimit } from '../../server/security/confirmation-limit';
import { databaseCounter, redisCounter } from '../../server/shared-state/counters';
import type { SharedState } from '../../server/shared-state/redis';
import { openSiteDatabase } from '../../server/site-tables';
import { siteDatabase } from '../../server/store/site-database';
import { tempFolder } from '../support/endpoint-kit';
import { redisForTests } from '../support/redis-process';

const DAY_MS = 24 * 60 * 60 * 1000;
const settings = { windowMs: DAY_MS, dailyMax: 2, domainDailyMax: 10 };

/** A moment in South Africa (UTC+2). */
const sast = (local: string) => Date.parse(`${local}+02:00`);

/**
 * The same sequence through two processes' limits: a mailbox twice, then three other mailboxes;
 * counted together, the second spelling is in the window, and the day's two are spent before the last two.
 */
const TOGETHER = ['allowed', 'window', 'allowed', 'daily-limit', 'daily-limit'];
const throughTwo = async ([one, two]: [ConfirmationLimit, ConfirmationLimit]) => [
  await one.allow('Naledi.Dube@gmail.com'),
  await two.allow('nalediDube+site@googlemail.com'),
  await two.allow('sizwe@example.co.za'),
  await one.allow('thabo@example.co.za'),
  await two.allow('zanele@example.co.za'),
];

describe('the limit on confirmations, across processes', () => {
  const redis = redisForTests();

  it('when two processes share Redis, then they count one window and one day together', async () => {
    const states: SharedState[] = [];
    const limit = async () => {
      const state = await redis.connect();
      states.push(state);
      return createConfirmationLimit({
        guard: createRedisReplayGuard(state, 'confirmation-sent'),
        counter: redisCounter(state),
        ...settings,
      });
    };
    expect(await throughTwo([await limit(), await limit()])).toEqual(TOGETHER);
    // The day's count is forgotten by itself, a day after the day ends at the latest.
    const [key] = (await states[0]!.sendCommand(['KEYS', 'confirmations-on:*'])) as string[];
    const ttl = Number(await states[0]!.sendCommand(['PTTL', key!]));
    expect(ttl).toBeGreaterThan(DAY_MS);
    expect(ttl).toBeLessThanOrEqual(2 * DAY_MS);
    // It counts the confirmations sent, not those it refused.
    expect(Number(await states[0]!.sendCommand(['GET', key!]))).toBe(2);
    // Refused by the day's number, the mailbox was not kept: the next day, within the window, it gets one.
    const tomorrow = Date.now() + DAY_MS;
    const nextDay = createConfirmationLimit({
      guard: createRedisReplayGuard(states[0]!, 'confirmation-sent', () => tomorrow),
      counter: redisCounter(states[0]!),
      ...settings,
      now: () => tomorrow,
    });
    expect(await nextDay.allow('thabo@example.co.za')).toBe('allowed');
    expect(await nextDay.allow('sizwe@example.co.za')).toBe('window');
  });

  it('when two processes share the data folder, then they count one window and one day together in its database', async () => {
    const dataDir = tempFolder('confirmation-limit');
    const limit = () => {
      const database = openSiteDatabase(dataDir);
      return createConfirmationLimit({
        guard: createReplayGuard({ database, name: 'confirmation-sent' }),
        counter: databaseCounter(database),
        ...settings,
      });
    };
    expect(await throughTwo([limit(), limit()])).toEqual(TOGETHER);
    // The day counts the confirmations sent, not those it refused.
    const rows = siteDatabase(path.join(dataDir, 'site.db')).run((db) => db.prepare('SELECT key, count FROM counters').all());
    expect(rows).toContainEqual({ key: expect.stringMatching(/^confirmations-on:\d{4}-\d{2}-\d{2}$/), count: 2 });
  });
});

describe('the confirmation budget, against one sender', () => {
  /** The limit in a fresh data folder, on a clock the test moves; its refusals as the metric counts them. */
  const limitAt = (clock: { now: number }, caps: { dailyMax: number; domainDailyMax: number }) => {
    const database = openSiteDatabase(tempFolder('confirmation-budget'));
    const refused: string[] = [];
    const now = () => clock.now;
    const limit = createConfirmationLimit({
      guard: createReplayGuard({ database, name: 'confirmation-sent', now }),
      counter: databaseCounter(database, now),
      windowMs: DAY_MS,
      ...caps,
      now,
      onRefused: (reason) => refused.push(reason),
    });
    /** The counts kept, by what they count: the site's day, and each recipient domain's day. */
    const counts = () =>
      (
        database.run((db) => db.prepare('SELECT key, count FROM counters ORDER BY count').all()) as {
          key: string;
          count: number;
        }[]
      ).map(({ key, count }) => [key.split(':')[0], count]);
    return { limit, refused, counts };
  };

  it('when the day’s number refuses a mailbox, then the mailbox is not claimed: the next day, still within its window, it gets its confirmation', async () => {
    const clock = { now: sast('2026-11-26T16:00:00') };
    const { limit, refused } = limitAt(clock, { dailyMax: 1, domainDailyMax: 10 });
    expect(await limit.allow('first@example.co.za')).toBe('allowed');
    expect(await limit.allow('second@example.org')).toBe('daily-limit');
    clock.now = sast('2026-11-27T09:00:00');
    expect(await limit.allow('second@example.org')).toBe('allowed');
    expect(await limit.allow('first@example.co.za')).toBe('window');
    expect(refused).toEqual(['daily-limit', 'window']);
  });

  it('when one sender writes to many mailboxes of one catch-all domain, then past the domain’s number (its subdomains with it) they get none, other domains still do, and each refusal is counted', async () => {
    const clock = { now: sast('2026-11-26T10:00:00') };
    const { limit, refused } = limitAt(clock, { dailyMax: 100, domainDailyMax: 3 });
    const spent = [];
    for (const address of ['a1@catch-all.example', 'a2@catch-all.example', 'a3@Catch-All.example', 'a4@catch-all.example'])
      spent.push(await limit.allow(address));
    spent.push(await limit.allow('a5@mail.catch-all.example'));
    expect(spent).toEqual(['allowed', 'allowed', 'allowed', 'domain-limit', 'domain-limit']);
    expect(await limit.allow('thandi@example.co.za')).toBe('allowed');
    expect(refused).toEqual(['domain-limit', 'domain-limit']);
    // A refused mailbox was not claimed: the domain's next day, it is confirmed.
    clock.now = sast('2026-11-27T10:00:00');
    expect(await limit.allow('a4@catch-all.example')).toBe('allowed');
  });

  it('when confirmations are not sent (their request refused as it is stored, or held back by the site’s day), then they spend neither the domain’s number nor the site’s day', async () => {
    const clock = { now: sast('2026-11-26T10:00:00') };
    const { limit, counts } = limitAt(clock, { dailyMax: 2, domainDailyMax: 2 });
    // A watch found over its limit in the transaction that would store it: nothing is queued.
    const refusedAsStored = () => Promise.reject(new Error('watch limit reached'));
    for (const address of ['a1@catch-all.example', 'a2@catch-all.example', 'a3@catch-all.example'])
      await expect(limit.allow(address, refusedAsStored)).rejects.toThrow('watch limit reached');
    expect(await limit.allow('a4@catch-all.example')).toBe('allowed');
    expect(await limit.allow('thandi@example.co.za')).toBe('allowed');
    // The site's day is spent by the two sent: a third domain's mailbox is held back, and spends its domain nothing.
    expect(await limit.allow('sipho@other.example')).toBe('daily-limit');
    expect(await limit.allow('a5@catch-all.example')).toBe('daily-limit');
    // What is counted is what was sent: one to each domain, two in the day.
    expect(counts()).toEqual([
      ['confirmations-to', 0],
      ['confirmations-to', 1],
      ['confirmations-to', 1],
      ['confirmations-on', 2],
    ]);
  });

  it('when the confirmation cannot be queued, then the mailbox is not claimed, and its next request gets one', async () => {
    const clock = { now: sast('2026-11-26T10:00:00') };
    const { limit } = limitAt(clock, { dailyMax: 100, domainDailyMax: 10 });
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    await expect(limit.allow('naledi@example.co.za', () => Promise.reject(full))).rejects.toBe(full);
    const sent: string[] = [];
    expect(await limit.allow('naledi@example.co.za', async () => void sent.push('naledi'))).toBe('allowed');
    expect(sent).toEqual(['naledi']);
    expect(await limit.allow('naledi@example.co.za', async () => void sent.push('again'))).toBe('window');
    expect(sent).toEqual(['naledi']);
  });
});
