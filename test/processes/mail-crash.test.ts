import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { createMailService } from '../../server/mail/mail-service';
import { captureLogs, outboxIds, databaseIn, requestIdsOf, serviceDefaults, tempDir, waitUntil } from '../support/mail-kit';
import { startSmtpSink } from '../support/smtp-sink';

const repoRoot = resolve(__dirname, '../..');
const childScript = join(repoRoot, 'test/support/mail-enqueue-child.ts');

describe('mail outbox across a process crash', () => {
  test('when the process is killed with SIGKILL mid-burst, then every acknowledged message is delivered exactly once by the next process', async () => {
    const root = await tempDir('crash');
    const databaseFile = databaseIn(root);
    const mailDir = join(root, 'mail');
    const sink = await startSmtpSink();
    await sink.stop();

    // The child's SMTP is down, so its loop keeps rewriting its messages' rows while it enqueues.
    const child = spawn(process.execPath, ['-r', 'esbuild-register', childScript, databaseFile, sink.url, mailDir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acknowledged: string[] = [];
    let partial = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      acknowledged.push(...lines.filter(Boolean));
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = once(child, 'close');

    try {
      await waitUntil(() => acknowledged.length >= 100, 15_000, `the child to acknowledge 100 messages ${stderr}`);
    } finally {
      child.kill('SIGKILL');
    }
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');
    expect(outboxIds(databaseFile)).not.toHaveLength(0);

    await sink.restart();
    const logs = captureLogs();
    const service = createMailService({
      ...serviceDefaults,
      databaseFile,
      mailDir,
      smtpUrl: sink.url,
      logger: logs.logger,
      retry: { firstDelayMs: 50, maxDelayMs: 200, pollMs: 50 },
    });
    service.start();
    try {
      await waitUntil(async () => (await service.stats()).pending === 0, 15_000, 'the outbox to drain');
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await service.stop();
      await sink.stop();
    }

    const received = requestIdsOf(sink.messages.map((m) => m.mail.text));
    expect(new Set(received).size).toBe(received.length);
    const missing = acknowledged.filter((id) => !received.includes(id));
    expect(missing).toEqual([]);
    // Beyond the acknowledged ones, only messages the child stored after them may arrive: those
    // whose enqueue was cut off, or whose line had not reached this process when the child died
    // (a busy machine lets the child run ahead of its reader). Nothing arrives from before an
    // acknowledged message that was not itself acknowledged, and nothing the child never made.
    const order = (id: string) => {
      const [, batch, index] = /^crash-(\d+)-(\d)$/.exec(id) ?? [];
      expect(batch).toBeDefined();
      return Number(batch) * 4 + Number(index);
    };
    const lastAcknowledged = Math.max(...acknowledged.map(order));
    const lastBatchStart = lastAcknowledged - (lastAcknowledged % 4);
    const extra = received.filter((id) => !acknowledged.includes(id)).map(order);
    for (const position of extra) expect(position).toBeGreaterThanOrEqual(lastBatchStart);
    // And what arrived is every message from the first on, with none missing before the last
    // batch (whose four enqueues ran together, so the kill may have cut off any of them).
    const positions = received.map(order).sort((x, y) => x - y);
    const finalBatchStart = positions[positions.length - 1]! - (positions[positions.length - 1]! % 4);
    const before = positions.filter((position) => position < finalBatchStart);
    expect(before).toEqual(before.map((_, index) => index));
    expect(await service.stats()).toEqual({ pending: 0, failed: 0 });
    expect(logs.lines.filter((l) => l.outcome === 'failed')).toEqual([]);
  });
});
