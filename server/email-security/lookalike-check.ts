/**
 * Look-alike domains: which of the names one slip away from the checked domain exist, and what they
 * have. DNS only, through the check's resolvers but on a client of its own (context.lookalikeDns)
 * with its own budget, a few questions at once, and within the check's deadline: a name not asked
 * in time is counted as not checked, never as missing. The names go into the result (the page and
 * the report list them) and into no log.
 */
import { findingCopy, notAHostName } from '../../shared/catalogue/email-security-copy';
import type { Finding } from '../../shared/email-security/result';
import { finding, stopsCheck, type CheckContext } from './check-context';
import type { DnsClient } from './dns-client';
import { hostName } from './host-name';
import { lookalikeNames } from './lookalike-names';

const copy = findingCopy.lookalikes;

/** At most 200 names (lookalike-names.ts), and an address for some of those that exist. */
export const LOOKALIKE_QUERY_BUDGET = 250;

/** Questions at once: a resolver's cache is cold for these names, so each waits a round trip to a registry. */
const AT_ONCE = 16;

/** As many as a finding keeps (bounds.ts): the mail-capable, then the closest. */
const LISTED = 10;

/** Mail servers named per look-alike. */
const HOSTS_NAMED = 2;

/** Names still free a fix suggests registering: the closest few. */
const FREE_NAMED = 3;

interface Lookalike {
  name: string;
  /** Its mail servers (none: it takes no e-mail, or says so with a null MX). */
  mail: string[];
  website: boolean;
  /** A null MX (RFC 7505): it says it takes no e-mail. Without one and without MX, mail is tried at its address. */
  nullMx: boolean;
  /** Its mail goes to the checked domain's own mail servers: the same owner's, most likely. */
  ours: boolean;
}

/**
 * One name: null where it does not exist (NXDOMAIN). An answer that tells neither (SERVFAIL,
 * REFUSED) throws: that name was not checked. Its address is asked only where it exists, and a
 * missing answer there only leaves the website unsaid.
 */
async function lookUp(dns: DnsClient, name: string, own: readonly string[]): Promise<Lookalike | null> {
  const answer = await dns.ask(name, 'MX');
  if (answer.rcode === 'NXDOMAIN') return null;
  if (answer.rcode !== 'NOERROR') throw new Error(`MX ${answer.rcode}`);
  const exchanges = answer.answers
    .filter((record) => record.type === 'MX')
    .map((record) => hostName(String((record.data as { exchange: string }).exchange)) ?? notAHostName);
  const mail = exchanges.filter((host) => host !== '');
  const website = await dns.records(name, 'A').then(
    ({ rcode, data }) => rcode === 'NOERROR' && data.length > 0,
    () => false,
  );
  return {
    name,
    mail,
    website,
    nullMx: exchanges.includes(''),
    ours: mail.some((host) => host !== notAHostName && own.includes(host)),
  };
}

/** Asks for each name in order, AT_ONCE at a time, until every one is asked, the budget is spent or time is up. */
async function lookUpAll(context: CheckContext, names: readonly string[], own: readonly string[]) {
  const dns = context.lookalikeDns;
  const found: (Lookalike | undefined)[] = [];
  const free: (string | undefined)[] = [];
  let next = 0;
  let checked = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < names.length) {
      const at = next++;
      try {
        const seen = await lookUp(dns, names[at], own);
        checked += 1;
        if (seen) found[at] = seen;
        else free[at] = names[at];
      } catch (error) {
        if (stopsCheck(context, error)) stopped = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, names.length) }, worker));
  // In the names' order, closest first; those that take e-mail elsewhere before the rest.
  const existing = found.filter((seen) => seen !== undefined);
  const threat = (seen: Lookalike) => seen.mail.length > 0 && !seen.ours;
  return {
    checked,
    existing: [...existing.filter(threat), ...existing.filter((seen) => !threat(seen))],
    // Only a name that does not exist (NXDOMAIN) is free; one not asked in time is neither.
    free: free.filter((name) => name !== undefined).slice(0, FREE_NAMED),
  };
}

/** `own`: the checked domain's mail servers; a look-alike whose mail goes there is told apart as probably the owner's. */
export async function lookalikesFinding(context: CheckContext, own: readonly string[]): Promise<Finding> {
  const { names } = lookalikeNames(context.domain);
  // About 250 questions a run, to registries that answer everyone: the runs of a day are budgeted, all processes together.
  if (!(await context.budget.take({ kind: 'lookalikes' })))
    return finding('lookalikes', 'not-tested', copy.budgetSpent, findingCopy.notChecked.budgetSpentMeaning);
  const { checked, existing, free } = await lookUpAll(context, names, own);
  const partly = checked < names.length ? copy.partly(checked, names.length) : '';
  if (!existing.length)
    return partly
      ? finding('lookalikes', 'not-tested', copy.unfinished(checked, names.length), findingCopy.notChecked.meaning, {
          ...(checked ? { partly: true as const } : {}),
        })
      : finding('lookalikes', 'pass', copy.none(names.length), copy.noneMeaning);
  const mail = existing.filter((seen) => seen.mail.length).length;
  const ours = existing.filter((seen) => seen.ours).length;
  const found =
    copy.found(existing.length, mail) +
    (ours ? copy.ours(ours) : '') +
    (existing.length > LISTED ? copy.listed(LISTED) : '') +
    partly;
  const records = existing
    .slice(0, LISTED)
    .map((seen) =>
      seen.ours
        ? copy.recordOurs(seen.name, seen.mail.slice(0, HOSTS_NAMED), seen.website)
        : copy.record(seen.name, seen.mail.slice(0, HOSTS_NAMED), seen.website, seen.nullMx),
    );
  const register = copy.freeFix(free);
  if (mail > ours)
    return finding('lookalikes', 'warn', found, copy.mailMeaning, { records, fix: copy.mailFix(existing.length) + register });
  // Those that take e-mail are the owner's own: only the names still free are left to do anything about.
  const fix = ours ? register.trim() : copy.noMailFix(existing.length) + register;
  return finding('lookalikes', 'info', found, ours ? copy.oursMeaning : copy.noMailMeaning(existing.length), {
    records,
    ...(fix ? { fix } : {}),
  });
}
