/**
 * The DNS blocklists the e-mail check asks (EMAIL_CHECK_BLOCKLISTS, and Spamhaus's only with
 * EMAIL_CHECK_SPAMHAUS_KEY): which are asked by default, and why, is
 * docs/decisions/015-blocklists-free-to-ask.md.
 */

export interface Blocklist {
  /** The zone asked: `<reversed IPv4 address>.<zone>`. */
  zone: string;
  /** The list as a finding names it: its zone, never a key the zone holds. */
  name: string;
  /** Where a listed address asks to be removed. */
  removal?: string;
}

/** SpamCop, PSBL and Mailspike: free to ask at a low volume, through any resolver, without registering. */
export const DEFAULT_BLOCKLISTS = 'bl.spamcop.net,psbl.surriel.com,bl.mailspike.net';

/** Removal pages of lists an operator may name without one. */
const REMOVAL_PAGES: Record<string, string> = {
  'bl.spamcop.net': 'https://www.spamcop.net/bl.shtml',
  'psbl.surriel.com': 'https://psbl.org/remove',
  'bl.mailspike.net': 'https://mailspike.io/ip_verify',
  'all.s5h.net': 'https://www.usenix.org.uk/content/rblremovehelp',
  'b.barracudacentral.org': 'https://www.barracudacentral.org/rbl/removal-request',
};

const ZONE = /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * EMAIL_CHECK_BLOCKLISTS: zones, comma-separated, each optionally `zone=removal page`; `none` asks
 * no list. Throws naming a bad entry.
 */
export function parseBlocklists(value: string | undefined): Blocklist[] {
  const text = value?.trim() || DEFAULT_BLOCKLISTS;
  if (text.toLowerCase() === 'none') return [];
  return text.split(',').map((entry) => {
    const at = entry.indexOf('=');
    const zone = (at < 0 ? entry : entry.slice(0, at)).trim().toLowerCase().replace(/\.$/, '');
    const page = at < 0 ? undefined : entry.slice(at + 1).trim();
    if (!ZONE.test(zone)) throw new Error(`"${entry.trim()}" is not a blocklist zone such as bl.spamcop.net`);
    // Its public zones refuse commercial use; its key would be shown as the list's name. The value is not echoed.
    if (/(^|\.)spamhaus\.(org|net)$/.test(zone))
      throw new Error('Spamhaus is asked only through EMAIL_CHECK_SPAMHAUS_KEY, never named in the list');
    if (page !== undefined && !/^https?:\/\/[^\s/]+/.test(page))
      throw new Error(`"${entry.trim()}": its removal page must be an http:// or https:// address`);
    const removal = page ?? REMOVAL_PAGES[zone];
    return { zone, name: zone, ...(removal ? { removal } : {}) };
  });
}

/** A Spamhaus Data Query Service key (its account page shows one of 26 characters). */
export const isSpamhausKey = (key: string) => /^[a-z0-9]{16,64}$/i.test(key);

/**
 * Spamhaus ZEN through the Data Query Service, which a business's key opens whatever resolver asks
 * (its public mirrors refuse large public resolvers and commercial use); the key is no part of the
 * name a finding shows.
 */
const spamhausList = (key: string): Blocklist => ({
  zone: `${key.toLowerCase()}.zen.dq.spamhaus.net`,
  name: 'Spamhaus ZEN',
  removal: 'https://check.spamhaus.org/',
});

/** Both settings, as the checker takes them: the key, where set, adds Spamhaus to the lists. */
export const blocklistsFrom = (lists: string | undefined, spamhausKey: string | undefined): Blocklist[] => [
  ...parseBlocklists(lists),
  ...(spamhausKey ? [spamhausList(spamhausKey)] : []),
];
