import { createDigestSchedule } from '../../server/dmarc-reports/digest-schedule';
import { recordAsShown } from '../../shared/email-security/record-at-host';
import { createDigestStore } from '../../server/dmarc-reports/digest-store';
import { POLICY_RULE } from '../../server/dmarc-reports/policy-verdict';
import { listReports } from '../../server/dmarc-reports/report-list';
import { createReportsStore } from '../../server/dmarc-reports/reports-store';
import { sourceNames, SOURCE_NAME_LIMITS } from '../../server/dmarc-reports/source-names';
import { failingNews } from '../../server/dmarc-reports/failing-news';
import { startDmarcReportsIfOn } from '../../server/dmarc-reports/start-intake';
import { parseDnsServers } from '../../server/email-security/dns-client';
import { watchRefusals } from '../../server/email-watch/watch-process';
import { createWatchStore } from '../../server/email-watch/watch-store';
import { newLinkToken } from '../../server/store/link-token';
import { createMailService } from '../../server/site-mail';
import { openSiteDatabase } from '../../server/site-tables';
import { dmarcDigestCopy as copy } from '../../shared/catalogue/dmarc-digest-copy';
import { formatSastDate } from '../../shared/format-date';
import { mailSenders } from '../../shared/catalogue/mail-senders';
import { DIGEST_KEPT_DAYS, DMARC_DIGEST_PATH, dmarcDigestLink } from '../../shared/email-security/dmarc-digest';
import type { EmailSecurityResult } from '../../shared/email-security/result';
import { keptDayReport } from '../support/dmarc-report-kit';
import { startDnsLab, type DnsLab } from '../support/email-lab';
import { forTests, tempFolder } from '../support/for-tests';
import { textOf } from '../support/html-entities';
import { captureLogs, mailOptionsIn, outboxEmpty, waitUntil, watchOutboxIn } from '../support/mail-kit';
import { startSite } from '../support/site-server';
import { smtpSinkForTests } from '../support/smtp-sink';
import { freePort } from '../support/free-port';
import { testConfig } from '../support/test-config';
import request from 'supertest';

/*
 * The weekly digest from reports kept in the site's real database, the senders named by the lab's
 * reverse zone and the record read from its signed co.za, queued in the real outbox and read as a
 * real SMTP server received it. The schedule's clock is the test's: the week's digest is due.
 */
const DOMAIN = 'digest.co.za';
const RECORD = 'v=DMARC1; p=none; rua=mailto:dmarc@reports.kopano.test; fo=1';
const DAY_S = 24 * 60 * 60;
/** Monday 1 December 2025, 00:00 UTC: the week whose digest is sent. */
const WEEK_START = 1_764_547_200;
const DUE_MS = (WEEK_START + 7 * DAY_S + 30 * 60 * 60 + 60) * 1000;
const net = '203.0.113';

const sink = smtpSinkForTests();
const lab = forTests<DnsLab>(
  () =>
    startDnsLab([
      { name: DOMAIN, records: ['@ MX 10 mx', 'mx A 127.0.0.1', `_dmarc TXT "${RECORD}"`] },
      {
        name: `${net.split('.').reverse().join('.')}.in-addr.arpa`,
        records: [
          '10 PTR mail-ej1-f10.google.com.',
          '11 PTR mail-ej1-f11.google.com.',
          '20 PTR o1.ptr1234.sendgrid.net.',
          '21 PTR o2.ptr1234.sendgrid.net.',
          // SendGrid's many servers, for a day that names more than one look may ask about.
          ...Array.from({ length: 40 }, (_, i) => `${100 + i} PTR o${100 + i}.ptr1234.sendgrid.net.`),
        ],
      },
      // Each name leads back to its address: the services' own servers, confirmed.
      { name: 'google.com', records: [`mail-ej1-f10 A ${net}.10`, `mail-ej1-f11 A ${net}.11`] },
      {
        name: 'sendgrid.net',
        records: [
          `o1.ptr1234 A ${net}.20`,
          `o2.ptr1234 A ${net}.21`,
          ...Array.from({ length: 40 }, (_, i) => `o${100 + i}.ptr1234 A ${net}.${100 + i}`),
        ],
      },
    ]),
  (started) => started.stop(),
);

