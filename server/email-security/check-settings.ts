/**
 * The settings of "Is my e-mail safe?": a part of the one schema, put together with the others in
 * config.ts, which holds them under `emailCheck`.
 */
import { string } from 'yup';
import { parsedOr, whole, type EnvOf } from '../env-schema';
import { blocklistsFrom, DEFAULT_BLOCKLISTS, isSpamhausKey, parseBlocklists, type Blocklist } from './blocklists';
import { parseDnsServers, type DnsServer } from './dns-client';
import type { OutsideBudgets } from './outside-budget';
import { parseNetworks, type Network } from './public-address';

export const EMAIL_CHECK_ENV = {
  // The resolvers it asks, the networks it may reach beside public addresses, and how many checks run at once.
  DNS_SERVERS: string().test('dns-servers', function check(value) {
    return parsedOr(this, () => parseDnsServers(value));
  }),
  EMAIL_CHECK_ALLOW_NETWORKS: string().test('networks', function check(value) {
    return parsedOr(this, () => parseNetworks(value));
  }),
  EMAIL_CHECK_RUNNING_MAX: whole(4, 1, 100),
  // The DNS blocklists it asks (docs/decisions/015-blocklists-free-to-ask.md); Spamhaus's only with a key.
  EMAIL_CHECK_BLOCKLISTS: string()
    .test('blocklists', function check(value) {
      return parsedOr(this, () => parseBlocklists(value));
    })
    .default(DEFAULT_BLOCKLISTS),
  // What the check asks of others in a day, all processes together: questions to each blocklist, look-alike runs.
  EMAIL_CHECK_BLOCKLIST_BUDGET: whole(10_000, 1, 10_000_000),
  EMAIL_CHECK_LOOKALIKE_BUDGET: whole(500, 1, 1_000_000),
  EMAIL_CHECK_SPAMHAUS_KEY: string().test(
    'spamhaus-key',
    'must be a Spamhaus Data Query Service key: letters and digits only',
    (value) => value === undefined || isSpamhausKey(value),
  ),
};

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

export const emailCheckConfig = (v: EnvOf<typeof EMAIL_CHECK_ENV>): EmailCheckConfig => ({
  dnsServers: parseDnsServers(v.DNS_SERVERS),
  allowed: parseNetworks(v.EMAIL_CHECK_ALLOW_NETWORKS),
  runningMax: v.EMAIL_CHECK_RUNNING_MAX,
  blocklists: blocklistsFrom(v.EMAIL_CHECK_BLOCKLISTS, v.EMAIL_CHECK_SPAMHAUS_KEY),
  blocklistPerDay: v.EMAIL_CHECK_BLOCKLIST_BUDGET,
  lookalikesPerDay: v.EMAIL_CHECK_LOOKALIKE_BUDGET,
});
