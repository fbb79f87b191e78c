/**
 * DNS blocklists (RFC 5782): each mail server's IPv4 addresses and the single ones the SPF record
 * lets send (ip4: of one address, its a and mx terms), at most 10, asked of every list in the
 * check's settings. An answer in 127.0.0.0/8 is a listing, but for 127.255.255.0/24, where Spamhaus
 * says it refused the question (252 to 255) and no list lists anyone: that, an answer outside
 * 127/8 (a resolver that answers for names that do not exist), a server failure or a timeout is
 * "not asked there", never "listed" (docs/decisions/015-blocklists-free-to-ask.md). IPv4 only: the
 * lists asked by default hold no IPv6 addresses.
 */
import { isIPv4 } from 'node:net';
import { findingCopy } from '../../shared/catalogue/email-security-copy';
import type { Finding, FindingLink } from '../../shared/email-security/result';
import { findHelpArticle } from '../../shared/help/articles';
import { helpArticlePath } from '../../shared/help/paths';
import type { Blocklist } from './blocklists';
import { finding, stopsCheck, type CheckContext } from './check-context';
import { isSpf, parseSpf } from './spf-record';
import { mayConnect } from './public-address';
import type { MailServers } from './record-checks';

const copy = findingCopy.blocklist;

const ADDRESSES_MAX = 10;
/** Blocklist questions one check asks at most (addresses × lists, beside each list's two test points): fewer addresses where many lists are set. */
const BLOCKLIST_QUESTIONS = 40;
/** Questions for the SPF record's addresses: the record, then its a and mx terms' names. */
const SPF_QUESTIONS = 6;
/** Mail servers an SPF mx term of another domain is followed to. */
const SPF_MX_MAX = 2;

/** One answer's records of a type, or none where the name holds nothing or the question failed. */
async function recordsOf(context: CheckContext, name: string, type: 'A' | 'MX'): Promise<unknown[]> {
  try {
    return (await context.dns.records(name, type)).data.map((record) => record.data);
  } catch (error) {
    if (stopsCheck(context, error)) throw error;
    return [];
  }
}

/** The single IPv4 addresses a domain's one SPF record lets send (its includes are providers' ranges). */
async function spfAddresses(context: CheckContext): Promise<string[]> {
  const records = (await context.dns.txt(context.domain)).filter(isSpf);
  const parsed = records.length === 1 ? parseSpf(records[0]) : undefined;
  if (!parsed || 'problem' in parsed) return [];
  let questions = 1;
  const ask = (name: string, type: 'A' | 'MX') =>
    questions < SPF_QUESTIONS ? ((questions += 1), recordsOf(context, name, type)) : Promise.resolve([]);
  const found = await Promise.all(
    parsed.terms.map(async (term): Promise<unknown[]> => {
      // Only terms that let a server send: a - ~ or ? before one names servers that may not.
      const match = /^\+?(ip4|a|mx)(?::([^/]*))?(\/.*)?$/i.exec(term);
      if (!match) return [];
      const [, kind, spec, cidr] = match;
      if (kind.toLowerCase() === 'ip4') return spec && (!cidr || cidr === '/32') ? [spec] : [];
      if (spec?.includes('%')) return [];
      const name = (spec || context.domain).toLowerCase().replace(/\.$/, '');
      if (kind.toLowerCase() === 'a') return ask(name, 'A');
      // The domain's own mail servers are read already.
      if (name === context.domain) return [];
      const exchanges = (await ask(name, 'MX')) as { exchange: string }[];
      return (await Promise.all(exchanges.slice(0, SPF_MX_MAX).map(({ exchange }) => ask(exchange, 'A')))).flat();
    }),
  );
  return found.flat().map(String);
}

type Answer = 'listed' | 'clear' | 'unanswered';
type Lookup = { address: string; list: Blocklist; answer: Answer; codes: string[] };

const isListing = (code: string) => code.startsWith('127.') && !code.startsWith('127.255.255.');

