/**
 * An SPF record read to RFC 7208's grammar (section 12, Appendix A): every term and modifier,
 * macros (section 7.1) and domain names (a top label that is not all digits) checked, as a receiver
 * parses the whole record before it evaluates any of it. A record with any bad term is a permanent
 * error for every sender. Written here: docs/decisions/012-email-check-reads-records-itself.md.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { spfTermProblems } from '../../shared/catalogue/email-security-copy';

/** Where a term breaks the grammar, in kinds the check names to an owner. */
type SpfTermProblem = keyof typeof spfTermProblems;

export interface SpfProblem {
  /** The term as written (control characters shown as \uXXXX). */
  term: string;
  kind: SpfTermProblem;
}

/** A term that costs a lookup, with the domain it names ('' for the record's own domain; undefined for a macro). */
interface SpfLookup {
  kind: 'include' | 'a' | 'mx' | 'ptr' | 'exists';
  domain?: string;
}

export interface SpfRecord {
  /** Every term up to the first `all` that costs a lookup, in order (the redirect apart). */
  lookupTerms: SpfLookup[];
  /** The redirect's domain ('' where it holds a macro); ignored where the record has an `all` (section 6.1). */
  redirect?: string;
  /** The first `all` ('-all', '~all', '?all', '+all'): evaluation stops there (section 5.1). */
  all?: string;
  /**
   * Every term before the first `all`, and `exp`, in order: to rebuild the record with a strict
   * ending. Modifiers of no RFC, which receivers ignore (section 6), are a stranger's words: left out.
   */
  terms: string[];
  /** Terms after the first `all`: no receiver ever reaches them. */
  unreached: string[];
}

/** A record's version: exactly `v=spf1` (any case), then a space or the end (section 4.5). */
export const isSpf = (text: string) => /^v=spf1( |$)/i.test(text);

const MECHANISMS = new Set(['all', 'include', 'a', 'mx', 'ptr', 'ip4', 'ip6', 'exists']);
const LOOKUP_TERMS = new Set(['include', 'a', 'mx', 'ptr', 'exists']);

/** macro-expand (section 7.1): `%{` letter, digits, an optional r, delimiters `}`; or %%, %_, %-. */
const MACRO = /%(?:\{([a-z])(\d*)(r?)([.\-+,/_=]*)\}|[%_-])/gi;
const MACRO_LETTERS = 'slodiphcrtv';
/** Letters only an explanation's text may use (section 7.3). */
const EXP_ONLY = 'crt';

/** Whether a macro-string's macros are well formed; the kind of problem where not. */
function macroProblem(text: string): SpfTermProblem | undefined {
  // Visible ASCII only (macro-literal, %x21-7E).
  if (!/^[\x21-\x7e]*$/.test(text)) return 'separator';
  let rest = text;
  for (const match of text.matchAll(MACRO)) {
    const [whole, letter, digits] = match;
    if (letter !== undefined) {
      if (!MACRO_LETTERS.includes(letter.toLowerCase())) return 'macro';
      if (digits !== '' && Number(digits) === 0) return 'macro';
      if (EXP_ONLY.includes(letter.toLowerCase())) return 'macro-exp-only';
    }
    rest = rest.replace(whole, '');
  }
  return rest.includes('%') ? 'macro' : undefined;
}

/** A top label: letters, digits and inner hyphens, not all digits (section 7.1's toplabel). */
const isTopLabel = (label: string) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(label) && !/^\d+$/.test(label);

/** domain-spec: a macro-string that ends in a dot and a top label (an optional final dot), or in a macro. */
function domainProblem(spec: string): SpfTermProblem | undefined {
  if (!spec) return 'no-domain';
  const macro = macroProblem(spec);
  if (macro) return macro;
  if (/(%\{[a-z]\d*r?[.\-+,/_=]*\}|%[%_-])$/i.test(spec)) return undefined;
  const labels = spec.replace(/\.$/, '').split('.');
  if (labels.length < 2 || !isTopLabel(labels[labels.length - 1])) return 'domain';
  return undefined;
}

/** ip4-cidr-length / ip6-cidr-length: no leading zero, within the family's bits. */
const prefixOk = (digits: string | undefined, max: number) =>
  digits === undefined || (/^(0|[1-9]\d{0,2})$/.test(digits) && Number(digits) <= max);

/** A domain-spec as written, lower case and without the final dot, or undefined where it holds a macro. */
const plainDomain = (spec: string) => (spec.includes('%') ? undefined : spec.toLowerCase().replace(/\.$/, ''));

/** Control characters shown as escapes (\u000d), so an owner sees where a stray one sits. */
const shown = (term: string) =>
  term.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The problem with one mechanism (`name` already known), or undefined. */
