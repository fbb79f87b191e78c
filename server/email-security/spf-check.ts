/**
 * SPF as receivers evaluate it (spf-walk.ts): one valid record, within its lookups and void
 * lookups, ending in a verdict for other servers. `~all` is enough where DMARC refuses or
 * quarantines every forgery; `?all` and no `all` are neutral, never a pass.
 */
import { findingCopy as copy, spfTermProblems } from '../../shared/catalogue/email-security-copy';
import type { Finding, MailProvider, RecordToPublish } from '../../shared/email-security/result';
import { providerSpf } from '../../shared/catalogue/mail-providers';
import { finding, type CheckContext } from './check-context';
import { correctedSpf, isSpf, parseSpf, type SpfProblem, type SpfRecord } from './spf-record';
import type { MailServers } from './record-checks';
import { SPF_LOOKUP_LIMIT, SPF_VOID_LIMIT, WALK_QUESTIONS, walkSpf, type SpfBreak, type SpfWalk } from './spf-walk';

/** A term without its `+` qualifier (the default), to compare terms. */
const bare = (term: string) => term.replace(/^\+/, '').toLowerCase();

/** Whether receivers would take a record so walked: nothing broken, read to the end, within both limits. */
const sound = (walk: SpfWalk) =>
  !walk.broken && walk.complete && walk.lookups <= SPF_LOOKUP_LIMIT && walk.voids <= SPF_VOID_LIMIT;

/**
 * A record's senders, to keep in the record to publish: its terms, and where it hands the rest
 * over with redirect= (no `all` of its own), that domain as an include, before the new ending.
 */
const sendersOf = (parsed: SpfRecord): string[] => [
  ...parsed.terms,
  ...(!parsed.all && parsed.redirect ? [`include:${parsed.redirect}`] : []),
];

/**
 * The SPF record to publish: what was found, or a new one, with a strict ending. Where the MX is
 * at a provider that documents its SPF term (shared/catalogue/mail-providers.ts), that term goes
 * in, in place of `mx`: a gateway's too, so mail sent out through it is never refused. Elsewhere
 * `mx` does: a filtering gateway the table does not know usually relays what the domain sends, and
 * a strict ending must not refuse that.
 */
function termToAdd(terms: string[], mail: MailServers, provider?: MailProvider): string | undefined {
  const hasServers = !mail.none && mail.servers.length > 0;
  const written = terms.map(bare);
  const own = providerSpf(
    provider,
    mail.servers.map((server) => server.name),
  );
  if (own.term) return written.some((term) => own.every.includes(term)) ? undefined : own.term;
  return hasServers && !written.some((term) => /^mx(:|\/|$)/.test(term)) ? 'mx' : undefined;
}

/**
 * The term to add to a record found, only where the lookups it costs, its includes' included (an
 * include of Google's costs four), keep the record within 10: a suggestion never breaks SPF.
 */
async function affordable(context: CheckContext, term: string | undefined, lookups: number): Promise<string | undefined> {
  if (!term) return undefined;
  const parsed = parseSpf(`v=spf1 ${term}`);
  if ('problem' in parsed) return undefined;
  const cost = await walkSpf(context, context.domain, parsed);
  return !cost.broken && cost.complete && lookups + cost.lookups <= SPF_LOOKUP_LIMIT ? term : undefined;
}

const spfToPublish = (domain: string, terms: string[], added: string | undefined): RecordToPublish => ({
  name: domain,
  type: 'TXT',
  value: ['v=spf1', ...(added ? [added] : []), ...terms, '-all'].join(' '),
});

const problemWords = ({ term, kind }: SpfProblem) => spfTermProblems[kind](term);

function brokenWords(broken: SpfBreak): string {
  switch (broken.kind) {
    case 'no-record':
      return copy.spf.missingInclude(broken.domain, broken.via);
    case 'several':
      return copy.spf.severalInclude(broken.domain);
    case 'invalid':
      return copy.spf.invalidInclude(broken.domain, problemWords(broken.problem));
    case 'many-mx':
      return copy.spf.manyMx(broken.domain, broken.count);
    case 'loop':
      return copy.spf.loop(broken.path);
  }
}

/**
 * The one record that keeps every sender of several (each as corrected, its terms once, a
 * redirect's domain as an include), with a strict ending: only where it is sound and within 10
 * lookups and 2 void lookups, as receivers walk it; else undefined (no one record keeps them all).
 */
async function mergedSpf(
  context: CheckContext,
  records: string[],
  mail: MailServers,
  provider?: MailProvider,
): Promise<RecordToPublish | undefined> {
  const terms: string[] = [];
  for (const text of records) {
    const parsed = parseSpf(correctedSpf(text).record);
    if ('problem' in parsed) continue;
    for (const term of sendersOf(parsed)) {
      const modifier = /^[a-z][a-z0-9._-]*=/i.exec(term)?.[0];
      if (!terms.some((kept) => bare(kept) === bare(term) || (modifier !== undefined && kept.startsWith(modifier))))
        terms.push(term);
    }
  }
  const merged = parseSpf(['v=spf1', ...terms, '-all'].join(' '));
  if ('problem' in merged) return undefined;
  const walk = await walkSpf(context, context.domain, merged);
  if (!sound(walk)) return undefined;
  return spfToPublish(context.domain, terms, await affordable(context, termToAdd(terms, mail, provider), walk.lookups));
}

