import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { createRetention } from '../../server/mail/retention';
import { tempFolder } from '../support/endpoint-kit';
import { captureLogs } from '../support/mail-kit';
import { startSiteProcess } from '../support/site-process';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A file with personal data in it, last written `daysAgo` days ago. */
function fileAged(dir: string, name: string, daysAgo: number): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, '{"request":{"name":"Thandi Nkosi","email":"thandi@example.co.za"}}');
  const when = new Date(Date.now() - daysAgo * DAY_MS);
  utimesSync(file, when, when);
  return file;
}

describe('retention of personal data in mail', () => {
  it('when failed messages and delivered .eml files are older than the period, then they are deleted and logged without personal data; pending ones never', async () => {
    const root = tempFolder('retention');
    const failed = path.join(root, 'outbox', 'failed');
    const pending = path.join(root, 'outbox', 'outbox');
    const mail = path.join(root, 'mail');
    const oldFailed = fileAged(failed, '1700000000000-aaaaaaaaaa.json', 31);
    const newFailed = fileAged(failed, '1790000000000-bbbbbbbbbb.json', 29);
    const oldEml = fileAged(mail, '1700000000000-cccccccccc.eml', 45);
    const newEml = fileAged(mail, '1790000000000-dddddddddd.eml', 1);
    const oldPending = fileAged(pending, '1700000000000-eeeeeeeeee.json', 90);
    const logs = captureLogs();
    const counts = await createRetention({ failedDir: failed, mailDir: mail, days: 30, logger: logs.logger }).sweep();
    expect(counts).toEqual({ failed: 1, eml: 1 });
    expect([oldFailed, oldEml].map(existsSync)).toEqual([false, false]);
    expect([newFailed, newEml, oldPending].map(existsSync)).toEqual([true, true, true]);
    const lines = logs.lines.filter((l) => l.msg === 'deleted after the retention period');
    expect(lines.map((l) => l.file).sort()).toEqual(['1700000000000-aaaaaaaaaa.json', '1700000000000-cccccccccc.eml']);
    expect(JSON.stringify(logs.lines)).not.toMatch(/Thandi|example\.co\.za/);
  });

  it('when the site starts, then it sweeps at once', async () => {
    const dataDir = tempFolder('retention-start');
    const old = fileAged(path.join(dataDir, 'outbox', 'failed'), '1700000000000-ffffffffff.json', 40);
    const site = await startSiteProcess({ DATA_DIR: dataDir });
    try {
      const deadline = Date.now() + 5000;
      const swept = () => !existsSync(old) && site.output().includes('deleted after the retention period');
      while (!swept() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(existsSync(old)).toBe(false);
      expect(site.output()).toContain('deleted after the retention period');
    } finally {
      await site.stop();
    }
  });

  it('when nothing is set, then the period is the one the privacy policy states', () => {
    const policy = readFileSync('static/legal/privacy-policy.md', 'utf8');
    const promised = /could not be delivered[^\n]*?up to (\d+) days/.exec(policy)?.[1];
    expect(loadConfig({}).mail.retentionDays).toBe(Number(promised));
  });
});