function mechanismProblem(name: string, argument: string | undefined, cidr: string): SpfTermProblem | undefined {
  if (name === 'all') return argument !== undefined || cidr ? 'argument' : undefined;
  if (name === 'ip4' || name === 'ip6') {
    if (!argument) return 'address';
    const [, v4, v6] = /^(?:\/(\d+))?(?:\/\/(\d+))?$/.exec(cidr) ?? [];
    if (cidr && (v6 !== undefined || v4 === undefined)) return 'prefix';
    if (argument.includes('%')) return 'address';
    if (name === 'ip4' ? !isIPv4(argument) || !/^(0|[1-9]\d{0,2})(\.(0|[1-9]\d{0,2})){3}$/.test(argument) : !isIPv6(argument))
      return 'address';
    return prefixOk(v4, name === 'ip4' ? 32 : 128) ? undefined : 'prefix';
  }
  if ((name === 'include' || name === 'exists') && argument === undefined) return 'no-domain';
  if (argument !== undefined) {
    const problem = domainProblem(argument);
    if (problem) return problem;
  }
  if (!cidr) return undefined;
  // a and mx take dual-cidr-length (/v4, //v6 or both); include, exists and ptr none.
  const [, v4, v6] = /^(?:\/(\d+))?(?:\/\/(\d+))?$/.exec(cidr) ?? [];
  if ((name !== 'a' && name !== 'mx') || (v4 === undefined && v6 === undefined)) return 'prefix';
  return prefixOk(v4, 32) && prefixOk(v6, 128) ? undefined : 'prefix';
}

/**
 * A mechanism's parts: its qualifier, name, `:argument` and trailing `/v4//v6` prefix lengths. The
 * argument is the shortest that leaves a suffix of prefix lengths (a macro may hold a slash).
 */
const MECHANISM = /^([+\-~?]?)([a-z][a-z0-9]*)(?::(.*?))?((?:\/\d*)?(?:\/\/\d*)?)$/is;

/** A record's terms, or the first term that breaks the grammar. */
export function parseSpf(text: string): SpfRecord | { problem: SpfProblem } {
  const record: SpfRecord = { lookupTerms: [], terms: [], unreached: [] };
  const seen = new Set<string>();
  // Only a space separates terms (section 4.6.1): a tab or a line break stays in its term, and breaks it.
  for (const term of text.split(' ').slice(1).filter(Boolean)) {
    const fail = (kind: SpfTermProblem) => ({ problem: { term: shown(term), kind } });
    if (/[^\x21-\x7e]/.test(term)) return fail('separator');
    const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/is.exec(term);
    if (modifier) {
      const name = modifier[1].toLowerCase();
      const value = modifier[2];
      if (name === 'redirect' || name === 'exp') {
        if (seen.has(name)) return fail('twice');
        seen.add(name);
        const problem = domainProblem(value);
        if (problem) return fail(problem);
        if (name === 'redirect') record.redirect = plainDomain(value) ?? '';
        else record.terms.push(term);
      } else {
        const problem = macroProblem(value);
        if (problem && problem !== 'macro-exp-only') return fail(problem);
      }
      continue;
    }
    const parts = MECHANISM.exec(term);
    const name = parts?.[2].toLowerCase();
    if (!parts || !name || !MECHANISMS.has(name)) return fail('unknown');
    const problem = mechanismProblem(name, parts[3], parts[4]);
    if (problem) return fail(problem);
    // Nothing after the first `all` is ever evaluated (section 5.1): it costs no lookup.
    if (record.all) {
      record.unreached.push(term);
      continue;
    }
    if (name === 'all') {
      record.all = `${parts[1] || '+'}all`;
      continue;
    }
    if (LOOKUP_TERMS.has(name))
      record.lookupTerms.push({ kind: name as SpfLookup['kind'], domain: parts[3] ? plainDomain(parts[3]) : '' });
    record.terms.push(term);
  }
  return record;
}

/** One term corrected where its intent is plain (a port, a prefix past the family's bits, text after `all`), else undefined. */
function corrected(term: string): string | undefined {
  const parts = MECHANISM.exec(term);
  const name = parts?.[2].toLowerCase();
  if (!parts || !name) return undefined;
  const [, qualifier, , argument = ''] = parts;
  // A stray tab or line break taken out, the term may be whole again.
  if (/[^\x21-\x7e]/.test(term)) {
    const stripped = term.replace(/[^\x21-\x7e]/g, '');
    return stripped && !('problem' in parseSpf(`v=spf1 ${stripped}`)) ? stripped : undefined;
  }
  const candidates =
    name === 'all'
      ? [`${qualifier}all`]
      : name === 'ip4'
        ? [`${qualifier}ip4:${argument.replace(/:\d+$/, '')}${parts[4]}`, `${qualifier}ip4:${argument.replace(/:\d+$/, '')}`]
        : ['ip6', 'a', 'mx', 'ptr', 'include', 'exists'].includes(name)
          ? [`${qualifier}${name}${argument ? `:${argument}` : ''}`]
          : [];
  return candidates.find((candidate) => !('problem' in parseSpf(`v=spf1 ${candidate}`)));
}

/** A modifier other than redirect and exp: receivers ignore it, and a record to publish leaves it out. */
const UNKNOWN_MODIFIER = /^(?!(?:redirect|exp)=)[a-z][a-z0-9_.-]*=/i;

/**
 * A record's terms with each one that breaks the grammar corrected where its intent is plain, and
 * left out where not (a second redirect or exp, too): `left` names what was left out.
 */
export function correctedSpf(text: string): { record: string; left: string[] } {
  const kept: string[] = [];
  const left: string[] = [];
  for (const term of text.split(' ').slice(1).filter(Boolean)) {
    const next = [...kept, term];
    if (!('problem' in parseSpf(`v=spf1 ${next.join(' ')}`))) {
      if (!UNKNOWN_MODIFIER.test(term)) kept.push(term);
      continue;
    }
    const fixed = corrected(term);
    if (fixed && !('problem' in parseSpf(`v=spf1 ${[...kept, fixed].join(' ')}`))) kept.push(fixed);
    else left.push(shown(term));
  }
  return { record: ['v=spf1', ...kept].join(' '), left };
}
