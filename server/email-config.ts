/**
 * The settings of "Is my e-mail safe?" and of its watch, from the environment as env-schema.ts
 * parsed it: config.ts holds them under `emailCheck` and `emailWatch`.
 */
import { durationMs, type Env } from './env-schema';
import { blocklistsFrom, type Blocklist } from './email-security/blocklists';
import { parseDnsServers, type DnsServer } from './email-security/dns-client';
import type { OutsideBudgets } from './email-security/outside-budget';
import { parseNetworks, type Network } from './email-security/public-address';
import type { NoScriptBudget } from './email-watch/watch-post-budget';

/**
 * The resolvers (DNS_SERVERS), the networks allowed beside public ones, checks at once, the DNS
 * blocklists asked (EMAIL_CHECK_BLOCKLISTS, with Spamhaus's where EMAIL_CHECK_SPAMHAUS_KEY is set),
 * and what it may ask of others in a day.
 */
export type EmailCheckConfig = {
  dnsServers: DnsServer[];
  allowed: Network[];
  runningMax: number;
  blocklists: Blocklist[];
} & OutsideBudgets;

/** Each watched domain checked again every `everyMs` (EMAIL_WATCH_EVERY); `noScript`, the budget of the form posted without JavaScript. */
export interface EmailWatchConfig {
  everyMs: number;
  noScript: NoScriptBudget;
}

export const emailCheckConfig = (v: Env): EmailCheckConfig => ({
  dnsServers: parseDnsServers(v.DNS_SERVERS),
  allowed: parseNetworks(v.EMAIL_CHECK_ALLOW_NETWORKS),
  runningMax: v.EMAIL_CHECK_RUNNING_MAX,
  blocklists: blocklistsFrom(v.EMAIL_CHECK_BLOCKLISTS, v.EMAIL_CHECK_SPAMHAUS_KEY),
  blocklistPerDay: v.EMAIL_CHECK_BLOCKLIST_BUDGET,
  lookalikesPerDay: v.EMAIL_CHECK_LOOKALIKE_BUDGET,
});

/** EMAIL_WATCH=on: its settings; off: none. */
export const emailWatchConfig = (v: Env): EmailWatchConfig | undefined =>
  v.EMAIL_WATCH === 'on'
    ? {
        everyMs: durationMs(v.EMAIL_WATCH_EVERY)!,
        noScript: {
          perClientHourly: v.EMAIL_WATCH_NOSCRIPT_CLIENT_HOURLY_MAX,
          perDomainDaily: v.EMAIL_WATCH_NOSCRIPT_DOMAIN_DAILY_MAX,
          daily: v.EMAIL_WATCH_NOSCRIPT_DAILY_MAX,
        },
      }
    : undefined;
