import { execFileSync } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { captchaToken, contactBody, postJson, postNumberedMessages, tempFolder, withEndpointSite } from '../support/endpoint-kit';
import { startSiteProcess } from '../support/site-process';
import { createMailService } from '../../server/site-mail';
import { siteDatabase } from '../../server/store/site-database';
import {
  captureLogs,
  outboxIds,
  databaseIn,
  mailOptionsIn,
  mailServiceIn,
  makeRequest,
  outboxEmpty,
  PINO_ERROR,
  requestIdsOf,
  waitUntil,
} from '../support/mail-kit';
import { outbox, startSiteWithMailDown } from '../support/outbox-kit';
import { startSmtpSink } from '../support/smtp-sink';

describe('a file of the older file outbox the machine cannot read', () => {
  it('when reading it fails (EISDIR, as EMFILE or EIO would), then it stays for the next pass, is logged with its code and shows in readiness; a file of the wrong shape is still set aside', async () => {
    const { service, root, logs } = await mailServiceIn('fault-read', {});
    const pending = path.join(root, 'spool', 'outbox');
    await mkdir(pending, { recursive: true });
    // A name the outbox lists but cannot read as a file: the read fails, the content is not judged.
    const blocked = '1793500000000-aaaaaaaaaa.json';
    await mkdir(path.join(pending, blocked));
    await writeFile(path.join(pending, '1793500000001-bbbbbbbbbb.json'), '{"not":"a record"}');
    service.start();
    try {
      // One pass reads the two files side by side: either may be dealt with first.
      const readFailure = () =>
        logs.lines.find((l) => l.msg === 'outbox file could not be read; left in place for the next pass');
      await waitUntil(
        async () => outboxIds(databaseIn(root), 'failed').length === 1 && readFailure() !== undefined,
        10_000,
        'the quarantine and the logged read failure',
      );
      expect(outboxIds(databaseIn(root), 'failed')).toEqual(['1793500000001-bbbbbbbbbb']);
      expect((await stat(path.join(pending, blocked))).isDirectory()).toBe(true);
      expect(readFailure()).toMatchObject({ file: blocked, errorCode: 'EISDIR' });
      expect((await service.readiness()).readErrors).toEqual({ files: 1, codes: ['EISDIR'] });
    } finally {
      await service.stop();
    }
  });
});

describe('the operator brings the mail server back', () => {
  it('when the loop is paused for ten minutes after an outage, then `outbox flush` gets the waiting messages delivered within seconds, once each', async () => {
    const { sink, dataDir, site } = await startSiteWithMailDown('fault-flush', {
      CONFIRMATION_MAIL: 'off',
      MAIL_RETRY_FIRST_DELAY_MS: '600000',
      MAIL_RETRY_MAX_DELAY_MS: '600000',
      MAIL_RETRY_POLL_MS: '500',
    });
    try {
      await postNumberedMessages(site.url, 2, 'Flush');
      await waitUntil(() => /"outcome":"deferred"/.test(site.output()), 10_000, 'a deferred delivery');
      await sink.restart();
      expect((await outbox(dataDir, 'flush')).code).toBe(0);
      await sink.waitFor((m) => m.length >= 2, 15_000);
      await waitUntil(() => outboxEmpty(dataDir), 15_000, 'the outbox to be empty');
      expect(sink.messages.map((m) => /number (\d)/.exec(m.mail.text ?? '')?.[1]).sort()).toEqual(['0', '1']);
    } finally {
      await site.stop();
      await sink.stop();
    }
  }, 60_000);
});

