import { genuineEmailCopy } from '../../shared/catalogue/genuine-email-copy';
import { GENUINE_EMAIL_API_PATH, GENUINE_EMAIL_FIELDS, GENUINE_EMAIL_SUMMARY_PATH } from '../../shared/genuine-email/answer';
import { paths } from '../../shared/routes';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { DELIVERY_CONCURRENCY } from '../../server/mail/transport';
import { captchaToken, contactBody, postJson, tempFolder } from '../support/endpoint-kit';
import { freePort } from '../support/free-port';
import { atMicrosoft, letter } from '../support/genuine-email-kit';
import { textOf } from '../support/html-entities';
import { startNginx, type NginxProcess } from '../support/nginx-process';
import { startRedis, type RedisProcess } from '../support/redis-process';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { databaseIn, outboxEmpty, waitUntil } from '../support/mail-kit';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/*
 * Two site processes on one data folder, sharing a real redis-server, behind a real nginx with the
 * shipped upstream (deploy/nginx.conf), delivering to a real SMTP server: the set-up of
 * docs/operations.md, "More than one process", on loopback.
 */
const run = promisify(execFile);

let redis: RedisProcess;
let sink: SmtpSink;
let nginx: NginxProcess;
let control: Server;
let controlPort: number;
const dataDir = tempFolder('several');
const sites = new Map<number, SiteProcess>();

const envFor = (port: number): Record<string, string> => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  REDIS_URL: redis.url,
  ALTCHA_HMAC_KEY: 'b'.repeat(64),
  SMTP_URL: sink.url,
  TRUST_PROXY_HOPS: '1',
  CONTACT_RATE_LIMIT_MAX: '5',
  MAIL_RETRY_POLL_MS: '200',
  MAIL_RETRY_FIRST_DELAY_MS: '200',
  SHUTDOWN_TIMEOUT_MS: '5000',
});

const start = async (port: number) => sites.set(port, await startSiteProcess(envFor(port)));
const urlOf = (port: number) => `http://127.0.0.1:${port}`;
const ports = () => [...sites.keys()];

async function stopSite(port: number, signal: NodeJS.Signals = 'SIGTERM') {
  const site = sites.get(port);
  sites.delete(port);
  if (!site || site.child.exitCode !== null) return;
  site.child.kill(signal);
  await site.exited;
}

/** The outbox's rows, read from the database file as `sqlite3` would. */
const rows = (where: string, ...values: string[]) => {
  const db = new DatabaseSync(databaseIn(dataDir), { readOnly: true });
  try {
    return db.prepare(`SELECT id, holder, record FROM outbox WHERE ${where}`).all(...values) as Array<{
      id: string;
      holder: string | null;
      record: string;
    }>;
  } finally {
    db.close();
  }
};
/** Outbox ids of the messages a process holds (a delivering process's holder is site-<pid>-<random>). */
const claimedBy = (pid: number) => rows('holder LIKE ?', `site-${pid}-%`).map((row) => row.id);
/** A process's state letter from /proc (R running, S sleeping, T stopped). */
const stateOf = (pid: number): string | undefined => {
  try {
    return /^\d+ \(.*\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
};
/** The request id of a message still in the outbox; undefined once it was delivered and recorded. */
const requestIdOfRecord = (id: string): string | undefined => {
  const [row] = rows('id = ?', id);
  return row && (JSON.parse(row.record) as { request: { requestId: string } }).request.requestId;
};

const requestIdOf = (text: string) => /Request id: (\S+)/.exec(text)?.[1] ?? '';
const deliveredIds = () => sink.messages.map((message) => requestIdOf(message.mail.text ?? ''));

/** A contact message from its own client address, sent straight to the process on `port`. */
async function send(port: number, client: string): Promise<{ status: number; id: string }> {
  const headers = { 'X-Forwarded-For': client };
  const token = await captchaToken(urlOf(port), headers);
  const response = await postJson(urlOf(port), contactBody(token), headers);
  return { status: response.status, id: response.headers.get('x-request-id') ?? '' };
}

beforeAll(async () => {
  [redis, sink] = await Promise.all([startRedis(), startSmtpSink()]);
  const [a, b] = [await freePort(), await freePort()];
  await Promise.all([start(a), start(b)]);
  nginx = await startNginx([a, b]);
  // What `systemctl restart website@<port>` does, for deploy/rolling-restart's RESTART_COMMAND.
  control = createServer((req, res) => {
    const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? '')?.[1]);
    void stopSite(port)
      .then(() => start(port))
      .then(
        () => res.end('restarted'),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
  });
  controlPort = await freePort();
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  await Promise.all(ports().map((port) => stopSite(port)));
  await Promise.all([nginx?.stop(), redis?.stop(), sink?.stop()]);
  control?.close();
});

/** What a test that stopped a process must bring back, even when it fails. */
let afterRestart: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await afterRestart?.();
  afterRestart = undefined;
});

