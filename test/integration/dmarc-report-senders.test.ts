import type { AggregateReport } from '../../server/dmarc-reports/aggregate-report';
import { isOwnSource } from '../../server/dmarc-reports/policy-verdict';
import { fixFor, sendersOf } from '../../server/dmarc-reports/report-senders';
import { createReportsStore } from '../../server/dmarc-reports/reports-store';
import { sourceNames, SOURCE_NAME_LIMITS } from '../../server/dmarc-reports/source-names';
import { parseDnsServers } from '../../server/email-security/dns-client';
import { DMARC_REPORTS_SCHEMA } from '../../server/dmarc-reports/reports-schema';
import { WATCH_SCHEMA } from '../../server/email-watch/watch-schema';
import { openSiteDatabase } from '../../server/site-tables';
import { databaseFileIn, siteDatabase } from '../../server/store/site-database';
import { mailSenders } from '../../shared/catalogue/mail-senders';
import { startDnsLab, type DnsLab } from '../support/email-lab';
import { forTests, tempFolder } from '../support/for-tests';

/*
 * Who sends as a domain, from reports kept in the site's real database, each source's name asked
 * of the lab's validating resolver (unbound in front of knotd), whose reverse zone names the
 * senders as their own servers are named, and whose forward zones lead those names back (all but
 * one, a stranger's server calling itself Google's).
 */
const DOMAIN = 'client.co.za';
const DAY_S = 24 * 60 * 60;
const WEEK_START = 1_764_201_600;
const net = '203.0.113';

const lab = forTests<DnsLab>(
  () =>
    startDnsLab([
      {
        name: `${net.split('.').reverse().join('.')}.in-addr.arpa`,
        records: [
          '10 PTR mail-ej1-f10.google.com.',
          '11 PTR mail-wm1-f11.google.com.',
          '12 PTR mail-x.google.com.',
          '20 PTR o1.ptr1234.sendgrid.net.',
          '30 PTR mail-db3eur04on2030.outbound.protection.outlook.com.',
          '40 PTR smtp1.office-printer.co.za.',
          '41 PTR smtp2.office-printer.co.za.',
        ],
      },
      { name: 'google.com', records: ['mail-ej1-f10 A 203.0.113.10', 'mail-wm1-f11 A 203.0.113.11', 'mail-x A 198.51.100.12'] },
      { name: 'sendgrid.net', records: ['o1.ptr1234 A 203.0.113.20'] },
      { name: 'protection.outlook.com', records: ['mail-db3eur04on2030.outbound A 203.0.113.30'] },
      { name: 'office-printer.co.za', records: ['smtp1 A 203.0.113.40', 'smtp2 A 203.0.113.41'] },
    ]),
  (started) => started.stop(),
);

type Row = { ip: number; count: number; dkim: 'pass' | 'fail'; spf: 'pass' | 'fail' };

const report = (reportId: string, beginS: number, rows: Row[], domain = DOMAIN): AggregateReport & { signedBy: string } => ({
  signedBy: 'google.com',
  reporter: 'google.com',
  reporterEmail: 'noreply-dmarc-support@google.com',
  reportId,
  beginS,
  endS: beginS + DAY_S - 1,
  policy: { domain, adkim: 'r', aspf: 'r', p: 'none', sp: null, pct: 100 },
  records: rows.map(({ ip, count, dkim, spf }) => ({
    sourceIp: `${net}.${ip}`,
    count,
    disposition: 'none',
    dkim,
    spf,
    headerFrom: domain,
    dkimResults: [],
    spfResults: [],
  })),
});

const WEEK: Row[] = [
  { ip: 10, count: 40, dkim: 'pass', spf: 'pass' },
  { ip: 11, count: 10, dkim: 'fail', spf: 'pass' },
  { ip: 12, count: 9, dkim: 'fail', spf: 'fail' },
  { ip: 20, count: 12, dkim: 'fail', spf: 'fail' },
  { ip: 30, count: 8, dkim: 'fail', spf: 'fail' },
  { ip: 40, count: 3, dkim: 'fail', spf: 'fail' },
  { ip: 41, count: 2, dkim: 'fail', spf: 'fail' },
  { ip: 50, count: 4, dkim: 'fail', spf: 'fail' },
];

function storeWithWeek() {
  const store = createReportsStore(openSiteDatabase(tempFolder('report-senders')));
  store.keep(report('week', WEEK_START, WEEK), Date.now());
  // Before the week, and another domain's: neither is counted.
  store.keep(report('before', WEEK_START - 7 * DAY_S, [{ ip: 50, count: 99, dkim: 'fail', spf: 'fail' }]), Date.now());
  store.keep(report('other', WEEK_START, [{ ip: 10, count: 77, dkim: 'pass', spf: 'pass' }], 'other.co.za'), Date.now());
  return store;
}

const sender = (id: string) => mailSenders.find((one) => one.id === id)!;

