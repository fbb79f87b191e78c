import { captchaToken, contactBody, postJson, postNumberedMessages, tempFolder } from '../support/endpoint-kit';
import { outboxEmpty, waitUntil } from '../support/mail-kit';
import { outbox, startSiteWithMailDown } from '../support/outbox-kit';

interface Row {
  state: string;
  id: string;
  kind: string;
  to: string;
  attempts: number;
  lastError: string | null;
}

const numberIn = (text: string | undefined) => /Outbox test message number (\d+)/.exec(text ?? '')?.[1];

describe('the outbox command while the site runs', () => {
  it('when the mail server is down, then the operator lists, shows and deletes messages, and after it returns the rest go out once each', async () => {
    const { sink, dataDir, site } = await startSiteWithMailDown('outbox-cli');
    try {
      await postNumberedMessages(site.url, 5, 'Outbox');
      const listed = await outbox(dataDir, 'list', '--json');
      expect(listed.code).toBe(0);
      const all = JSON.parse(listed.stdout) as Row[];
      // All five came from one address: one confirmation goes to it, the other four are held back.
      expect(all.filter((r) => r.to === 'visitor')).toHaveLength(1);
      const confirmation = all.find((r) => r.to === 'visitor')!;
      expect((await outbox(dataDir, 'delete', confirmation.id)).code).toBe(0);
      const rows = all.filter((r) => r.to === 'company');
      expect(rows).toHaveLength(5);
      expect(rows.every((r) => r.state === 'pending' && r.kind === 'contact')).toBe(true);
      expect(listed.stdout).not.toContain('Thandi');

      const shown = await outbox(dataDir, 'show', rows[0]!.id, '--json');
      expect(numberIn(shown.stdout)).toBe('0');
      const deleted = await outbox(dataDir, 'delete', rows[0]!.id);
      expect(deleted).toMatchObject({ code: 0, stdout: `deleted ${rows[0]!.id}\n` });
      expect(JSON.parse((await outbox(dataDir, 'stats', '--json')).stdout)).toMatchObject({ pending: 4, failed: 0 });
      expect((await outbox(dataDir, 'delete', 'no-such-id')).code).toBe(1);
      expect((await outbox(dataDir, 'flush', '--json')).code).toBe(0);

      await sink.restart();
      await sink.waitFor((m) => m.length >= 4, 15_000);
      await waitUntil(() => outboxEmpty(dataDir), 15_000, 'the outbox to be empty');
      expect(sink.messages.map((m) => numberIn(m.mail.text)).sort()).toEqual(['1', '2', '3', '4']);

      // A message the server refused for good lands in failed/; the operator sends it again.
      sink.failNext(1, 550);
      const refused = contactBody(await captchaToken(site.url), { message: 'Outbox test message number 5, please call.' });
      expect((await postJson(site.url, refused)).status).toBe(200);
      let failed: Row[] = [];
      await waitUntil(
        async () => {
          failed = (JSON.parse((await outbox(dataDir, 'list', '--json')).stdout) as Row[]).filter((r) => r.state === 'failed');
          return failed.length > 0;
        },
        10_000,
        'the refused message in failed/',
      );
      expect(failed).toHaveLength(1);
      expect(failed[0]!.lastError).toContain('550');
      expect((await outbox(dataDir, 'retry', failed[0]!.id)).code).toBe(0);
      await sink.waitFor((m) => m.length >= 5, 15_000);
      await waitUntil(() => outboxEmpty(dataDir), 15_000, 'the outbox to be empty');
      expect(sink.messages.map((m) => numberIn(m.mail.text)).sort()).toEqual(['1', '2', '3', '4', '5']);
      expect(JSON.parse((await outbox(dataDir, 'stats', '--json')).stdout)).toMatchObject({ pending: 0, failed: 0 });
    } finally {
      await site.stop();
      await sink.stop();
    }
  }, 60_000);

  it('when the command is misused, then it says how to use it and exits 2', async () => {
    const result = await outbox(tempFolder('outbox-usage'), 'purge');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('purge needs --older-than DAYS');
    expect(result.stderr).toContain('usage: outbox <command>');
  });
});
