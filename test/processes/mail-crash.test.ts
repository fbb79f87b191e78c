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
    // Only an enqueue that was cut off before it resolved may add messages beyond the acknowledged ones.
    expect(received.length - acknowledged.length).toBeLessThanOrEqual(4);
    expect(await service.stats()).toEqual({ pending: 0, failed: 0 });
    expect(logs.lines.filter((l) => l.outcome === 'failed')).toEqual([]);
  });
});