async function lookup(context: CheckContext, address: string, list: Blocklist): Promise<Lookup> {
  const answered = (answer: Answer, codes: string[] = []): Lookup => ({ address, list, answer, codes });
  try {
    const { rcode, data } = await context.dns.records(`${address.split('.').reverse().join('.')}.${list.zone}`, 'A');
    const codes = data.map((record) => String(record.data));
    if (rcode === 'NXDOMAIN' || (rcode === 'NOERROR' && !codes.length)) return answered('clear');
    return rcode === 'NOERROR' && codes.every(isListing) ? answered('listed', codes) : answered('unanswered');
  } catch (error) {
    if (stopsCheck(context, error)) throw error;
    return answered('unanswered');
  }
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * Whether a list answers as RFC 5782 §5 says every list must: 127.0.0.2 listed, 127.0.0.1 not. A
 * list that fails (a dead zone answering every name, an expired key answering none) is not trusted
 * with either answer.
 */
async function answersTruly(context: CheckContext, list: Blocklist): Promise<boolean> {
  const [listed, clear] = await Promise.all([lookup(context, '127.0.0.2', list), lookup(context, '127.0.0.1', list)]);
  return listed.answer === 'listed' && clear.answer === 'clear';
}

/** Our guide, then each list's removal page: from the Help Centre and the blocklists' table, never from DNS. */
function removalLinks(removals: readonly { list: string; page?: string }[]): FindingLink[] {
  const guide = findHelpArticle(copy.guide);
  return [
    ...(guide ? [{ label: guide.title, href: helpArticlePath(guide.slug) }] : []),
    ...removals.flatMap(({ list, page }) => (page ? [{ label: copy.removal(list), href: page }] : [])),
  ];
}

export async function blocklistFinding(context: CheckContext, mail: MailServers): Promise<Finding> {
  const notTested = (found: string) => finding('blocklist', 'not-tested', found, findingCopy.notChecked.meaning);
  const lists = context.blocklists.slice(0, BLOCKLIST_QUESTIONS);
  if (!lists.length) return notTested(copy.noLists);
  const servers = mail.none ? [] : mail.servers.flatMap((server) => server.addresses);
  const addresses = unique([...servers, ...(await spfAddresses(context))]);
  const v4 = addresses.filter((address) => isIPv4(address));
  const open = v4.filter((address) => mayConnect(address, context.allowed));
  if (mail.none && !addresses.length)
    return finding('blocklist', 'info', findingCopy.notChecked.nullMx, findingCopy.notChecked.noMailMeaning);
  if (!addresses.length) return finding('blocklist', 'not-tested', copy.noAddress, findingCopy.notChecked.noServersMeaning);
  if (!open.length) return notTested(!v4.length ? copy.ipv6Only : copy.privateOnly);
  const asked = open.slice(0, Math.min(ADDRESSES_MAX, Math.max(1, Math.floor(BLOCKLIST_QUESTIONS / lists.length))));
  // Each list's questions (its two test names and each address) from its budget for the day, all processes together.
  const allowed = await Promise.all(
    lists.map((list) => context.budget.take({ kind: 'blocklist', list: list.name }, 2 + asked.length)),
  );
  const spent = lists.filter((_, at) => !allowed[at]).map((list) => list.name);
  const asking = lists.filter((_, at) => allowed[at]);
  if (!asking.length)
    return finding('blocklist', 'not-tested', copy.budgetSpent(spent), findingCopy.notChecked.budgetSpentMeaning);
  const [trusted, answers] = await Promise.all([
    Promise.all(asking.map((list) => answersTruly(context, list))),
    Promise.all(asked.flatMap((address) => asking.map((list) => lookup(context, address, list)))),
  ]);
  const lookups = answers.map((one) => (trusted[asking.indexOf(one.list)] ? one : { ...one, answer: 'unanswered' as const }));
  const failed = lookups.filter(({ answer }) => answer === 'unanswered');
  const unanswered = unique(failed.map(({ list }) => list.name));
  if (failed.length === lookups.length) return notTested(copy.refused(unanswered));
  const gaps = unanswered.map((list) => ({
    list,
    addresses: failed.filter((one) => one.list.name === list).map(({ address }) => address),
  }));
  const notes =
    copy.unanswered(gaps) +
    (spent.length ? ` ${copy.budgetSpent(spent)}` : '') +
    (open.length > asked.length ? copy.skipped(open.length - asked.length) : '');
  const listed = lookups.filter(({ answer }) => answer === 'listed');
  if (!listed.length) {
    const answering = unique(lookups.filter(({ answer }) => answer === 'clear').map(({ list }) => list.name));
    return finding('blocklist', 'pass', copy.clear(asked, answering) + notes, copy.clearMeaning);
  }
  const byAddress = unique(listed.map(({ address }) => address)).map((address) => ({
    address,
    lists: listed.filter((one) => one.address === address).map(({ list }) => list.name),
  }));
  const removals = unique(listed.map(({ list }) => list)).map(({ name, removal }) => ({ list: name, page: removal }));
  return finding('blocklist', 'fail', copy.listed(byAddress) + notes, copy.listedMeaning, {
    records: listed.map(({ address, list, codes }) => `${address}: ${list.name} ${codes.join(' ')}`),
    fix: copy.fix(removals),
    links: removalLinks(removals),
    urgent: true,
  });
}
