/**
 * What a day's DMARC reports may add to the database, and what one report's rows are reckoned to
 * take in it: the bounds reports-store.ts keeps them within.
 */
import type { AggregateReport } from './aggregate-report';

export const MB = 1024 * 1024;
/**
 * What a day's reports may add to the database file, as keptBytes reckons it. A stranger whose own
 * domain names our address signs its reports with domains of its own: a domain's day, all its
 * signers together, stays under 10 MB (kept 90 days), and a signer's share of it leaves room for
 * the others. A big receiver's report of a busy domain takes a few hundred KB. One signer, all the
 * domains it reports together, has a share of the site's day: Google's reports of two hundred
 * client domains fit in it, and a stranger signing for many domains of its own cannot take the
 * whole day from them. All domains together are bounded by DMARC_REPORTS_DAY_MB
 * (reports-settings.ts), the site's own choice for its disk.
 */
export const REPORT_VOLUME = { signerDomainDayBytes: 4 * MB, domainDayBytes: 8 * MB, signerDayBytes: 64 * MB };

/**
 * What a row takes in the file beyond its text: its integers, SQLite's record and cell headers,
 * its three indexes' entries and the slack of pages split as they fill. Measured: Google's rows
 * of 5,000 sources grow the file 251 bytes each, of which 173 are their text (its address twice).
 */
const ROW_BYTES = 100;

/** The bytes a report's rows are reckoned to take in the database file: their text and ROW_BYTES each. */
export const keptBytes = (records: AggregateReport['records']): number =>
  records.reduce(
    (sum, record) =>
      sum +
      ROW_BYTES +
      2 * Buffer.byteLength(record.sourceIp) +
      Buffer.byteLength(record.disposition) +
      Buffer.byteLength(record.dkim) +
      Buffer.byteLength(record.spf) +
      Buffer.byteLength(record.headerFrom) +
      Buffer.byteLength(JSON.stringify(record.dkimResults)) +
      Buffer.byteLength(JSON.stringify(record.spfResults)) +
      Buffer.byteLength(passedFor(record) ?? ''),
    0,
  );

/** Domains of a row's passing results kept: its own and a service's, and a few more at most. */
const PASSED_FOR_MAX = 4;

/**
 * The domains a record's DKIM and SPF results passed for, lower case, as kept with it (JSON, or
 * null for none): read back by rowsFor without parsing every result of every row again.
 */
export const passedFor = (record: AggregateReport['records'][number]): string | null => {
  const domains = new Set(
    [...record.dkimResults, ...record.spfResults]
      .filter((result) => result.result.toLowerCase() === 'pass' && result.domain)
      .map((result) => result.domain.toLowerCase()),
  );
  return domains.size ? JSON.stringify([...domains].slice(0, PASSED_FOR_MAX)) : null;
};
