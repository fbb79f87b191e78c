import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRetention } from '../../server/mail/retention';
import { tempFolder } from '../support/endpoint-kit';
import { captureLogs, makeRecord, waitUntil } from '../support/mail-kit';
import { createOutboxStore, OUTBOX_SCHEMA } from '../../server/mail/outbox-store';
import { siteDatabase } from '../../server/store/site-database';

import { withSiteProcess } from '../support/site-process';

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
  it('when failed and possibly delivered messages and delivered .eml files are older than the period, then they are deleted and logged by id or file without personal data; younger ones stay, pending ones never go', async () => {
    const root = tempFolder('retention');
    const mail = path.join(root, 'mail');
    const clock = { now: Date.now() };
    const outbox = createOutboxStore(siteDatabase(path.join(root, 'site.db'), [OUTBOX_SCHEMA]), () => clock.now);
    /** A message stored `daysAgo` days ago, as failed or pending, or as sent to a mail server that never replied. */
    const messageAged = (id: string, daysAgo: number, state: 'failed' | 'pending' | 'possibly delivered') => {
      clock.now = Date.now() - daysAgo * DAY_MS;
      if (state === 'possibly delivered')
        outbox.insert(makeRecord(id, { attempts: 1, possiblyDeliveredAt: new Date(clock.now).toISOString() }));
      else outbox.insert(makeRecord(id, { attempts: 1 }), state);
      clock.now = Date.now();
    };
    messageAged('1700000000000-aaaaaaaaaa', 31, 'failed');
    messageAged('1790000000000-bbbbbbbbbb', 29, 'failed');
    messageAged('1700000000000-eeeeeeeeee', 90, 'pending');
    messageAged('1700000000000-pppppppppp', 31, 'possibly delivered');
    messageAged('1790000000000-qqqqqqqqqq', 29, 'possibly delivered');
    const oldEml = fileAged(mail, '1700000000000-cccccccccc.eml', 45);
    const newEml = fileAged(mail, '1790000000000-dddddddddd.eml', 1);
    const logs = captureLogs();
    const counts = await createRetention({ outbox, mailDir: mail, days: 30, logger: logs.logger }).sweep();
    expect(counts).toEqual({ failed: 1, possiblyDelivered: 1, eml: 1 });
    expect(outbox.read('1700000000000-aaaaaaaaaa')).toBeNull();
    expect(outbox.read('1790000000000-bbbbbbbbbb')?.state).toBe('failed');
    expect(outbox.read('1700000000000-eeeeeeeeee')?.state).toBe('pending');
    expect(outbox.read('1700000000000-pppppppppp')).toBeNull();
    expect(outbox.read('1790000000000-qqqqqqqqqq')?.record.possiblyDeliveredAt).toBeTruthy();
    expect([oldEml, newEml].map(existsSync)).toEqual([false, true]);
    const lines = logs.lines.filter((l) => l.msg === 'deleted after the retention period');
    expect(lines.map((l) => l.messageId ?? l.file).sort()).toEqual([
      '1700000000000-aaaaaaaaaa',
      '1700000000000-cccccccccc.eml',
      '1700000000000-pppppppppp',
    ]);
    expect(lines.find((l) => l.messageId === '1700000000000-pppppppppp')).toMatchObject({
      kind: 'possibly delivered message',
      retentionDays: 30,
    });
    expect(JSON.stringify(logs.lines)).not.toMatch(/Thandi|example\.co\.za/);
  });

  it('when the site starts on failed messages an older release kept as files, then it imports them and sweeps at once', async () => {
    const dataDir = tempFolder('retention-start');
    const old = fileAged(path.join(dataDir, 'outbox', 'failed'), '1700000000000-ffffffffff.json', 40);
    await withSiteProcess({ DATA_DIR: dataDir }, async (site) => {
      const swept = () => !existsSync(old) && site.output().includes('deleted after the retention period');
      await waitUntil(swept, 5_000, 'the old file imported and deleted after the retention period');
    });
  });
});
