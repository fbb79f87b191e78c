import { execFile } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { captchaToken, contactBody, FAST_ALTCHA, postJson, startEndpointSite, tempFolder } from '../support/endpoint-kit';
import { listJson, mailServiceIn, waitUntil } from '../support/mail-kit';
import { startSiteProcess } from '../support/site-process';
import { startSmtpSink } from '../support/smtp-sink';
import { buildDir } from '../support/test-config';

/**
 * Faults of the machine around the outbox, made for real: a pending file the file system cannot
 * read, a mail server back after a long pause, a crowd on /readyz, a data folder's modes.
 */

function outbox(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(buildDir(), 'server', 'outbox.js'), ...args],
      { env: { PATH: process.env.PATH, NODE_PATH: path.resolve('node_modules'), DATA_DIR: dataDir } },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

describe('a pending file the machine cannot read', () => {
  it('when reading it fails (EISDIR, as EMFILE or EIO would), then it stays pending, is logged with its code and shows in readiness; a file of the wrong shape is still set aside', async () => {
    const { service, root, logs } = await mailServiceIn('fault-read', {});
    const pending = path.join(root, 'spool', 'outbox');
    await mkdir(pending, { recursive: true });
    // A name the outbox lists but cannot read as a file: the read fails, the content is not judged.
    const blocked = '1793500000000-aaaaaaaaaa.json';
    await mkdir(path.join(pending, blocked));
    await writeFile(path.join(pending, '1793500000001-bbbbbbbbbb.json'), '{"not":"a record"}');
    service.start();
    try {
      await waitUntil(async () => (await listJson(path.join(root, 'spool', 'failed'))).length === 1, 10_000, 'the quarantine');
      expect(await listJson(path.join(root, 'spool', 'failed'))).toEqual(['1793500000001-bbbbbbbbbb.json']);
      expect((await stat(path.join(pending, blocked))).isDirectory()).toBe(true);
      expect(logs.lines.find((l) => l.msg === 'outbox file could not be read; left in place for the next pass')).toMatchObject({
        file: blocked,
        errorCode: 'EISDIR',
      });
      expect((await service.readiness()).readErrors).toEqual({ files: 1, codes: ['EISDIR'] });
    } finally {
      await service.stop();
    }
  });
});

describe('the operator brings the mail server back', () => {
  it('when the loop is paused for ten minutes after an outage, then `outbox flush` gets the waiting messages delivered within seconds, once each', async () => {
    const sink = await startSmtpSink();
    await sink.stop();
    const dataDir = tempFolder('fault-flush');
    const site = await startSiteProcess({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      ALTCHA_HMAC_KEY: 'fault-flush-key',
      CONFIRMATION_MAIL: 'off',
      MAIL_RETRY_FIRST_DELAY_MS: '600000',
      MAIL_RETRY_MAX_DELAY_MS: '600000',
      MAIL_RETRY_POLL_MS: '500',
      ...FAST_ALTCHA,
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        const body = contactBody(await captchaToken(site.url), { message: `Flush test message number ${i}, please call.` });
        expect((await postJson(site.url, body)).status).toBe(200);
      }
      await waitUntil(() => /"outcome":"deferred"/.test(site.output()), 10_000, 'a deferred delivery');
      await sink.restart();
      expect((await outbox(dataDir, 'flush')).code).toBe(0);
      await sink.waitFor((m) => m.length >= 2, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(sink.messages.map((m) => /number (\d)/.exec(m.mail.text ?? '')?.[1]).sort()).toEqual(['0', '1']);
    } finally {
      site.child.kill('SIGTERM');
      await site.exited;
      await sink.stop();
    }
  }, 60_000);
});

describe('/readyz under a crowd', () => {
  it('when it is asked 40 times at once, then the outbox is probed about once, not 40 times', async () => {
    const site = await startEndpointSite();
    try {
      await fetch(`${site.url}/readyz`);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const tmp = path.join(site.dataDir, 'outbox', 'tmp');
      const probes = new Set<string>();
      const watcher = watch(tmp, (_event, name) => {
        if (name?.includes('ready-')) probes.add(name.replace(/^\./, '').replace(/\.[0-9a-f]+\.tmp$/, ''));
      });
      const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${site.url}/readyz`).then((r) => r.status)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      watcher.close();
      expect(answers.every((status) => status === 200)).toBe(true);
      expect(probes.size).toBeLessThanOrEqual(2);
    } finally {
      await site.close();
    }
  });
});

describe('data folders are the owner’s only', () => {
  it('when a captcha solution is recorded, then its folder is 0700 and its file 0600', async () => {
    const site = await startEndpointSite();
    try {
      expect((await postJson(site.url, contactBody(await captchaToken(site.url)))).status).toBe(200);
      const dir = path.join(site.dataDir, 'captcha-used');
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      const [file] = await readdir(dir);
      expect((await stat(path.join(dir, file!))).mode & 0o777).toBe(0o600);
    } finally {
      await site.close();
    }
  });

  it('when a browser error report carries a query string, then the log keeps the path and addresses without it', async () => {
    const site = await startEndpointSite();
    try {
      const response = await fetch(`${site.url}/api/client-errors`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.url },
        body: JSON.stringify({
          kind: 'error',
          message: 'failed at https://www.example.co.za/contact?email=a@b.example',
          stack: 'Error\n    at https://www.example.co.za/x?email=a@b.example#top:1:2',
          path: '/x?email=a@b.example',
        }),
      });
      expect(response.status).toBe(204);
      expect(site.logs.find((l) => l.msg === 'browser error')).toMatchObject({ path: '/x' });
      expect(site.raw.join('\n')).not.toContain('a@b.example');
    } finally {
      await site.close();
    }
  });
});
