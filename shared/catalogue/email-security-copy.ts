import { nullMxFound } from './null-mx-copy';
import { emailSecurityCopy } from './email-security-page-copy';

/**
 * The words of the e-mail check's findings and of its input's problems, composed on the server: only
 * the server imports this module (lint holds the client to it), so no page's script carries them.
 * The page's own words are email-security-page-copy.ts.
 */

/** Where the company helps with a finding's check: the watch's alert names it, as the page does. */
export { helpFor } from './email-result-copy';

/** Why the typed domain cannot be checked (server/email-security/domain-input.ts), and how to type it. */
export const domainInputProblems = {
  empty: 'Type your business’s domain, for example yourbusiness.co.za, or an e-mail address at it.',
  tooLong: 'That is longer than any domain can be (253 characters). Type just the domain, for example yourbusiness.co.za.',
  ipAddress: 'That is an IP address, not a domain. Type the domain your e-mail addresses end in, for example yourbusiness.co.za.',
  port: 'Leave out the port number: type just the domain, for example yourbusiness.co.za.',
  localhost:
    '“localhost” is this computer’s own name, not a domain on the internet. Type your business’s domain, for example yourbusiness.co.za.',
  noSuffix:
    'That name has no public ending such as .co.za or .com. Type your business’s full domain, for example yourbusiness.co.za.',
  emptyLabel: 'That name has an empty part (two dots together, or a dot at the start). Check it and type it again.',
  malformed: 'That is not a domain: use only letters, digits and hyphens between the dots, for example yourbusiness.co.za.',
  publicSuffix: (name: string) =>
    `“${name}” is an ending shared by many businesses, not one business’s domain. Type the whole domain, for example yourbusiness.${name}.`,
} as const;

/** A count in words: '1 mail server', '2 mail servers'. */
const many = (count: number, one: string, more = `${one}s`) => `${count} ${count === 1 ? one : more}`;

/** What stands in for a name from a stranger's DNS that is not a host name (server/email-security/host-name.ts). */
export const notAHostName = '(not a host name)';

/** Why one SPF term breaks RFC 7208's grammar (server/email-security/spf-record.ts), in words an owner can act on. */
export const spfTermProblems = {
  unknown: (term: string) =>
    `“${term}” is not an SPF term (the terms are ip4, ip6, a, mx, include, exists, ptr and all, and name=value modifiers)`,
  'no-domain': (term: string) => `“${term}” names no domain`,
  domain: (term: string) =>
    `“${term}” does not name a valid domain: it must end in a name such as .co.za, not a number, a port or an address`,
  macro: (term: string) => `“${term}” has a % that is not a valid macro (a percent sign itself is written %%)`,
  'macro-exp-only': (term: string) => `“${term}” uses %{c}, %{r} or %{t}, which only an explanation (exp) may use`,
  prefix: (term: string) =>
    `“${term}” has a prefix length that is not allowed (at most /32 for IPv4 and //128 for IPv6; include, exists, ptr and all take none)`,
  address: (term: string) =>
    `“${term}” does not hold a valid IP address (ip4: takes an address such as 192.0.2.1 or a range such as 192.0.2.0/24, without a port; ip6: an IPv6 address)`,
  argument: (term: string) => `“${term}” adds something to “all”, which takes nothing`,
  twice: (term: string) => `“${term}” appears a second time: redirect and exp may each appear once`,
  separator: (term: string) =>
    `“${term}” holds a character that is not allowed, such as a tab or a line break: only a space may separate terms`,
} as const;

/** An HSTS max-age in words: '730 days', '5 minutes'. */
/** A TLS version as people write it: OpenSSL's 'TLSv1' is TLS 1.0. */
const tlsVersion = (protocol: string) => ({ SSLv3: 'SSL 3.0', TLSv1: 'TLS 1.0', 'TLSv1.1': 'TLS 1.1' })[protocol] ?? protocol;

const lasting = (seconds: number) =>
  seconds >= 86_400
    ? many(Math.floor(seconds / 86_400), 'day')
    : seconds >= 3_600
      ? many(Math.floor(seconds / 3_600), 'hour')
      : many(Math.max(1, Math.floor(seconds / 60)), 'minute');

/** The check's DKIM selector field, in words that hold on the page (under the domain, folded shut) and in the report. */
const nameSelector = `name it in “${emailSecurityCopy.selectorLabel}”, where the domain is typed, and check again.`;

