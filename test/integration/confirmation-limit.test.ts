/**
 * The limit on confirmations holds for every process of the site: the mailboxes of the window and
 * the day's count live in Redis when the processes share one (REDIS_URL), else in the site's
 * database. Each process here has its own connection, as its own process would.
 */
import path from 'node:path';
import { createLogger } from '../../server/logger';
import { createRedisReplayGuard } from '../../server/security/redis-replay-guard';
import { createReplayGuard } from '../../server/security/captcha-replay-guard';
import { createConfirmationLimit, type ConfirmationLimit } from '../../server/security/confirmation-limit';
import { databaseCounter, redisCounter } from '../../server/shared-state/counters';
import { connectSharedState, type SharedState } from '../../server/shared-state/redis';
import { openSiteDatabase } from '../../server/site-tables';
import { siteDatabase } from '../../server/store/site-database';
import { tempFolder } from '../support/endpoint-kit';
import { waitUntil } from '../support/mail-kit';
import { startRedis, type RedisProcess } from '../support/redis-process';

const DAY_MS = 24 * 60 * 60 * 1000;
const settings = { windowMs: DAY_MS, dailyMax: 2 };

/** The same sequence through two processes' limits: a mailbox twice, then three other mailboxes. */
const throughTwo = async ([one, two]: [ConfirmationLimit, ConfirmationLimit]) => [
  await one.allow('Naledi.Dube@gmail.com'),
  await two.allow('nalediDube+site@googlemail.com'),
  await two.allow('sizwe@example.co.za'),
  await one.allow('thabo@example.co.za'),
  await two.allow('zanele@example.co.za'),
];

describe('the limit on confirmations, across processes', () => {
  let redis: RedisProcess;
  const states: SharedState[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const state of states) await state.close();
    await redis.stop();
  });

  it('when two processes share Redis, then they count one window and one day together', async () => {
    const limit = async () => {
      const state = connectSharedState(redis.url, createLogger('silent'), { commandTimeoutMs: 1500 });
      states.push(state);
      await waitUntil(async () => (await state.check()) === 'ready', 5_000, 'redis to answer');
      return createConfirmationLimit({
        guard: createRedisReplayGuard(state, 'confirmation-sent'),
        counter: redisCounter(state),
        ...settings,
      });
    };
    expect(await throughTwo([await limit(), await limit()])).toEqual([
      'allowed',
      'window',
      'allowed',
      'daily-limit',
      'daily-limit',
    ]);
    // The day's count is forgotten by itself, a day after the day ends at the latest.
    const [key] = (await states[0]!.sendCommand(['KEYS', 'confirmations-on:*'])) as string[];
    const ttl = Number(await states[0]!.sendCommand(['PTTL', key!]));
    expect(ttl).toBeGreaterThan(DAY_MS);
    expect(ttl).toBeLessThanOrEqual(2 * DAY_MS);
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
    expect(await throughTwo([limit(), limit()])).toEqual(['allowed', 'window', 'allowed', 'daily-limit', 'daily-limit']);
    const rows = siteDatabase(path.join(dataDir, 'site.db')).run((db) => db.prepare('SELECT key, count FROM counters').all());
    expect(rows).toEqual([{ key: expect.stringMatching(/^confirmations-on:\d{4}-\d{2}-\d{2}$/), count: 4 }]);
  });
});