describe('two processes sharing one Redis', () => {
  it('when one client posts to both in turn, then the 6th post in the window gets 429, whichever process answers', async () => {
    const [a, b] = ports();
    const client = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await postJson(urlOf(i % 2 === 0 ? a : b), { name: 'x' }, { 'X-Forwarded-For': client });
      statuses.push(response.status);
    }
    // Five malformed posts are counted and refused as bad input; the sixth is over the limit.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await postJson(urlOf(a), { name: 'x' }, { 'X-Forwarded-For': client })).status).toBe(429);
  });

  it('when a solved captcha is posted to one process and then to the other, then only the first is accepted', async () => {
    const [a, b] = ports();
    const headers = { 'X-Forwarded-For': '10.8.8.8' };
    const body = contactBody(await captchaToken(urlOf(a), headers));
    expect((await postJson(urlOf(a), body, headers)).status).toBe(200);
    const replay = await postJson(urlOf(b), body, headers);
    expect(replay.status).toBe(403);
    expect(await replay.json()).toMatchObject({ success: false });
  });

  it('when one process is killed mid-delivery, then every acknowledged message still arrives, and none twice unless cut off mid-send', async () => {
    const before = sink.messages.length;
    const [victim, survivor] = ports();
    const acknowledged: string[] = [];
    let killed = false;
    afterRestart = () => start(victim);
    // The messages the victim was sending when it died: its claims, left behind by the kill.
    const cutOff = new Set<string>();
    for (let batch = 0; acknowledged.length < 200; batch += 1) {
      if (!killed && sink.messages.length >= before + 30) {
        const site = sites.get(victim)!;
        const pid = site.child.pid!;
        // Frozen first: it can claim nothing more, and its claims stay its own (the survivor takes
        // over only a claim whose lease ran out unrenewed), so the claims read now are exactly the
        // ones it dies holding.
        site.child.kill('SIGSTOP');
        await waitUntil(() => stateOf(pid) === 'T', 5_000, 'the victim to stop');
        // A claim whose message is no longer in the outbox was sent and recorded just before the kill.
        for (const id of claimedBy(pid)) {
          const requestId = requestIdOfRecord(id);
          if (requestId) cutOff.add(requestId);
        }
        site.child.kill('SIGKILL');
        await site.exited;
        sites.delete(victim);
        killed = true;
      }
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => send(i % 2 === 0 && !killed ? victim : survivor, `10.2.${batch}.${i + 1}`)),
      );
      for (const result of results) {
        // A post cut off by the kill was never acknowledged: the visitor saw an error and nothing is owed.
        if (result.status === 'fulfilled' && result.value.status === 200) acknowledged.push(result.value.id);
      }
    }
    expect(killed).toBe(true);
    const owed = new Set(acknowledged.slice(0, 200));
    await waitUntil(() => [...owed].every((id) => deliveredIds().includes(id)), 60_000, 'every acknowledged message to arrive');
    await waitUntil(() => outboxEmpty(dataDir), 30_000, 'the outbox to be empty').catch((error: Error) => {
      // Say what stayed, and what the survivor logged about it.
      const left = rows("state = 'pending'");
      const claims = left.filter((row) => row.holder).map((row) => `${row.id} ${row.holder}`);
      const records = left.map((row) => row.record.replace(/"text":"[^"]*"/, ''));
      const ids = left.map((row) => row.id);
      const logged = sites
        .get(survivor)!
        .output()
        .split('\n')
        .filter((line) => ids.some((id) => line.includes(id)) || /"level":(40|50)/.test(line));
      throw new Error(
        [error.message, 'left:', ...records, 'claims:', ...claims, 'survivor logged:', ...logged.slice(-40)].join('\n'),
      );
    });
    const delivered = deliveredIds().filter((id) => owed.has(id));
    const twice = delivered.filter((id, index) => delivered.indexOf(id) !== index);
    // Only a message the killed process was sending can have gone out twice (sent, not yet recorded).
    for (const id of twice) expect(cutOff).toContain(id);
    expect(twice.length).toBeLessThanOrEqual(DELIVERY_CONCURRENCY);
  }, 180_000);
});