it('when a week of reports is grouped, then each service is named by its servers’ confirmed reverse DNS, with what passed and how', async () => {
  const store = storeWithWeek();
  const rows = store.rowsFor(DOMAIN, WEEK_START, WEEK_START + 7 * DAY_S);
  const summary = await sendersOf(rows, sourceNames(parseDnsServers(lab.server)));
  expect({ messages: summary.messages, passed: summary.passed }).toEqual({ messages: 88, passed: 50 });
  expect(
    summary.sources.map(({ name, messages, passed, dkimAligned, spfAligned }) => ({
      name,
      messages,
      passed,
      dkimAligned,
      spfAligned,
    })),
  ).toEqual([
    {
      name: 'Google Workspace',
      messages: 50,
      passed: 50,
      dkimAligned: 40,
      spfAligned: 50,
    },
    { name: 'SendGrid', messages: 12, passed: 0, dkimAligned: 0, spfAligned: 0 },
    // Its name leads elsewhere: not Google's, whatever it calls itself.
    { name: `${net}.12`, messages: 9, passed: 0, dkimAligned: 0, spfAligned: 0 },
    { name: 'Microsoft 365', messages: 8, passed: 0, dkimAligned: 0, spfAligned: 0 },
    {
      name: 'office-printer.co.za',
      messages: 5,
      passed: 0,
      dkimAligned: 0,
      spfAligned: 0,
    },
    { name: `${net}.50`, messages: 4, passed: 0, dkimAligned: 0, spfAligned: 0 },
  ]);
  const fixes = Object.fromEntries(summary.sources.map((source) => [source.name, fixFor(source)]));
  // Google's mail all passes: nothing to do. SendGrid documents a DKIM step and no include; Microsoft both.
  expect(fixes['Google Workspace']).toBeUndefined();
  expect(fixes.SendGrid).toEqual({ dkim: sender('sendgrid').dkim });
  expect(fixes['Microsoft 365']).toEqual({ spf: 'include:spf.protection.outlook.com', dkim: sender('microsoft-365').dkim });
  // A sender the table does not know: no include or step can be named for it.
  expect(fixes['office-printer.co.za']).toEqual({});
  // The domain's own: a source some of whose mail passed, or a service its servers' names prove; not
  // a stranger's server calling itself Google's, nor one the table does not know.
  expect(summary.sources.filter(isOwnSource).map((source) => source.name)).toEqual([
    'Google Workspace',
    'SendGrid',
    'Microsoft 365',
  ]);
});

it('when a run names more addresses than it may ask about, then the rest are shown as their addresses', async () => {
  const store = storeWithWeek();
  const rows = store.rowsFor(DOMAIN, WEEK_START, WEEK_START + 7 * DAY_S);
  const names = sourceNames(parseDnsServers(lab.server), { ...SOURCE_NAME_LIMITS, addressesMax: 2 });
  const summary = await sendersOf(rows, names);
  // Eight addresses, two of them named at the most.
  expect(summary.sources.filter((source) => source.key.startsWith('ip:')).length).toBeGreaterThanOrEqual(6);
  expect(summary.messages).toBe(88);
});

it('when a day has many reports from the same servers, then they are read back summed by server, day and verdict', () => {
  const store = storeWithWeek();
  // Google's, Microsoft's and Yahoo's reports of the same day, each naming the same server.
  for (const reporter of ['google', 'microsoft', 'yahoo'])
    store.keep(report(`${reporter}-same-day`, WEEK_START + DAY_S, [{ ip: 10, count: 5, dkim: 'pass', spf: 'pass' }]), Date.now());
  const day = store.rowsFor(DOMAIN, WEEK_START + DAY_S, WEEK_START + 2 * DAY_S);
  expect(day).toEqual([
    { sourceIp: `${net}.10`, count: 15, dkim: 'pass', spf: 'pass', beginS: WEEK_START + DAY_S, passedFor: [] },
  ]);
});

it('when rows were kept before the domains their results passed for were, then the upgrade reads those in', () => {
  const dataDir = tempFolder('report-senders-upgrade');
  // The reports' tables as the release before kept them, with a row of SendGrid's mail signed as sendgrid.net.
  const before = { ...DMARC_REPORTS_SCHEMA, migrations: DMARC_REPORTS_SCHEMA.migrations.slice(0, 6) };
  const old = siteDatabase(databaseFileIn(dataDir), [WATCH_SCHEMA, before]);
  old.run((db) => {
    db.prepare(
      `INSERT INTO dmarc_reports (id, signed_by, reporter, reporter_email, report_id, domain, begin_s, end_s, adkim, aspf, p, pct, received_ms)
       VALUES (1, 'google.com', 'google.com', '', 'old', ?, ?, ?, 'r', 'r', 'none', 100, 0)`,
    ).run(DOMAIN, WEEK_START, WEEK_START + DAY_S - 1);
    const row = db.prepare(
      `INSERT INTO dmarc_report_rows (report, source_ip, count, disposition, dkim, spf, header_from, dkim_results, spf_results, received_ms)
       VALUES (1, ?, ?, 'none', ?, 'fail', ?, ?, ?, 0)`,
    );
    row.run(
      '192.0.2.77',
      119,
      'fail',
      DOMAIN,
      '[{"domain":"SendGrid.net","result":"pass","selector":"s1"}]',
      '[{"domain":"em1.sendgrid.net","result":"pass"}]',
    );
    row.run('192.0.2.78', 3, 'fail', DOMAIN, '[{"domain":"x.example","result":"fail","selector":"s"}]', '[]');
  });
  old.close();
  const rows = createReportsStore(openSiteDatabase(dataDir)).rowsFor(DOMAIN, WEEK_START, WEEK_START + DAY_S);
  expect(rows.map(({ sourceIp, passedFor }) => [sourceIp, passedFor])).toEqual([
    ['192.0.2.77', ['sendgrid.net', 'em1.sendgrid.net']],
    ['192.0.2.78', []],
  ]);
});