const report = (day: number, records: (readonly [ip: string, count: number, passed: boolean])[]) =>
  keptDayReport(DOMAIN, WEEK_START, day, records);

const seen: EmailSecurityResult = {
  domain: DOMAIN,
  shown: DOMAIN,
  checkedAt: '2025-11-20T08:00:00.000Z',
  exists: true,
  findings: [],
  dns: { zone: DOMAIN, servers: ['ada.ns.cloudflare.com'], host: 'cloudflare' },
};

/** Two weeks of reports: Google's mail passing every day; in the second, SendGrid's, a few of its messages failing, and a stranger's. */
function dataWithReportsAndWatches(owner = 'owner@digest.co.za') {
  const dataDir = tempFolder('dmarc-digest');
  const database = openSiteDatabase(dataDir);
  const reports = createReportsStore(database);
  for (let day = -7; day < 7; day += 1)
    reports.keep(
      report(day, [
        [`${net}.10`, 50, true],
        ...(day === 2
          ? ([
              [`${net}.20`, POLICY_RULE.fewMessages, false],
              [`${net}.21`, 100, true],
            ] as const)
          : []),
        ...(day >= 0 ? ([['192.0.2.66', 30, false]] as const) : []),
      ]),
      Date.now(),
    );
  const watches = watchedBy(database, owner, `it.${owner}`);
  return { dataDir, database, watches };
}

/** A site process's part: the outbox delivering to the sink, and the digest on the test's clock, its alerts' looks `alertEveryMs` apart. */
const processOn = (dataDir: string, nowMs = DUE_MS, alertEveryMs?: number) => {
  const { mail, logger } = watchOutboxIn(dataDir, sink.url);
  const digest = createDigestSchedule({
    database: openSiteDatabase(dataDir),
    mail,
    dnsServers: parseDnsServers(lab.server),
    stopUrl: (token) => `https://www.example.test/email-security/watch/stop?token=${token}`,
    pageUrl: (token) => dmarcDigestLink('https://www.example.test', token),
    logger,
    now: () => nowMs,
    ...(alertEveryMs ? { alertEveryMs } : {}),
  });
  return { digest, stop: () => digest.stop().then(() => mail.stop()) };
};

/** A process's run on the test's clock, stopped after it; `sent`: once the run is done, its outbox emptied too. */
async function inProcess<T>(dataDir: string, nowMs: number, run: (digest: Digest) => Promise<T>, sent = false): Promise<T> {
  const started = processOn(dataDir, nowMs);
  try {
    const ran = await run(started.digest);
    if (sent) await waitUntil(() => outboxEmpty(dataDir), 10_000, 'the outbox emptied');
    return ran;
  } finally {
    await started.stop();
  }
}
type Digest = ReturnType<typeof processOn>['digest'];

type Watches = ReturnType<typeof createWatchStore>;
const askedWatch = (watches: Watches, domain: string, email: string) =>
  watches.insert({ domain, email, contact: false, seen }, { confirmToken: newLinkToken(), stopToken: newLinkToken() }, 0);

/** Watches `domain` from `email`, confirmed through `untilMs` (a week past the digest's due time unless said). */
const confirmedWatch = (watches: Watches, domain: string, email: string, untilMs = DUE_MS + 7 * DAY_S * 1000) => {
  askedWatch(watches, domain, email);
  const watch = watches.find(email, domain)!;
  watches.confirm(watch.id, 0, untilMs);
  return watch;
};

/** The domain's watches: each of `confirmed` confirmed, and `never.` the first, never confirmed. */
function watchedBy(database: ReturnType<typeof openSiteDatabase>, ...confirmed: string[]) {
  const watches = createWatchStore(database);
  for (const email of confirmed) confirmedWatch(watches, DOMAIN, email);
  askedWatch(watches, DOMAIN, `never.${confirmed[0]}`);
  return watches;
}

/** Google's mail passing for the two weeks before the last day, each day's report received the day after. */
const keepQuietWeeks = (reports: ReturnType<typeof createReportsStore>) => {
  for (let day = -14; day < -1; day += 1) reports.keep(report(day, [[`${net}.10`, 50, true]]), DUE_MS + (day + 1) * DAY_S * 1000);
};