/** What each check found, meant and asks, in plain words; the records themselves are shown apart, as text. */
export const findingCopy = {
  /** Said wherever a record to publish sends reports to a mailbox at the owner's domain that may not exist. */
  createMailbox: (address: string) =>
    ` Reports go to ${address}: create that mailbox (or an alias of one you read) before you publish, or they are lost.`,
  notChecked: {
    privateAddress: (host: string) => `Not checked: ${host} points to a private address, which this check never connects to.`,
    budget: (questions: number) => `Not checked: this check asks at most ${questions} DNS questions and had used them all.`,
    timeout: 'Not checked: the check ran out of time (it stops after 15 seconds, whatever the servers do).',
    dnsFailed: 'Not checked: your domain’s DNS did not answer in time.',
    bogus: 'Not checked: your DNS answers fail their signature checks, so nothing under your domain could be read.',
    noMail: 'Not checked: your domain receives no e-mail.',
    /** Reverse DNS, STARTTLS and blocklists where a null MX says the domain takes no e-mail: it does not count. */
    nullMx:
      'Not applicable: your domain takes no e-mail (a null MX) and names no mail server of its own, so there is nothing to check here.',
    noMailAddress: 'Not checked: none of your mail servers has an address to connect to (see Mail servers).',
    /** Where no mail server has an address: nothing changes until the MX does. */
    noServersMeaning: 'There is nothing to check until your domain names mail servers with addresses: see Mail servers.',
    /** HSTS and security.txt, which only a website over HTTPS sends: trying again changes nothing. */
    noWebsite: (domain: string) => `Not applicable: there is no website at ${domain} or www.${domain}.`,
    noWebsiteMeaning: 'Only a website sends this; with none, there is nothing to check or to do here.',
    noHttps: (host: string) => `Not applicable: no website answers over HTTPS at ${host}.`,
    noHttpsMeaning: 'Only a website over HTTPS sends this: see “Website over HTTPS” for what to do first.',
    meaning: 'We could not tell either way; try again in a few minutes, or ask us to look.',
    /** Where the day's questions to others are used up (EMAIL_CHECK_BLOCKLIST_BUDGET, EMAIL_CHECK_LOOKALIKE_BUDGET). */
    /** A check that cannot apply to a domain that takes no e-mail (a null MX): it does not count. */
    noMailMeaning:
      'Nothing to do here while your domain takes no e-mail; its SPF and DMARC records are what tell receivers it sends none (see SPF and DMARC).',
    budgetSpentMeaning: 'We did not ask today, so we cannot tell either way; check again tomorrow, or ask us to look.',
  },
  mx: {
    found: (hosts: string[]) => `Your e-mail is received by ${many(hosts.length, 'mail server')}: ${hosts.join(', ')}.`,
    nullMx: nullMxFound,
    nullMeaning:
      'Nobody can e-mail this domain, and mail servers will not accept mail claiming to come from it if SPF and DMARC say so too.',
    meaning: 'People can e-mail you at this domain.',
    missing: 'Your domain names no mail servers (no MX record).',
    missingMeaning: 'E-mail to addresses at this domain will not arrive. If you use e-mail here, this needs fixing today.',
    missingFix:
      'Publish the MX records your e-mail provider gives you (for Microsoft 365, the one in the Microsoft 365 admin centre under Settings, Domains).',
    unresolved: (hosts: string[]) => `These mail servers have no address: ${hosts.join(', ')}.`,
    notHostName: (count: number) =>
      `${count === 1 ? 'An MX record names' : `${count} MX records name`} something that is not a host name (only letters, digits, hyphens and dots may be), so we do not show it.`,
    notHostNameMeaning: 'Mail servers deliver nothing to a name that is not a host name.',
    notHostNameFix: 'Point each MX record at your mail server’s host name, exactly as your e-mail provider gives it.',
    unresolvedMeaning: 'Mail sent to those servers cannot be delivered.',
    unresolvedFix: 'Correct or remove the MX records that point to names without an address.',
    address: (addresses: string[]) =>
      `Your MX ${addresses.length === 1 ? 'record names an address' : 'records name addresses'} (${addresses.join(', ')}), but an MX must name a host.`,
    addressMeaning: 'Mail servers that follow the rules will not deliver to an address written in an MX record.',
    addressFix: 'Give the mail server a name (an A record such as mail.yourbusiness.co.za) and point the MX record at that name.',
  },
  spf: {
    missing: 'Your domain publishes no SPF record.',
    missingMeaning: 'Any server in the world can send e-mail as your business, and receivers have nothing to check it against.',
    several: (count: number) => `Your domain publishes ${count} SPF records; there must be exactly one.`,
    severalMeaning: 'With more than one, receivers treat your SPF as broken and ignore it: anyone can send as you.',
    invalid: (problem: string) => `Your SPF record is not valid: ${problem}.`,
    invalidMeaning: 'Receivers treat a broken SPF record as none at all.',
    tooManyLookups: (count: number, complete: boolean) =>
      `Your SPF record needs ${complete ? '' : 'at least '}${count} DNS lookups; the limit is 10 (RFC 7208, section 4.6.4).`,
    tooManyMeaning:
      'Past 10 lookups receivers stop and treat the record as broken, so your real e-mail may be rejected as forged.',
    incomplete: (read: number) =>
      `Not checked to the end: your SPF record leads to more names than this check reads (${read}), before reaching 10 lookups.`,
    tooManyFix:
      'Remove includes for services you no longer use, or replace them with the ip4: and ip6: addresses they send from.',
    tooManyVoids: (count: number, names: string[]) =>
      `${many(count, 'name')} your SPF record looks up ${count === 1 ? 'does' : 'do'} not exist or hold${count === 1 ? 's' : ''} nothing (${names.join(', ')}); receivers allow 2 (RFC 7208, section 4.6.4).`,
    voidsFix: 'Remove the terms that name domains which no longer exist or have no address.',
    /** An include or redirect a receiver cannot follow: a permanent error for every receiver. */
    missingInclude: (domain: string, via: 'include' | 'redirect') =>
      `Your SPF record ${via === 'include' ? 'includes' : 'redirects to'} ${domain}, which publishes no SPF record.`,
    severalInclude: (domain: string) => `${domain}, which your SPF record names, publishes more than one SPF record.`,
    invalidInclude: (domain: string, problem: string) =>
      `${domain}, which your SPF record names, has an SPF record that is not valid: ${problem}.`,
    loop: (path: string[]) => `Your SPF record leads in a loop: ${path.join(' → ')}.`,
    manyMx: (domain: string, count: number) =>
      `Your SPF record’s “mx” for ${domain} names ${count} mail servers; one mx may name at most 10 (RFC 7208, section 4.6.4).`,
    manyMxFix: 'Replace that mx with the ip4: and ip6: ranges your mail servers send from, or with your provider’s include.',
    invalidFix: (left: string[]) =>
      `Publish this corrected record in place of the one you have${
        left.length
          ? `. We left out ${left.map((term) => `“${term}”`).join(', ')}: if it named a service that sends as you, add it back written correctly`
          : ''
      }.`,
    unreached: (terms: string[]) =>
      ` Receivers stop at the first “all”, so ${terms.map((term) => `“${term}”`).join(', ')} after it never count${terms.length === 1 ? 's' : ''}.`,
    unreachedMeaning: 'Whatever you meant by the terms after “all” does not happen: receivers never read them.',
    unreachedFix: 'Publish this record, with everything before the one “all” at its end.',
    brokenMeaning:
      'Every receiver treats this as a permanent error: SPF vouches for none of your e-mail, and DMARC rests on DKIM alone.',
    brokenFix: (domain: string) => `Remove ${domain} from the record, or correct it to the exact name your provider gives.`,
    hardFail: (lookups: number) =>
      `Your SPF record ends in -all: only the servers it names may send as you (${many(lookups, 'DNS lookup')} of 10).`,
    hardFailMeaning: 'Receivers can reject e-mail from any other server claiming to be you.',
    softFail: (lookups: number) =>
      `Your SPF record ends in ~all (“soft fail”): other servers are suspicious, not refused (${many(lookups, 'DNS lookup')} of 10).`,
    softFailEnforced:
      'Your DMARC policy refuses or quarantines e-mail that fails, so a soft ending is fine: forgeries are stopped by DMARC.',
    softFailMeaning:
      'Forged e-mail is only marked as suspicious, and your DMARC policy does not stop it, so forgeries still arrive.',
    softFailFix:
      'Make DMARC refuse or quarantine all failing e-mail, at every name under your domain too, not a share of it or only as a test (see DMARC); or end SPF in -all, as below, once every service that sends as you is in it.',
    permissive: 'Your SPF record ends in +all, which lets any server in the world send as you.',
    permissiveMeaning: 'Anyone can send e-mail as your business and it passes SPF.',
    neutral: 'Your SPF record ends in ?all (“neutral”): it says nothing about other servers.',
    noAll: 'Your SPF record does not say what to do with other servers (it has no “all”), so they get a neutral answer.',
    neutralMeaning:
      'E-mail from any other server neither passes nor fails SPF, so receivers decide on DKIM and DMARC alone and forgeries are judged case by case.',
    fix: 'Publish this one SPF record (replacing any other), and add any other service that sends as you (a newsletter, an invoicing system) before the -all.',
    fixNoMail: 'Publish this SPF record: it says no server sends e-mail as your domain.',
    invalidByHand:
      'Write the record anew: name every service that sends as you, stay within 10 DNS lookups and end it in -all. Put right term by term, yours would still fail.',
    severalByHand:
      'Replace them with one SPF record that names every service that sends as you, leaves out names that no longer exist, stays within 10 DNS lookups and ends in -all. Joined as they are, yours would break those limits.',
  },
  dmarc: {
    missing: 'Your domain publishes no DMARC record.',
    missingMeaning:
      'Receivers are not told to refuse e-mail that fails SPF and DKIM, and you get no reports of who sends as you.',
    invalid: (problem: string) => `Your DMARC record is not valid: ${problem}.`,
    invalidMeaning: 'Receivers ignore a broken DMARC record.',
    policy: (policy: string, at: string) => `Your DMARC policy is p=${policy}${at}.`,
    inherited: (org: string) => ` (inherited from ${org})`,
    readAsNone: (problem: string) =>
      ` Your record is not valid as written (${problem}), but it names where reports go, so receivers treat it as p=none (RFC 7489, section 6.6.3).`,
    rejectMeaning: 'Receivers refuse e-mail that pretends to be from you and fails SPF and DKIM.',
    quarantineMeaning: 'Receivers put e-mail that pretends to be from you and fails SPF and DKIM in spam.',
    noneMeaning: 'Receivers are only asked to report forgeries, not to stop them: a fake invoice “from” you still arrives.',
    /** What weakens a policy that otherwise stops forgeries. */
    subdomains: (policy: string, example: string) =>
      ` Subdomains have only sp=${policy}: e-mail “from” a name such as ${example} is ${policy === 'none' ? 'not stopped' : 'only put in spam'}.`,
    missingNames: (policy: string, example: string) =>
      ` Names under your domain that do not exist have only np=${policy}: e-mail “from” one such as ${example} is ${policy === 'none' ? 'not stopped' : 'only put in spam'}.`,
    percent: (percent: number) => ` It applies to only ${percent}% of failing e-mail (pct=${percent}); the rest is delivered.`,
    testing: ' It is marked as a test (t=y), so receivers apply a weaker policy than it names.',
    weakenedMeaning: 'Some forged e-mail in your name still arrives, though your policy looks strict.',
    weakenedFix:
      'Publish the record below: your record as it is, applied to all failing e-mail, not a share of it or only as a test, and as strictly at every name under your domain.',
    reports: (addresses: string[]) => ` Reports go to ${addresses.join(', ')}.`,
    noReports: ' Nobody receives reports, so you cannot see who sends as you.',
    reportsNoMail: (addresses: string[]) => ` Reports to ${addresses.join(', ')} cannot arrive: your domain takes no e-mail.`,
    moreReports: (count: number) => ` It names ${count} more report addresses, which we did not read.`,
    reportsNowhere: (addresses: string[], domains: string[]) =>
      ` Reports to ${addresses.join(', ')} go nowhere: ${domains.join(', ')} ${domains.length === 1 ? 'has' : 'have'} not published the record that accepts DMARC reports for your domain (RFC 7489, section 7.1).`,
    reportsNowhereFix: (record: string) =>
      `Ask the report service to publish a TXT record at ${record} reading v=DMARC1, or send reports to an address at your own domain.`,
    fixNoMail:
      'Your domain takes no e-mail and sends none of its own, so publish this record: receivers then refuse anything sent in its name.',
    fixNew:
      'Publish this DMARC record. Start with p=none while you read the reports for two to four weeks, then move to quarantine and reject.',
    fixNone: 'Once the reports show only your own services sending, move to p=quarantine, then p=reject.',
    /** Several records at one name: receivers apply none; the records found are listed with the one to keep or edit first. */
    severalMeaning:
      'Receivers apply none of them while there is more than one: forged e-mail in your name is neither stopped nor reported.',
    keepOne: (policy: string, count: number) =>
      `Keep the first of the records found (p=${policy}, the strictest, which names every report address the ${count === 2 ? 'other does' : 'others do'}) and delete the ${count === 2 ? 'other' : `other ${count - 1}`}.`,
    replaceAll: (policy: string, addresses: readonly string[], count: number) =>
      `Replace ${count === 2 ? 'both' : `all ${count}`} with the one record below: the strictest policy they name (p=${policy})${
        addresses.length
          ? `, with the report ${addresses.length === 1 ? 'address' : 'addresses'} you use (${addresses.join(', ')})`
          : ''
      }. Edit the first of the records found into it and delete the ${count === 2 ? 'other' : 'others'}.`,
  },
  dkim: {
    noMail:
      'Not applicable: your domain takes no e-mail (a null MX), so it needs no DKIM key unless it sends e-mail from somewhere.',
    found: (selectors: string[]) => `DKIM keys found at ${many(selectors.length, 'selector')}: ${selectors.join(', ')}.`,
    strong: 'Your e-mail can carry a signature receivers verify, which survives forwarding where SPF does not.',
    weakKey: (selector: string, bits: number) => `The DKIM key at ${selector} is ${bits}-bit RSA.`,
    brokenKey: (bits: number) =>
      bits < 1024
        ? 'Keys under 1024 bits can be broken; receivers ignore them.'
        : 'Keys under 2048 bits are weaker than receivers expect today.',
    keyFix: 'Create a new 2048-bit key with your e-mail provider, publish it at a new selector, then retire the old one.',
    revoked: (selectors: string[]) =>
      `The DKIM ${selectors.length === 1 ? 'key' : 'keys'} at ${selectors.join(', ')} ${selectors.length === 1 ? 'is' : 'are'} empty (revoked), and no other key was found.`,
    revokedMeaning: `An empty key is how a retired selector is switched off; it signs nothing. If you send from this domain, its live key is at a selector we did not try: ${nameSelector}`,
    broken: (selector: string) => `The DKIM record at ${selector} holds no usable key: its p= is not a valid public key.`,
    brokenBeside: (selector: string, good: string[]) =>
      `The DKIM record at ${selector} holds no usable key (its p= is not a valid public key); the ${good.length === 1 ? 'key' : 'keys'} at ${good.join(', ')} ${good.length === 1 ? 'is' : 'are'} sound.`,
    brokenBesideMeaning:
      'Mail signed with the good key verifies. If anything still signs with the broken one, receivers treat those signatures as failed.',
    brokenBesideFix: (selector: string) =>
      `If nothing signs with ${selector} any more, empty its key (p=) or remove the record; otherwise publish the key your provider shows for it again, whole.`,
    brokenMeaning: 'Receivers treat your signatures as failed, so DMARC rests on SPF alone and forwarded e-mail fails.',
    none: 'No DKIM key found at the common selectors.',
    noneMeaning: `Absence cannot be proven: a DKIM key lives at a name only your e-mail provider knows (its “selector”). Without DKIM, DMARC rests on SPF alone and forwarded e-mail fails. If you know yours, ${nameSelector}`,
    noneFix: 'Turn on DKIM signing with your e-mail provider and publish the records it gives you.',
  },
  blocklist: {
    clear: (addresses: readonly string[], lists: readonly string[]) =>
      `Not listed: we looked up ${addresses.join(', ')} (your mail servers and the addresses your SPF record names) on ${lists.join(', ')}.`,
    clearMeaning:
      'Receivers that use these lists do not turn your e-mail away because of them. A listing can come at any time (a hacked mailbox is the usual cause): check again if e-mail starts to bounce.',
    listed: (listings: readonly { address: string; lists: readonly string[] }[]) =>
      listings.map(({ address, lists }) => `${address} is on the blocklist ${lists.join(', ')}.`).join(' '),
    listedMeaning:
      'Receivers that use these lists refuse e-mail from a listed address or put it in junk, so your e-mail bounces. A list adds an address when spam came from it: a hacked mailbox, a website form, or another customer on a shared server.',
    fix: (removals: readonly { list: string; page?: string }[]) => {
      const paged = removals.filter(({ page }) => page).length;
      const unpaged = removals.filter(({ page }) => !page).map(({ list }) => list);
      const pages = paged ? `: ${paged === 1 ? 'its removal page is' : 'their removal pages are'} linked below` : '';
      const search = unpaged.length
        ? `${paged ? ';' : ':'} ${unpaged.join(', ')} ${unpaged.length === 1 ? 'has' : 'have'} no removal page we know of, so look on ${unpaged.length === 1 ? 'its' : 'their'} own website`
        : '';
      return `First find and stop what sent the spam, or the address is listed again: our guide, linked below, shows how. Then ask ${removals.map(({ list }) => list).join(', ')} to remove it${pages}${search}. If the address is your host’s shared server, ask your host: only they can fix it.`;
    },
    /** Our Help Centre's guide the fix links to, by its slug (static/help/get-off-a-blocklist.md). */
    guide: 'get-off-a-blocklist',
    /** A list's removal page as a link. */
    removal: (list: string) => `Ask ${list} to remove your address`,
    unanswered: (gaps: readonly { list: string; addresses: readonly string[] }[]) =>
      gaps.map(({ list, addresses }) => ` ${list} refused our questions or did not answer for ${addresses.join(', ')}.`).join(''),
    skipped: (count: number) => ` ${many(count, 'more address', 'more addresses')} not looked up.`,
    refused: (lists: readonly string[]) => `Not checked: ${lists.join(', ')} refused our questions or did not answer.`,
    noLists: 'Not checked: this check is set up to ask no blocklists.',
    budgetSpent: (lists: readonly string[]) =>
      `Not checked with ${lists.join(', ')}: our questions to ${lists.length === 1 ? 'it' : 'them'} for today are used up, so that the list stays free to ask for everyone. Try again tomorrow.`,
    noAddress:
      'Not checked: your domain has no mail server with an address, and SPF names no single address of it, so there is nothing to look up.',
    ipv6Only:
      'Not checked: your mail servers and SPF record name only IPv6 addresses, and the blocklists we ask list IPv4 addresses.',
    privateOnly:
      'Not checked: the addresses your domain names for e-mail are not on the public internet (private, or set aside for examples), and no blocklist lists those.',
  },
  reverseDns: {
    confirmed: 'Each of your mail servers’ addresses has reverse DNS (a PTR record) whose name leads back to it.',
    confirmedSome: (checked: number, all: number) =>
      `The ${checked} of your mail servers’ ${all} addresses we looked at each have reverse DNS (a PTR record) whose name leads back to it.`,
    confirmedMeaning: 'Receivers that check, as Gmail, Yahoo and Outlook.com do, see a mail server that is what it says it is.',
    missing: (address: string, host: string) => `${address} (${host}) has no reverse DNS (PTR record).`,
    elsewhere: (address: string, host: string, names: readonly string[]) =>
      `${address} (${host}) has reverse DNS naming ${names.join(', ')}, which does not lead back to ${address}.`,
    meaning:
      'Gmail, Yahoo and Outlook.com require the address of every server that sends e-mail to have reverse DNS leading back to it, and put mail from one without in junk or refuse it. Many small businesses send from the same server that receives their mail.',
    fix: (hosts: readonly string[]) =>
      `Ask the host or internet provider that owns each address to set its reverse DNS (PTR) to the mail server’s name (${hosts.join(', ')}), and keep that name pointing at the address. Only whoever owns an address can set its reverse DNS, not your DNS host.`,
    unanswered: 'Not checked: the reverse DNS of your mail servers did not answer in time.',
  },
  starttls: {
    good: (count: number) =>
      `${many(count, 'mail server')} offer${count === 1 ? 's' : ''} encrypted delivery (STARTTLS) with a valid certificate.`,
    goodMeaning:
      'E-mail sent to you travels encrypted, out of reach of anyone only listening on the way. Encryption alone does not prove to a sender that it reached your real mail server: MTA-STS is what makes senders check.',
    none: (host: string) => `${host} does not offer encrypted delivery (STARTTLS).`,
    noneMeaning: 'E-mail sent to you crosses the internet readable by anyone on the way.',
    noneFix:
      'Turn on STARTTLS with a trusted certificate on your mail server, or move your e-mail to a provider that has it (Microsoft 365 does).',
    oldTls: (host: string, protocol: string) => `${host} offers only ${tlsVersion(protocol)}, which is no longer safe.`,
    oldTlsMeaning:
      'Most senders refuse a version this old and deliver your e-mail unencrypted instead; the rest encrypt it in a way that can be broken.',
    oldTlsFix: 'Allow TLS 1.2 and 1.3 on the mail server and turn off older versions.',
    refused: (host: string, reason: string) =>
      `${host} offers encrypted delivery (STARTTLS), but refused the encrypted connection: ${reason}.`,
    refusedMeaning: 'Senders that cannot set up encryption deliver your e-mail unencrypted instead, readable on the way.',
    refusedFix: 'Allow TLS 1.2 and 1.3 on the mail server, with its usual ciphers and a certificate for its name.',
    /** Why a handshake failed (the web and the MTA-STS policy share these). */
    handshake: {
      'old-protocol': 'it speaks only versions of encryption older than TLS 1.0',
      'no-cipher': 'it offers no way of encrypting that a current program accepts',
      'not-tls': 'what answered does not speak TLS',
      closed: 'it closed the connection',
      declined: 'it answered the STARTTLS command it had offered with a refusal',
      other: 'the encrypted handshake failed',
    },
    certificate: (host: string, problem: string) => `${host}’s certificate ${problem}.`,
    certificateMeaning:
      'Your e-mail still travels encrypted: most senders do not check a mail server’s certificate. Senders that do (where MTA-STS asks them to) refuse to deliver to a server without a valid one.',
    /** What is wrong with a certificate, after “…’s certificate” (the web and the MTA-STS policy share these). */
    expired: (date: Date) =>
      `expired on ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
    notYetValid: (date: Date) =>
      `is not valid until ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
    wrongName: (host: string, names: readonly string[]) =>
      names.length ? `is issued for ${names.join(', ')}, not for ${host}` : `is not issued for ${host}`,
    selfSigned: 'is self-signed: no authority vouches for it',
    untrusted: 'is from an authority the world does not trust, or is sent without its intermediate certificate',
    expiring: (days: number) => (days <= 0 ? 'expires today' : `expires in ${many(days, 'day')}`),
    weakKey: (bits: number) => `has an RSA key of ${bits} bits, shorter than the 2,048 that mail servers and browsers accept`,
    sha1: 'is signed with SHA-1, which mail servers and browsers no longer accept',
    certificateFixes: {
      expired: 'Renew the mail server’s certificate now, and have it renew itself (Let’s Encrypt certificates do).',
      notYetValid: 'Check the clock of the machine that made the certificate, and install one that is valid today.',
      wrongName: (host: string) => `Install a certificate issued for ${host}, the name your MX record gives.`,
      selfSigned: 'Replace the self-signed certificate with one from a trusted authority (Let’s Encrypt is free).',
      untrusted:
        'Install a certificate from a trusted authority (Let’s Encrypt is free), together with its intermediate certificate (the “full chain”).',
      expiring: 'Renew the mail server’s certificate now, and have it renew itself automatically.',
      weakKey: 'Make a new key of at least 2,048 bits (or an ECDSA key) and install a certificate for it.',
      sha1: 'Install a new certificate: every authority signs with SHA-256 today (Let’s Encrypt is free).',
    },
    unreachable: (host: string, waitedMs: number) =>
      `${host} did not answer on port 25 within ${many(Math.max(1, Math.round(waitedMs / 1000)), 'second')}.`,
    closedPort: (host: string) => `Not checked: ${host} refused our connection on port 25.`,
    unasked: (host: string) =>
      `Not checked: ${host} answered on port 25, but not when asked what it offers (EHLO), so we could not tell whether it offers STARTTLS.`,
    unfinished: (host: string) =>
      `Not checked: ${host} offers encrypted delivery (STARTTLS), but did not finish starting it in time, so we could not see its certificate.`,
    /** Each server's line in the finding's records: what it showed on port 25. */
    seen: {
      noAnswer: 'no answer on port 25',
      unasked: 'no answer to EHLO',
      offered: 'STARTTLS',
      notOffered: 'no STARTTLS',
    },
    unreachableMeaning: 'We could not tell: some networks block port 25. Ask us to check from ours.',
  },
  mtaSts: {
    noMail: 'Not applicable: your domain takes no e-mail (a null MX), so no sender delivers to it.',
    missing: 'Your domain publishes no MTA-STS policy.',
    missingMeaning: 'Senders use encryption when it is offered but fall back to plain text if someone on the way strips it.',
    missingFix: 'Publish an MTA-STS policy in testing mode, then enforce it once TLS reports show all is well.',
    invalidRecord: (problem: string) =>
      `Your domain’s MTA-STS record is not valid: ${problem}. Senders then apply no policy, whatever your policy file says.`,
    invalidRecordFix: 'Publish one _mta-sts record, as below, in place of what is there (its id: up to 32 letters and digits).',
    enforce: 'Your MTA-STS policy is enforced: senders refuse to deliver without verified encryption.',
    enforceMeaning: 'Nobody on the way can read or redirect e-mail sent to you.',
    testing: 'Your MTA-STS policy is in testing mode.',
    testingMeaning: 'Senders report problems but still deliver without encryption if it is stripped.',
    testingFix: 'When your TLS reports show no failures, change the policy’s mode to enforce.',
    noneMode: 'Your MTA-STS policy has mode none: it is withdrawn, and senders stop applying it.',
    noneModeMeaning:
      'This is how a policy is switched off (RFC 8461). Senders treat your domain as having none: they use encryption when it is offered, but fall back to plain text if someone strips it.',
    policyMissing: (problem: string) => `Your domain announces MTA-STS, but its policy could not be read: ${problem}.`,
    policyMissingMeaning: 'Senders ignore MTA-STS without a policy they can fetch over valid HTTPS.',
    /** Why the policy could not be read, after “could not be read:”. */
    unread: {
      noAddress: 'its host has no address',
      noAnswer: 'nothing answered over HTTPS',
      refused: (reason: string) => `its server refused the encrypted connection: ${reason}`,
      oldTls: (protocol: string) => `its server offers only ${tlsVersion(protocol)}, which senders refuse`,
      certificate: (problem: string) => `its certificate ${problem}`,
      status: (code: number) => `the server answered ${code}`,
      tooLarge: 'it is larger than 64 KB',
      unknownMode: (mode: string) => `its mode “${mode}” is not enforce, testing or none`,
    },
    policyFix: (domain: string) =>
      `Serve the policy at https://mta-sts.${domain}/.well-known/mta-sts.txt, with an address for mta-sts.${domain} in your DNS and a trusted certificate for it.`,
    uncovered: (hosts: string[]) => `Your MTA-STS policy does not cover ${hosts.join(', ')}.`,
    uncoveredMeaning:
      'Senders that honour MTA-STS refuse to deliver e-mail to those servers; if the policy names none of your mail servers, your e-mail does not arrive.',
    uncoveredTestingMeaning:
      'Senders still deliver to those servers but report each delivery there as failed; enforce the policy as it is and they would refuse to.',
    uncoveredFix: 'Add an mx: line for each of your mail servers to the policy, and change its id in the _mta-sts record.',
    /** Why a sender that must verify a mail server (the policy enforced) refuses it. */
    refusal: {
      noStarttls: 'it offers no encrypted delivery (STARTTLS)',
      oldTls: (protocol: string) => `it offers only ${tlsVersion(protocol)}, and MTA-STS asks for TLS 1.2 or later`,
      certificate: (problem: string) => `its certificate ${problem}`,
    },
    enforcedRefused: (host: string, why: string) =>
      `Your MTA-STS policy is enforced, but senders that follow it cannot deliver to ${host}: ${why}.`,
    enforcedRefusedMeaning:
      'Gmail, Microsoft and the other senders that follow your policy hold e-mail for you and then return it undelivered.',
    enforcedRefusedFix: (host: string) =>
      `Fix ${host} (see Encrypted delivery), or change the policy’s mode to testing until it is fixed, and change its id in the _mta-sts record.`,
  },
  tlsRpt: {
    noMail: 'Not applicable: your domain takes no e-mail (a null MX), so there is no delivery to it to report on.',
    found: 'Your domain asks for TLS reports (TLS-RPT).',
    foundMeaning: 'Senders tell you when they could not deliver to you securely.',
    missing: 'Your domain asks for no TLS reports (TLS-RPT).',
    missingMeaning: 'If encrypted delivery to you fails, nobody tells you.',
    fix: 'Publish this record to receive daily reports.',
  },
  senderRules: {
    /** Each rule DNS can show, as the finding lists them. */
    rules: {
      spfOrDkim: 'Every sender: SPF or DKIM passes',
      reverseDns: 'Every sender: each mail server’s address has reverse DNS that leads back to it',
      tls: 'Every sender: mail servers offer encrypted delivery (TLS)',
      spfAndDkim: 'Bulk senders: both SPF and DKIM pass',
      dmarc: 'Bulk senders: a DMARC record is published (p=none is enough)',
    },
    standing: { met: 'Met', unmet: 'Not met', unknown: 'Could not tell' },
    found: (met: number, rules: number) =>
      `Your domain meets ${met} of the ${rules} rules Gmail, Yahoo and Outlook.com set that DNS can show.`,
    everyMeaning: 'Gmail, Yahoo and Outlook.com put mail from senders that miss these rules in junk, or refuse it outright.',
    bulkMeaning:
      'Your ordinary mail meets the rules for every sender, but a business that sends newsletters or many invoices counts as a bulk sender, and its mail goes to junk or is refused without the rest.',
    unknownMeaning: 'What we could read meets the rules; some could not be checked just now.',
    bulkUnknownMeaning:
      'A business that sends newsletters or many invoices counts as a bulk sender, and its mail goes to junk or is refused without the rules for bulk senders; some of the rules for every sender could not be checked just now.',
    sendsNothing:
      'Your domain says no server sends its e-mail (its SPF record is v=spf1 -all), so these rules do not apply to it.',
    takesNoMail:
      'Not applicable: your domain takes no e-mail (a null MX), and neither SPF nor a DKIM key shows a way it sends any.',
    sendsNothingMeaning:
      'Mail claiming to be from this domain is refused wherever SPF is checked, which is right for a domain that sends none.',
    metMeaning: 'What DNS shows meets the rules for every sender and for bulk senders.',
    listed: (met: number, rules: number) =>
      `Your domain meets ${met} of the ${rules} rules Gmail, Yahoo and Outlook.com set that DNS can show, but a server it sends from is on a blocklist, so its mail is refused or put in junk all the same (see Blocklists).`,
    partly: (met: number, rules: number) =>
      `Not checked in full: we could not tell whether your domain meets ${rules - met} of the ${rules} rules Gmail, Yahoo and Outlook.com set that DNS can show; it meets the other ${met}.`,
    notShown:
      'Two rules DNS cannot show: the address in From must be your own domain, signed by its SPF or DKIM, and bulk mail must carry a one-click unsubscribe link.',
    /** The checks whose findings show each rule, as a fix names them. */
    checks: { spf: 'SPF', dkim: 'DKIM', dmarc: 'DMARC', 'reverse-dns': 'Reverse DNS', starttls: 'Encrypted delivery' },
    fix: (rules: string[], checks: string[]) =>
      `Meet what is missing: ${rules.map((rule) => rule.replace(/^[^:]+: /, '')).join('; ')}. See ${
        checks.length > 1 ? `${checks.slice(0, -1).join(', ')} and ${checks.at(-1)}` : checks[0]
      } in this check.`,
    notShownFix:
      'Ask whoever sends your newsletters and invoices (your mailing or invoicing service) to send from your own domain, signed with its DKIM, with one-click unsubscribe on newsletters.',
  },
  dnssec: {
    secure: 'Your domain’s DNS is signed (DNSSEC), and the signatures check out.',
    secureMeaning: 'Nobody can forge your DNS answers to redirect your e-mail or website.',
    unsigned: 'Your domain’s DNS is not signed (no DNSSEC).',
    unsignedMeaning: 'A forged DNS answer could send your e-mail or visitors elsewhere; the risk is small but real.',
    unsignedFix: 'Ask your DNS host to turn on DNSSEC; most .co.za and .com registrars support it.',
    unconfirmed:
      'Not confirmed: your domain’s DNS is signed (its registry holds a DS record for it), but the resolver this check uses does not validate signatures, so we could not confirm they check out.',
    unconfirmedMeaning:
      'Signed DNS protects your e-mail and website from forged answers; ask us to confirm its signatures from a resolver that checks them.',
    bogus: 'Your domain’s DNS signatures fail validation.',
    bogusMeaning:
      'Resolvers that check signatures (many do) get no answer for your domain: e-mail to you and your website can fail for them.',
    bogusFix: 'Urgent: have your DNS host re-sign the zone, or remove the DS record at your registrar.',
  },
  https: {
    good: (host: string) => `Your website (${host}) answers over HTTPS with a valid certificate, and plain http leads there.`,
    goodMeaning: 'Visitors reach your real site, encrypted.',
    httpsOnly: (host: string) =>
      `Your website (${host}) answers over HTTPS with a valid certificate, and nothing answers over plain http.`,
    httpsOnlyMeaning:
      'Visitors reach your real site, encrypted: browsers try HTTPS first for an address typed without it, and nothing unencrypted is served.',
    redirected: (host: string, target: string) =>
      `Your website (${host}) answers over HTTPS with a valid certificate, and plain http leads to ${target}, which does too.`,
    redirectBroken: (host: string, target: string) =>
      `Your website (${host}) answers over HTTPS, but plain http://${host} leads to ${target}, which does not answer over HTTPS with a valid certificate.`,
    redirectBrokenMeaning:
      'Visitors who type your address without https land on an error, or on a page their browser warns about.',
    noRedirect: (host: string) => `Your website (${host}) answers over HTTPS, but plain http://${host} does not lead there.`,
    noRedirectMeaning: 'Visitors who type your address without https may stay on an unencrypted page.',
    noRedirectFix: 'Redirect every http:// address to its https:// one (301).',
    noWebsite: 'Your domain has no website (no address for it or for www).',
    noWebsiteMeaning: 'Nothing to check; if you expected one, its DNS record is missing.',
    unreachable: (host: string) => `${host} did not answer over HTTPS.`,
    unreachableMeaning: 'Visitors see an error, or an unencrypted site.',
    unreachableFix: 'Serve the website over HTTPS with a free certificate (Let’s Encrypt); our hosting includes it.',
    refused: (host: string, reason: string) => `${host} refused the encrypted connection: ${reason}.`,
    refusedFix: 'Allow TLS 1.2 and 1.3 on the web server, with its usual ciphers and a trusted certificate for the site’s name.',
    certificate: (host: string, problem: string) => `${host}’s certificate ${problem}.`,
    certificateMeaning: 'Browsers warn visitors that your site is not safe.',
    expiringMeaning: 'When it lapses, browsers will warn visitors that your site is not safe.',
    certificateFixes: {
      expired: 'Renew the certificate now, and have it renew itself (Let’s Encrypt certificates do; our hosting includes them).',
      notYetValid: 'Check the clock of the machine that made the certificate, and install one that is valid today.',
      wrongName: (host: string) =>
        `Install a certificate issued for ${host} (one certificate can list every name the site answers to).`,
      selfSigned:
        'Replace the self-signed certificate with one from a trusted authority (Let’s Encrypt is free; our hosting includes it).',
      untrusted: 'Install a certificate from a trusted authority, together with its intermediate certificate (the “full chain”).',
      expiring: 'Renew the certificate now, and have it renew itself automatically.',
      weakKey: 'Make a new key of at least 2,048 bits (or an ECDSA key) and install a certificate for it.',
      sha1: 'Install a new certificate: every authority signs with SHA-256 today (our hosting includes one).',
    },
    oldTls: (host: string, protocol: string) => `${host} offers only ${tlsVersion(protocol)}, which browsers refuse.`,
    oldTlsMeaning: 'Browsers refuse to open your site: visitors see an error instead.',
    oldTlsFix: 'Allow TLS 1.2 and 1.3 on the web server and turn off older versions.',
  },
  hsts: {
    good: (seconds: number) => `Your website tells browsers to use HTTPS only, for ${lasting(seconds)} (HSTS).`,
    goodMeaning: 'A returning visitor cannot be tricked onto an unencrypted copy of your site.',
    short: (seconds: number) => `Your website’s HSTS lasts only ${lasting(seconds)}.`,
    shortMeaning: 'Protection lapses between visits; a year or more is recommended.',
    missing: 'Your website does not send HSTS.',
    missingMeaning: 'A visitor on a hostile network can be kept on an unencrypted copy of your site.',
    fix: 'Send the header Strict-Transport-Security: max-age=31536000 on every HTTPS answer.',
  },
  caa: {
    found: (issuers: string[]) =>
      `Only these certificate authorities may issue certificates for your domain: ${issuers.join(', ')}.`,
    none: 'Your domain does not limit which certificate authorities may issue for it (no CAA record).',
    noIssuer:
      'Your domain has a CAA record, but it names no certificate authority that may issue for it (no issue or issuewild tag), so it limits nobody.',
    meaning: 'A CAA record makes a wrongly issued certificate for your domain less likely; it is good practice, not a must.',
  },
  securityTxt: {
    found: 'Your website publishes a security.txt, so people who find a weakness know whom to tell.',
    missing: 'Your website publishes no security.txt.',
    meaning: 'A security.txt (RFC 9116) tells researchers whom to tell about a weakness; it is good practice, not a must.',
  },
  lookalikes: {
    none: (names: number) =>
      `No look-alike of your domain exists today: none of the ${names} names one slip away from it does (a letter left out, doubled, swapped or next to it on the keyboard, 0 for o or rn for m, a hyphen added or left out, or another ending such as .com or .africa).`,
    noneMeaning:
      'Nobody holds a domain that is easily mistaken for yours. New ones can be registered any day, so check again now and then.',
    found: (exist: number, mail: number) =>
      `${many(exist, 'look-alike')} of your domain ${exist === 1 ? 'exists' : 'exist'}, one slip away from it; ${
        mail === 0
          ? exist === 1
            ? 'it names no mail server'
            : 'none of them names a mail server'
          : exist === 1
            ? 'it can receive e-mail'
            : `${mail === exist ? 'all' : mail} of them can receive e-mail`
      }.`,
    listed: (listed: number) => ` The first ${listed} are listed, those that can receive e-mail first.`,
    ours: (count: number) =>
      count === 1
        ? ' One receives it at your own mail servers, so it is probably yours.'
        : ` ${count} receive it at your own mail servers, so they are probably yours.`,
    recordOurs: (name: string, mail: string[], website: boolean) =>
      `${name}: receives e-mail at your own mail servers (${mail.join(', ')}), probably yours${website ? ', has a website' : ''}`,
    oursMeaning:
      'The look-alikes that receive e-mail do so at your own mail servers, so they are most likely yours already: keep them registered. Any others name no mail server today.',
    partly: (checked: number, names: number) => ` We could check ${checked} of the ${names} names one slip away in time.`,
    budgetSpent:
      'Not checked: our questions for look-alikes are used up for today, so that the registries we ask stay open to everyone. Try again tomorrow.',
    unfinished: (checked: number, names: number) =>
      `Not checked to the end: we could check ${checked} of the ${names} names one slip away from your domain in time, and none of those exists.`,
    /** One look-alike, and what it has. */
    record: (name: string, mail: string[], website: boolean, nullMx = false) =>
      `${name}: ${mail.length ? `receives e-mail (${mail.join(', ')})` : nullMx ? 'takes no e-mail (a null MX)' : 'names no mail server'}${website ? ', has a website' : ''}`,
    mailMeaning:
      'A look-alike that can receive e-mail could be used to send fake invoices in your name: your clients and suppliers see an address that reads like yours, and their replies go to whoever holds it. DMARC cannot stop this: the mail really comes from that other domain.',
    /** Every look-alike found exists: someone holds it, so it cannot be registered now. */
    mailFix: (count: number) =>
      `Someone else already holds ${count === 1 ? 'this look-alike, so it cannot' : 'these look-alikes, so they cannot'} be registered now. Warn your staff, clients and suppliers to check the sender’s address letter by letter, and to phone you on a number they already have before paying changed bank details. If one sends e-mail in your name, report it to the registrar that holds it. Our Cybersecurity service watches for new look-alikes for you.`,
    noMailMeaning: (count: number) =>
      count === 1
        ? 'It names no mail server today, so replies to a fake invoice sent from it are unlikely to reach whoever holds it; but a mail server can be added at any time, and a website on it can fool your clients.'
        : 'None names a mail server today, so replies to a fake invoice sent from one are unlikely to reach whoever holds it; but mail servers can be added at any time, and a website on one can fool your clients.',
    noMailFix: (count: number) =>
      count === 1
        ? 'Someone else already holds this look-alike: watch it, as a mail server can be added at any time, and check again now and then.'
        : 'Someone else already holds these look-alikes: watch them, as mail servers can be added at any time, and check again now and then.',
    /** The closest names one slip away that do not exist: these alone can still be registered. */
    freeFix: (names: string[]) =>
      names.length
        ? ` The closest names one slip away that nobody holds yet (${names.join(', ')}) you can register yourself, so nobody else can.`
        : '',
  },
} as const;
