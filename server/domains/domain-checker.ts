/**
 * Is a name free? The registrable name (by the Public Suffix List, through tldts) is asked of the
 * registry that serves its suffix: RDAP where the IANA bootstrap file names a server, else WHOIS
 * where the WHOIS table does, else nobody (unknown). Identical checks in flight for one asker share
 * one question; answers are cached (answer-cache.ts), whoever asked: whether and when a name was
 * registered is a fact about the name. A host past its budget of questions a minute is not asked,
 * and a sender's age only within its share of that budget (registry-budget.ts).
 */
import type { Logger } from 'pino';
import { getDomain } from 'tldts';
import { createAnswerCache, type CacheTimes, type CheckedAnswer } from './answer-cache';
import { rdapBaseFor, type RdapBootstrap } from './bootstrap';
import type { RegistryAnswer } from './domain-status';
import { askRdap } from './rdap-client';
import type { Asking, RegistryBudget } from './registry-budget';
import { askWhois } from './whois-client';
import { whoisServerFor, type WhoisServer } from './whois-servers';

export interface DomainCheckSettings {
  bootstrap: RdapBootstrap;
  whois: readonly WhoisServer[];
  timeoutMs: number;
}

/** What a checker needs besides its settings: a budget per registry host, and a note when it is spent. */
export interface DomainCheckDeps {
  budget?: RegistryBudget;
  /** Called for each search not sent because its host's budget was spent (a metric counts it). */
  onBudgetSpent?: (host: string) => void;
  now?: () => number;
}

interface CheckOptions {
  /** Whose share of the registry's budget the question takes: the domain search's by default. */
  asking?: Asking;
}

export interface DomainChecker {
  /** The answer for a registrable name in its ASCII form (see registrableName). */
  check(ascii: string, options?: CheckOptions): Promise<CheckedAnswer>;
}

/** The name a registry holds: 'example.co.za' for 'www.example.co.za'; null for a bare suffix ('co.za'). */
export const registrableName = (ascii: string): string | null => getDomain(ascii, { allowPrivateDomains: false });

type Registries = Pick<DomainCheckSettings, 'bootstrap' | 'whois'>;

/** Who answers for a name: the RDAP server the bootstrap file names, else the WHOIS server, else nobody. */
function registryFor({ bootstrap, whois }: Registries, ascii: string) {
  const base = rdapBaseFor(bootstrap, ascii);
  const server = base ? undefined : whoisServerFor(whois, ascii);
  return {
    base,
    server,
    host: base ? new URL(base).host : server && `${server.host}:${server.port}`,
    source: base ? ('RDAP' as const) : server ? ('WHOIS' as const) : null,
  };
}

const HOUR_MS = 60 * 60 * 1000;
/*
 * A registration lasts at least a year and is rarely dropped: a day is safe. A free name can be
 * registered by anyone at any moment: ten minutes covers one visitor's order without telling the
 * next day's visitor yesterday's news.
 */
const CACHE_TIMES: CacheTimes = { registeredMs: 24 * HOUR_MS, availableMs: HOUR_MS / 6, maxEntries: 10_000 };

export function createDomainChecker(
  { bootstrap, whois, timeoutMs }: DomainCheckSettings,
  logger: Logger,
  { budget, onBudgetSpent, now = Date.now }: DomainCheckDeps = {},
): DomainChecker {
  const log = logger.child({ component: 'domain-check' });
  const cache = createAnswerCache(CACHE_TIMES, now);
  const inFlight = new Map<string, Promise<CheckedAnswer>>();
  const spentTold = new Map<string, number>();
  const firstThisMinute = (host: string) => {
    const minute = Math.floor(now() / 60_000);
    if (spentTold.get(host) === minute) return false;
    spentTold.set(host, minute);
    return true;
  };

  async function ask(ascii: string, asking: Asking): Promise<CheckedAnswer> {
    const { base, server, host, source } = registryFor({ bootstrap, whois }, ascii);
    let answer: RegistryAnswer = { status: 'unknown', reason: 'no registry serves this suffix' };
    if (host && budget && !(await budget.take(host, asking))) {
      if (asking === 'search') onBudgetSpent?.(host);
      answer = { status: 'unknown', reason: 'budget spent' };
    } else if (base) answer = await askRdap(base, ascii, timeoutMs);
    else if (server) answer = await askWhois(server, ascii, timeoutMs);
    // The registry's host, never the name: what a visitor types stays out of the logs. A suffix
    // nobody serves is not a fault, only a registry that did not answer is; a spent budget is
    // told once a minute per host (the metric counts every check it turned away).
    if (
      answer.status === 'unknown' &&
      source &&
      host &&
      (answer.reason !== 'budget spent' || firstThisMinute(`${asking} ${host}`))
    ) {
      log.warn({ source, host, asking, reason: answer.reason }, 'a domain could not be checked');
    }
    return {
      status: answer.status,
      source,
      checkedAt: new Date(now()).toISOString(),
      ...(answer.registeredOn && { registeredOn: answer.registeredOn }),
      ...(answer.registrar && { registrar: answer.registrar }),
    };
  }

  return {
    check(ascii, { asking = 'search' } = {}) {
      const cached = cache.get(ascii);
      if (cached) return Promise.resolve(cached);
      // Apart by asker: a search never shares a sender's age question turned away by its share.
      const key = `${asking} ${ascii}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = ask(ascii, asking)
          .then((checked) => (cache.set(ascii, checked), checked))
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