const sentTo = (address: string) => sink.messages.filter((message) => message.envelope.to.includes(address));

it('when a week’s digest is due, then each confirmed address gets it once, naming the failing sender’s fix and the record to publish', async () => {
  const { dataDir, database, watches } = dataWithReportsAndWatches();
  // A domain the pass reaches first, its week from more addresses than one reverse-DNS budget asks
  // about: the next domain's senders are named all the same.
  const busy = 'busy.co.za';
  const strangers = Array.from(
    { length: SOURCE_NAME_LIMITS.addressesMax + 10 },
    (_, i) => [`198.51.100.${i + 1}`, 1, false] as const,
  );
  createReportsStore(database).keep(keptDayReport(busy, WEEK_START, 3, strangers), Date.now());
  confirmedWatch(watches, busy, 'owner@busy.co.za');
  // On the Monday after the week, its last day's reports may still be on their way: not yet.
  expect(await inProcess(dataDir, DUE_MS - 12 * 60 * 60 * 1000, (digest) => digest.pass())).toBe(0);
  // Queued late, on the Sunday after, as after a process was down: named by its dates all the same.
  const late = DUE_MS + 5 * DAY_S * 1000;
  expect(await inProcess(dataDir, late, (digest) => digest.pass(), true)).toBe(3);
  // Started again the same week, as after a restart: nothing goes twice.
  expect(await inProcess(dataDir, late, (digest) => digest.pass())).toBe(0);
  expect(sentTo('owner@digest.co.za')).toHaveLength(1);
  expect(sentTo('it.owner@digest.co.za')).toHaveLength(1);
  expect(sentTo('never.owner@digest.co.za')).toHaveLength(0);

  const { mail } = sentTo('owner@digest.co.za')[0]!;
  const messages = 7 * 50 + 100 + POLICY_RULE.fewMessages + 7 * 30;
  const [from, to] = [WEEK_START, WEEK_START + 6 * DAY_S].map((s) => formatSastDate(new Date(s * 1000)));
  expect(mail.header('subject')).toBe(copy.subject(DOMAIN, from!, to!, messages, 7 * 50 + 100));
  const text = mail.text ?? '';
  const sendgrid = mailSenders.find((sender) => sender.id === 'sendgrid')!;
  expect(text).toContain(copy.source('Google Workspace', 350, 350, 350, 350));
  expect(text).toContain(copy.fixDkim('SendGrid', sendgrid.dkim!));
  expect(text).toContain(copy.stranger('192.0.2.66', 210));
  // New since the week before: SendGrid and the stranger, not Google.
  const news = text.slice(text.indexOf(copy.newHeading), text.indexOf(copy.verdictHeading));
  expect(news).toContain('SendGrid');
  expect(news).toContain('192.0.2.66');
  expect(news).not.toContain('Google');
  expect(text).toContain(copy.verdict.quarantine(POLICY_RULE.reason));
  // Named as the check's page names it at the domain's DNS host.
  expect(text).toContain(
    `${copy.record.name}: ${recordAsShown({ name: `_dmarc.${DOMAIN}`, type: 'TXT', value: '' }, seen.dns).name}\n`,
  );
  expect(text).toContain(`${copy.record.value}: v=DMARC1; p=quarantine; rua=mailto:dmarc@reports.kopano.test; fo=1`);
  // One click stops it, as the watch's alerts do: the owner's own watch's stop link.
  const stopToken = watches.find('owner@digest.co.za', DOMAIN)!.stopToken;
  expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.header('list-unsubscribe')).toBe(`<https://www.example.test/email-security/watch/stop?token=${stopToken}>`);
}, 30_000);

