import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailServiceOptions } from '../../server/mail/mail-service';
import {
  outboxIds,
  outboxRecord,
  databaseIn,
  mailServiceIn,
  makeRequest,
  PINO_ERROR,
  serviceDefaults,
  waitUntil,
} from '../support/mail-kit';
import { smtpSinkForTests } from '../support/smtp-sink';

const sink = smtpSinkForTests();
const services: Array<{ stop(): Promise<void> }> = [];

beforeEach(() => {
  sink.messages.length = 0;
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.stop()));
});

const newService = async (extra: Partial<MailServiceOptions> = {}) => {
  const { service, logs, root } = await mailServiceIn('delivery', {
    smtpUrl: sink.url,
    retry: { firstDelayMs: 50, maxDelayMs: 200, pollMs: 50 },
    ...extra,
  });
  services.push(service);
  return { service, logs, root, database: databaseIn(root) };
};

describe('mail delivery through a real SMTP server', () => {
  // What the HTML part escapes is mail-compose's; here, the message as it reaches the company.
  test('when a contact request is enqueued, then the company receives it with its headers, and the log names no one', async () => {
    const { service, logs, database } = await newService();
    service.start();
    const request = makeRequest();
    await service.enqueue(request);
    await sink.waitFor((m) => m.length === 1);

    const { mail, envelope } = sink.messages[0]!;
    expect(envelope.to).toEqual([serviceDefaults.to]);
    expect(envelope.from).toBe('website@company.example');
    expect(mail.header('to')).toBe(serviceDefaults.to);
    expect(mail.header('reply-to')).toBe('thandi.nkosi@example.co.za');
    expect(mail.header('subject')).toBe('Contact: Thandi Nkosi, Nkosi Logistics');
    expect(mail.text).toContain(`Request id: ${request.requestId}`);

    await waitUntil(() => logs.lines.some((l) => l.outcome === 'sent'), 5_000, 'the delivery to be logged');
    expect(outboxIds(database)).toEqual([]);
    expect(await service.stats()).toEqual({ pending: 0, failed: 0 });
    const sent = logs.lines.find((l) => l.outcome === 'sent');
    expect(sent).toMatchObject({ kind: 'contact', attempt: 1, requestId: request.requestId });
    const allLogs = logs.raw.join('');
    for (const secret of ['thandi.nkosi', request.phone, 'Nkosi', 'backups']) expect(allLogs).not.toContain(secret);
    expect(allLogs).toContain('example.co.za');
  });

  test('when the server answers 451, then the message is retried and delivered once', async () => {
    const { service, logs } = await newService();
    sink.failNext(1, 451);
    service.start();
    await service.enqueue(makeRequest({ kind: 'order' }));
    await sink.waitFor((m) => m.length === 1);
    await waitUntil(() => logs.lines.some((l) => l.outcome === 'sent'), 5_000, 'the delivery to be logged');
    expect(await service.stats()).toEqual({ pending: 0, failed: 0 });

    const outcomes = logs.lines
      .filter((l) => l.outcome && l.outcome !== 'queued')
      .map((l) => [l.attempt, l.outcome, l.responseCode]);
    expect(outcomes).toEqual([
      [1, 'deferred', 451],
      [2, 'sent', undefined],
    ]);
    expect(sink.messages[0]!.mail.header('subject')).toBe('Order: Thandi Nkosi (Acme Managed IT)');
  });

  test('when the server answers 550, then the message moves to failed/ with one error line and no personal data', async () => {
    const { service, logs, database } = await newService();
    sink.failNext(1, 550);
    service.start();
    const request = makeRequest();
    await service.enqueue(request);
    await waitUntil(() => logs.lines.some((l) => l.outcome === 'failed'), 5_000, 'the message to fail');

    expect(await service.stats()).toEqual({ pending: 0, failed: 1 });
    expect(outboxIds(database)).toEqual([]);
    const [id] = outboxIds(database, 'failed');
    const stored = outboxRecord(database, id!)!;
    expect(stored).toMatchObject({ attempts: 1, lastError: { kind: 'reply', responseCode: 550 } });

    const errors = logs.lines.filter((l) => l.level >= PINO_ERROR);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ messageId: stored.id, kind: 'contact', responseCode: 550, outcome: 'failed' });
    for (const secret of ['thandi', 'Nkosi', request.phone, 'backups']) expect(JSON.stringify(errors[0])).not.toContain(secret);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.messages).toHaveLength(0);
  });

  test('when SMTP stays down past the maximum age, then the message is moved to failed/ as expired', async () => {
    const { service, logs } = await newService({
      smtpUrl: 'smtp://127.0.0.1:1',
      retry: { firstDelayMs: 20, maxDelayMs: 40, maxAgeMs: 150, pollMs: 20 },
    });
    service.start();
    await service.enqueue(makeRequest());
    await waitUntil(() => logs.lines.some((l) => l.outcome === 'failed'), 5_000, 'the message to expire');
    expect(await service.stats()).toEqual({ pending: 0, failed: 1 });
    expect(logs.lines.filter((l) => l.level >= PINO_ERROR)).toEqual([
      expect.objectContaining({ outcome: 'failed', reason: 'expired', errorCode: 'ESOCKET' }),
    ]);
  });

  test('when no SMTP URL is configured, then each message is written as an .eml file and its path logged', async () => {
    const { service, logs, root } = await newService({ smtpUrl: undefined });
    service.start();
    await service.enqueue(makeRequest({ message: 'Sent to a file\nsecond line' }));
    await waitUntil(() => logs.lines.some((l) => l.outcome === 'sent'), 5_000, 'the file to be written');

    const line = logs.lines.find((l) => l.outcome === 'sent')!;
    expect(line.file).toMatch(new RegExp(`^${join(root, 'mail')}/.+\\.eml$`));
    // The message whole, as composeMail makes it: its other headers are the ones the SMTP server receives (above).
    const raw = await readFile(line.file as string, 'utf8');
    expect(raw).toMatch(/^Subject: Contact: Thandi Nkosi, Nkosi Logistics\r$/m);
    expect(raw).toContain('Sent to a file');
    expect(await service.stats()).toEqual({ pending: 0, failed: 0 });
  });

  // Messages an earlier process left in the outbox, delivered by the next: processes/endpoint-delivery's 'when the site
  // is killed with SIGKILL during a burst of posts…' and processes/shutdown's restart under load, with the built server.
});
