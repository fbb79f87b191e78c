import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createTransport, type Transporter } from 'nodemailer';
import pino from 'pino';
import { startDmarcIntake, type DmarcIntake } from '../../server/dmarc-reports/intake-process';
import { listReports } from '../../server/dmarc-reports/report-list';
import { createReportIntake } from '../../server/dmarc-reports/report-intake';
import { createReportsStore, dmarcReportsSweep } from '../../server/dmarc-reports/reports-store';
import { keptBytes, REPORT_QUOTA } from '../../server/dmarc-reports/report-volume';
import { namesKeptFor, rememberingNames } from '../../server/dmarc-reports/source-memory';
import { parseDnsServers } from '../../server/email-security/dns-client';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { openSiteDatabase } from '../../server/site-tables';
import type { SiteDatabase } from '../../server/store/site-database';
import {
  billionLaughs,
  googleAttachment,
  gzipAttachment,
  googleReport,
  gzipBomb,
  keptDayReport,
  manyRows,
  microsoftAttachment,
  passingRow,
  reporterKeys,
  yahooAttachment,
  yesterdayS,
  zipBomb,
  type AggregateReport,
} from '../support/dmarc-report-kit';
import { startDnsStub, type DnsStub } from '../support/dns-stub';
import { makeTestCa } from '../support/email-lab';
import { tempFolder } from '../support/for-tests';
import { freePort } from '../support/free-port';
import { testConfig } from '../support/test-config';

const ADDRESS = 'dmarc@reports.kopano.test';
const OURS = 'client.co.za';
const ALSO_OURS = 'shop.co.za';
const NOT_OURS = 'elsewhere.co.za';
/** A stranger's own domain, its record naming our address, its reports signed by its own evil.co.za. */
const FLOODED = 'flooded.co.za';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The most a report may unpack to (docs/operations.md, "DMARC reports"). */
const UNPACKED_MAX = 4 * 1024 * 1024;

const BEGIN_S = yesterdayS();
const YESTERDAY = new Date(BEGIN_S * 1000).toISOString().slice(0, 10);

/** Google's report of yesterday: Google's mail passing, and an invoicing service's failing. */
const report = (reportId: string, domain = OURS): AggregateReport =>
  googleReport(reportId, domain, BEGIN_S, [
    passingRow(domain, '209.85.220.41', 12),
    {
      ...passingRow(domain, '2001:db8::25', 3),
      dkim: 'fail',
      spf: 'fail',
      dkimResults: [],
      spfResults: [{ domain: 'invoices.example', result: 'softfail' }],
    },
  ]);
const bigReport = (reportId: string, n: number, domain = OURS) => googleReport(reportId, domain, BEGIN_S, manyRows(domain, n));

let dns: DnsStub;
let database: SiteDatabase;
let intake: DmarcIntake;
let mailer: Transporter;
let intakePort: number;
const metrics = createSiteMetrics();
const keys = reporterKeys(['google.com', 'microsoft.com', 'yahoo.com', 'evil.co.za']);

/** The site's resolver's answers: the domains' DMARC records and the reporters' keys. */
const ZONE = {
  [`_dmarc.${OURS}`]: [`v=DMARC1; p=none; rua=mailto:someone@${OURS},mailto:${ADDRESS.toUpperCase()}`],
  [`_dmarc.${ALSO_OURS}`]: [`v=DMARC1; p=none; rua=mailto:${ADDRESS}`],
  [`_dmarc.${NOT_OURS}`]: [`v=DMARC1; p=none; rua=mailto:reports@${NOT_OURS}`],
  [`_dmarc.${FLOODED}`]: [`v=DMARC1; p=none; rua=mailto:${ADDRESS}`],
  ...keys.records,
};

beforeAll(async () => {
  dns = await startDnsStub(ZONE);
  const port = (intakePort = await freePort());
  const config = testConfig({
    DATA_DIR: tempFolder('dmarc-reports'),
    DNS_SERVERS: dns.servers,
    DMARC_REPORTS_ADDRESS: ADDRESS,
    DMARC_REPORTS_PORT: String(port),
    DMARC_REPORTS_MAX_BYTES: String(2 * 1024 * 1024),
  });
  database = openSiteDatabase(config.dataDir);
  intake = startDmarcIntake({ config, database, logger: pino({ level: 'silent' }), metrics })!;
  expect(await intake.listening).toBe(port);
  mailer = createTransport({ host: '127.0.0.1', port, ignoreTLS: true });
});

