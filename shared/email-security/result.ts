/**
 * "Is my e-mail safe?" (/email-security): what the check finds for a domain, typed once for the
 * server that makes it, the page and the report PDF that show it, and the review e-mail.
 */

import type { DnsHostId } from '../catalogue/dns-hosts';
import type { MailProviderId } from '../catalogue/mail-providers';

/** The page's one field, in its GET form's query: `/email-security?domain=example.co.za`. */
export const EMAIL_SECURITY_PARAM = 'domain';

/** Optional: a DKIM selector the visitor names, beside the common ones. */
export const DKIM_SELECTOR_PARAM = 'selector';

/**
 * `live=…`: "is it live?", each record to publish asked of the domain's own name servers. Each press
 * sends a value the page did not (the last answer's time), so a browser asks anew, never only scrolls.
 */
export const LIVE_PARAM = 'live';

/** A `live` value: what a press sends, at most this long. */
const LIVE_VALUE_MAX = 24;

/** Every check, in the order the page and the report list them. */
export const EMAIL_CHECK_IDS = [
  'mx',
  'spf',
  'dmarc',
  'dkim',
  'sender-rules',
  'blocklist',
  'reverse-dns',
  'starttls',
  'mta-sts',
  'tls-rpt',
  'dnssec',
  'https',
  'hsts',
  'caa',
  'security-txt',
  'lookalikes',
] as const;

export type EmailCheckId = (typeof EMAIL_CHECK_IDS)[number];

export type FindingStatus = 'pass' | 'warn' | 'fail' | 'info' | 'not-tested';

/** A DNS record to publish, exactly: its name (fully qualified), type and value. */
export interface RecordToPublish {
  name: string;
  type: 'TXT' | 'CNAME' | 'CAA';
  value: string;
}

/** A file to serve at an address (https), exactly: its lines as the file holds them. */
export interface FileToPublish {
  url: string;
  lines: string[];
}

/**
 * A page a finding sends the owner to (a blocklist's removal page, a help article), from the site's
 * own tables only, never from DNS or a visitor: shown as a link, its address in full where printed.
 */
export interface FindingLink {
  label: string;
  /** A page of this site (`/help/…`) or of another (`https://…`). */
  href: string;
}

/** One check's finding, in plain words for a business owner. */
export interface Finding {
  check: EmailCheckId;
  status: FindingStatus;
  /** What was found, in a sentence. */
  found: string;
  /** The records as published (shown as text, never as markup). */
  records?: string[];
  /** What it means for the business. */
  meaning: string;
  /** What to do, where something is to be done. */
  fix?: string;
  /** The pages the fix sends the owner to, in its order. */
  links?: FindingLink[];
  /** The exact records to publish, where there are. */
  publish?: RecordToPublish[];
  /** A file to serve, exactly, line by line (the MTA-STS policy): shown as a block, as records are. */
  publishFile?: FileToPublish;
  /**
   * The DMARC record to publish (or the one found) with the company's report address added to rua,
   * where the site reads DMARC reports (DMARC_REPORTS_ADDRESS): an option, shown beside the fix.
   */
  reportsOffer?: RecordToPublish;
  /** The records of its kind at the name of the record to publish now: the first to edit into it, any others to delete. */
  replaces?: string[];
  /**
   * Records this page offered that "is it live?" found live, where the finding read again advises a
   * later step (p=none live, p=quarantine once the reports show only the owner's services): still
   * read live at the next press, since the owner published exactly what was offered.
   */
  publishedLive?: RecordToPublish[];
  /**
   * A finding that gives no verdict (not tested) although some of what it covers was checked: four of
   * the big senders' five rules, some look-alikes, part of an SPF walk. Its badge says so.
   */
  partly?: true;
  /** It breaks mail or the website now or within days (a listing, no STARTTLS, a lapsing certificate): fixed first. */
  urgent?: true;
}

/**
 * Whose mail service the domain's MX names, by its id in shared/catalogue/mail-providers.ts: that
 * provider's own steps are given. A result kept from an older release may hold an id no longer there.
 */
export type MailProvider = MailProviderId;

/**
 * The zone the domain's records are published in (the registrable domain), its name servers (host
 * names only, at most DNS_SERVERS_SHOWN), and whose they are by shared/catalogue/dns-hosts.ts.
 */
export interface DnsServedBy {
  zone: string;
  servers: string[];
  host?: DnsHostId;
}

/**
 * A record to publish as the domain's own name servers give it now: live, not yet, or not known
 * (none of them answered); where live but a resolver still holds the old answer, until when (ISO 8601).
 */
