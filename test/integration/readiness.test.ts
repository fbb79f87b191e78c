import { mkdirSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { captchaToken, contactBody, postJson, startEndpointSite, withEndpointSite, tempFolder } from '../support/endpoint-kit';
import { startSiteProcess } from '../support/site-process';

interface Ready {
  status: string;
  reason?: string;
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
  it('when the outbox can store mail, then it answers 200 with counts, ages and the last attempt, and nothing personal', async () => {
    await withEndpointSite({}, async (site) => {
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
      let after = await readyz(site.url);
      for (let i = 0; i < 50 && !after.body.outbox.lastAttempt; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await readyz(site.url);
      }
      expect(after.body.outbox.lastAttempt).toMatchObject({ outcome: 'sent' });
      expect(Date.parse(after.body.outbox.lastAttempt?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      const text = JSON.stringify(after.body);
      for (const personal of Object.values(contactBody('x')).filter((v) => typeof v === 'string' && v.length > 3))
        expect(text).not.toContain(personal);
    });
  });

  it('when the database cannot be written (another connection holds its write lock), then it answers 503 saying why (and /healthz stays 200); once free, 200 again', async () => {
    const site = await startEndpointSite();
    try {
      expect((await readyz(site.url)).status).toBe(200);
      // As an operator's `sqlite3 site.db` session left inside BEGIN IMMEDIATE would.
      const other = new DatabaseSync(path.join(site.dataDir, 'site.db'));
      other.exec('BEGIN IMMEDIATE');
      await outlastTheCachedAnswer();
      const down = await readyz(site.url);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'unavailable', outbox: { writable: false, writeError: 'SQLITE_BUSY' } });
      expect(down.body.reason).toMatch(/cannot be written \(SQLITE_BUSY\)/);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
      other.exec('COMMIT');
      other.close();
      await outlastTheCachedAnswer();
      expect((await readyz(site.url)).status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it('when the process starts on a data folder it cannot write, then it says so at error level and /readyz answers 503', async () => {
    const dataDir = tempFolder('unwritable');
    mkdirSync(path.join(dataDir, 'site.db'));
    const site = await startSiteProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      expect((await readyz(site.url)).status).toBe(503);
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      const deadline = Date.now() + 5000;
      while (!site.output().includes('the data folder cannot be written') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const line = site
        .output()
        .split('\n')
        .find((l) => l.includes('the data folder cannot be written'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 'error' });
    } finally {
      await site.stop();
    }
  });
});