afterAll(async () => {
  mailer.close();
  await intake.close();
  database.close();
  await dns.close();
});

type Attachment = { filename: string; contentType: string; content: Buffer };
/** A report as its reporter sends it: from its address, DKIM-signed for `signer` (none: unsigned). */
const send = (
  attachments: Attachment[],
  to = ADDRESS,
  from = 'noreply-dmarc-support@google.com',
  signer: string | null = 'google.com',
) =>
  mailer.sendMail({
    from,
    to,
    subject: 'Report domain',
    text: 'report',
    attachments,
    ...(signer ? { dkim: keys.dkim(signer) } : {}),
  });

/** What the reports' tables hold, read from the database file as an operator's sqlite3 would. */
const stored = () => {
  const db = new DatabaseSync(database.file, { readOnly: true });
  try {
    return {
      reports: db.prepare('SELECT reporter, report_id, domain, begin_s, end_s, p, pct FROM dmarc_reports ORDER BY id').all(),
      rows: db
        .prepare(
          'SELECT r.report_id, w.source_ip, w.count, w.disposition, w.dkim, w.spf, w.header_from, w.dkim_results, w.spf_results FROM dmarc_report_rows w JOIN dmarc_reports r ON r.id = w.report ORDER BY w.rowid',
        )
        .all(),
    };
  } finally {
    db.close();
  }
};

const outcomes = async () => {
  const metric = await metrics.registry.getSingleMetric('dmarc_reports_total')!.get();
  return Object.fromEntries(metric.values.map((value) => [value.labels.outcome, value.value]));
};

/** The SMTP reply a send got, [code, command it answered]: [250, 'accepted'] when it was. */
const reply = (sending: Promise<unknown>) =>
  sending.then(
    () => [250, 'accepted'],
    (error: { responseCode?: number; command?: string }) => [error.responseCode, error.command],
  );

/** An intake on `port` with `cert` and `key` as its certificate and key files. */
const tlsConfig = (cert: string, key: string, port: number) => {
  const folder = tempFolder('dmarc-reports-tls');
  writeFileSync(path.join(folder, 'cert.pem'), cert);
  writeFileSync(path.join(folder, 'key.pem'), key);
  return testConfig({
    DNS_SERVERS: dns.servers,
    DMARC_REPORTS_ADDRESS: ADDRESS,
    DMARC_REPORTS_PORT: String(port),
    DMARC_REPORTS_TLS_CERT: path.join(folder, 'cert.pem'),
    DMARC_REPORTS_TLS_KEY: path.join(folder, 'key.pem'),
  });
};

/** This process's reader processes' ids. */
const readerPids = () =>
  new Set(
    spawnSync('pgrep', ['-P', String(process.pid), '-f', 'reader-process'])
      .stdout.toString()
      .split('\n')
      .filter(Boolean)
      .map(Number),
  );

