import { policyVerdict, POLICY_RULE, recordWithPolicy } from '../../server/dmarc-reports/policy-verdict';
import { sendersOf } from '../../server/dmarc-reports/report-senders';
import type { StoredRow } from '../../server/dmarc-reports/reports-store';
import type { SourceNames } from '../../server/dmarc-reports/source-names';

/*
 * The rule on rows as the reports' table holds them. Each address's reverse DNS name is given here,
 * as the lab's reverse zone answers it in test/integration/dmarc-report-senders.test.ts.
 */
const DAY_S = 24 * 60 * 60;
const START = 1_764_201_600;
const PTR: Record<string, string> = { '198.51.100.1': 'mail-ej1-f1.google.com', '198.51.100.2': 'o1.ptr1.sendgrid.net' };
const names: SourceNames = { nameOf: async (address) => PTR[address] };

const GOOGLE = '198.51.100.1';
const SENDGRID = '198.51.100.2';
const STRANGER = '192.0.2.66';

/** `days` days of the same mail each day: `perDay` rows of [address, count, passed]. */
const daysOf = (days: number, perDay: [string, number, boolean][]): StoredRow[] =>
  Array.from({ length: days }, (_, day) =>
    perDay.map(([sourceIp, count, passed]) => ({
      sourceIp,
      count,
      dkim: passed ? 'pass' : 'fail',
      spf: 'fail',
      beginS: START + day * DAY_S,
    })),
  ).flat();

const judge = async (rows: StoredRow[], record: string | undefined) => policyVerdict(rows, await sendersOf(rows, names), record);
const AT_NONE = 'v=DMARC1; p=none; rua=mailto:dmarc@reports.kopano.test; adkim=s; fo=1';

it(`when there are fewer than ${POLICY_RULE.daysWithReports} days of reports, then not yet, however well the mail passes`, async () => {
  const verdict = await judge(daysOf(POLICY_RULE.daysWithReports - 1, [[GOOGLE, 100, true]]), AT_NONE);
  expect(verdict).toEqual({ kind: 'not-yet', why: 'few-days', days: POLICY_RULE.daysWithReports - 1 });
});

it('when every sender of the domain passes for two weeks, then quarantine, with the record’s other tags kept', async () => {
  const verdict = await judge(daysOf(POLICY_RULE.daysWithReports, [[GOOGLE, 100, true]]), AT_NONE);
  expect(verdict).toEqual({
    kind: 'quarantine',
    days: POLICY_RULE.daysWithReports,
    record: 'v=DMARC1; p=quarantine; rua=mailto:dmarc@reports.kopano.test; adkim=s; fo=1',
  });
});

it('when a known service whose mail passes sends more than a few messages that fail, then not yet, naming it', async () => {
  const rows = daysOf(POLICY_RULE.daysWithReports, [
    [GOOGLE, 100, true],
    [SENDGRID, 1, true],
    [SENDGRID, POLICY_RULE.fewMessages + 1, false],
  ]);
  const verdict = await judge(rows, AT_NONE);
  expect(verdict.kind).toBe('not-yet');
  expect(verdict.kind === 'not-yet' && verdict.why === 'failing' && verdict.failing.map((source) => source.name)).toEqual([
    'SendGrid',
  ]);
});

it('when a stranger whose mail never passes sends as the domain, then it does not hold the verdict back', async () => {
  const rows = daysOf(POLICY_RULE.daysWithReports, [
    [GOOGLE, 100, true],
    [STRANGER, 500, false],
  ]);
  expect((await judge(rows, AT_NONE)).kind).toBe('quarantine');
});

it('when a service proves who it is but none of its mail passes for the domain, then not yet, naming it', async () => {
  // SendGrid by its servers' confirmed reverse DNS; an unnamed address by a signature passing for SendGrid's own domain.
  const SIGNED = '192.0.2.77';
  const byName = daysOf(POLICY_RULE.daysWithReports, [
    [GOOGLE, 100, true],
    [SENDGRID, 20, false],
  ]);
  const bySignature = daysOf(POLICY_RULE.daysWithReports, [
    [GOOGLE, 100, true],
    [SIGNED, 20, false],
  ]).map((row) => (row.sourceIp === SIGNED ? { ...row, passedFor: ['sendgrid.net'] } : row));
  for (const rows of [byName, bySignature]) {
    const verdict = await judge(rows, AT_NONE);
    expect(verdict.kind === 'not-yet' && verdict.why === 'failing' && verdict.failing.map((source) => source.name)).toEqual([
      'SendGrid',
    ]);
  }
});

it('when a sender of the domain’s own passes only some of the time, below the share for quarantine, then not yet', async () => {
  const passedDaily = Math.floor(100 * POLICY_RULE.passShare.quarantine) - 1;
  const rows = daysOf(POLICY_RULE.daysWithReports, [
    [STRANGER, passedDaily, true],
    [STRANGER, 100 - passedDaily, false],
  ]);
  const verdict = await judge(rows, AT_NONE);
  expect(verdict.kind === 'not-yet' && verdict.why).toBe('failing');
});

it('when the domain is at quarantine for all its mail and passes, then reject; at reject, nothing further', async () => {
  const rows = daysOf(POLICY_RULE.daysWithReports, [[GOOGLE, 1000, true]]);
  const verdict = await judge(rows, 'v=DMARC1; p=quarantine; pct=100; rua=mailto:a@b.co.za');
  expect(verdict).toMatchObject({ kind: 'reject', record: 'v=DMARC1; p=reject; rua=mailto:a@b.co.za' });
  expect((await judge(rows, 'v=DMARC1; p=reject; rua=mailto:a@b.co.za')).kind).toBe('at-reject');
});

it('when the record is missing or not one receivers read, then not yet', async () => {
  const rows = daysOf(POLICY_RULE.daysWithReports, [[GOOGLE, 100, true]]);
  expect(await judge(rows, undefined)).toMatchObject({ kind: 'not-yet', why: 'no-record' });
  expect(await judge(rows, 'v=dmarc1; p=none')).toMatchObject({ kind: 'not-yet', why: 'no-record' });
});

it.each([
  // Quarantine for part of the mail: the record offered applies it to all, t=y left out too.
  ['v=DMARC1;p=quarantine;pct=25;t=y;rua=mailto:a@b.co.za', 'v=DMARC1; p=quarantine; rua=mailto:a@b.co.za'],
  // Subdomains or unused names left to be forged (sp, np weaker): left out, a stronger one kept.
  ['v=DMARC1; p=none; sp=none; np=none; rua=mailto:a@b.co.za', 'v=DMARC1; p=quarantine; rua=mailto:a@b.co.za'],
  ['v=DMARC1; p=none; sp=reject; rua=mailto:a@b.co.za', 'v=DMARC1; p=quarantine; sp=reject; rua=mailto:a@b.co.za'],
])('when the record is %s, then the record offered for quarantine is %s', (record, offered) => {
  expect(recordWithPolicy(record, 'quarantine')).toBe(offered);
});
