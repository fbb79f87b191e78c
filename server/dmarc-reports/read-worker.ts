/**
 * A reader of messages to the report address, one at a time, in a reader process (report-intake.ts
 * starts it through the site's one runner, server/reader-processes.ts, with its memory limits, and
 * ends it past a message's deadline): the DKIM signature
 * checked, the MIME parsed, the report unpacked, its XML read and its rows kept. None of it runs on
 * the event loop that serves the site's pages, and the process yields the cores to them: a
 * stranger's 10 MB of junk costs a visitor nothing. The policy domain is sent to the site as soon
 * as it is known, whose answer (asked of DNS there, with its cache) comes while the XML is read.
 */
// First: mailauth's verifiers take their header reading when they load (header-fields.ts).
import '../email-security/header-fields';
import type { MessagePort } from 'node:worker_threads';
import type { DnsServer } from '../email-security/dns-client';
import { siteDatabase } from '../store/site-database';
import { yieldToPages } from './background-priority';
import { MalformedReport, readAggregateReport } from './aggregate-report';
import { ReportRefused, type IntakeResult } from './intake-outcome';
import { policyDomainOf } from './policy-domain';
import { reportAttachment } from './report-message';
import { signedReporter } from './report-signature';
import { createReportsStore } from './reports-store';
import { unpackReport } from './unpack-report';

export interface ReadJob {
  raw: Uint8Array;
  receivedMs: number;
  servers: DnsServer[];
  databaseFile: string;
  /** What all domains' reports may add to the database in a day (DMARC_REPORTS_DAY_MB). */
  siteDayBytes: number;
  /** The site's end of the read: told the policy domain, it answers whether the domain is ours. */
  site: MessagePort;
}

/** What the reader says to the site mid-read: the policy domain to ask about. */
export type WorkerSays = { domain: string };
/** The site's answer to `domain`: whether its record names our address, or why it cannot tell now. */
export type SiteSays = { ours: boolean } | { deferred: string };

yieldToPages();

let database: ReturnType<typeof siteDatabase> | undefined;

const asMalformed = (error: unknown) =>
  error instanceof MalformedReport ? new ReportRefused('malformed', error.message) : (error as Error);

/** What became of one message (the runner hands it one message at a time). */
export default async function read({
  raw,
  receivedMs,
  servers,
  databaseFile,
  siteDayBytes,
  site,
}: ReadJob): Promise<IntakeResult> {
  const message = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  let domain: string | undefined;
  try {
    const signedBy = await signedReporter(message, servers);
    const xml = await unpackReport(await reportAttachment(message));
    try {
      domain = policyDomainOf(xml);
    } catch (error) {
      throw asMalformed(error);
    }
    const answer = new Promise<SiteSays>((resolve) => site.once('message', resolve));
    site.postMessage({ domain } satisfies WorkerSays);
    let report;
    let unreadable: Error | undefined;
    try {
      report = readAggregateReport(xml, receivedMs);
    } catch (error) {
      unreadable = asMalformed(error);
    }
    const said = await answer;
    if ('deferred' in said) throw new ReportRefused('deferred', said.deferred);
    if (!said.ours) throw new ReportRefused('not_ours', 'the record does not name the report address');
    if (unreadable || !report) throw unreadable ?? new ReportRefused('malformed', 'unread');
    if (report.policy.domain !== domain) throw new ReportRefused('malformed', 'the policy domain is not the one at its start');
    let kept;
    try {
      database ??= siteDatabase(databaseFile);
      kept = createReportsStore(database, { siteDayBytes }).keep({ ...report, signedBy }, receivedMs);
    } catch (error) {
      throw new ReportRefused('deferred', `database: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    return { ...kept, outcome: kept.outcome === 'kept' ? 'stored' : kept.outcome, domain };
  } catch (error) {
    if (error instanceof ReportRefused) return { outcome: error.outcome, domain, detail: error.message };
    return { outcome: 'malformed', domain, detail: (error as Error).message };
  } finally {
    site.close();
  }
}