describe('DMARC aggregate reports sent to the report address', () => {
  // Yahoo's gzip has no sp=, no DKIM selector and no SPF scope.
  it.each([
    ['google.com', 'a zip', googleAttachment, 'g-1', 'noreply-dmarc-support@google.com', 'google.com', OURS],
    ['Outlook.com', 'a gzip', microsoftAttachment, 'ms-1', 'dmarcreport@microsoft.com', 'microsoft.com', OURS],
    ['Yahoo', 'its gzip', yahooAttachment, '1764287999.123456', 'noreply@dmarc.yahoo.com', 'yahoo.com', ALSO_OURS],
  ])(
    'when %s sends %s for a domain that names our address, then it is kept with every row',
    async (orgName, _how, attach, id, from, signer, domain) => {
      const sent = { ...report(id, domain), orgName, email: from };
      await send([attach(sent)], ADDRESS, from, signer);
      const { reports, rows } = stored();
      expect(reports.filter((row) => row.report_id === id)).toEqual([
        { reporter: orgName, report_id: id, domain, begin_s: BEGIN_S, end_s: sent.end, p: 'none', pct: 100 },
      ]);
      const named = orgName === 'Yahoo' ? { selector: '' } : {};
      expect(rows.filter((row) => row.report_id === id)).toEqual(
        sent.rows.map((r) => ({
          report_id: id,
          source_ip: r.sourceIp,
          count: r.count,
          disposition: r.disposition,
          dkim: r.dkim,
          spf: r.spf,
          header_from: r.headerFrom,
          dkim_results: JSON.stringify(r.dkimResults.map((result) => ({ ...result, ...named }))),
          spf_results: JSON.stringify(r.spfResults),
        })),
      );
    },
  );

  it('when the same report is sent again, then it is acknowledged and kept once', async () => {
    const before = stored().rows.length;
    await send([googleAttachment(report('g-2'))]);
    await send([googleAttachment(report('g-2'))]);
    expect(stored().reports.filter((row) => row.report_id === 'g-2')).toHaveLength(1);
    expect(stored().rows.length).toBe(before + 2);
    expect(await outcomes()).toMatchObject({ duplicate: 1 });
  });

  it.each([
    ['unsigned', 'noreply-dmarc-support@google.com', null],
    ['signed by a domain not its From’s', 'noreply-dmarc-support@google.com', 'evil.co.za'],
    ['signed by its From’s domain, which says it is Google', 'anyone@evil.co.za', 'evil.co.za'],
  ])('when a report naming Google as its reporter is %s, then it never stands for Google’s', async (_case, from, signer) => {
    const before = stored().reports.length;
    const sending = send([googleAttachment(report('g-planted'))], ADDRESS, from, signer);
    if (signer === 'evil.co.za' && from.endsWith('@evil.co.za')) {
      // Its own report, as evil.co.za's: Google's own report of that id is kept beside it, not answered "kept already".
      await sending;
      await send([googleAttachment(report('g-planted'))]);
      expect(database.run((db) => db.prepare("SELECT signed_by FROM dmarc_reports WHERE report_id = 'g-planted'").all())).toEqual(
        [{ signed_by: 'evil.co.za' }, { signed_by: 'google.com' }],
      );
    } else {
      expect(await reply(sending)).toEqual([550, 'DATA']);
      expect(stored().reports).toHaveLength(before);
    }
  });

  it('when strangers have sent a domain’s reports of the day, its subdomains’ with it, then the next is deferred and a receiver’s still kept', () => {
    const store = createReportsStore(database);
    const day = (n: number, signedBy = n % 2 ? 'flood.example' : 'other-flood.example') => ({
      ...keptDayReport(`s${n}.quota.co.za`, 0, 0, [['192.0.2.1', 1, true]]),
      reportId: `q-${n}`,
      signedBy,
    });
    const kept = Array.from({ length: REPORT_QUOTA.strangersDomainDay + 1 }, (_, n) => store.keep(day(n), Date.now()));
    expect(kept.filter(({ outcome }) => outcome === 'kept')).toHaveLength(REPORT_QUOTA.strangersDomainDay);
    expect(kept.at(-1)).toMatchObject({ outcome: 'over_quota', budget: 'strangers-domain' });
    expect(store.keep(day(0, 'google.com'), Date.now()).outcome).toBe('kept');
  });

  it('when strangers spend their share of a domain’s day and of the site’s, then the receivers’ is still theirs, and each refusal names its budget', () => {
    const own = openSiteDatabase(tempFolder('dmarc-reports-ceiling'));
    try {
      // Bounds of a few reports' size each, the same rule as the real ones (REPORT_VOLUME and DMARC_REPORTS_DAY_MB).
      const day = (domain: string, signedBy: string, n: number) => ({
        ...keptDayReport(domain, 0, 0, [['192.0.2.1', 1, true]]),
        reportId: `v-${n}`,
        signedBy,
      });
      const one = keptBytes(day('a.co.za', 'a.co.za', 0).records);
      const store = createReportsStore(own, {
        siteDayBytes: 8.5 * one,
        volume: {
          signerDomainDayBytes: 2.5 * one,
          domainDayBytes: 3.5 * one,
          strangersDomainDayBytes: 1.5 * one,
          signerDayBytes: 3.5 * one,
          strangersSiteShare: 0.5,
        },
      });
      const now = Date.now();
      const sent: Array<[string, string, string]> = [
        ['a.co.za', 'evil.co.za', 'kept'],
        // A subdomain is its organisational domain's, whoever signs.
        ['x.a.co.za', 'rogue.co.za', 'over_volume strangers-domain'],
        ['a.co.za', 'google.com', 'kept'],
        ['a.co.za', 'google.com', 'kept'],
        ['a.co.za', 'google.com', 'over_volume signer-domain'],
        ['a.co.za', 'microsoft.com', 'kept'],
        ['a.co.za', 'microsoft.com', 'over_volume receivers-domain'],
        ['b.co.za', 'evil.co.za', 'kept'],
        ['c.co.za', 'evil.co.za', 'kept'],
        ['d.co.za', 'rogue.co.za', 'kept'],
        ['e.co.za', 'rogue.co.za', 'site_full strangers-site'],
        ['f.co.za', 'evil.co.za', 'over_volume signer'],
        ['b.co.za', 'microsoft.com', 'kept'],
        ['c.co.za', 'microsoft.com', 'site_full site'],
      ];
      const kept = sent.map(([domain, signer], n) => store.keep(day(domain, signer, n), now));
      expect(kept.map((k) => ('budget' in k ? `${k.outcome} ${k.budget}` : k.outcome))).toEqual(
        sent.map(([, , outcome]) => outcome),
      );
      expect(store.keep(day('d.co.za', 'google.com', 99), now + DAY_MS)).toEqual({ outcome: 'kept' });
    } finally {
      own.close();
    }
  });

  it('when a stranger sends signed reports of 5,000 rows until refused, then the database grows less than 10 MB, the rest is deferred for its budget, and Google’s report is kept', async () => {
    // The database file's own size, its write-ahead log folded in first.
    const fileSize = () => {
      database.run((db) => db.exec('PRAGMA wal_checkpoint(TRUNCATE)'));
      return statSync(database.file).size;
    };
    const before = fileSize();
    const rows = manyRows(FLOODED, 5000);
    const replies: unknown[][] = [];
    for (let n = 0; n <= REPORT_QUOTA.signerDomainDay && replies.at(-1)?.[0] !== 452; n += 1) {
      const flood = { ...googleReport(`flood-${n}`, FLOODED, BEGIN_S, rows), orgName: 'evil.co.za', email: 'dmarc@evil.co.za' };
      replies.push(await reply(send([gzipAttachment(flood)], ADDRESS, 'dmarc@evil.co.za', 'evil.co.za')));
    }
    const grownMb = (fileSize() - before) / 1024 / 1024;
    process.stdout.write(`5,000-row reports: ${replies.length - 1} kept, the database grew ${grownMb.toFixed(1)} MB\n`);
    expect(replies.at(-1)).toEqual([452, 'DATA']);
    expect(replies.slice(0, -1)).toEqual(replies.slice(0, -1).map(() => [250, 'accepted']));
    expect(grownMb).toBeLessThan(10);
    expect(await outcomes()).toMatchObject({ over_volume: 1 });
    const refused = await metrics.registry.getSingleMetric('dmarc_reports_refused_total')!.get();
    expect(refused.values).toEqual([expect.objectContaining({ labels: { budget: 'strangers-domain' }, value: 1 })]);
    expect(await reply(send([gzipAttachment(googleReport('real-1', FLOODED, BEGIN_S, rows))]))).toEqual([250, 'accepted']);
  }, 60_000);

  it('when two reports of one reporter’s name and id are for different domains, then both are kept', async () => {
    // A report is one reporter's of one domain: the same name and id for another domain (forged, or another
    // receiver's numbering) is not the first sent again, and must not make the genuine one answered "kept already".
    const duplicates = (await outcomes()).duplicate ?? 0;
    await send([googleAttachment(report('shared-1', ALSO_OURS))]);
    await send([googleAttachment(report('shared-1'))]);
    await send([googleAttachment(report('shared-1'))]);
    expect(
      stored()
        .reports.filter((row) => row.report_id === 'shared-1')
        .map((row) => row.domain),
    ).toEqual([ALSO_OURS, OURS]);
    expect(await outcomes()).toMatchObject({ duplicate: duplicates + 1 });
  });

  it('when reports are kept, then the operator’s list names each domain with its volumes, and the rows kept are a metric', async () => {
    const lines: string[] = [];
    listReports(database, false, (text) => lines.push(text));
    const mine = lines
      .join('\n')
      .split('\n')
      .find((line) => line.startsWith(OURS));
    // g-1, ms-1, g-2, g-planted twice and shared-1 so far, signed by three reporters (Yahoo's is for the other domain); each 12 passed of 15.
    expect(mine).toMatch(
      new RegExp(
        `6 report\\(s\\) from 3 reporter\\(s\\)\\s+last received \\S+\\s+covering ${YESTERDAY} to ${YESTERDAY}\\s+90 message\\(s\\), 72 passed$`,
      ),
    );
    const listed: Array<{ domain: string; messages: number }> = [];
    listReports(database, true, (text) => listed.push(...(JSON.parse(text) as typeof listed)));
    expect(listed.map(({ domain, messages }) => [domain, messages])).toEqual(
      expect.arrayContaining([
        [OURS, 90],
        [ALSO_OURS, 30],
      ]),
    );
    const rows = await metrics.registry.getSingleMetric('dmarc_report_rows')!.get();
    expect(rows.values[0]?.value).toBe(stored().rows.length);
  });

  it('when the policy domain’s record does not name our address, then the report is refused and nothing kept', async () => {
    const before = stored();
    expect(await reply(send([googleAttachment(report('x-1', NOT_OURS))]))).toEqual([550, 'DATA']);
    expect(await reply(send([googleAttachment(report('x-2', 'nowhere.co.za'))]))).toEqual([550, 'DATA']);
    expect(stored()).toEqual(before);
    expect(await outcomes()).toMatchObject({ not_ours: 2 });
  });

  it('when a report for a domain not ours is broken past its first 64 KB, then it is refused as not ours, never parsed', async () => {
    const before = stored();
    const broken = gzipAttachment(bigReport('x-big', 400, NOT_OURS), { tail: '<record><row>' });
    expect(gunzipSync(broken.content).length).toBeGreaterThan(2 * 64 * 1024);
    expect(await reply(send([broken]))).toEqual([550, 'DATA']);
    expect(stored()).toEqual(before);
    expect(await outcomes()).toMatchObject({ not_ours: 3 });
    // The same XML for a domain of ours is parsed, and refused as malformed.
    const malformed = (await outcomes()).malformed ?? 0;
    const ours = gzipAttachment(bigReport('ours-big', 400), { tail: '<record><row>' });
    expect(await reply(send([ours]))).toEqual([554, 'DATA']);
    expect(await outcomes()).toMatchObject({ malformed: malformed + 1 });
  });

  it('when the domain at a report’s start is not the one it reads as, then it is refused as malformed', async () => {
    const before = stored();
    // A domain of ours in a comment ahead of the policy, which names another.
    const orgName = `google.com<!-- <policy_published><domain>${OURS}</domain></policy_published> -->`;
    const posing = gzipAttachment({ ...report('posing-1', NOT_OURS), orgName });
    expect(await reply(send([posing]))).toEqual([554, 'DATA']);
    expect(stored()).toEqual(before);
  });

  it('when a report unpacks to the limit it is kept, and one byte past it is refused', async () => {
    // Spaced out to the limit, so that the bound is what is tested, not how fast a busy host parses 4 MB of rows.
    const atLimit = gzipAttachment(report('at-limit'), { bytes: UNPACKED_MAX });
    const past = gzipAttachment(report('past-limit'), { bytes: UNPACKED_MAX + 1 });
    expect(await reply(send([past]))).toEqual([554, 'DATA']);
    expect(await reply(send([atLimit]))).toEqual([250, 'accepted']);
    expect(stored().reports.map((row) => row.report_id)).toEqual(expect.arrayContaining(['at-limit']));
    expect(stored().reports.map((row) => row.report_id)).not.toContain('past-limit');
  }, 30_000);

  it('when a report takes longer to read than its deadline, then its read is stopped there and the sender told to try later', async () => {
    const slowIntake = createReportIntake({
      databaseFile: database.file,
      servers: parseDnsServers(dns.servers),
      owners: { nameUs: async () => true },
      readMs: 1,
    });
    const composer = createTransport({ streamTransport: true, buffer: true });
    const { message } = await composer.sendMail({
      from: 'noreply-dmarc-support@google.com',
      to: ADDRESS,
      dkim: keys.dkim('google.com'),
      attachments: [gzipAttachment(bigReport('slow-1', 6000))],
    });
    // A busy host reads a real 4 MB report slowly: a permanent refusal would lose it, a 451 has it sent again.
    expect(await slowIntake(message as Buffer)).toMatchObject({ outcome: 'deferred', detail: 'not read within 1 ms' });
    await slowIntake.close();
    expect(stored().reports.map((row) => row.report_id)).not.toContain('slow-1');
  });

  it.each([
    [
      'the system ends it (SIGKILL), never the report',
      'SIGKILL',
      { outcome: 'deferred', detail: 'its reader ended mid-read' },
      1,
    ],
    ['V8 aborts it for its heap (SIGABRT)', 'SIGABRT', { outcome: 'bomb', detail: 'its read ran out of memory' }, 0],
  ] as const)(
    'when a report’s reader ends mid-read as %s, then the sender is answered for that, and the operator told where it was not the report’s doing',
    async (_case, signal, answered, logged) => {
      const before = readerPids();
      let asked!: () => void;
      const reading = new Promise<void>((resolve) => (asked = resolve));
      const lines: string[] = [];
      const ownIntake = createReportIntake({
        databaseFile: database.file,
        servers: parseDnsServers(dns.servers),
        // The reader waits here for the site's answer: mid-read, until it is ended.
        owners: { nameUs: () => (asked(), new Promise<boolean>(() => {})) },
        log: (fields, msg) => lines.push(`${msg} ${JSON.stringify(fields)}`),
      });
      const composer = createTransport({ streamTransport: true, buffer: true });
      const { message } = await composer.sendMail({
        from: 'noreply-dmarc-support@google.com',
        to: ADDRESS,
        dkim: keys.dkim('google.com'),
        attachments: [googleAttachment(report(`ended-${signal}`))],
      });
      const outcome = ownIntake(message as Buffer);
      await reading;
      for (const pid of readerPids()) if (!before.has(pid)) process.kill(pid, signal);
      expect(await outcome).toMatchObject(answered);
      await ownIntake.close();
      expect(lines.filter((line) => line.includes(signal))).toHaveLength(logged);
    },
  );

  it('when a domain’s record was asked once, then the next report for it is answered from the cache', async () => {
    const asked = dns.asked(`_dmarc.${OURS}`);
    await send([microsoftAttachment(report('ms-cached'))]);
    expect(dns.asked(`_dmarc.${OURS}`)).toBe(asked);
  });

  it('when mail is sent to another address, then it is refused at RCPT', async () => {
    expect(await reply(send([googleAttachment(report('r-1'))], `postmaster@reports.kopano.test`))).toEqual([550, 'RCPT TO']);
  });

  it('when a 20 MB message arrives, then it is refused with 552', async () => {
    const body = Buffer.alloc(
      20 * 1024 * 1024,
      'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0\r\n',
    );
    const raw = Buffer.concat([Buffer.from(`To: ${ADDRESS}\r\nSubject: big\r\nContent-Type: application/gzip\r\n\r\n`), body]);
    const sending = mailer.sendMail({ envelope: { from: 'noreply-dmarc-support@google.com', to: [ADDRESS] }, raw });
    expect(await reply(sending)).toEqual([552, 'DATA']);
    expect(await outcomes()).toMatchObject({ too_large: 1 });
  });

  it('when zip and gzip bombs and a billion laughs arrive, then each is refused without the process growing, nothing is kept, and the next report is', async () => {
    const before = stored();
    const { bomb = 0, malformed = 0 } = await outcomes();
    const [zip, gzip] = [zipBomb(512), gzipBomb(512)];
    // The process's peak resident memory (KB): a bomb unpacked whole would raise it by its 512 MB.
    const peakBefore = process.resourceUsage().maxRSS;
    expect(await reply(send([zip]))).toEqual([554, 'DATA']);
    expect(await reply(send([gzip]))).toEqual([554, 'DATA']);
    const laughs = { filename: 'laughs.xml.gz', contentType: 'application/gzip', content: gzipSync(billionLaughs()) };
    expect(await reply(send([laughs]))).toEqual([554, 'DATA']);
    expect((process.resourceUsage().maxRSS - peakBefore) / 1024).toBeLessThan(64);
    expect(stored()).toEqual(before);
    expect(await outcomes()).toMatchObject({ bomb: bomb + 2, malformed: malformed + 1 });
    await send([googleAttachment(report('after-bomb'))]);
    expect(stored().reports).toHaveLength(before.reports.length + 1);
  });

  it('when a failure report (ruf) arrives, then it is refused and never kept', async () => {
    const before = stored();
    const raw = [
      `From: noreply-dmarc-support@google.com`,
      `To: ${ADDRESS}`,
      'Subject: DMARC failure report',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=feedback-report; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'An authentication failure report.',
      '--b1',
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: auth-failure',
      'Auth-Failure: dmarc',
      `Reported-Domain: ${OURS}`,
      '--b1',
      'Content-Type: text/rfc822-headers',
      '',
      `From: someone@${OURS}`,
      'Subject: an invoice',
      '--b1--',
      '',
    ].join('\r\n');
    const sending = mailer.sendMail({
      envelope: { from: 'dmarc@receiver.example', to: [ADDRESS] },
      raw,
      dkim: keys.dkim('google.com'),
    });
    expect(await reply(sending)).toEqual([554, 'DATA']);
    expect(stored()).toEqual(before);
    expect(await outcomes()).toMatchObject({ failure_report: 1 });
  });

  it('when the resolver is stopped as a signed report arrives, then it is deferred with 451, and kept once when sent again after', async () => {
    // RFC 6376 6.1.2: a key that cannot be fetched now is a TEMPFAIL, not a missing signature; a 550 would lose the day's report.
    const sent = [googleAttachment(report('g-resolver-down'))];
    await dns.close();
    try {
      const sending = send(sent);
      await expect(sending).rejects.toMatchObject({ responseCode: 451, response: expect.stringMatching(/^451 4\.7\.\d+ /) });
    } finally {
      dns = await startDnsStub(ZONE, { port: dns.port });
    }
    expect(stored().reports.map((row) => row.report_id)).not.toContain('g-resolver-down');
    expect(await outcomes()).toMatchObject({ key_unavailable: 1 });
    expect((await send(sent)).response).toMatch(/^250 2\.0\.0 Report kept$/);
    expect((await send(sent)).response).toMatch(/^250 2\.0\.0 Report kept already$/);
    expect(stored().reports.filter((row) => row.report_id === 'g-resolver-down')).toHaveLength(1);
  });

  it('when the retention sweep runs 90 days after they arrived, then the reports, their rows and their servers’ names are deleted', async () => {
    const sweep = dmarcReportsSweep(database);
    const kept = stored().reports.length;
    expect(kept).toBeGreaterThan(0);
    // A server's name, as a digest's look keeps it when it names the address.
    const { sourceIp } = createReportsStore(database).rowsFor(OURS, 0, 2 ** 31)[0]!;
    await rememberingNames(database, { nameOf: async () => 'mail-ej1-f10.google.com' }, Date.now()).nameOf(sourceIp);
    const names = () => namesKeptFor(database, OURS, 0, Date.now() + 100 * DAY_MS);
    expect(names()).toEqual(['mail-ej1-f10.google.com']);
    expect(sweep.deleteExpired(Date.now() + 89 * DAY_MS)).toBe(0);
    expect(names()).toHaveLength(1);
    expect(sweep.deleteExpired(Date.now() + 90 * DAY_MS)).toBe(kept);
    expect(stored()).toEqual({ reports: [], rows: [] });
    expect(database.run((db) => db.prepare('SELECT COUNT(*) AS n FROM dmarc_source_names').get())).toEqual({ n: 0 });
  });
});

