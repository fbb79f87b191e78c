import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { captchaToken, contactBody, postJson, tempFolder } from '../support/endpoint-kit';
import { makeRecord, makeRequest, outboxEmpty, requestIdsOf, waitUntil } from '../support/mail-kit';
import { outbox } from '../support/outbox-kit';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/*
 * The outbox database shared by several site processes and the operator's `outbox` command.
 *
 * A mail server may take its time to answer the end of a message's data (RFC 5321 §4.5.3.2.6 asks
 * a client to wait ten minutes). The tests keep the real proportions at a hundredth of the time:
 * the answer comes after 1.5 s instead of 150 s, the reply is awaited for 6 s instead of ten
 * minutes, and a claim's lease (renewed while its holder lives) is 0.5 s, shorter than the send,
 * as two minutes are shorter than 150 s.
 */
const SLOW_REPLY_MS = 1_500;
const scaled = {
  MAIL_DATA_REPLY_TIMEOUT_MS: '6000',
  MAIL_CLAIM_LEASE_MS: '500',
  MAIL_RETRY_POLL_MS: '100',
  MAIL_RETRY_FIRST_DELAY_MS: '100',
  MAIL_RETRY_MAX_DELAY_MS: '200',
};

interface Row {
  id: string;
  state: string;
}

let sink: SmtpSink;
const started: SiteProcess[] = [];
const startSite = async (dataDir: string, env: Record<string, string> = {}) => {
  const site = await startSiteProcess({
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ALTCHA_HMAC_KEY: 'database-key',
    CONFIRMATION_MAIL: 'off',
    ...scaled,
    ...env,
  });
  started.push(site);
  return site;
};

beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((site) => site.stop()));
  await sink.stop();
});

const post = async (url: string, message: string) => {
  const response = await postJson(url, contactBody(await captchaToken(url), { message }));
  expect(response.status).toBe(200);
};
const listed = async (dataDir: string) => JSON.parse((await outbox(dataDir, 'list', '--json')).stdout) as Row[];

describe('two processes on one outbox, the mail server slow to answer the end of the data', () => {
  it('when the answer comes long after a claim’s lease, then the one acknowledged message reaches the mail server once', async () => {
    sink.holdReplies(SLOW_REPLY_MS);
    const dataDir = tempFolder('db-two');
    const [a] = [await startSite(dataDir), await startSite(dataDir)];
    await post(a!.url, 'Sent once by one of two processes, please call.');
    await sink.waitFor((m) => m.length >= 1, 10_000);
    await waitUntil(() => outboxEmpty(dataDir), 15_000, 'the outbox to be empty');
    // Past several leases and polls more: a copy taken over would have gone out by now.
    await sleep(3 * SLOW_REPLY_MS);
    expect(sink.messages).toHaveLength(1);
    expect(await listed(dataDir)).toEqual([]);
  }, 60_000);

  it('when the operator deletes the message during its send, then the command waits for the send and says so, and the message never comes back', async () => {
    sink.holdReplies(5_000);
    const dataDir = tempFolder('db-delete');
    const site = await startSite(dataDir);
    await startSite(dataDir);
    await post(site.url, 'Deleted while it was being sent, please call.');
    const [row] = await listed(dataDir);
    expect(row).toBeDefined();
    await sink.waitFor((m) => m.length >= 1, 10_000);
    const deleted = await outbox(dataDir, 'delete', row!.id);
    expect(deleted.code).toBe(1);
    expect(deleted.stderr).toBe(`message ${row!.id} was sent while the command waited; nothing to delete\n`);
    await sleep(3 * SLOW_REPLY_MS);
    expect(await listed(dataDir)).toEqual([]);
    expect(sink.messages).toHaveLength(1);
  }, 60_000);
});

describe('a damaged database', () => {
  it('when the database file is damaged, then the site does not start, with one line naming the file, and leaves the file as it was', async () => {
    const dataDir = tempFolder('db-damaged');
    const file = path.join(dataDir, 'site.db');
    const damaged = `SQLite format 3\0${'\u00ff'.repeat(4080)}`;
    await writeFile(file, damaged, 'latin1');
    const site = await startSiteProcess({ DATA_DIR: dataDir, SMTP_URL: sink.url }).catch((error: Error) => error);
    expect(site).toBeInstanceOf(Error);
    // What the process said before it stopped, but for the boot's own warnings (PUBLIC_URL unset).
    const lines = (site as Error).message
      .replace(/^site exited at start \(.*\):\n/, '')
      .split('\n')
      .filter((line) => line && !line.startsWith('{"level":"warn"'));
    expect((site as Error).message).toMatch(/^site exited at start \(\{"code":1,/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(file);
    expect(lines[0]).toMatch(/damaged/);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(await readFile(file, 'latin1')).toBe(damaged);
  }, 30_000);
});

describe('messages an older release queued as files', () => {
  const record = (id: string, requestId: string) =>
    makeRecord(id, {
      audience: 'company',
      request: makeRequest({ reference: 'KIT-OLDFILE1', requestId }),
      enqueuedAt: new Date(Date.now() - 60_000).toISOString(),
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 30_000).toISOString(),
      lastAttemptAt: new Date(Date.now() - 60_000).toISOString(),
      lastError: { kind: 'connection', code: 'ECONNREFUSED', detail: 'connect ECONNREFUSED', at: new Date().toISOString() },
    });

  it('when the site starts on an outbox folder of the release before, then each pending message is imported once and delivered once, across restarts, and a failed one stays failed', async () => {
    const dataDir = tempFolder('db-import');
    const pendingDir = path.join(dataDir, 'outbox', 'outbox');
    const failedDir = path.join(dataDir, 'outbox', 'failed');
    await mkdir(pendingDir, { recursive: true });
    await mkdir(failedDir, { recursive: true });
    const ids = ['1795000000001-aaaaaaaaaa', '1795000000002-bbbbbbbbbb'];
    for (const [i, id] of ids.entries())
      await writeFile(path.join(pendingDir, `${id}.json`), JSON.stringify(record(id, `old-${i}`), null, 2));
    const failedId = '1795000000003-cccccccccc';
    await writeFile(path.join(failedDir, `${failedId}.json`), JSON.stringify(record(failedId, 'old-failed')));

    await sink.stop();
    const first = await startSite(dataDir);
    await waitUntil(async () => (await listed(dataDir)).length === 3, 10_000, 'the import');
    expect((await listed(dataDir)).map((r) => `${r.state} ${r.id}`).sort()).toEqual([
      `failed ${failedId}`,
      `pending ${ids[0]}`,
      `pending ${ids[1]}`,
    ]);
    expect(await readdir(pendingDir)).toEqual([]);
    expect(await readdir(failedDir)).toEqual([]);
    await first.stop();
    started.splice(0);

    await sink.restart();
    await startSite(dataDir);
    await waitUntil(() => outboxEmpty(dataDir), 10_000, 'the delivery');
    await sleep(500);
    await Promise.all(started.splice(0).map((site) => site.stop()));
    await startSite(dataDir);
    await sleep(1000);
    expect(requestIdsOf(sink.messages.map((m) => m.mail.text)).sort()).toEqual(['old-0', 'old-1']);
    expect((await listed(dataDir)).map((r) => `${r.state} ${r.id}`)).toEqual([`failed ${failedId}`]);
  }, 60_000);
});
