import { setTimeout as sleep } from 'node:timers/promises';
import { runOutboxCommand } from '../../server/outbox-cli/commands';
import { createOutboxStore, OUTBOX_SCHEMA } from '../../server/mail/outbox-store';
import { siteDatabase } from '../../server/store/site-database';
import { captchaToken, contactBody, postJson, tempFolder } from '../support/endpoint-kit';
import { outboxIds, databaseIn, mailServiceIn, makeRequest, PINO_ERROR, requestIdsOf, waitUntil } from '../support/mail-kit';
import { startSiteProcess } from '../support/site-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/**
 * A mail server that takes its time to answer the end of a message's data. The data is then on
 * the server's side: it may deliver the message whatever becomes of the reply, so a message whose
 * reply never came is sent again only when the operator says so (RFC 5321 §4.5.3.2.6 asks a
 * client to wait ten minutes for that reply).
 */

const idsAt = (sink: SmtpSink) => requestIdsOf(sink.messages.map((m) => m.mail.text));
/** A started mail service on its own folder, sending to the slow server, retrying fast. */
const startedService = async (label: string, limits: { sendTimeoutMs?: number; dataReplyTimeoutMs: number }) => {
  const made = await mailServiceIn(label, {
    smtpUrl: sink.url,
    ...limits,
    retry: { firstDelayMs: 100, maxDelayMs: 200, pollMs: 50 },
  });
  made.service.start();
  return made;
};

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(() => sink.stop());

describe('a slow reply to the end of the data', () => {
  it('when the reply comes after the send limit but within the reply wait, then the message goes out once and leaves the outbox', async () => {
    sink.holdReplies(2500);
    const { service, root } = await startedService('slow-reply', { sendTimeoutMs: 1000, dataReplyTimeoutMs: 6000 });
    try {
      await service.enqueue(makeRequest({ requestId: 'slow-1' }));
      await waitUntil(async () => outboxIds(databaseIn(root)).length === 0, 10_000, 'the delivery');
      await sleep(1500);
      expect(idsAt(sink)).toEqual(['slow-1']);
    } finally {
      await service.stop();
    }
  });

  it('when no reply comes within the reply wait, then the message is possibly delivered: kept, logged at error, counted, never sent again by itself; `outbox retry` sends it once more', async () => {
    sink.holdReplies(60_000);
    const { service, root, logs } = await startedService('stalled-reply', { sendTimeoutMs: 1000, dataReplyTimeoutMs: 1500 });
    try {
      await service.enqueue(makeRequest({ requestId: 'stalled-1' }));
      await waitUntil(() => logs.lines.some((l) => l.outcome === 'possibly-delivered'), 10_000, 'the reply wait to end');
      // Long enough for several retries had it been retried.
      await sleep(2500);
      expect(idsAt(sink)).toEqual(['stalled-1']);
      const line = logs.lines.find((l) => l.outcome === 'possibly-delivered')!;
      expect(line.level).toBe(PINO_ERROR);
      expect(line.msg).toMatch(/possibly delivered/);
      const [file] = outboxIds(databaseIn(root));
      expect(file).toBeDefined();
      expect((await service.readiness()).possiblyDelivered).toBe(1);

      const store = createOutboxStore(siteDatabase(databaseIn(root), [OUTBOX_SCHEMA]));
      const listed: string[] = [];
      await runOutboxCommand(['list', '--json'], store, (text) => listed.push(text));
      const [row] = JSON.parse(listed[0]!) as Array<{ id: string; state: string }>;
      expect(row).toMatchObject({ id: file!.replace('.json', ''), state: 'possibly-delivered' });
      // flush is for messages waiting on a retry, not for these.
      await runOutboxCommand(['flush'], store, () => undefined);
      await sleep(1000);
      expect(idsAt(sink)).toEqual(['stalled-1']);

      sink.holdReplies(0);
      await runOutboxCommand(['retry', row!.id], store, () => undefined);
      await sink.waitFor((m) => m.length === 2, 10_000);
      await waitUntil(async () => outboxIds(databaseIn(root)).length === 0, 10_000, 'the outbox to empty');
      await sleep(500);
      expect(idsAt(sink)).toEqual(['stalled-1', 'stalled-1']);
    } finally {
      await service.stop();
    }
  });
});

describe('SIGTERM while a message waits for its reply', () => {
  const siteEnv = (dataDir: string, shutdownMs: number) => ({
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ALTCHA_HMAC_KEY: 'fault-sigterm-key',
    CONFIRMATION_MAIL: 'off',
    SHUTDOWN_TIMEOUT_MS: String(shutdownMs),
    MAIL_RETRY_FIRST_DELAY_MS: '200',
    MAIL_RETRY_POLL_MS: '100',
  });

  /**
   * One message whose reply comes after `replyAfterMs`, a SIGTERM as its data has been sent, then
   * the site started again on the same folder with the mail server answering at once.
   */
  const shutdownDuringReply = async (label: string, replyAfterMs: number, shutdownMs: number) => {
    sink.holdReplies(replyAfterMs);
    const dataDir = tempFolder(label);
    const site = await startSiteProcess(siteEnv(dataDir, shutdownMs));
    const body = contactBody(await captchaToken(site.url), { message: 'Shutdown during the reply, please call.' });
    expect((await postJson(site.url, body)).status).toBe(200);
    await sink.waitFor((m) => m.length === 1, 10_000);
    const signalled = Date.now();
    const exit = await site.stop();
    const ms = Date.now() - signalled;
    sink.holdReplies(0);
    const again = await startSiteProcess(siteEnv(dataDir, 5000));
    await sleep(3000);
    await again.stop();
    return { exit, ms, output: site.output(), after: again.output(), left: outboxIds(databaseIn(dataDir)) };
  };

  it('when the reply comes before the shutdown deadline, then shutdown waits for it and the restarted site sends nothing again', async () => {
    const { exit, ms, output, left } = await shutdownDuringReply('fault-sigterm-wait', 9000, 15_000);
    expect(exit.code).toBe(0);
    expect(ms).toBeGreaterThan(8000);
    expect(output).toMatch(/"outcome":"sent"/);
    expect(sink.messages).toHaveLength(1);
    expect(left).toEqual([]);
  }, 60_000);

  it('when the reply has not come by the shutdown deadline, then the message is marked possibly delivered and the restarted site does not send it again', async () => {
    const { exit, ms, output, after, left } = await shutdownDuringReply('fault-sigterm-deadline', 60_000, 3000);
    expect(exit.code).toBe(0);
    expect(ms).toBeLessThan(4000);
    expect(output).toMatch(/"outcome":"possibly-delivered"/);
    expect(sink.messages).toHaveLength(1);
    expect(left).toHaveLength(1);
    expect(after).toMatch(/possibly delivered/);
  }, 60_000);
});
