/**
 * "Is my e-mail safe?": every check of a domain, within one deadline whatever its servers do, each
 * finding handed on as it arrives. A domain's result is kept about 10 minutes and shared, so a
 * second check of it touches none of its servers, and a DKIM selector named later asks DNS for that
 * key alone. Only a few checks run at once site-wide, a client awaits at most two, and a check
 * nobody awaits any more stops (check-runs.ts). The domain goes into no log line or metric label.
 */
import { getDomain } from 'tldts';
import { EMAIL_CHECK_IDS, type EmailSecurityResult, type LiveCheck } from '../../shared/email-security/result';
import type { Blocklist } from './blocklists';
import { type EmailSecurityChecker } from './checker-types';
import { guardedCheck, notTested, type CheckContext } from './check-context';
import { checkRuns, type StartRun } from './check-runs';
import { dkimFinding } from './dkim-check';
import { dnsClient, type DnsAnswer, type DnsServer } from './dns-client';
import { keptResults, keyOf, type Kept } from './kept-results';
import { LOOKALIKE_QUERY_BUDGET } from './lookalike-check';
import { unlimited, type OutsideBudget } from './outside-budget';
import type { Network } from './public-address';
import { runChecks } from './run-checks';
import { shownName } from './shown-name';
import { LIVE_TIMES, liveRecords } from './live-records';
import { rereadLive } from './live-reread';

/**
 * Each network step at most 5 s, the whole check at most 15 s; a result kept 10 minutes, 1,000 at
 * most; one that could tell nothing (every finding not tested) a minute, so the same dead name makes
 * no fresh work at once while a revived one is soon seen.
 */
export const EMAIL_CHECK_TIMES = { stepMs: 5_000, totalMs: 15_000, keepMs: 10 * 60_000, keepMax: 1_000, keepUntestedMs: 60_000 };

/** Checks one client may await at once: one for the page and one more, never the site's every slot. */
const EMAIL_CHECKS_PER_CLIENT = 2;

export interface EmailCheckSettings {
  dnsServers: readonly DnsServer[];
  allowed: readonly Network[];
  /** The site's own host name, said in EHLO. */
  ehloName: string;
  /** Each network step (5 s) and the whole check (15 s). */
  stepMs: number;
  totalMs: number;
  /** How long a result is kept (10 minutes), and how many at most. */
  keepMs: number;
  keepMax: number;
  /** How long a result that could tell nothing is kept (a minute; never longer than keepMs). */
  keepUntestedMs?: number;
  /** Checks running at once, site-wide. */
  running: number;
  /** Checks one client may await at once (EMAIL_CHECKS_PER_CLIENT). */
  perClient?: number;
  /** The DNS blocklists asked (EMAIL_CHECK_BLOCKLISTS; none when absent). */
  blocklists?: readonly Blocklist[];
  /** What the check may ask of blocklists and for look-alikes in a day, all processes together (none: unlimited). */
  budget?: OutsideBudget;
  /** The company's DMARC report address, offered in the DMARC record to publish (none: not offered). */
  reportsAddress?: string;
  /** The port the domain's own name servers are asked at for "is it live?" (53; the lab's knotd has its own). */
  nameServerPort?: number;
  /** The look-alike finding's DNS questions (LOOKALIKE_QUERY_BUDGET; a test's checker asks fewer). */
  lookalikeQueries?: number;
  /**
   * Told after each check that ran (not a kept one): its DNS questions, the look-alike finding's
   * apart, and its time, for the bench and metrics.
   */
  onChecked?: (ran: { dnsQueries: number; lookalikeQueries: number; ms: number }) => void;
}