it('when a week holds SendGrid’s mail passing for sendgrid.net, not the domain, beside Google’s, then the digest says not yet and how to set SendGrid up', async () => {
  const owner = 'invoices@digest.co.za';
  const dataDir = tempFolder('dmarc-digest-service');
  const database = openSiteDatabase(dataDir);
  const reports = createReportsStore(database);
  // No reverse DNS for SendGrid's address here: only its signature and its bounces say it is SendGrid.
  const sendgridIp = '198.51.100.77';
  for (let day = -7; day < 7; day += 1) {
    const kept = report(day, [
      [`${net}.10`, 50, true],
      [sendgridIp, 17, false],
    ]);
    reports.keep(
      {
        ...kept,
        records: kept.records.map((record) =>
          record.sourceIp === sendgridIp
            ? {
                ...record,
                dkimResults: [{ domain: 'sendgrid.net', result: 'pass', selector: 's1' }],
                spfResults: [{ domain: 'em123.sendgrid.net', result: 'pass' }],
              }
            : record,
        ),
      },
      Date.now(),
    );
  }
  const watches = createWatchStore(database);
  confirmedWatch(watches, DOMAIN, owner);
  await inProcess(dataDir, DUE_MS, (digest) => digest.pass(), true);
  const text = sentTo(owner)[0]!.mail.text ?? '';
  const sendgrid = mailSenders.find((sender) => sender.id === 'sendgrid')!;
  // The owner's invoicing, named and filed as theirs to set up; never "someone else is sending as you".
  const sent = text.slice(text.indexOf(copy.sourcesHeading), text.indexOf(copy.fixesHeading));
  expect(sent).toContain(copy.source('SendGrid', 7 * 17, 0, 0, 0));
  expect(text).toContain(copy.fixDkim('SendGrid', sendgrid.dkim!));
  expect(text).not.toContain(copy.stranger('SendGrid', 7 * 17));
  expect(text).not.toContain(copy.strangersHeading);
  expect(text).toContain(copy.verdict.failing(['SendGrid']));
  expect(text).not.toContain(copy.verdict.quarantine(POLICY_RULE.reason));
}, 30_000);

// A stranger signing reports with its own domain: one that turned "not yet" into "safe", one that turned "safe" into "fix Google".
it.each([
  {
    case: 'a billion passing a day beside a server of the owner’s failing half its mail',
    own: [[`${net}.30`, 25, true] as const, [`${net}.30`, 25, false] as const],
    stranger: { signedBy: 'rogue.co.za', days: 14, ip: '192.0.2.7', count: 1e9, passedFor: [] as string[] },
    verdict: copy.verdict.failing([`${net}.30`]),
  },
  {
    case: 'one report of 40 failing messages whose DKIM passed for google.com',
    own: [],
    stranger: { signedBy: 'forger.co.za', days: 1, ip: `${net}.40`, count: 40, passedFor: ['google.com'] },
    verdict: copy.verdict.quarantine(POLICY_RULE.reason),
  },
])(
  'when a stranger reports $case, then the digest says what Google’s reports say, and shows the stranger’s apart',
  async ({ own, stranger, verdict }) => {
    const owner = `${stranger.signedBy}@digest.co.za`;
    const dataDir = tempFolder('dmarc-digest-stranger');
    const database = openSiteDatabase(dataDir);
    const reports = createReportsStore(database);
    for (let day = -7; day < 7; day += 1) {
      reports.keep(report(day, [[`${net}.10`, 50, true], ...own]), Date.now());
      const forged = report(day, [[stranger.ip, stranger.count, !stranger.passedFor.length]]);
      const records = forged.records.map((r) => ({
        ...r,
        dkimResults: stranger.passedFor.map((domain) => ({ domain, result: 'pass', selector: 's' })),
      }));
      if (day >= 7 - stranger.days) reports.keep({ ...forged, records, signedBy: stranger.signedBy }, Date.now());
    }
    confirmedWatch(createWatchStore(database), DOMAIN, owner);
    await inProcess(dataDir, DUE_MS, (digest) => digest.pass(), true);
    const { mail } = sentTo(owner)[0]!;
    const [from, to] = [WEEK_START, WEEK_START + 6 * DAY_S].map((at) => formatSastDate(new Date(at * 1000)));
    const counted = own.reduce((sum, [, count]) => sum + count * 7, 350);
    const passed = own.reduce((sum, [, count, pass]) => sum + (pass ? count * 7 : 0), 350);
    expect(mail.header('subject')).toBe(copy.subject(DOMAIN, from!, to!, counted, passed));
    const text = mail.text ?? '';
    expect(text).toContain(verdict);
    expect(text).not.toContain(stranger.ip);
    const weekly = Math.min(stranger.days, 7);
    expect(text).toContain(copy.other(stranger.signedBy, weekly, weekly * stranger.count));
  },
  30_000,
);

