/**
 * Is a name free? The registrable name (by the Public Suffix List, through tldts) is asked of the
 * registry that serves its suffix: RDAP where the IANA bootstrap file names a server, else WHOIS
 * where the WHOIS table does, else nobody (unknown). Identical checks in flight share one
 * question; answers are cached (answer-cache.ts).
 */
import type { Logger } from 'pino';
import { getDomain } from 'tldts';
import { createAnswerCache, type CacheTimes, type CheckedAnswer } from './answer-cache';
import { rdapBaseFor, type RdapBootstrap } from './bootstrap';
import type { RegistryAnswer } from './domain-status';
import { askRdap } from './rdap-client';
import { askWhois } from './whois-client';
import { whoisServerFor, type WhoisServer } from './whois-servers';

export interface DomainCheckSettings {
  bootstrap: RdapBootstrap;
  whois: readonly WhoisServer[];
  timeoutMs: number;
}

export interface DomainChecker {
  /** The answer for a registrable name in its ASCII form (see registrableName). */
  check(ascii: string): Promise<CheckedAnswer>;
}

/** The name a registry holds: 'example.co.za' for 'www.example.co.za'; null for a bare suffix ('co.za'). */
export const registrableName = (ascii: string): string | null => getDomain(ascii, { allowPrivateDomains: false });

type Registries = Pick<DomainCheckSettings, 'bootstrap' | 'whois'>;

/** Who answers for a name: the RDAP server the bootstrap file names, else the WHOIS server, else nobody. */
function registryFor({ bootstrap, whois }: Registries, ascii: string) {
  const base = rdapBaseFor(bootstrap, ascii);
  const server = base ? undefined : whoisServerFor(whois, ascii);
  return { base, server, source: base ? ('RDAP' as const) : server ? ('WHOIS' as const) : null };
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
  now: () => number = Date.now,
): DomainChecker {
  const log = logger.child({ component: 'domain-check' });
  const cache = createAnswerCache(CACHE_TIMES, now);
  const inFlight = new Map<string, Promise<CheckedAnswer>>();

  async function ask(ascii: string): Promise<CheckedAnswer> {
    const { base, server, source } = registryFor({ bootstrap, whois }, ascii);
    let answer: RegistryAnswer = { status: 'unknown', reason: 'no registry serves this suffix' };
    if (base) answer = await askRdap(base, ascii, timeoutMs);
    else if (server) answer = await askWhois(server, ascii, timeoutMs);
    // The registry's host, never the name: what a visitor types stays out of the logs. A suffix
    // nobody serves is not a fault, only a registry that did not answer is.
    if (answer.status === 'unknown' && source) {
      log.warn(
        { source, host: base ? new URL(base).host : server?.host, reason: answer.reason },
        'a domain could not be checked',
      );
    }
    const checked: CheckedAnswer = { status: answer.status, source, checkedAt: new Date(now()).toISOString() };
    cache.set(ascii, checked);
    return checked;
  }

  return {
    check(ascii) {
      const cached = cache.get(ascii);
      if (cached) return Promise.resolve(cached);
      const pending = inFlight.get(ascii);
      if (pending) return pending;
      const asking = ask(ascii).finally(() => inFlight.delete(ascii));
      inFlight.set(ascii, asking);
      return asking;
    },
  };
}
