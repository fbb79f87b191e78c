import { mkdirSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import request from 'supertest';
import { captchaToken, contactBody, postJson, withEndpointSite, tempFolder } from '../support/endpoint-kit';
import { waitUntil } from '../support/mail-kit';
import { withSiteProcess } from '../support/site-process';
import { withSite, type LogLine } from '../support/site-server';

/** The operator's setting that adds the outbox's counts and times to /readyz's answer. */
const DETAILS = { READYZ_DETAILS: 'on' };

interface Ready {
  status: string;
  reason?: string;
  detail?: string;
  outbox: {
    writable: boolean;
    pending: number | null;
    failed: number | null;
    oldestPendingAgeS: number | null;
    lastAttempt: { outcome: string; at: string } | null;
  };
}

const readyz = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as Ready };
};

/** One answer is reused for a second (the outbox's probe is a write and its fsync). */
const outlastTheCachedAnswer = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('/readyz', () => {
  it('when anyone asks, then it answers whether the site is ready and nothing more: no counts, no times', async () => {
    await withEndpointSite({}, async (site) => {
      expect((await postJson(site.url, contactBody(await captchaToken(site.url)))).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answer = await readyz(site.url);
      expect(answer.status).toBe(200);
      expect(answer.body).toStrictEqual({ status: 'ready' });
    });
  });

  it('when it answers, then it carries the site’s security headers and its request id, and is logged: at debug level while ready, as any request when not', async () => {
    const PUBLIC_URL = 'https://www.kopano-it.co.za';
    const loggedAs = async (site: { logs: LogLine[] }, id: string) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const req = (line: LogLine) => line.req as { id: string; path: string } | undefined;
      return site.logs.find((line) => req(line)?.id === id && req(line)?.path === '/readyz')?.level;
    };
    await withEndpointSite({ PUBLIC_URL, LOG_LEVEL: 'debug' }, async (site) => {
      const ready = await request(site.url).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(ready.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(ready.headers['x-content-type-options']).toBe('nosniff');
      expect(await loggedAs(site, ready.headers['x-request-id'] as string)).toBe('debug');
    });
    // A site without an outbox is not ready.
    await withSite({ PUBLIC_URL }, async (site) => {
      const notReady = await request(site.url).get('/readyz');
      expect(notReady.status).toBe(503);
      expect(notReady.body).toStrictEqual({ status: 'unavailable', reason: 'outbox' });
      expect(notReady.headers['x-content-type-options']).toBe('nosniff');
      expect(await loggedAs(site, notReady.headers['x-request-id'] as string)).toBe('info');
    });
  });

  it('when READYZ_DETAILS is on and the outbox can store mail, then it answers 200 with counts, ages and the last attempt, and nothing personal', async () => {
    await withEndpointSite(DETAILS, async (site) => {
      const before = await readyz(site.url);
      expect(before.status).toBe(200);
      expect(before.body).toEqual({
        status: 'ready',
        outbox: {
          writable: true,
          readErrors: null,
          possiblyDelivered: 0,
          pending: 0,
          failed: 0,
          oldestPendingAgeS: null,
          lastAttempt: null,
        },
      });
      expect((await postJson(site.url, contactBody(await captchaToken(site.url)))).status).toBe(200);
      await waitUntil(async () => (await readyz(site.url)).body.outbox.lastAttempt !== null, 2_500, 'the delivery');
      const after = await readyz(site.url);
      expect(after.body.outbox.lastAttempt).toMatchObject({ outcome: 'sent' });
      expect(Date.parse(after.body.outbox.lastAttempt?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      const text = JSON.stringify(after.body);
      for (const personal of Object.values(contactBody('x')).filter((v) => typeof v === 'string' && v.length > 3))
        expect(text).not.toContain(personal);
    });
  });

  // Without READYZ_DETAILS, the same 503 in one word alone: the last test's.
  it('when the database cannot be written (another connection holds its write lock), then it answers 503 saying why in one word, with the detail (READYZ_DETAILS), and /healthz stays 200; once free, 200 again', async () => {
    await withEndpointSite(DETAILS, async (site) => {
      expect((await readyz(site.url)).status).toBe(200);
      // As an operator's `sqlite3 site.db` session left inside BEGIN IMMEDIATE would.
      const other = new DatabaseSync(path.join(site.dataDir, 'site.db'));
      other.exec('BEGIN IMMEDIATE');
      await outlastTheCachedAnswer();
      const down = await readyz(site.url);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        status: 'unavailable',
        reason: 'storage',
        outbox: { writable: false, writeError: 'SQLITE_BUSY' },
      });
      expect(down.body.detail).toMatch(/cannot be written \(SQLITE_BUSY\)/);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
      other.exec('COMMIT');
      other.close();
      await outlastTheCachedAnswer();
      expect((await readyz(site.url)).status).toBe(200);
    });
  });

  it('when the process starts on a data folder it cannot write, then it says so at error level and /readyz answers 503', async () => {
    const dataDir = tempFolder('unwritable');
    mkdirSync(path.join(dataDir, 'site.db'));
    await withSiteProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, async (site) => {
      expect(await readyz(site.url)).toStrictEqual({ status: 503, body: { status: 'unavailable', reason: 'storage' } });
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      const [line] = await site.logged('the data folder cannot be written');
      expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 'error' });
    });
  });
});
