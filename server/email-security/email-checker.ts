/**
 * "Is my e-mail safe?": every check of a domain, within one deadline whatever its servers do, each
 * finding handed on as it arrives. A domain's result is kept about 10 minutes and shared, so a
 * second check of it touches none of its servers; only a few checks run at once site-wide. The
 * domain goes into no log line or metric label.
 */
import { getDomain } from 'tldts';
import { EMAIL_CHECK_IDS, type EmailSecurityResult, type Finding } from '../../shared/email-security/result';
import { domainToUnicode } from 'node:url';
import { BusyError, type EmailSecurityChecker } from './checker-types';
import { notTested, type CheckContext } from './check-context';
import { dnsClient, type DnsServer } from './dns-client';
import type { Network } from './public-address';
import { runChecks } from './run-checks';

/** Each network step at most 5 s, the whole check at most 15 s; a result kept 10 minutes, 1,000 at most. */
export const EMAIL_CHECK_TIMES = { stepMs: 5_000, totalMs: 15_000, keepMs: 10 * 60_000, keepMax: 1_000 };

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
  /** Checks running at once, site-wide. */
  running: number;
  /** Told after each check that ran (not a kept one): its DNS questions and time, for the bench and metrics. */
  onChecked?: (ran: { dnsQueries: number; ms: number }) => void;
}

/** "Busy, try again in a minute." */
const BUSY_RETRY_SECONDS = 60;

export function createEmailSecurityChecker(settings: EmailCheckSettings, now = () => Date.now()): EmailSecurityChecker {
  const kept = new Map<string, { result: EmailSecurityResult; until: number }>();
  const inFlight = new Map<
    string,
    { result: Promise<EmailSecurityResult>; listeners: Set<(finding: Finding) => void>; seen: Finding[] }
  >();
  const keyOf = (domain: string, selector?: string) => `${domain}|${selector ?? ''}`;
  /** Each domain's latest kept result's key. */
  const latest = new Map<string, string>();
  const forget = (key: string) => {
    kept.delete(key);
    const domain = key.slice(0, key.indexOf('|'));
    if (latest.get(domain) === key) latest.delete(domain);
  };
  const keptResult = (key: string) => {
    const entry = kept.get(key);
    if (entry && entry.until > now()) return entry.result;
    forget(key);
    return undefined;
  };

  const start = (domain: string, selector: string | undefined, key: string) => {
    const listeners = new Set<(finding: Finding) => void>();
    const seen: Finding[] = [];
    const signal = AbortSignal.timeout(settings.totalMs);
    const context: CheckContext = {
      domain,
      orgDomain: getDomain(domain, { allowPrivateDomains: false }) ?? domain,
      dns: dnsClient(settings.dnsServers, settings.stepMs, signal),
      allowed: settings.allowed,
      ehloName: settings.ehloName,
      signal,
      stepMs: settings.stepMs,
    };
    const emit = (found: Finding) => {
      seen.push(found);
      listeners.forEach((listener) => listener(found));
    };
    const started = now();
    const result = runChecks(context, selector, emit)
      .catch((error: unknown) => {
        const findings = EMAIL_CHECK_IDS.map((check) => notTested(check, error, signal));
        return { domain, exists: true, findings };
      })
      .then((checked) => {
        settings.onChecked?.({ dnsQueries: context.dns.asked, ms: now() - started });
        const full: EmailSecurityResult = {
          ...checked,
          shown: domainToUnicode(domain) || domain,
          checkedAt: new Date(now()).toISOString(),
        };
        // A check that could tell nothing (its DNS silent, its time up everywhere) is not kept: the next visitor asks again.
        if (!full.exists || full.findings.some((found) => found.status !== 'not-tested')) {
          kept.delete(key);
          kept.set(key, { result: full, until: now() + settings.keepMs });
          latest.set(domain, key);
          if (kept.size > settings.keepMax) forget(kept.keys().next().value as string);
        }
        return full;
      })
      .finally(() => inFlight.delete(key));
    const running = { result, listeners, seen };
    inFlight.set(key, running);
    return running;
  };

  return {
    // The report and the review take the domain's latest result, whichever DKIM selector it was asked with.
    kept: (domain) => keptResult(latest.get(domain) ?? keyOf(domain)),
    async check(domain, { selector, onFinding } = {}) {
      const key = keyOf(domain, selector);
      const done = keptResult(key);
      if (done) {
        done.findings.forEach((found) => onFinding?.(found));
        return done;
      }
      // A check of the same domain already running is joined, not repeated.
      let running = inFlight.get(key);
      if (!running) {
        if (inFlight.size >= settings.running) throw new BusyError(BUSY_RETRY_SECONDS);
        running = start(domain, selector, key);
      }
      if (onFinding) {
        running.seen.forEach(onFinding);
        running.listeners.add(onFinding);
      }
      try {
        return await running.result;
      } finally {
        if (onFinding) running.listeners.delete(onFinding);
      }
    },
  };
}
