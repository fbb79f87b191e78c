import { captchaToken, contactBody, orderBody, postJson, tempFolder } from '../support/endpoint-kit';
import { outboxEmpty, requestIdsOf, waitUntil } from '../support/mail-kit';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { smtpSinkForTests } from '../support/smtp-sink';

const siteEnv = (smtpUrl: string, dataDir: string) => ({
  // Each request's X-Request-Id stands in for a proxy's: the site keeps it only behind a trusted one.
  TRUST_PROXY_HOPS: '1',
  SMTP_URL: smtpUrl,
  DATA_DIR: dataDir,
  CONTACT_RATE_LIMIT_MAX: '10000',
  CAPTCHA_CHALLENGE_RATE_LIMIT_MAX: '10000',
  MAIL_RETRY_FIRST_DELAY_MS: '50',
  MAIL_RETRY_MAX_DELAY_MS: '300',
  MAIL_RETRY_POLL_MS: '50',
});

/** Posts one request as `id`; true only when the site acknowledged it with {success: true}. */
async function submit(url: string, id: string, order: boolean): Promise<boolean> {
  const token = await captchaToken(url);
  const response = await postJson(url, order ? orderBody(token, `Order ${id}`) : contactBody(token), { 'X-Request-Id': id });
  return response.status === 200 && ((await response.json()) as { success: boolean }).success === true;
}

const countBy = (ids: string[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());

const sink = smtpSinkForTests();
let running: SiteProcess[] = [];
afterEach(async () => {
  for (const site of running) if (site.child.exitCode === null && site.child.signalCode === null) site.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  running = [];
});

// Dozens of posts, each with its captcha solved, and a restart, beside the browser lane on two cores: longer than a test's usual 30 s.
describe('nothing acknowledged is lost', () => {
  it('when the site is killed with SIGKILL during a burst of posts, then every acknowledged one is delivered exactly once after a restart', async () => {
    const dataDir = tempFolder('sigkill');
    await sink.stop();
    const first = await startSiteProcess(siteEnv(sink.url, dataDir));
    running.push(first);
    const acknowledged: string[] = [];
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const id = `kill-${w}-${i}`;
        try {
          if (await submit(first.url, id, i % 2 === 1)) acknowledged.push(id);
        } catch {
          return;
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    await waitUntil(() => acknowledged.length >= 60, 20_000, '60 acknowledged posts');
    first.child.kill('SIGKILL');
    killed = true;
    expect((await first.exited).signal).toBe('SIGKILL');
    await Promise.all(workers);
    const acked = [...acknowledged];

    await sink.restart();
    const second = await startSiteProcess(siteEnv(sink.url, dataDir));
    running.push(second);
    await waitUntil(
      () => acked.every((id) => requestIdsOf(sink.messages.map((m) => m.mail.text)).includes(id)),
      20_000,
      'every acknowledged message',
    );
    await waitUntil(() => outboxEmpty(dataDir), 10_000, 'the outbox to drain');

    const delivered = countBy(
      requestIdsOf(sink.messages.filter((m) => m.mail.text?.includes('Request id:')).map((m) => m.mail.text)),
    );
    for (const id of acked) expect(delivered.get(id)).toBe(1);
    // Only posts cut off before their answer (one per worker at most) may arrive unacknowledged.
    expect(delivered.size - acked.length).toBeLessThanOrEqual(6);
  }, 90_000);
});