export interface LiveRecord extends RecordToPublish {
  /** 'beside': published, but beside an old record of its kind (two SPF records, say), which breaks both. */
  state: 'live' | 'not-live' | 'beside' | 'unknown';
  cachedUntil?: string;
  /** Why a record published is not live yet (an MTA-STS record whose policy senders cannot fetch). */
  reason?: string;
}

/** "Is it live?": when the name servers were asked, which ones (host names), and each record. */
export interface LiveCheck {
  askedAt: string;
  servers: string[];
  records: LiveRecord[];
}

/** Name servers a result keeps: a zone has two to four as a rule. */
export const DNS_SERVERS_SHOWN = 4;

export interface EmailSecurityResult {
  /** The domain checked, in its ASCII (A-label) form. */
  domain: string;
  /** The domain as a person reads it (its Unicode form). */
  shown: string;
  /** When the check ran (ISO 8601): a kept result keeps its own time. */
  checkedAt: string;
  /** False where the domain does not exist (NXDOMAIN): then there are no findings. */
  exists: boolean;
  provider?: MailProvider;
  /** Who serves the domain's DNS: where its records are published. */
  dns?: DnsServedBy;
  findings: Finding[];
  /** "Is it live?", where the question asked it (never kept: asked afresh each time). */
  live?: LiveCheck;
  /** The sound certificates seen (the website's, the mail servers'), and when each expires (ISO 8601): a watch warns before. */
  certificates?: { host: string; expires: string }[];
}

/**
 * What the page shows for its query, keyed by the question asked (`asked`: emailSecurityQuestion):
 * a result, the input's problem (400), or that the check is busy (503).
 */
export type EmailSecurityAnswer =
  { asked: string; result: EmailSecurityResult } | { asked: string; problem: string } | { asked: string; busy: true };

/** Longer than any domain (253) with room for a pasted address around one: anything longer is refused unread. */
export const EMAIL_SECURITY_INPUT_MAX = 2048;

/** What was typed, from the page's address: trimmed, and cut past any domain's length with room for a pasted address. */
export const askedDomain = (query: string): string | undefined => {
  const asked = new URLSearchParams(query)
    .get(EMAIL_SECURITY_PARAM)
    ?.trim()
    .slice(0, EMAIL_SECURITY_INPUT_MAX + 1);
  return asked || undefined;
};

/** A query's `live` value (letters and digits, bounded), or undefined where it asks not. */
const liveValue = (query: string): string | undefined =>
  /^[A-Za-z0-9]+$/.exec(new URLSearchParams(query).get(LIVE_PARAM)?.slice(0, LIVE_VALUE_MAX) ?? '')?.[0];

/** Whether a query asks "is it live?" (`live=` and a value). */
export const asksLive = (query: string): boolean => liveValue(query) !== undefined;

/** The `live` value a press sends: the time of the answer shown, so the next press asks again. */
export const nextLiveValue = (live: LiveCheck | undefined): string => (live ? String(Date.parse(live.askedAt)) : '1');

/**
 * The question a page's query asks, as its address holds it: `domain=…` and, where one is named,
 * `&selector=…`; '' for none. The page renders from it, and an answer is the answer to it.
 */
export function emailSecurityQuestion(query: string): string {
  const asked = askedDomain(query);
  const selector = new URLSearchParams(query).get(DKIM_SELECTOR_PARAM)?.trim();
  if (!asked) return '';
  return new URLSearchParams({
    [EMAIL_SECURITY_PARAM]: asked,
    ...(selector ? { [DKIM_SELECTOR_PARAM]: selector } : {}),
    ...(asksLive(query) ? { [LIVE_PARAM]: liveValue(query)! } : {}),
  }).toString();
}

/**
 * GET /api/email-security?domain=: the check as it runs, one JSON object per line (NDJSON), so the
 * page shows each finding as it arrives: `start` once the domain is read, a `finding` each, then
 * the `result`; or, with 400 or 503 and no stream, the `answer` alone.
 */
export const EMAIL_SECURITY_API_PATH = '/api/email-security';

export type EmailSecurityLine =
  | { type: 'start'; domain: string; shown: string }
  | { type: 'finding'; finding: Finding }
  | { type: 'result'; result: EmailSecurityResult };

/** Findings in the order the page, the report and the e-mail list them. */
export const byCheckOrder = (a: Finding, b: Finding) => EMAIL_CHECK_IDS.indexOf(a.check) - EMAIL_CHECK_IDS.indexOf(b.check);

/** Whether a finding gives a verdict: info and not-tested give none. */
export const givesVerdict = (finding: Finding): boolean => finding.status !== 'info' && finding.status !== 'not-tested';
