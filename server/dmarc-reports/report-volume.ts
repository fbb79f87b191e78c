/**
 * What a day's DMARC reports may add to the database, and what one report's rows are reckoned to
 * take in it: the day's budgets reports-store.ts keeps them within, each counted over the last day
 * and over a report's organisational domain (its subdomains with it: a stranger's reports of
 * a.its-own.example, b.its-own.example … are one domain's).
 */
import type { DatabaseSync } from 'node:sqlite';
import { getDomain } from 'tldts';
import type { AggregateReport } from './aggregate-report';
import { knownReportSigners } from '../../shared/catalogue/dmarc-reporters';

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a day's reports may add to the database file, as keptBytes reckons it. The known receivers'
 * (shared/catalogue/dmarc-reporters.ts) and a stranger's are budgeted apart, so no stranger can
 * spend what is kept for the owner's real reports. A big receiver's report of a busy domain takes a
 * few hundred KB: one receiver's reports of a domain have 4 MB, the receivers' together 8 MB.
 * Anyone whose own domain names our address signs reports with domains of its own: all strangers
 * together have 1 MB of a domain's day (their reports are only shown, counted per reporter). One
 * signer, all the domains it reports together, has 64 MB (Google's reports of two hundred client
 * domains fit in it); all strangers together a quarter of the site's day (DMARC_REPORTS_DAY_MB,
 * reports-settings.ts, the site's own choice for its disk), the rest kept back for the receivers.
 */
export const REPORT_VOLUME = {
  signerDomainDayBytes: 4 * MB,
  domainDayBytes: 8 * MB,
  strangersDomainDayBytes: 1 * MB,
  signerDayBytes: 64 * MB,
  strangersSiteShare: 0.25,
};

/**
 * Reports a day: a receiver reports a policy domain once a day, at most hourly (ri=3600), and an
 * owner's subdomains with records of their own each get their reports; past these a signer, the
 * receivers together or the strangers together are flooding a domain's tables.
 */
export const REPORT_QUOTA = { signerDomainDay: 100, domainDay: 300, strangersDomainDay: 30 };

/** The budget a refusal is of, as the log and `dmarc_reports_refused_total{budget}` name it. */
type Budget = 'signer-domain' | 'receivers-domain' | 'strangers-domain' | 'signer' | 'strangers-site' | 'site';

export type OverBudget = { outcome: 'over_quota' | 'over_volume' | 'site_full'; budget: Budget; detail: string };

/** SQL true where `column`, a report's signing domain, is a known receiver's (the catalogue's plain domain names). */
export const knownSignedSql = (column: string) =>
  `(${column} IN (${knownReportSigners.map((domain) => `'${domain.replace(/[^a-z0-9.-]/g, '')}'`).join(', ')}))`;

/** A policy domain's organisational domain, the budgets' and the kept report's. */
export const organisationalDomain = (domain: string): string => getDomain(domain) ?? domain;

const inMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * The first of the day's budgets that a report of `bytes` signed by `signedBy` for `org` would pass,
 * read in `db` (the keeping transaction), or undefined when it fits them all.
 */
export function overBudget(
  db: DatabaseSync,
  {
    signedBy,
    org,
    bytes,
    receivedMs,
    known,
  }: { signedBy: string; org: string; bytes: number; receivedMs: number; known: boolean },
  { siteDayBytes, volume }: { siteDayBytes: number; volume: typeof REPORT_VOLUME },
): OverBudget | undefined {
  const since = receivedMs - DAY_MS;
  const mine = knownSignedSql('signed_by');
  const domain = db
    .prepare(
      `SELECT COALESCE(SUM(signed_by = ?), 0) AS signer, total(CASE WHEN signed_by = ? THEN kept_bytes END) AS signerBytes,
         COALESCE(SUM((${mine}) = ?), 0) AS party, total(CASE WHEN (${mine}) = ? THEN kept_bytes END) AS partyBytes
       FROM dmarc_reports WHERE org_domain = ? AND received_ms > ?`,
    )
    .get(signedBy, signedBy, Number(known), Number(known), org, since) as Record<
    'signer' | 'signerBytes' | 'party' | 'partyBytes',
    number
  >;
  const site = db
    .prepare(
      `SELECT total(kept_bytes) AS all_, total(CASE WHEN signed_by = ? THEN kept_bytes END) AS signer,
         total(CASE WHEN NOT (${mine}) THEN kept_bytes END) AS strangers FROM dmarc_reports WHERE received_ms > ?`,
    )
    .get(signedBy, since) as { all_: number; signer: number; strangers: number };
  const party = known ? 'receivers-domain' : 'strangers-domain';
  const partyReports = known ? REPORT_QUOTA.domainDay : REPORT_QUOTA.strangersDomainDay;
  const partyBytes = known ? volume.domainDayBytes : volume.strangersDomainDayBytes;
  const strangersSiteBytes = siteDayBytes * volume.strangersSiteShare;
  const budgets: [boolean, OverBudget['outcome'], Budget, string][] = [
    [domain.signer >= REPORT_QUOTA.signerDomainDay, 'over_quota', 'signer-domain', `${domain.signer} reports of ${org}`],
    [domain.party >= partyReports, 'over_quota', party, `${domain.party} reports of ${org}`],
    [
      domain.signerBytes + bytes > volume.signerDomainDayBytes,
      'over_volume',
      'signer-domain',
      `${inMb(domain.signerBytes)} of ${org}`,
    ],
    [domain.partyBytes + bytes > partyBytes, 'over_volume', party, `${inMb(domain.partyBytes)} of ${org}`],
    [site.signer + bytes > volume.signerDayBytes, 'over_volume', 'signer', `${inMb(site.signer)} of all domains`],
    [
      !known && site.strangers + bytes > strangersSiteBytes,
      'site_full',
      'strangers-site',
      `${inMb(site.strangers)} of all domains`,
    ],
    [site.all_ + bytes > siteDayBytes, 'site_full', 'site', `${inMb(site.all_)} of all domains`],
  ];
  const over = budgets.find(([past]) => past);
  return over && { outcome: over[1], budget: over[2], detail: `${inMb(bytes)} signed by ${signedBy} on ${over[3]} in a day` };
}

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
