/**
 * An SPF record followed as a receiver evaluates it for mail from a server it does not name (RFC
 * 7208 §4.6.4, §5.2): every term that costs a lookup counts each time it is reached, a record two
 * includes share counted twice, though each name is asked once. More than 10 lookups, more than 2
 * that find nothing (void), an `mx` naming more than 10 servers, a loop, or an include or redirect
 * to a name without one valid SPF record is a permanent error: receivers then treat the record as
 * broken.
 */
import type { CheckContext } from './check-context';
import { isSpf, parseSpf, type SpfProblem, type SpfRecord } from './spf-record';

export const SPF_LOOKUP_LIMIT = 10;
export const SPF_VOID_LIMIT = 2;
/** Mail servers one `mx` may name: past them it is a permanent error (RFC 7208 §4.6.4). */
const SPF_MX_LIMIT = 10;
/** DNS questions the walk may ask beyond the record itself (the check's whole budget is shared): past them it counts what it read. */
export const WALK_QUESTIONS = 12;
/** Reaches past which a record of includes that fan out is not followed further (its count is then a floor). */
const REACH_MAX = 100;

export type SpfBreak =
  | { kind: 'no-record' | 'several'; domain: string; via: 'include' | 'redirect' }
  | { kind: 'invalid'; domain: string; problem: SpfProblem }
  | { kind: 'loop'; domain: string; path: string[] }
  | { kind: 'many-mx'; domain: string; count: number };

export interface SpfWalk {
  lookups: number;
  voids: number;
  /** The names whose lookups found nothing, in order. */
  voidNames: string[];
  /** False where the walk stopped asking before the end: `lookups` is then a floor. */
  complete: boolean;
  /** What makes the record a permanent error, other than its counts. */
  broken?: SpfBreak;
  /** The verdict for other servers: the record's `all`, or the one its redirect hands over. */
  all?: string;
}

type Answer = { rcode: string; data: { data: unknown }[] };

const texts = (answer: Answer) =>
  answer.data.map((record) => {
    const parts = record.data as Buffer[] | Buffer;
    return (Array.isArray(parts) ? parts : [parts]).map((part) => part.toString('utf8')).join('');
  });

const isVoid = (answer: Answer) => answer.rcode === 'NXDOMAIN' || (answer.rcode === 'NOERROR' && answer.data.length === 0);

export async function walkSpf(context: CheckContext, domain: string, record: SpfRecord): Promise<SpfWalk> {
  const asked = new Map<string, Promise<Answer>>();
  const walk: SpfWalk = { lookups: 0, voids: 0, voidNames: [], complete: true };
  const ask = (name: string, type: 'TXT' | 'A' | 'AAAA' | 'MX'): Promise<Answer> | undefined => {
    const key = `${type} ${name}`;
    if (!asked.has(key)) {
      if (asked.size >= WALK_QUESTIONS) {
        walk.complete = false;
        return undefined;
      }
      asked.set(
        key,
        context.dns.records(name, type).then((answer) => {
          // A server failure is a temporary error, not a void: the check is then not tested.
          if (answer.rcode !== 'NOERROR' && answer.rcode !== 'NXDOMAIN') throw new Error(`${type} ${answer.rcode}`);
          return answer;
        }),
      );
    }
    return asked.get(key);
  };
  const noteVoid = (name: string) => {
    walk.voids += 1;
    walk.voidNames.push(name);
  };
  const counted = async (name: string, answer: Promise<Answer> | undefined) => {
    const found = await answer;
    if (found && isVoid(found)) noteVoid(name);
    return found;
  };

  /** The one valid SPF record at a name an include or redirect names, or why there is none. */
  async function recordAt(name: string, via: 'include' | 'redirect'): Promise<SpfRecord | undefined> {
    const answer = await counted(name, ask(name, 'TXT'));
    if (!answer) return undefined;
    const found = texts(answer).filter(isSpf);
    if (found.length !== 1) {
      walk.broken = { kind: found.length ? 'several' : 'no-record', domain: name, via };
      return undefined;
    }
    const parsed = parseSpf(found[0]);
    if ('problem' in parsed) {
      walk.broken = { kind: 'invalid', domain: name, problem: parsed.problem };
      return undefined;
    }
    return parsed;
  }

  /** Visits a record's terms in order; returns its verdict for other servers. */
  async function visit(at: string, spf: SpfRecord, path: readonly string[]): Promise<string | undefined> {
    for (const term of spf.lookupTerms) {
      if (walk.broken) return undefined;
      if (walk.lookups >= REACH_MAX) {
        walk.complete = false;
        return undefined;
      }
      walk.lookups += 1;
      // A macro's name and ptr's depend on the message; a/mx/exists are asked only while the count could still pass.
      if (term.domain === undefined || term.kind === 'ptr') continue;
      const target = term.domain || at;
      if (term.kind === 'include') {
        if (path.includes(target)) walk.broken = { kind: 'loop', domain: target, path: [...path, target] };
        const nested = walk.broken ? undefined : await recordAt(target, 'include');
        if (nested) await visit(target, nested, [...path, target]);
      } else if (walk.lookups <= SPF_LOOKUP_LIMIT) {
        if (term.kind === 'mx') {
          const servers = await counted(target, ask(target, 'MX'));
          const count = servers?.data.length ?? 0;
          if (count > SPF_MX_LIMIT) walk.broken = { kind: 'many-mx', domain: target, count };
        }
        // exists asks for an A record only (RFC 7208 §5.7).
        else if (term.kind === 'exists') await counted(target, ask(target, 'A'));
        else {
          const v4 = await ask(target, 'A');
          const found = v4 && !isVoid(v4) ? v4 : await ask(target, 'AAAA');
          if (found && isVoid(found)) noteVoid(target);
        }
      }
    }
    if (spf.all || !spf.redirect || walk.broken) return spf.all;
    walk.lookups += 1;
    if (path.includes(spf.redirect)) {
      walk.broken = { kind: 'loop', domain: spf.redirect, path: [...path, spf.redirect] };
      return undefined;
    }
    const next = await recordAt(spf.redirect, 'redirect');
    return next ? visit(spf.redirect, next, [...path, spf.redirect]) : undefined;
  }

  walk.all = await visit(domain, record, [domain]);
  // A break ends the walk: what lies past it is not counted.
  if (walk.broken) walk.complete = false;
  return walk;
}
