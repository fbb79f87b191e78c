/**
 * Deleted means gone from every file under DATA_DIR (the database, its write-ahead log, the mail
 * folder): soon after the delete while the site runs, and after it has stopped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createOutboxStore, OUTBOX_SCHEMA } from '../../server/mail/outbox-store';
import { siteDatabase } from '../../server/store/site-database';
import { captchaToken, contactBody, postJson, tempFolder } from '../support/endpoint-kit';
import { databaseIn, makeRecord, makeRequest, outboxEmpty, outboxIds, waitUntil } from '../support/mail-kit';
import { outbox, startSiteWithMailDown } from '../support/outbox-kit';
import { startSiteProcess, withSiteProcess, type SiteProcess } from '../support/site-process';
import { startSmtpSink } from '../support/smtp-sink';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The files under `dir` that hold `text` anywhere in their bytes. */
const filesHolding = (dir: string, text: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(Buffer.from(text)))
    .map((file) => path.relative(dir, file));

/** Waits a few seconds for the addresses to leave every file, then says which files still hold which. */
const leftBehind = async (dataDir: string, addresses: string[]): Promise<string[]> => {
  const found = () => addresses.flatMap((address) => filesHolding(dataDir, address).map((file) => `${address} in ${file}`));
  await waitUntil(() => found().length === 0, 5_000, 'the deleted addresses to leave every file').catch(() => undefined);
  return found();
};

const post = async (site: SiteProcess, email: string) => {
  const response = await postJson(site.url, contactBody(await captchaToken(site.url), { email }));
  expect(response.status).toBe(200);
};

describe('personal data, once deleted', () => {
  it('when a message and its confirmation are delivered, then the address is in no file of the data folder', async () => {
    const sink = await startSmtpSink();
    const dataDir = tempFolder('deleted-delivered');
    const site = await startSiteProcess({ DATA_DIR: dataDir, SMTP_URL: sink.url, ALTCHA_HMAC_KEY: 'deleted-key' });
    const address = 'delivered.visitor@example.co.za';
    try {
      await post(site, address);
      await sink.waitFor((messages) => messages.length >= 2, 10_000);
      await waitUntil(() => outboxEmpty(dataDir), 10_000, 'the outbox to be empty');
      expect(await leftBehind(dataDir, [address])).toEqual([]);
    } finally {
      await site.stop();
      await sink.stop();
    }
    expect(await leftBehind(dataDir, [address])).toEqual([]);
  }, 30_000);

  it('when the operator deletes a waiting message and purges a failed one, then neither address is in any file', async () => {
    const { sink, dataDir, site } = await startSiteWithMailDown('deleted-by-operator', { CONFIRMATION_MAIL: 'off' });
    const waiting = 'waiting.visitor@example.co.za';
    const refused = 'refused.visitor@example.co.za';
    try {
      await post(site, waiting);
      const [id] = outboxIds(databaseIn(dataDir));
      expect((await outbox(dataDir, 'delete', id!)).code).toBe(0);

      await sink.restart();
      sink.failNext(1, 550);
      await post(site, refused);
      await waitUntil(() => outboxIds(databaseIn(dataDir), 'failed').length === 1, 10_000, 'the refused message to fail');
      expect((await outbox(dataDir, 'purge', '--older-than', '0')).code).toBe(0);
      expect(outboxIds(databaseIn(dataDir), 'failed')).toEqual([]);
      expect(await leftBehind(dataDir, [waiting, refused])).toEqual([]);
    } finally {
      await site.stop();
      await sink.stop();
    }
    expect(await leftBehind(dataDir, [waiting, refused])).toEqual([]);
  }, 30_000);

  it('when retention deletes a failed and a possibly delivered message at start, then neither address is in any file', async () => {
    const dataDir = tempFolder('deleted-by-retention');
    const failed = 'failed.visitor@example.co.za';
    const unanswered = 'unanswered.visitor@example.co.za';
    const longAgo = Date.now() - 40 * DAY_MS;
    const at = new Date(longAgo).toISOString();
    const database = siteDatabase(databaseIn(dataDir), [OUTBOX_SCHEMA]);
    const store = createOutboxStore(database, () => longAgo);
    const record = (id: string, email: string) =>
      makeRecord(id, { request: makeRequest({ email }), enqueuedAt: at, attempts: 1, nextAttemptAt: at, lastAttemptAt: at });
    store.insert(record('1700000000000-aaaaaaaaaa', failed), 'failed');
    store.insert({ ...record('1700000000000-bbbbbbbbbb', unanswered), possiblyDeliveredAt: at });
    database.close();

    await withSiteProcess({ DATA_DIR: dataDir }, async (site) => {
      await waitUntil(
        () => site.output().split('deleted after the retention period').length === 3,
        10_000,
        'both messages to be deleted',
      );
      expect(await leftBehind(dataDir, [failed, unanswered])).toEqual([]);
    });
    expect(await leftBehind(dataDir, [failed, unanswered])).toEqual([]);
  }, 30_000);
});
