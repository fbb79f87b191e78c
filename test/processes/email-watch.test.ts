import { execFile } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { emailWatchMailCopy } from '../../server/email-watch/watch-mail-copy';
import { EMAIL_WATCH_PATH } from '../../shared/email-security/watch';
import { paths } from '../../shared/routes';
import { startEmailWorld, type EmailWorld } from '../support/email-world';
import { tempFolder } from '../support/for-tests';
import { databaseIn, waitUntil } from '../support/mail-kit';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { buildDir } from '../support/test-config';

/*
 * "E-mail me if this gets worse" end to end, as a visitor and an operator meet it: two site
 * processes on one data folder, the e-mail lab's Knot and Unbound (caching a second at most, so an
 * edit is seen at the next check), a real SMTP server. A visitor asks to watch two domains, confirms
 * from the e-mail, the owner's DNS drops DMARC, and the schedule (every 10 s) sends one alert,
 * once, from whichever process holds its lease; a certificate within 14 days is warned of once.
 */
const run = promisify(execFile);
const EVERY_MS = 10_000;

let world: EmailWorld;
let sink: SmtpSink;
let sites: SiteProcess[] = [];
const dataDir = tempFolder('watch');

const watchRows = () => {
  const db = new DatabaseSync(databaseIn(dataDir), { readOnly: true });
  try {
    return db.prepare('SELECT domain, confirmed_ms, last_checked_ms FROM email_watches ORDER BY domain').all() as Array<{
      domain: string;
      confirmed_ms: number | null;
      last_checked_ms: number | null;
    }>;
  } finally {
    db.close();
  }
};

const to = (address: string) => sink.messages.filter((message) => message.envelope.to.includes(address));
/** A link of a message's text, on the site it was sent from (PUBLIC_URL is the first process's). */
const linkIn = (text: string, pathname: string) => new RegExp(`https?://\\S+${pathname}\\?token=[\\w-]+`).exec(text)?.[0] ?? '';

beforeAll(async () => {
  [world, sink] = await Promise.all([startEmailWorld({ dnsCacheMaxTtl: 1 }), startSmtpSink()]);
  const env = {
    ...world.env,
    NODE_EXTRA_CA_CERTS: world.caFile,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    EMAIL_WATCH_EVERY: '10s',
    MAIL_RETRY_POLL_MS: '200',
    SHUTDOWN_TIMEOUT_MS: '5000',
  };
  sites = [await startSiteProcess(env), await startSiteProcess(env)];
}, 60_000);

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await Promise.all([world?.stop(), sink?.stop()]);
});

const [strong, weak] = ['owner@strong.co.za', 'it@mail.weak.co.za'];

it('asks, confirms, alerts once when DMARC goes and once for a certificate, then stops with one click', async () => {
  const [a, b] = sites;
  // The visitor checks each domain, then asks under its result (the form posted without JavaScript).
  for (const [domain, email] of [
    ['strong.co.za', strong],
    ['weak.co.za', weak],
  ]) {
    expect((await fetch(`${a.url}${paths['email-security']}?domain=${domain}`)).status).toBe(200);
    const asked = await fetch(`${a.url}${EMAIL_WATCH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ domain, email }).toString(),
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Check your inbox');
  }
  await sink.waitFor(() => to(strong).length === 1 && to(weak).length === 1);
  expect(watchRows().map((row) => row.confirmed_ms)).toEqual([null, null]);

  // Each confirms from its e-mail at the other process, opening the link and pressing its one button:
  // the staff hear of each new watched domain once.
  for (const address of [strong, weak]) {
    const link = linkIn(to(address)[0]!.mail.text ?? '', '/email-security/watch/confirm');
    const onB = `${b.url}${new URL(link).pathname}${new URL(link).search}`;
    expect((await fetch(onB)).status).toBe(200);
    const confirmed = await fetch(onB, {
      method: 'POST',
      headers: { Origin: b.url, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You are watching');
  }
  const confirmedAt = Date.now();
  await sink.waitFor(() => sink.withSubject('New watched domain').length === 2);
  // The owner's DNS edit: DMARC is gone before the first scheduled check.
  await world.dns.setRecords('_dmarc.strong.co.za', 'TXT', []);

  await sink.waitFor(() => to(strong).length === 2 && to(weak).length === 2, 3 * EVERY_MS);
  const [dmarcAlert, certificateAlert] = [to(strong)[1]!, to(weak)[1]!];
  expect(dmarcAlert.mail.header('subject')).toMatch(/^strong\.co\.za: DMARC record removed/);
  expect(dmarcAlert.mail.text).toContain('DMARC: what happens to forgeries');
  expect(certificateAlert.mail.header('subject')).toMatch(/^weak\.co\.za: certificate of weak\.co\.za expires in \d days?/);
  // Headed as each change is, in both parts: not read as part of the change above it.
  expect(certificateAlert.mail.html).toContain(`<h3>${emailWatchMailCopy.certificateHeading}</h3>`);
  expect(certificateAlert.mail.text).toContain(`${emailWatchMailCopy.certificateHeading}\n`);
  // One process ran the schedule: the other never took its lease.
  const runners = await Promise.all(sites.map(async (site) => (await site.logged('running the watch schedule', 0)).length));
  expect(runners.sort()).toEqual([0, 1]);

  // A full period later each domain was checked again, and nothing worse means nothing sent.
  await waitUntil(() => watchRows().every((row) => (row.last_checked_ms ?? 0) > confirmedAt + EVERY_MS + 1000), 3 * EVERY_MS);
  expect([to(strong).length, to(weak).length]).toEqual([2, 2]);

  // The alert's one click, as a mail provider's server sends it (RFC 8058): the watch is gone.
  const unsubscribe = /<([^>]+)>/.exec(dmarcAlert.mail.header('list-unsubscribe') ?? '')?.[1] ?? '';
  expect(dmarcAlert.mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const stopped = await fetch(`${a.url}${new URL(unsubscribe).pathname}${new URL(unsubscribe).search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(stopped.status).toBe(200);
  expect(watchRows().map((row) => row.domain)).toEqual(['weak.co.za']);

  // The operator's list names what is left.
  const { stdout } = await run(process.execPath, [path.join(buildDir(), 'server/outbox.js'), 'watches'], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });
  expect(stdout).toMatch(/^weak\.co\.za\s+it@mail\.weak\.co\.za\s+confirmed /);
}, 120_000);
