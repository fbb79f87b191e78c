/**
 * "Is it live?": each record a result asks to publish, asked of the zone's own name servers (no
 * resolver's cache between), and, where it is live there, of the resolver too: one still giving
 * the old answer holds it for the TTL it says (an answer's own, or a negative answer's SOA), so
 * other receivers may see the old record until then. Only name servers at addresses the check may
 * connect to are asked, as every connection of the check's, and at most LIVE_ADDRESSES of them: a
 * stranger's zone may name 150 addresses, each a target of ours if all were asked. Its questions
 * count against the site's minute (outside-budget.ts); past it, what is left reads unknown. An
 * MTA-STS record is live only once senders can fetch its policy (RFC 8461 §3.3), as they would.
 * Each record found live leaves the zone's own answer in `known`, for the findings read again.
 */
import type { Answer, RecordType } from 'dns-packet';
import {
  type EmailSecurityResult,
  type LiveCheck,
  type LiveRecord,
  type RecordToPublish,
} from '../../shared/email-security/result';
import type { CheckContext } from './check-context';
import { dnsClient, type DnsAnswer } from './dns-client';
import { zoneNameServers } from './dns-served-by';
import { readPolicy } from './mta-sts-check';
import { mayConnect } from './public-address';

/** Questions "is it live?" may ask of the zone's name servers: two for each record the check suggests, and room. */
const LIVE_QUERY_BUDGET = 40;

/** The zone's addresses asked, one of each name server first: enough to find one that answers. */
const LIVE_ADDRESSES = 4;

/** Each question's wait and the whole run's: a silent name server ends a run soon, never holding it the check's 15 s. */
export const LIVE_TIMES = { stepMs: 2_000, totalMs: 5_000 };

/** A record's data as the check compares it: TXT strings joined, names lower case without the final dot. */
function dataOf(answer: Answer): string {
  const { data } = answer as { data: unknown };
  if (answer.type === 'TXT')
    return (Array.isArray(data) ? data : [data])
      .map((part) => (Buffer.isBuffer(part) ? part.toString('utf8') : String(part)))
      .join('');
  if (answer.type === 'CAA') {
    const caa = data as { flags: number; tag: string; value: string };
    return `${caa.flags} ${caa.tag} "${caa.value}"`;
  }
  return String(data).toLowerCase().replace(/\.$/, '');
}

const dataAt = (answer: DnsAnswer, type: RecordType) => answer.answers.filter((record) => record.type === type).map(dataOf);

/** Two records for one name and type: one value replaces the other. */
export const sameName = (one: RecordToPublish, other: RecordToPublish) => one.name === other.name && one.type === other.type;