describe('a rolling restart through nginx', () => {
  it('when both processes are restarted one at a time under 100 requests a second, from before the first stops to after the second is back, then no request fails', async () => {
    const failures: string[] = [];
    let answered = 0;
    /** The answers counted when the restart began and when it ended. */
    let before = 0;
    let after = 0;
    const addresses = ['/', paths.vps, paths.contact, '/healthz'];
    const load = (async () => {
      const inFlight: Promise<void>[] = [];
      // On through the whole restart and 100 answers after it, however busy the machine.
      for (let i = 0; !after || answered < after + 100; i += 1) {
        const path = addresses[i % addresses.length];
        inFlight.push(
          fetch(`${nginx.url}${path}`).then(
            async (response) => {
              await response.arrayBuffer();
              answered += 1;
              if (response.status !== 200) failures.push(`${path}: ${response.status}`);
            },
            (error: unknown) => {
              failures.push(`${path}: ${String(error)}`);
            },
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await Promise.all(inFlight);
    })();
    // The restart begins once the load is flowing: 300 answers, about 3 s at this rate.
    await waitUntil(() => answered >= 300, 30_000, '300 answers before the restart');
    before = answered;
    const { stdout } = await run('deploy/rolling-restart', ports().map(String), {
      env: { ...process.env, RESTART_COMMAND: `curl -fsS -X POST http://127.0.0.1:${controlPort}/restart/{port}` },
    });
    after = answered;
    await load;
    expect(stdout).toMatch(/port \d+ is ready[\s\S]*port \d+ is ready/);
    expect(failures).toEqual([]);
    // The load went on while each process stopped and came back, and after.
    expect(after - before).toBeGreaterThan(100);
    expect(answered - after).toBeGreaterThanOrEqual(100);
  }, 90_000);
});

describe("the shipped nginx's body limits", () => {
  /** An invoice e-mail with a PDF of `bytes` (base64-encoded), as Microsoft 365 hands it over with its pass. */
  const invoiceWith = async (bytes: number) => {
    const pdf = { filename: 'INV-2231.pdf', content: `%PDF-1.4 ${'0'.repeat(bytes)}`, contentType: 'application/pdf' };
    const raw = await letter({ from: 'Supplier Accounts <billing@supplier.co.za>', attachments: [pdf] });
    return atMicrosoft(raw, { domain: 'supplier.co.za', compauth: 'pass reason=100' });
  };
  const posted = (path: string, raw: string) => {
    const form = new FormData();
    form.append(GENUINE_EMAIL_FIELDS.file, new Blob([raw]), 'invoice.eml');
    form.append(GENUINE_EMAIL_FIELDS.supplier, 'supplier.co.za');
    return fetch(`${nginx.url}${path}`, { method: 'POST', body: form, headers: { Origin: nginx.url } });
  };

  it('when a 9 MB invoice e-mail is posted to the page without JavaScript, then it reaches the site and the page answers', async () => {
    const raw = await invoiceWith(6_700_000);
    expect(raw.length).toBeGreaterThan(9_000_000);
    const page = await posted(paths['genuine-email'], raw);
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain(genuineEmailCopy.outcomes.genuine('supplier.co.za'));
  }, 30_000);

  it("when a 1 MB one is posted to the page's API and for its summary, then each is answered", async () => {
    const raw = await invoiceWith(800_000);
    const api = await posted(GENUINE_EMAIL_API_PATH, raw);
    expect([api.status, await api.json()]).toMatchObject([200, { answer: { result: { outcome: 'genuine' } } }]);
    const summary = await posted(GENUINE_EMAIL_SUMMARY_PATH, raw);
    expect([summary.status, summary.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    await summary.arrayBuffer();
  });

  it('when 100 KB is posted to any other route, then nginx refuses it with 413 before it reaches the site', async () => {
    for (const path of [paths.contact, '/functions/v1/send-contact-email', `${GENUINE_EMAIL_API_PATH}/other`]) {
      const response = await fetch(`${nginx.url}${path}`, {
        method: 'POST',
        body: JSON.stringify({ message: 'x'.repeat(100 * 1024) }),
        headers: { 'Content-Type': 'application/json', Origin: nginx.url },
      });
      expect([path, response.status]).toEqual([path, 413]);
      expect(await response.text()).toMatch(/<center>nginx\b/);
    }
  });
});
