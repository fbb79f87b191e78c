import { MalformedReport, readAggregateReport, REPORT_BOUNDS } from '../../server/dmarc-reports/aggregate-report';
import { aggregateXml, googleReport, passingRow } from '../support/dmarc-report-kit';

/* A report's counts and dates as anyone may write them, read against the time it arrived: 06:00 UTC, 2 January 2026. */
const RECEIVED_MS = Date.UTC(2026, 0, 2, 6);
const DAY_S = 24 * 60 * 60;
/** The day before it arrived, as receivers report it. */
const DAY_BEFORE_S = Date.UTC(2026, 0, 1) / 1000;
const { messagesMax, periodFromS, periodToS } = REPORT_BOUNDS;

const rows = (counts: number[]) => counts.map((count) => passingRow('client.co.za', '209.85.220.41', count));
const read = (begin: number, end: number, counts: number[]) =>
  readAggregateReport(aggregateXml({ ...googleReport('bounds', 'client.co.za', begin, rows(counts)), end }), RECEIVED_MS);

it.each([
  ['a day’s mail, as many messages as a report may hold', DAY_BEFORE_S, DAY_BEFORE_S + DAY_S - 1, [messagesMax - 1, 1], null],
  ['the widest period it may cover', RECEIVED_MS / 1000 - periodFromS, RECEIVED_MS / 1000 + periodToS, [12], null],
  ['rows that add up past what a report may hold', DAY_BEFORE_S, DAY_BEFORE_S + DAY_S - 1, [messagesMax, 1], 'messages'],
  ['a count of 999,999,999,999,999', DAY_BEFORE_S, DAY_BEFORE_S + DAY_S - 1, [999_999_999_999_999], 'messages'],
  ['a period beginning at 999,999,999,999,999', 999_999_999_999_999, 999_999_999_999_999, [12], 'period'],
  ['a period ending before it begins', DAY_BEFORE_S + DAY_S, DAY_BEFORE_S, [12], 'period'],
  ['a period beginning before the widest', RECEIVED_MS / 1000 - periodFromS - 1, DAY_BEFORE_S, [12], 'period'],
  ['a period ending after the widest', DAY_BEFORE_S, RECEIVED_MS / 1000 + periodToS + 1, [12], 'period'],
])('when a report holds %s, then it is read, or refused as malformed naming what is wrong', (_, begin, end, counts, wrong) => {
  if (!wrong) expect(read(begin, end, counts)).toMatchObject({ beginS: begin, endS: end });
  else expect(() => read(begin, end, counts)).toThrow(MalformedReport);
  if (wrong) expect(() => read(begin, end, counts)).toThrow(wrong);
});