/** Runs of spaces as one: a DNS host's form may keep what was typed with a space more or less. */
const spaced = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Whether data published is the record suggested: a TXT value as typed (spaces apart), a name as a
 * name; a part the owner fills in (`<your tenant>` in Microsoft's DKIM CNAMEs) matches any label.
 */
export function sameData(record: RecordToPublish, data: string): boolean {
  const wanted = record.type === 'TXT' ? spaced(record.value) : record.value.toLowerCase().replace(/\.$/, '');
  const given = record.type === 'TXT' ? spaced(data) : data;
  if (!/<[^>]+>/.test(wanted)) return given === wanted;
  const pattern = wanted.split(/<[^>]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${pattern.join('[^.\\s]+')}$`).test(given);
}

/**
 * Until when a resolver's answer other than `record` may be given to those who asked it before:
 * its records' TTL, or the SOA's for a negative answer. Undefined where it gave `record`, or says
 * nothing of what it holds (SERVFAIL, REFUSED, a negative answer without its SOA).
 */
export function heldUntil(answer: DnsAnswer, record: RecordToPublish, now: number): string | undefined {
  const type = record.type as RecordType;
  if (answer.rcode !== 'NOERROR' && answer.rcode !== 'NXDOMAIN') return undefined;
  if (dataAt(answer, type).some((data) => sameData(record, data))) return undefined;
  const records = answer.answers.filter((found) => found.type === type) as { ttl?: number }[];
  const soa = answer.authorities.find((found) => found.type === 'SOA') as { ttl?: number; data: { minimum: number } } | undefined;
  const ttls = records.length ? records.map((found) => found.ttl ?? 0) : soa ? [Math.min(soa.ttl ?? 0, soa.data.minimum)] : [];
  const seconds = Math.min(...ttls);
  return ttls.length && seconds > 0 ? new Date(now + seconds * 1000).toISOString() : undefined;
}

/** A TXT record of a kind a name holds one of (`v=spf1`, `v=DMARC1`, …): its version tag, lower case. */
const versionOf = (text: string) => /^v=[^;\s]+/i.exec(text.trim())?.[0].toLowerCase();

/**
 * The zone's name servers the check may ask: their names (shown) and at most LIVE_ADDRESSES of
 * their addresses, distinct, taken a name at a time, looked up through the resolver.
 */
async function nameServersOf(context: CheckContext, zone: string) {
  const { servers: names } = await zoneNameServers(context, zone);
  const each = await Promise.all(
    names.map(async (name) =>
      (await context.dns.addresses(name).catch(() => [])).filter((ip) => mayConnect(ip, context.allowed)),
    ),
  );
  const addresses = new Set<string>();
  for (let at = 0; addresses.size < LIVE_ADDRESSES && each.some((found) => at < found.length); at++)
    for (const found of each) if (at < found.length && addresses.size < LIVE_ADDRESSES) addresses.add(found[at]!);
  return { names, addresses: [...addresses] };
}

/**
 * Whether senders can fetch `domain`'s MTA-STS policy: true, why not (in words), or undefined where
 * it cannot be told (an address the check never connects to, the time up). Its host's address is
 * asked of the zone first (a resolver may still hold "no such name"), and left in `known`.
 */
async function policyServed(
  context: CheckContext,
  domain: string,
  ask: (name: string, type: RecordType) => Promise<DnsAnswer | undefined>,
  known: Map<string, DnsAnswer>,
): Promise<true | string | undefined> {
  const host = `mta-sts.${domain}`;
  for (const type of ['A', 'AAAA'] as const) {
    const there = await ask(host, type);
    // The zone's own answer, unless it hands the name on (a CNAME to a web host): then the resolver's.
    const own = there?.authoritative && (there.rcode === 'NOERROR' || there.rcode === 'NXDOMAIN');
    if (own && !there.answers.some((answer) => answer.type === 'CNAME')) known.set(knownKey(host, type), there);
  }
  const read = await readPolicy(context, domain).catch(() => undefined);
  if (!read || 'refused' in read || 'stopped' in read) return undefined;
  return 'problem' in read ? read.problem : true;
}

/** The key dnsClient's `known` answers a question by. */
const knownKey = (name: string, type: RecordType) => `${name.toLowerCase()} ${type}`;

export async function liveRecords(
  context: CheckContext,
  result: EmailSecurityResult,
  port: number,
  now: number,
  known: Map<string, DnsAnswer> = new Map(),
): Promise<LiveCheck> {
  // A record found live at an earlier press whose finding advises nothing more at its name is asked after too.
  const records = result.findings.flatMap((finding) => [
    ...(finding.publish ?? []),
    ...(finding.publishedLive ?? []).filter((record) => !finding.publish?.some((one) => sameName(one, record))),
  ]);
  // Every value the page offered for a name (the record advised, or it with our report address, or
  // one offered before and found live, whose finding now advises a later step) reads live.
  const offers = result.findings.flatMap((finding) => [
    ...(finding.reportsOffer ? [finding.reportsOffer] : []),
    ...(finding.publishedLive ?? []),
  ]);
  const valuesFor = (record: RecordToPublish) => [
    record,
    ...offers.filter((offer) => sameName(offer, record) && offer.value !== record.value),
  ];
  // Name servers that cannot be found (or a visitor gone meanwhile) leave every record unknown: never an error page.
  const { names, addresses } = await nameServersOf(context, result.dns?.zone ?? context.orgDomain).catch(() => ({
    names: [] as string[],
    addresses: [] as string[],
  }));
  const own = dnsClient(
    addresses.map((host) => ({ host, port })),
    context.stepMs,
    context.signal,
    LIVE_QUERY_BUDGET,
  );
  // Each question may go to every address asked: counted so, before it goes.
  const ask = async (name: string, type: RecordType) =>
    addresses.length > 0 && (await context.budget.take({ kind: 'name-servers' }, addresses.length))
      ? await own.ask(name, type).catch(() => undefined)
      : undefined;
  const checked: LiveRecord[] = [];
  let answered = false;
  for (const record of records) {
    const type = record.type as RecordType;
    const there = await ask(record.name, type);
    answered ||= there !== undefined;
    // Only the zone's own answer tells: a referral (a name delegated further) or an alias to
    // another zone (a CNAME, for a question of another type) says nothing of the record there.
    const aliased = there?.answers.some((answer) => answer.type === 'CNAME' && type !== 'CNAME');
    if (!there || !there.authoritative || aliased || (there.rcode !== 'NOERROR' && there.rcode !== 'NXDOMAIN')) {
      checked.push({ ...record, state: 'unknown' });
      continue;
    }
    const published = dataAt(there, type);
    const values = valuesFor(record);
    const match = values.find((value) => published.some((data) => sameData(value, data)));
    if (!match) {
      checked.push({ ...record, state: 'not-live' });
      continue;
    }
    // Beside an old record of its kind, receivers take neither (two SPF records are an error).
    const kind = record.type === 'TXT' ? versionOf(record.value) : undefined;
    if (kind && published.some((data) => versionOf(data) === kind && !values.some((value) => sameData(value, data)))) {
      checked.push({ ...match, state: 'beside' });
      continue;
    }
    const cached = context.signal.aborted ? undefined : await context.dns.ask(record.name, type).catch(() => undefined);
    known.set(knownKey(record.name, type), there);
    if (record.name.startsWith('_mta-sts.')) {
      const served = await policyServed(context, record.name.slice('_mta-sts.'.length), ask, known);
      if (served !== true) {
        checked.push({ ...match, state: served ? 'not-live' : 'unknown', ...(served ? { reason: served } : {}) });
        continue;
      }
    }
    const until = cached && heldUntil(cached, match, now);
    checked.push({ ...match, state: 'live', ...(until ? { cachedUntil: until } : {}) });
  }
  // Named as asked only where one of them answered: else the page says none could be.
  return { askedAt: new Date(now).toISOString(), servers: answered ? names : [], records: checked };
}