export function createEmailSecurityChecker(settings: EmailCheckSettings, now = () => Date.now()): EmailSecurityChecker {
  const kept = keptResults(settings.keepMax, now);
  const limits = { running: settings.running, perClient: settings.perClient ?? EMAIL_CHECKS_PER_CLIENT };
  const runs = checkRuns(limits);
  // "Is it live?" runs in a pool of its own: a stranger's silent name servers never keep a visitor's check waiting.
  const liveRuns = checkRuns(limits);
  const liveTimes = {
    stepMs: Math.min(settings.stepMs, LIVE_TIMES.stepMs),
    totalMs: Math.min(settings.totalMs, LIVE_TIMES.totalMs),
  };
  const keepUntestedMs = Math.min(settings.keepUntestedMs ?? EMAIL_CHECK_TIMES.keepUntestedMs, settings.keepMs);

  /**
   * A run's context: its own DNS count, ended by the whole check's time or by nobody awaiting it;
   * `known`, answers its DNS gives without asking (dnsClient's).
   */
  const contextOf = (
    domain: string,
    stopped: AbortSignal,
    { stepMs, totalMs }: typeof LIVE_TIMES = settings,
    known?: Map<string, DnsAnswer>,
  ): CheckContext => {
    const signal = AbortSignal.any([AbortSignal.timeout(totalMs), stopped]);
    return {
      domain,
      orgDomain: getDomain(domain, { allowPrivateDomains: false }) ?? domain,
      dns: dnsClient(settings.dnsServers, stepMs, signal, undefined, known),
      lookalikeDns: dnsClient(settings.dnsServers, stepMs, signal, settings.lookalikeQueries ?? LOOKALIKE_QUERY_BUDGET),
      allowed: settings.allowed,
      ehloName: settings.ehloName,
      signal,
      stepMs,
      blocklists: settings.blocklists ?? [],
      budget: settings.budget ?? unlimited,
      certificates: new Map(),
      reportsAddress: settings.reportsAddress,
    };
  };
  const told = (context: CheckContext, started: number) =>
    settings.onChecked?.({ dnsQueries: context.dns.asked, lookalikeQueries: context.lookalikeDns.asked, ms: now() - started });

  const wholeCheck =
    (domain: string, selector: string | undefined): StartRun =>
    async (stopped, emit) => {
      const context = contextOf(domain, stopped);
      const started = now();
      const checked = await runChecks(context, selector, emit).catch((error: unknown) => {
        const findings = EMAIL_CHECK_IDS.map((check) => notTested(check, error, context.signal));
        return { domain, exists: true, findings };
      });
      told(context, started);
      const result: EmailSecurityResult = { ...checked, shown: shownName(domain), checkedAt: new Date(now()).toISOString() };
      // A stopped check is cut short for nobody: the next visitor checks afresh.
      if (stopped.aborted) return result;
      const untested = result.exists && result.findings.every((found) => found.status === 'not-tested');
      kept.keep(domain, selector, { result, until: now() + (untested ? keepUntestedMs : settings.keepMs) });
      return result;
    };

  /** A kept result with the DKIM keys at `selector` looked up: DNS only, no server of the domain's is contacted. */
  const withSelector =
    (base: Kept, selector: string | undefined): StartRun =>
    async (stopped, emit) => {
      const { domain, provider } = base.result;
      const context = contextOf(domain, stopped);
      const started = now();
      // Only a null MX gives the MX finding no verdict (info): such a domain takes no e-mail.
      const takesNoMail = base.result.findings.some((found) => found.check === 'mx' && found.status === 'info');
      const dkim = await guardedCheck('dkim', context, () => dkimFinding(context, provider, selector, takesNoMail));
      told(context, started);
      base.result.findings.forEach((found) => emit(found.check === 'dkim' ? dkim : found));
      const result = { ...base.result, findings: base.result.findings.map((found) => (found.check === 'dkim' ? dkim : found)) };
      // Kept no longer than what it was made from: the rest of it was found then.
      if (!stopped.aborted) kept.keep(domain, selector, { result, until: base.until });
      return result;
    };

  return {
    // The report and the review take the domain's latest result, whichever DKIM selector it was asked with.
    kept: (domain) => kept.latest(domain)?.result,
    // A run as a check is, in its own pool: counted against the live runs at once and the client's
    // share, shared by whoever asks the same meanwhile, stopped when nobody awaits it. The findings
    // its live records change are read again, and kept so, for as long as the result was.
    live: async (result, { selector, ...asker } = {}) => {
      const start: StartRun = async (stopped) => {
        const known = new Map<string, DnsAnswer>();
        const context = contextOf(result.domain, stopped, liveTimes, known);
        const live = await liveRecords(context, result, settings.nameServerPort ?? 53, now(), known);
        const findings = await rereadLive(context, result, live, selector).catch(() => result.findings);
        const base = kept.get(keyOf(result.domain, selector));
        if (findings !== result.findings && base?.result.checkedAt === result.checkedAt && !stopped.aborted)
          kept.keep(result.domain, selector, { result: { ...base.result, findings }, until: base.until });
        return { ...result, findings, live };
      };
      // Shared only with a run asking after the same records: another result's would answer for others.
      const asked = result.findings
        .flatMap((found) => [...(found.publish ?? []), ...(found.publishedLive ?? [])])
        .map(({ name, type, value }) => [name, type, value]);
      const answer = await liveRuns.join(`${keyOf(result.domain, selector)} live ${JSON.stringify(asked)}`, start, asker);
      return answer as typeof answer & { live: LiveCheck };
    },
    async check(domain, { selector, onFinding, client, gone } = {}) {
      const done = kept.get(keyOf(domain, selector))?.result;
      if (done) {
        done.findings.forEach((found) => onFinding?.(found));
        return done;
      }
      const base = kept.latest(domain);
      // A domain that does not exist has no keys at any selector.
      if (base && !base.result.exists) return base.result;
      const start = base ? withSelector(base, selector) : wholeCheck(domain, selector);
      return runs.join(keyOf(domain, selector), start, { client, gone, onFinding });
    },
  };
}