export async function spfFinding(
  context: CheckContext,
  mail: MailServers,
  provider: MailProvider | undefined,
  dmarcEnforces: Promise<boolean>,
): Promise<Finding> {
  const records = (await context.dns.txt(context.domain)).filter(isSpf);
  // A new record: the provider's term (or mx) alone, which costs what it costs.
  const publish = () => [spfToPublish(context.domain, [], termToAdd([], mail, provider))];
  if (!records.length)
    return finding('spf', 'fail', copy.spf.missing, copy.spf.missingMeaning, {
      fix: mail.none ? copy.spf.fixNoMail : copy.spf.fix,
      publish: publish(),
    });
  if (records.length > 1) {
    // No record is offered that would drop a sender: where no one record keeps them all, the steps.
    const merged = await mergedSpf(context, records, mail, provider);
    return finding('spf', 'fail', copy.spf.several(records.length), copy.spf.severalMeaning, {
      records,
      ...(merged ? { fix: copy.spf.fix, publish: [merged] } : { fix: copy.spf.severalByHand }),
    });
  }
  const parsed = parseSpf(records[0]);
  if ('problem' in parsed) {
    // The record as written, each bad term corrected where its intent is plain, else left out.
    // Offered only where receivers could take it as it stands: not with +all, nor past the limits
    // (a walk that cannot be made, a name DNS cannot carry say, offers nothing either).
    const { record, left } = correctedSpf(records[0]);
    const corrected = parseSpf(record);
    const walked =
      'problem' in corrected || corrected.all === '+all'
        ? undefined
        : await walkSpf(context, context.domain, corrected).catch(() => undefined);
    const offered = walked !== undefined && sound(walked);
    return finding('spf', 'fail', copy.spf.invalid(problemWords(parsed.problem)), copy.spf.invalidMeaning, {
      records,
      ...(offered
        ? { fix: copy.spf.invalidFix(left), publish: [{ name: context.domain, type: 'TXT' as const, value: record }] }
        : { fix: copy.spf.invalidByHand }),
    });
  }
  const walk = await walkSpf(context, context.domain, parsed);
  // Past 10 lookups a receiver stops before it reaches anything broken further on.
  if (walk.lookups > SPF_LOOKUP_LIMIT)
    return finding('spf', 'fail', copy.spf.tooManyLookups(walk.lookups, walk.complete), copy.spf.tooManyMeaning, {
      records,
      fix: copy.spf.tooManyFix,
    });
  if (walk.broken)
    return finding('spf', 'fail', brokenWords(walk.broken), copy.spf.brokenMeaning, {
      records,
      fix: walk.broken.kind === 'many-mx' ? copy.spf.manyMxFix : copy.spf.brokenFix(walk.broken.domain),
    });
  if (walk.voids > SPF_VOID_LIMIT)
    return finding('spf', 'fail', copy.spf.tooManyVoids(walk.voids, walk.voidNames), copy.spf.brokenMeaning, {
      records,
      fix: copy.spf.voidsFix,
    });
  // Stopped before the end, within the limits so far: what lay past might break it.
  if (!walk.complete)
    return finding('spf', 'not-tested', copy.spf.incomplete(WALK_QUESTIONS), copy.notChecked.meaning, { records, partly: true });
  // Terms after the first `all` never count: whatever they meant does not happen.
  const unreached = parsed.unreached.length ? copy.spf.unreached(parsed.unreached) : '';
  const asWritten = { name: context.domain, type: 'TXT' as const, value: ['v=spf1', ...parsed.terms, parsed.all].join(' ') };
  if (walk.all === '-all' && unreached)
    return finding('spf', 'warn', copy.spf.hardFail(walk.lookups) + unreached, copy.spf.unreachedMeaning, {
      records,
      fix: copy.spf.unreachedFix,
      publish: [asWritten],
    });
  if (walk.all === '-all') return finding('spf', 'pass', copy.spf.hardFail(walk.lookups), copy.spf.hardFailMeaning, { records });
  if (walk.all === '~all' && unreached && (await dmarcEnforces))
    return finding('spf', 'warn', copy.spf.softFail(walk.lookups) + unreached, copy.spf.unreachedMeaning, {
      records,
      fix: copy.spf.unreachedFix,
      publish: [asWritten],
    });
  if (walk.all === '~all' && (await dmarcEnforces))
    return finding('spf', 'pass', copy.spf.softFail(walk.lookups), copy.spf.softFailEnforced, { records });
  // Only a record to be replaced costs the DNS questions of what its suggestion would add.
  const senders = sendersOf(parsed);
  const added = await affordable(context, termToAdd(senders, mail, provider), walk.lookups);
  const fixed = { records, fix: copy.spf.fix, publish: [spfToPublish(context.domain, senders, added)] };
  if (walk.all === '~all')
    return finding('spf', 'warn', copy.spf.softFail(walk.lookups) + unreached, copy.spf.softFailMeaning, {
      ...fixed,
      fix: copy.spf.softFailFix,
    });
  if (walk.all === '+all') return finding('spf', 'fail', copy.spf.permissive + unreached, copy.spf.permissiveMeaning, fixed);
  return finding('spf', 'warn', (walk.all ? copy.spf.neutral : copy.spf.noAll) + unreached, copy.spf.neutralMeaning, fixed);
}
