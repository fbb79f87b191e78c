/** What every check of one domain shares: its DNS, where it may connect, and the one deadline. */
import { findingCopy } from '../../shared/catalogue/email-security-copy';
import type { EmailCheckId, Finding, FindingStatus } from '../../shared/email-security/result';
import type { Blocklist } from './blocklists';
import { boundedFinding } from './bounds';
import { QUERY_BUDGET, QueryBudgetError, type DnsClient } from './dns-client';
import type { OutsideBudget } from './outside-budget';
import { mayConnect, type Network } from './public-address';

export interface CheckContext {
  /** The domain checked (ASCII) and its registrable domain, where DMARC and CAA fall back to. */
  domain: string;
  orgDomain: string;
  dns: DnsClient;
  /** The look-alike finding's own DNS: its ~200 names would spend the check's budget many times over. */
  lookalikeDns: DnsClient;
  allowed: readonly Network[];
  /** The name the mail probe says in EHLO: the site's own host. */
  ehloName: string;
  /** Aborts when the whole check's time is up. */
  signal: AbortSignal;
  /** Each network step's time. */
  stepMs: number;
  /** The DNS blocklists each mail server's address is looked up in. */
  blocklists: readonly Blocklist[];
  /** What the check may ask of blocklists and for look-alikes today (outside-budget.ts). */
  budget: OutsideBudget;
  /** When each sound certificate seen expires (ms), by host: the website's and the mail servers'. */
  certificates: Map<string, number>;
  /** The company's DMARC report address, where the site reads reports (DMARC_REPORTS_ADDRESS). */
  reportsAddress?: string;
}

/** A step's signal: its own time, and never past the whole check's. */
export const stepSignal = (context: CheckContext) => AbortSignal.any([context.signal, AbortSignal.timeout(context.stepMs)]);

/** The first address of `addresses` the check may connect to, or null (the check then says "private address"). */
export const allowedAddress = (context: CheckContext, addresses: readonly string[]): string | null =>
  addresses.find((address) => mayConnect(address, context.allowed)) ?? null;

type Extra = Pick<
  Finding,
  'records' | 'fix' | 'links' | 'publish' | 'publishFile' | 'urgent' | 'reportsOffer' | 'replaces' | 'partly'
>;

/** A finding as a result keeps it: every text bounded here, once (bounds.ts), whatever shows it later. */
export const finding = (check: EmailCheckId, status: FindingStatus, found: string, meaning: string, extra: Extra = {}): Finding =>
  boundedFinding({ check, status, found, meaning, ...extra });

/** A check that could not finish: the DNS budget spent, the time up, or its DNS not answering. */
export function notTested(check: EmailCheckId, error: unknown, signal: AbortSignal): Finding {
  const copy = findingCopy.notChecked;
  const found = error instanceof QueryBudgetError ? copy.budget(QUERY_BUDGET) : signal.aborted ? copy.timeout : copy.dnsFailed;
  return finding(check, 'not-tested', found, copy.meaning);
}

/** What stops the whole check (the DNS budget spent, the time up), rather than one question of many. */
export const stopsCheck = (context: CheckContext, error: unknown) => error instanceof QueryBudgetError || context.signal.aborted;

/** Runs a check, turning what stops it into a not-tested finding. */
export async function guardedCheck(check: EmailCheckId, context: CheckContext, run: () => Promise<Finding>): Promise<Finding> {
  try {
    return await run();
  } catch (error) {
    return notTested(check, error, context.signal);
  }
}
