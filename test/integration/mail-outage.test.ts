import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createMailService } from '../../server/site-mail';
import { captureLogs, mailOptionsIn, mailServiceIn, makeRequest, requestIdsOf, waitUntil } from '../support/mail-kit';
import { tempFolder } from '../support/for-tests';
import { smtpSinkForTests } from '../support/smtp-sink';

const sink = smtpSinkForTests();

describe('mail delivery across an SMTP outage', () => {
  // Posts through the whole site, killed mid-burst, are endpoint-delivery's (processes); here the pass's stop at the first failure.
  test('when SMTP is down during a burst and comes back, then each is delivered exactly once and each pass stopped at its first failure', async () => {
    await sink.stop();
    const { service, logs } = await mailServiceIn('outage', {
      smtpUrl: sink.url,
      retry: { firstDelayMs: 50, maxDelayMs: 400, pollMs: 50 },
    });
    service.start();

    const ids = Array.from({ length: 20 }, (_, i) => `burst-${i}`);
    await Promise.all(ids.map((requestId, i) => service.enqueue(makeRequest({ requestId, kind: i % 3 ? 'contact' : 'order' }))));
    expect(await service.stats()).toEqual({ pending: 20, failed: 0 });
    await waitUntil(() => logs.lines.filter((l) => l.outcome === 'deferred').length >= 3, 5_000, 'failed attempts while down');
    // Unreachable: a pass that failed every message would have deferred all 20 at once.
    expect(logs.lines.filter((l) => l.outcome === 'deferred').length).toBeLessThan(20);

    await sink.restart();
    await sink.waitFor((m) => m.length >= 20, 20_000);
    await waitUntil(async () => (await service.stats()).pending === 0, 5_000, 'the outbox to drain');
    await service.stop();

    expect(requestIdsOf(sink.messages.map((m) => m.mail.text)).sort()).toEqual([...ids].sort());
    expect(await service.stats()).toEqual({ pending: 0, failed: 0 });
  });

  test("when the sink is down, then its port stays its own: another file's server beside it cannot take it", async () => {
    await sink.stop();
    const other = createServer();
    const listened = await new Promise((resolve) =>
      other
        .once('listening', () => resolve('listening'))
        .once('error', (e: NodeJS.ErrnoException) => resolve(e.code))
        .listen(sink.port, '127.0.0.1'),
    );
    other.close();
    await sink.restart();
    expect(listened).toBe('EADDRINUSE');
  });

  test('when the SMTP server accepts connections but never answers, then enqueue is unaffected and stop() is bounded', async () => {
    const sockets = new Set<Socket>();
    const stalled: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    stalled.listen(0, '127.0.0.1');
    await once(stalled, 'listening');
    const root = tempFolder('stall');
    const logs = captureLogs();
    const options = mailOptionsIn(root, { logger: logs.logger, retry: { firstDelayMs: 50, pollMs: 50 } });
    const service = createMailService({
      ...options,
      smtpUrl: `smtp://127.0.0.1:${(stalled.address() as AddressInfo).port}`,
      sendTimeoutMs: 25_000,
      stopGraceMs: 300,
    });
    service.start();
    await service.enqueue(makeRequest({ requestId: 'stall-0' }));
    await waitUntil(() => sockets.size > 0, 5_000, 'the loop to connect to the stalled server');

    // The loop is stuck waiting for a greeting that never comes; enqueue must not be.
    for (let i = 1; i <= 20; i++) await service.enqueue(makeRequest({ requestId: `stall-${i}` }));
    expect(await service.stats()).toEqual({ pending: 21, failed: 0 });
    expect(logs.lines.filter((l) => l.outcome === 'sent' || l.outcome === 'deferred')).toEqual([]);

    // stop() cuts the stalled send off after its grace, long before the send timeout would.
    await service.stop();
    expect(logs.lines.filter((l) => l.outcome === 'deferred')).toEqual([
      expect.objectContaining({ requestId: 'stall-0', attempt: 1, errorCode: 'EABORT' }),
    ]);
    for (const socket of sockets) socket.destroy();
    stalled.close();

    // Nothing was lost: a later service on the same folder delivers all of it.
    const next = createMailService({ ...options, smtpUrl: sink.url });
    sink.messages.length = 0;
    next.start();
    await sink.waitFor((m) => m.length >= 21, 10_000);
    await waitUntil(async () => (await next.stats()).pending === 0, 5_000, 'the outbox to drain');
    await next.stop();
    expect(new Set(requestIdsOf(sink.messages.map((m) => m.mail.text))).size).toBe(21);
    expect(sink.messages).toHaveLength(21);
  });

  test('when the server greylists one message at RCPT (451), then only that message waits; the others go out in the same pass', async () => {
    const { service, logs } = await mailServiceIn('greylist', {
      smtpUrl: sink.url,
      // A paused queue would wait a minute: long enough to tell the two behaviours apart.
      retry: { firstDelayMs: 60_000, maxDelayMs: 60_000, pollMs: 50 },
    });
    const before = sink.messages.length;
    const ids = Array.from({ length: 10 }, (_, i) => `grey-${i}`);
    for (const requestId of ids) await service.enqueue(makeRequest({ requestId }));
    sink.greylistNext(1);
    // Each answer a moment after its data, as from a busy server: the ninth is in the sink before it is sent.
    sink.holdReplies(100);
    service.start();
    await sink.waitFor((m) => m.length >= before + 9, 5_000);
    // The sink has the ninth message once its data is in; the service records it as sent only when
    // the sink's answer reaches it, a moment later. A paused queue would still hold nine for a minute.
    await waitUntil(async () => (await service.stats()).pending <= 1, 5_000, 'the nine sent to be recorded');
    const deferred = logs.lines.filter((l) => l.outcome === 'deferred');
    expect(deferred).toHaveLength(1);
    expect(deferred[0]).toMatchObject({ responseCode: 451 });
    expect(await service.stats()).toEqual({ pending: 1, failed: 0 });
    sink.holdReplies(0);
    await service.stop();
  });

  test('when a kind handed over elsewhere fails there (its helpdesk down), then only that message waits: the rest go, and their going does not make it due again', async () => {
    const tried: string[] = [];
    const { service } = await mailServiceIn('handover-down', {
      smtpUrl: sink.url,
      // A paused queue would wait a minute, and a message made due by others' success would be tried again.
      retry: { firstDelayMs: 60_000, maxDelayMs: 60_000, pollMs: 50 },
      handovers: {
        contact: async (record, mail) => {
          if (record.request.requestId !== 'helpdesk-down') return mail();
          tried.push(record.id);
          throw Object.assign(new Error('the helpdesk did not answer'), { code: 'EHELPDESK' });
        },
      },
    });
    const before = sink.messages.length;
    service.start();
    await service.enqueue(makeRequest({ requestId: 'helpdesk-down' }));
    await waitUntil(() => tried.length === 1, 5_000, 'the handover tried');
    const ids = Array.from({ length: 5 }, (_, i) => `beside-${i}`);
    for (const requestId of ids) await service.enqueue(makeRequest({ requestId }));
    await sink.waitFor((m) => m.length >= before + ids.length, 5_000);
    await waitUntil(async () => (await service.stats()).pending === 1, 5_000, 'the five sent to be recorded');
    expect(tried).toHaveLength(1);
    await service.stop();
  });
});