/** What the listener on `port` offers after EHLO, a keyword a line. */
async function offers(port: number): Promise<string[]> {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const until = async (pattern: RegExp) => {
    while (!pattern.test(text)) await once(socket, 'data');
  };
  await until(/^220 /m);
  socket.write('EHLO client.test\r\n');
  await until(/^250 /m);
  socket.end('QUIT\r\n');
  return [...text.matchAll(/^250[- ](\S+)/gm)].map((match) => match[1]!).slice(1);
}

/** A raw session from `localAddress`: the greeting's reply code, then each line's until the server closes it. */
async function rawSession(port: number, lines: string[], localAddress = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const next = async () => {
    while (!/^\d{3} .*\r\n/m.test(text) && !socket.closed) await Promise.race([once(socket, 'data'), closed]);
    const match = /^(\d{3}) .*\r\n/m.exec(text);
    text = match ? text.slice(match.index + match[0].length) : '';
    return match ? Number(match[1]) : undefined;
  };
  const codes = [await next()];
  for (const line of lines) if (!socket.closed) codes.push(await (socket.write(`${line}\r\n`), next()));
  return { socket, codes };
}

describe('the report listener’s commands', () => {
  it('when sessions are handed over with XFORWARD, then each client’s are counted by its own address, and one refused is never counted out', async () => {
    const through = (client: string) =>
      rawSession(intakePort, ['EHLO mx.test', `XFORWARD ADDR=${client}`, 'MAIL FROM:<a@b.test>']);
    const direct = () => rawSession(intakePort, ['EHLO mx.test'], '127.0.0.2');
    const sessions = await Promise.all(Array.from({ length: 4 }, () => through('192.0.2.7')));
    try {
      sessions.push(await through('192.0.2.7'), await through('192.0.2.8'));
      for (let n = 0; n < 6; n += 1) sessions.push(await direct());
      expect(sessions.map(({ codes }) => Math.max(...codes.filter(Boolean).map(Number)))).toEqual([
        250, 250, 250, 250, 421, 250, 250, 250, 250, 250, 421, 421,
      ]);
    } finally {
      for (const { socket } of sessions) socket.destroy();
    }
  });

  it('when no certificate is set, then it offers neither STARTTLS nor AUTH', async () => {
    const keywords = await offers(intakePort);
    expect(keywords).toContain('SIZE');
    expect(keywords).not.toContain('STARTTLS');
    expect(keywords.filter((keyword) => keyword.startsWith('AUTH'))).toEqual([]);
  });

  it('when a certificate is set, then it offers STARTTLS, no AUTH, and a report sent over TLS is kept', async () => {
    const ca = await makeTestCa();
    const { cert, key } = await ca.issue(['reports.kopano.test']);
    await ca.stop();
    const port = await freePort();
    const config = tlsConfig(cert, key, port);
    const secured = startDmarcIntake({ config, database, logger: pino({ level: 'silent' }) })!;
    const tlsMailer = createTransport({
      host: '127.0.0.1',
      port,
      requireTLS: true,
      tls: { ca: ca.certPem, servername: 'reports.kopano.test' },
    });
    try {
      await secured.listening;
      const keywords = await offers(port);
      expect(keywords).toContain('STARTTLS');
      expect(keywords.filter((keyword) => keyword.startsWith('AUTH'))).toEqual([]);
      const sent = await tlsMailer.sendMail({
        from: 'noreply-dmarc-support@google.com',
        to: ADDRESS,
        subject: 'Report domain',
        attachments: [googleAttachment(report('tls-1'))],
        dkim: keys.dkim('google.com'),
      });
      expect(sent.response).toMatch(/^250 /);
      expect(stored().reports.map((row) => row.report_id)).toContain('tls-1');
    } finally {
      tlsMailer.close();
      await secured.close();
    }
  });

  it.each([
    ['a certificate that is not its key’s', 'ERR_OSSL_X509_KEY_VALUES_MISMATCH'],
    ['a file that is no certificate', 'ERR_OSSL_PEM_NO_START_LINE'],
  ])(
    'when the certificate cannot be used (%s), then the intake stays off, says why, and the process serves on',
    async (_case, errorCode) => {
      const ca = await makeTestCa();
      const [{ key }, other] = await Promise.all([ca.issue(['reports.kopano.test']), ca.issue(['other.kopano.test'])]);
      await ca.stop();
      const port = await freePort();
      const config = tlsConfig(errorCode === 'ERR_OSSL_PEM_NO_START_LINE' ? 'not a certificate\n' : other.cert, key, port);
      const logged: { level: number; msg: string; errorCode?: string }[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });

      expect(startDmarcIntake({ config, database, logger })).toBeUndefined();

      expect(logged).toEqual([
        expect.objectContaining({
          level: 50,
          errorCode,
          msg: 'the DMARC report intake did not start: DMARC_REPORTS_TLS_CERT or _KEY cannot be read or used',
        }),
      ]);
      const probe = createTransport({ host: '127.0.0.1', port, ignoreTLS: true });
      expect(await reply(probe.verify())).toEqual([undefined, 'CONN']);
      probe.close();
      await send([googleAttachment(report(`after-bad-tls-${errorCode}`))]);
      expect(stored().reports.map((row) => row.report_id)).toContain(`after-bad-tls-${errorCode}`);
    },
  );
});