describe('/readyz under a crowd', () => {
  it('when it is asked 40 times at once, then the outbox is probed about once, not 40 times', async () => {
    await withEndpointSite({}, async (site) => {
      await fetch(`${site.url}/readyz`);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // Each probe is one row written by the site's own connection (nothing else writes meanwhile).
      const database = siteDatabase(databaseIn(site.dataDir));
      const written = () => database.run((db) => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n);
      const before = written();
      const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${site.url}/readyz`).then((r) => r.status)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answers.every((status) => status === 200)).toBe(true);
      expect(written() - before).toBeLessThanOrEqual(2);
    });
  });
});

// The data folder 0700, the database and its journal files 0600: integration/site-database.test's 'when it is opened…'.
// A browser error report's query string, kept out of the log: integration/error-reports.test.

/**
 * A folder on a small tmpfs of its own (root, as the fault tests' mounts need) that can be written
 * full: the kernel's ENOSPC, which SQLite reports as SQLITE_FULL, until the filler is removed. (A
 * file system cannot be remounted read-only while the database is open for writing; a full one
 * refuses writes the same way and comes back the same way.)
 */
async function fillableFolder(root: string, size = '16m') {
  await mkdir(root, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', root]);
  const filler = path.join(root, 'filler');
  return {
    root,
    // Big pieces, then single pages, until not one more page fits.
    fill: () => {
      for (const piece of [Buffer.alloc(1 << 20), Buffer.alloc(4096), Buffer.alloc(1)]) {
        try {
          for (;;) appendFileSync(filler, piece);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        }
      }
    },
    free: () => rmSync(filler, { force: true }),
    dispose: () => execFileSync('umount', ['-l', root]),
  };
}

describe('the data folder cannot be written during delivery (its disk full)', () => {
  it('when sent messages cannot be removed, then they are not sent again, their removal is retried once it is writable, and a restart sends nothing twice', async () => {
    const sink = await startSmtpSink();
    const folder = await fillableFolder(tempFolder('fault-readonly'));
    const options = { smtpUrl: sink.url, retry: { firstDelayMs: 100, maxDelayMs: 200, pollMs: 50 } };
    try {
      const first = createMailService(mailOptionsIn(folder.root, { logger: captureLogs().logger, ...options }));
      sink.holdReplies(1500);
      // All three in one pass, so all three wait for their replies at once.
      for (let i = 0; i < 3; i += 1) await first.enqueue(makeRequest({ requestId: `read-only-${i}` }));
      first.start();
      await sink.waitFor((m) => m.length === 3, 10_000);
      folder.fill();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(sink.messages).toHaveLength(3);
      expect(outboxIds(databaseIn(folder.root))).toHaveLength(3);

      folder.free();
      await waitUntil(async () => outboxIds(databaseIn(folder.root)).length === 0, 5_000, 'the removals');
      await first.stop();

      const second = createMailService(mailOptionsIn(folder.root, { logger: captureLogs().logger, ...options }));
      second.start();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await second.stop();
      expect(requestIdsOf(sink.messages.map((m) => m.mail.text)).sort()).toEqual(['read-only-0', 'read-only-1', 'read-only-2']);
    } finally {
      folder.free();
      folder.dispose();
      await sink.stop();
    }
  }, 30_000);

  it('when the folder is still read-only at shutdown, then the messages sent but still on disk are named in the log', async () => {
    const sink = await startSmtpSink();
    const folder = await fillableFolder(tempFolder('fault-readonly-stop'));
    const logs = captureLogs();
    try {
      const service = createMailService(
        mailOptionsIn(folder.root, {
          logger: logs.logger,
          smtpUrl: sink.url,
          retry: { firstDelayMs: 100, maxDelayMs: 200, pollMs: 50 },
        }),
      );
      sink.holdReplies(1000);
      service.start();
      await service.enqueue(makeRequest({ requestId: 'read-only-stop' }));
      await sink.waitFor((m) => m.length === 1, 10_000);
      folder.fill();
      await waitUntil(() => logs.lines.some((l) => l.outcome === 'sent'), 5_000, 'the send');
      const [file] = outboxIds(databaseIn(folder.root));
      await service.stop();
      const left = logs.lines.find((l) => Array.isArray(l.messageIds) && /could not be brought up to date/.test(l.msg));
      expect(left).toMatchObject({ level: PINO_ERROR, messageIds: [file!.replace('.json', '')] });
    } finally {
      folder.free();
      folder.dispose();
      await sink.stop();
    }
  }, 30_000);
});

describe('the disk under the outbox fills up', () => {
  it('when a visitor posts, then the answer is a clear 503 that acknowledges nothing, no part of the message stays, readiness says why; with space again, the next post is received and delivered once', async () => {
    const sink = await startSmtpSink();
    const dataDir = tempFolder('fault-full');
    const folder = await fillableFolder(dataDir, '4m');
    const site = await startSiteProcess({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      ALTCHA_HMAC_KEY: 'fault-full-key',
      CONFIRMATION_MAIL: 'off',
      MAIL_RETRY_POLL_MS: '100',
    });
    try {
      await waitUntil(async () => (await fetch(`${site.url}/readyz`)).status === 200, 10_000, 'the site to be ready');
      folder.fill();

      const refused = await postJson(
        site.url,
        contactBody(await captchaToken(site.url), { message: 'Posted while the disk was full, please call.' }),
      );
      expect(refused.status).toBe(503);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({
        success: false,
        error: 'Your message could not be received just now. Please try again in a moment.',
      });
      expect(outboxIds(databaseIn(dataDir))).toEqual([]);
      // Refused at its first write: the captcha's record of use, or the message itself. The log
      // line crosses a pipe from the site's process, so it may come a moment after the answer.
      const refusal = new RegExp(
        `(used tokens cannot be recorded: SQLITE_FULL.*"msg":"submission refused"|"errorCode":"SQLITE_FULL".*"msg":"submission not saved: the outbox refused it")`,
      );
      await waitUntil(() => refusal.test(site.output()), 5_000, `the refusal in the log: ${refusal}`);
      await waitUntil(
        async () => {
          const answer = await fetch(`${site.url}/readyz`);
          return answer.status === 503 && ((await answer.json()) as { reason?: string }).reason === 'storage';
        },
        5_000,
        'readiness to say the data folder cannot be written',
      );

      folder.free();
      await waitUntil(async () => (await fetch(`${site.url}/readyz`)).status === 200, 5_000, 'readiness once there is space');
      const received = await postJson(
        site.url,
        contactBody(await captchaToken(site.url), { message: 'Posted once there was space again, please call.' }),
      );
      expect(received.status).toBe(200);
      await sink.waitFor((messages) => messages.length >= 1, 10_000);
      await waitUntil(() => outboxEmpty(dataDir), 10_000, 'the outbox to empty');
      expect(sink.messages.map((m) => m.mail.text?.includes('once there was space again'))).toEqual([true]);
      expect(sink.messages.some((m) => m.mail.text?.includes('disk was full'))).toBe(false);
    } finally {
      await site.stop();
      folder.dispose();
      await sink.stop();
    }
  }, 60_000);
});