it('when the digest’s link is opened, then its page shows the same with each day’s mail drawn, private and not indexed', async () => {
  const owner = 'page@digest.co.za';
  const { dataDir } = dataWithReportsAndWatches(owner);
  await inProcess(dataDir, DUE_MS, (digest) => digest.pass(), true);
  // A receiver's report of that week arriving after the e-mail went: the page still says what the e-mail said.
  createReportsStore(openSiteDatabase(dataDir)).keep(
    { ...keptDayReport(DOMAIN, WEEK_START, 3, [['192.0.2.99', 500, false]]), reportId: 'late' },
    Date.now(),
  );
  const text = sentTo(owner)[0]!.mail.text ?? '';
  const link = new URL(new RegExp(`${copy.seePage}: (\\S+)`).exec(text)![1]!);
  expect(link.pathname).toBe(DMARC_DIGEST_PATH);
  const site = await startSite({ DATA_DIR: dataDir });
  try {
    const page = await request(site.url).get(`${link.pathname}${link.search}`).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const shown = textOf(page.text);
    expect(shown).toContain(copy.page.heading(DOMAIN));
    expect(shown).toContain(copy.fixDkim('SendGrid', mailSenders.find((sender) => sender.id === 'sendgrid')!.dkim!));
    expect(shown).toContain('v=DMARC1; p=quarantine; rua=mailto:dmarc@reports.kopano.test; fo=1');
    // Seven days drawn in the SVG, each bar as the reports counted it: the 3rd had SendGrid's failing messages too.
    const chart = /<svg[^>]*data-testid="digest-chart"[\s\S]*?<\/svg>/.exec(page.text)?.[0] ?? '';
    expect(chart.match(/<g data-day=/g)).toHaveLength(7);
    const rows = [...page.text.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)].map(
      (row) => row.slice(1).join(' '),
    );
    expect(rows).toEqual([
      'Mon 1 50 30',
      'Tue 2 50 30',
      `Wed 3 150 ${30 + POLICY_RULE.fewMessages}`,
      'Thu 4 50 30',
      'Fri 5 50 30',
      'Sat 6 50 30',
      'Sun 7 50 30',
    ]);
    // A link never made, or whose digest is no longer kept: its page says so.
    const unknown = await request(site.url).get(`${DMARC_DIGEST_PATH}?token=nothing-here`).set('Accept', 'text/html');
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.text)).toContain(copy.page.unknownHeading);
    // One way on from it (its layout is the screen walk's: the page without a token is the same page).
    const part = unknown.text.slice(unknown.text.indexOf('data-testid="dmarc-digest"'), unknown.text.indexOf('</main>'));
    expect([...part.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((found) => textOf(found[1]!))).toEqual([copy.page.unknownLink]);
    // The retention sweep keeps a digest's page DIGEST_KEPT_DAYS from its sending, then deletes it with its mark.
    const sweep = createReportsStore(openSiteDatabase(dataDir));
    const open = () => request(site.url).get(`${link.pathname}${link.search}`).set('Accept', 'text/html');
    sweep.deleteExpired(DUE_MS + (DIGEST_KEPT_DAYS - 1) * DAY_S * 1000);
    expect((await open()).status).toBe(200);
    sweep.deleteExpired(DUE_MS + DIGEST_KEPT_DAYS * DAY_S * 1000);
    expect((await open()).status).toBe(404);
  } finally {
    await site.close();
  }
}, 30_000);

it('when the report intake is off, or the watch is, then no digest runs; with both on, it does', async () => {
  const dataDir = tempFolder('dmarc-digest-switch');
  const { logger } = captureLogs();
  const mail = createMailService(mailOptionsIn(dataDir, { logger }));
  const on = async (env: Record<string, string>) => {
    const config = testConfig({ DATA_DIR: dataDir, DNS_SERVERS: lab.server, ...env });
    const started = startDmarcReportsIfOn({ config, database: openSiteDatabase(dataDir), logger, mail });
    await started.digest?.stop();
    await started.intake?.close();
    return { intake: Boolean(started.intake), digest: Boolean(started.digest) };
  };
  const intake = { DMARC_REPORTS_ADDRESS: 'dmarc@reports.kopano.test', DMARC_REPORTS_PORT: String(await freePort()) };
  expect(await on({})).toEqual({ intake: false, digest: false });
  expect(await on({ ...intake, EMAIL_WATCH: 'off' })).toEqual({ intake: true, digest: false });
  expect(await on(intake)).toEqual({ intake: true, digest: true });
});

const HOUR_MS = 60 * 60 * 1000;

/** Two weeks of a domain's reports with news in the last day's, and a confirmed and an unconfirmed watch. */
function dataWithNews(folder: string, owner: string, { news = true } = {}) {
  const dataDir = tempFolder(folder);
  const database = openSiteDatabase(dataDir);
  const reports = createReportsStore(database);
  keepQuietWeeks(reports);
  const keepNews = () =>
    reports.keep(
      report(-1, [
        [`${net}.10`, 60, true],
        [`${net}.10`, 40, false],
        // Google's mail forwarded from an address not seen before: Google is no new source.
        [`${net}.11`, 25, false],
        // SendGrid, new and failing from two addresses, one with only a few messages; a stranger's few, too few to tell.
        [`${net}.20`, 30, false],
        [`${net}.21`, 6, false],
        ['192.0.2.77', 5, false],
      ]),
      DUE_MS - 2 * HOUR_MS,
    );
  if (news) keepNews();
  return { dataDir, database, watches: watchedBy(database, owner), keepNews };
}

it('when a sender never seen before fails DMARC, or much more mail fails than usual, then each confirmed address is told that day, once', async () => {
  const { dataDir, database, watches } = dataWithNews('dmarc-alert', 'alerts@digest.co.za');
  // A week in, with less than a week of reports behind it: every sender would look new, so nothing is told.
  expect(await inProcess(dataDir, DUE_MS - 9 * DAY_S * 1000, (digest) => digest.alerts())).toBe(0);
  // Told once; an hour later, the same day: nothing again.
  expect(await inProcess(dataDir, DUE_MS, async (digest) => [await digest.alerts(), await digest.alerts()], true)).toEqual([
    1, 0,
  ]);
  // Past UTC midnight, the same day's reports still the last day's news: told already, not again.
  expect(await inProcess(dataDir, DUE_MS + 20 * HOUR_MS, (digest) => digest.alerts())).toBe(0);
  expect(sentTo('never.alerts@digest.co.za')).toHaveLength(0);
  const [alert] = sentTo('alerts@digest.co.za');
  expect(alert!.mail.header('subject')).toBe(copy.alert.subject(DOMAIN));
  const text = alert!.mail.text ?? '';
  expect(text).toContain(copy.alert.newSources(DOMAIN));
  // Named as the digest names a source, and only the new one.
  expect(text).toContain(copy.alert.source('SendGrid', 36));
  expect(text).not.toMatch(/Google|192\.0\.2\.77/);
  expect(text).toContain(copy.alert.sudden(DOMAIN, 106, 166, 0));
  expect(text).toContain(copy.alert.advice);
  expect(alert!.mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  // Stopping the watch deletes the address everywhere, as the privacy policy says: the alert's mark too.
  const marks = createDigestStore(database);
  expect(marks.alertedWithinDay(DOMAIN, 'alerts@digest.co.za', DUE_MS)).toBe(true);
  watches.stop(watches.find('alerts@digest.co.za', DOMAIN)!, DUE_MS + DAY_S * 1000);
  expect(marks.alertedWithinDay(DOMAIN, 'alerts@digest.co.za', DUE_MS)).toBe(false);
}, 30_000);

it('when a new address fails DMARC with mail signed as a known service’s own domain, then the alert names the service, and never a stranger’s report', async () => {
  const database = openSiteDatabase(tempFolder('dmarc-alert-signed'));
  const reports = createReportsStore(database);
  keepQuietWeeks(reports);
  const day = report(-1, [['198.51.100.77', 12, false]]);
  const signed = { domain: 'sendgrid.net', result: 'pass', selector: 's1' };
  reports.keep({ ...day, records: day.records.map((record) => ({ ...record, dkimResults: [signed] })) }, DUE_MS - 2 * HOUR_MS);
  const forged = { ...report(-1, [['192.0.2.9', 5000, false]]), signedBy: 'rogue.co.za' };
  reports.keep({ ...forged, records: forged.records.map((record) => ({ ...record, dkimResults: [signed] })) }, DUE_MS - HOUR_MS);
  // No reverse DNS for it: only its signature says it is SendGrid.
  const news = await failingNews(database, { nameOf: async () => undefined }, DOMAIN, DUE_MS);
  expect(news?.newSources).toEqual([{ name: 'SendGrid', messages: 12 }]);
});

it('when a day brings failing mail from 200 addresses never seen, then one look asks at most its budget of reverse-DNS questions and names the busiest', async () => {
  const database = openSiteDatabase(tempFolder('dmarc-alert-budget'));
  const reports = createReportsStore(database);
  keepQuietWeeks(reports);
  // SendGrid from 40 servers, the 30 busiest first; then 160 strangers of a message each.
  const sendgrid = Array.from({ length: 40 }, (_, i) => [`${net}.${100 + i}`, i < 30 ? 20 : 12, false] as const);
  const strangers = Array.from({ length: 160 }, (_, i) => [`198.51.${100 + (i >> 7)}.${(i % 128) + 1}`, 1, false] as const);
  reports.keep(report(-1, [...sendgrid, ...strangers]), DUE_MS - 2 * HOUR_MS);
  const names = sourceNames(parseDnsServers(lab.server));
  const asked = new Set<string>();
  const counted = { nameOf: (address: string) => (asked.add(address), names.nameOf(address)) };
  const news = await failingNews(database, counted, DOMAIN, DUE_MS);
  expect(asked.size).toBeLessThanOrEqual(SOURCE_NAME_LIMITS.addressesMax);
  // The 30 busiest named as SendGrid; the 10 past the budget stand as their addresses.
  expect(news?.newSources[0]).toEqual({ name: 'SendGrid', messages: 30 * 20 });
  expect(news?.newSources.slice(1)).toEqual(sendgrid.slice(30, 39).map(([ip]) => ({ name: ip, messages: 12 })));
  expect(news?.moreSources).toBe(1);
});

it('when a service was named once and now sends only from quieter addresses than the month’s busiest, then its new address is not told as a new sender', async () => {
  const { dataDir, database } = dataWithNews('dmarc-alert-remembered', 'remembered@digest.co.za', { news: false });
  const reports = createReportsStore(database);
  const keep = (id: string, day: number, rows: Parameters<typeof report>[1]) =>
    reports.keep({ ...report(day, rows), reportId: `${id}-${day}` }, DUE_MS + (day + 1) * DAY_S * 1000);
  // The domain's own 35 servers, busier each than SendGrid's one address over the month.
  for (let day = -12; day < -1; day += 1)
    keep(
      'own',
      day,
      Array.from({ length: 35 }, (_, i) => [`198.51.100.${i + 1}`, 5, true] as const),
    );
  keep('sendgrid', -6, [[`${net}.20`, 12, false]]);
  expect(await inProcess(dataDir, DUE_MS - 5 * DAY_S * 1000 + HOUR_MS, (digest) => digest.alerts())).toBe(1);
  // Today: SendGrid from an address not seen before, and a stranger.
  keep('today', -1, [
    [`${net}.10`, 100, true],
    [`${net}.21`, 15, false],
    ['192.0.2.88', 20, false],
  ]);
  expect(await inProcess(dataDir, DUE_MS, (digest) => digest.alerts(), true)).toBe(1);
  const [told, today] = sentTo('remembered@digest.co.za').map(({ mail }) => mail.text ?? '');
  expect(told).toContain(copy.alert.source('SendGrid', 12));
  expect(today).toContain(copy.alert.source('192.0.2.88', 20));
  expect(today).not.toContain('SendGrid');
}, 30_000);

it('when a look finds no news, then the report that brings some is told at the alerts’ next look, not the hourly one', async () => {
  const { dataDir, keepNews } = dataWithNews('dmarc-alert-quiet', 'quiet@digest.co.za', { news: false });
  const running = processOn(dataDir, DUE_MS - 12 * HOUR_MS, 200);
  try {
    expect(await running.digest.alerts()).toBe(0);
    // Running: its first look (no await on the way) is done before the report comes.
    running.digest.start();
    await new Promise(setImmediate);
    keepNews();
    await waitUntil(() => sentTo('quiet@digest.co.za').length === 1, 10_000, 'the alert received');
  } finally {
    await running.stop();
  }
}, 30_000);

it('when two processes look for news either side of UTC midnight, then the address is told once', async () => {
  const { dataDir } = dataWithNews('dmarc-alert-midnight', 'midnight@digest.co.za');
  const midnight = Math.ceil(DUE_MS / (DAY_S * 1000)) * DAY_S * 1000;
  const before = processOn(dataDir, midnight - 60_000);
  const after = processOn(dataDir, midnight + 60_000);
  try {
    // Each looks before the other has queued: the rule holds where the mark is made.
    const queued = await Promise.all([before.digest.alerts(), after.digest.alerts()]);
    expect(queued[0] + queued[1]).toBe(1);
    await waitUntil(() => outboxEmpty(dataDir), 10_000, 'the alert sent');
  } finally {
    await Promise.all([before.stop(), after.stop()]);
  }
  expect(sentTo('midnight@digest.co.za')).toHaveLength(1);
}, 30_000);

it('when a domain’s kept rows add up past SQLite’s integers and its period past a date, then its digest, its alerts, the next domain’s and the operator’s list still come', async () => {
  const { dataDir, database, watches } = dataWithNews('dmarc-overflow', 'overflow@digest.co.za');
  // A domain the pass reaches first, with a report kept before counts were bounded: 9,300 rows of 999,999,999,999,999.
  const huge = 'a-huge.co.za';
  const reports = createReportsStore(database);
  reports.keep(keptDayReport(huge, WEEK_START, -10, [['192.0.2.9', 10, true]]), DUE_MS - 9 * DAY_S * 1000);
  const rows = Array.from({ length: 9_300 }, () => ['192.0.2.9', 999_999_999_999_999, false] as const);
  reports.keep(keptDayReport(huge, WEEK_START, 3, rows), DUE_MS - 2 * HOUR_MS);
  const farOff = { ...keptDayReport(huge, WEEK_START, 4, [['192.0.2.9', 1, false]]), endS: 999_999_999_999_999 };
  reports.keep(farOff, DUE_MS - 2 * HOUR_MS);
  confirmedWatch(watches, huge, 'owner@huge.co.za');
  expect(await inProcess(dataDir, DUE_MS, async (digest) => [await digest.pass(), await digest.alerts()], true)).toEqual([1, 2]);
  expect(sentTo('overflow@digest.co.za')).toHaveLength(1);
  // The operator's `outbox reports` lists it all the same.
  const listed: string[] = [];
  listReports(database, false, (text) => listed.push(text));
  expect(listed.join('\n')).toMatch(
    /^a-huge\.co\.za .*3 report\(s\).* covering 2025-11-21 to unknown {2}\d+ message\(s\), 10 passed$/m,
  );
}, 30_000);

// The outbox tells of a refusal as for the watch's own e-mails (email-watch-schedule.test.ts); the
// digest's and alert's stored requests carry the watch's stop link (the first digest test's header).
it('when an address’s DMARC digests or alerts are refused for good twice, then its watch is stopped', () => {
  const dataDir = tempFolder('dmarc-alert-refused');
  const database = openSiteDatabase(dataDir);
  const watches = createWatchStore(database);
  const watch = confirmedWatch(watches, DOMAIN, 'bounces@digest.co.za', DUE_MS);
  const refused = watchRefusals(database, captureLogs().logger);
  const mail = (kind: string, n: number) =>
    ({
      id: `m${n}`,
      request: { kind, stopUrl: `https://www.example.test/email-security/watch/stop?token=${watch.stopToken}` },
    }) as never;
  refused(mail('dmarc-digest', 1), true);
  expect(watches.find('bounces@digest.co.za', DOMAIN)).not.toBeNull();
  refused(mail('dmarc-alert', 2), true);
  expect(watches.find('bounces@digest.co.za', DOMAIN)).toBeNull();
});
