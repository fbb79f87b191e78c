/**
 * The three outcomes and their reasons, from what the reading found: first whose check says the
 * message is from its From domain (the recipient's provider's, else the site's own), then who the
 * sender is against who it should be. A genuine domain that is one slip from the supplier's, or a
 * display name that carries another address, is "not from who it claims" whatever its checks say:
 * look-alikes pass their own DMARC.
 */
import { domainToASCII } from 'node:url';
import { getDomain } from 'tldts';
import type { CheckedBy, Outcome, Reason } from '../../shared/genuine-email/answer';
import { resultOf, type AuthResults, type MethodResult } from './auth-results';
import { claimSigns, type SupplierGiven } from './claim';
import { isFreeMail } from './free-mail';
import type { WhoseWord } from './whose-word';

/** The site's own check, where no provider's counts: mailauth's DMARC, SPF for the address that handed the message over, DKIM. */
export interface OwnCheck {
  dmarc: string;
  spf: string;
  /** `no-key`: a signature whose key is not in DNS, which is no sign the message was changed. */
  dkim: 'pass' | 'fail' | 'no-key' | 'none';
}

export interface Reading {
  /** The one From address, with its display name. */
  from: { name: string; address: string } | null;
  word: WhoseWord;
  own: OwnCheck | null;
  /** The message holds Received lines: it was saved with its headers. */
  transport: boolean;
  inlineForward: boolean;
  replyTo: readonly string[];
  returnPath: string | null;
  /** The recipient's own domain (Delivered-To, else To). */
  recipient: string | null;
  /** Who the clerk says it should be from. */
  supplier: SupplierGiven | null;
  /** The recipient's colleagues the message names (To, Cc). */
  colleagues: readonly string[];
  asksForMoney: boolean;
}

export interface Verdict {
  outcome: Outcome;
  checkedBy: CheckedBy | null;
  reasons: Reason[];
}

const domainOf = (address: string) =>
  address
    .slice(address.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/[>\s]+$/, '');
/** Compared in ASCII (punycode): a supplier typed as müller.co.za is the From's xn--mller-kva.co.za. */
const registrable = (domain: string) => {
  const ascii = domainToASCII(domain) || domain;
  return getDomain(ascii, { allowPrivateDomains: true }) ?? ascii;
};

/** A key for a signature the provider could not find: said as such, not as a signature that no longer matches. */
const keysMissing = (results: WhoseWord['trusted'] & object): Reason[] =>
  results.results.results
    .filter(
      (result) =>
        result.method === 'dkim' && result.result !== 'pass' && result.comments.some((text) => /\bno key\b/i.test(text)),
    )
    .slice(0, 1)
    .map((result) => ({
      id: 'dkim-no-key',
      domain: domainOf(result.props['header.d'] ?? result.props['header.i'] ?? '') || null,
    }));

/** Microsoft's composite authentication (compauth result and reason), as its anti-spam headers page lists the reasons. */
function microsoftSays(word: WhoseWord, domain: string): Verdict {
  const trusted = word.trusted!;
  const results = trusted.results;
  const compauth = resultOf(results, 'compauth');
  const reason = compauth?.props.reason ?? '';
  const by = 'microsoft';
  if (!compauth) return googleSays(word, domain, by);
  if (reason.startsWith('6')) return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'own-domain-spoof', domain }] };
  if (compauth.result === 'pass')
    return {
      outcome: 'genuine',
      checkedBy: by,
      reasons: [
        reason === '130' ? { id: 'arc-forward', by, domain, forwarder: trusted.sealedBy } : { id: 'provider-pass', by, domain },
      ],
    };
  if (compauth.result === 'fail' && reason !== '001')
    return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'provider-fail', by, domain }, ...keysMissing(trusted)] };
  if (compauth.result === 'softpass') return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'weak-pass', domain }] };
  // 001, an implicit failure: where DMARC failed, the domain's policy asks nothing (p=none).
  const asksNothing = compauth.result === 'fail' && resultOf(results, 'dmarc')?.result === 'fail';
  return {
    outcome: 'cant-tell',
    checkedBy: by,
    reasons: [asksNothing ? { id: 'policy-none', by, domain } : { id: 'not-protected', domain }, ...keysMissing(trusted)],
  };
}

/** The DMARC policy Gmail names beside its result (`dmarc=fail (p=NONE sp=NONE dis=NONE)`): `sp` for a subdomain. */
function policyOf(dmarc: MethodResult, domain: string): string | undefined {
  const named = dmarc.comments.flatMap((text) => [...text.matchAll(/(?:^|\s)(sp|p)=(\w+)/gi)]);
  const policy = (key: string) => named.find((found) => found[1]!.toLowerCase() === key)?.[2]!.toLowerCase();
  return (registrable(domain) === domain ? undefined : policy('sp')) ?? policy('p');
}

/**
 * Gmail's acceptance of a forward: its DMARC failed as forwards do, and it says `arc=pass` beside
 * it, the forwarder's seal (`arc=pass (i=1 … dmarc=pass fromdomain=…)`) saying the From domain's
 * DMARC passed when the forwarder received it.
 */
function arcAccepted(results: AuthResults, dmarc: MethodResult, domain: string): boolean {
  const arc = resultOf(results, 'arc');
  if (dmarc.props.arc !== 'pass' || arc?.result !== 'pass') return false;
  const sealed = arc.comments.join(' ');
  const fromDomain = /(?:^|\s)fromdomain=([a-z0-9.-]+)/i.exec(sealed)?.[1];
  return /(?:^|\s)dmarc=pass\b/i.test(sealed) && !!fromDomain && registrable(fromDomain) === registrable(domain);
}

/** Gmail's DMARC result; without one, a DKIM signature that passes for the From domain still proves it. */
function googleSays(word: WhoseWord, domain: string, by: CheckedBy = 'google'): Verdict {
  const trusted = word.trusted!;
  const results = trusted.results;
  const dmarcResult = resultOf(results, 'dmarc');
  const dmarc = dmarcResult?.result;
  if (dmarc === 'pass') return { outcome: 'genuine', checkedBy: by, reasons: [{ id: 'provider-pass', by, domain }] };
  if (dmarcResult && dmarc === 'fail') {
    if (arcAccepted(results, dmarcResult, domain))
      return { outcome: 'genuine', checkedBy: by, reasons: [{ id: 'arc-forward', by, domain, forwarder: trusted.sealedBy }] };
    if (policyOf(dmarcResult, domain) === 'none')
      return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'policy-none', by, domain }, ...keysMissing(trusted)] };
    return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'provider-fail', by, domain }, ...keysMissing(trusted)] };
  }
  const signed = results.results.some(
    (result) =>
      result.method === 'dkim' && result.result === 'pass' && registrable(result.props['header.d'] ?? '') === registrable(domain),
  );
  if (signed) return { outcome: 'genuine', checkedBy: by, reasons: [{ id: 'provider-pass', by, domain }] };
  return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'not-protected', domain }, ...keysMissing(trusted)] };
}

/**
 * The site's own check: only a signature that verifies and lines up with the From domain proves the
 * sender (SPF read from headers is an address a server wrote, never proof alone); its DKIM failure
 * only supports (gateways change bodies, old keys go); only SPF's hard fail decides against.
 */
function siteSays(own: OwnCheck | null, domain: string): Verdict {
  const by = 'site';
  const dkimFailed: Reason[] =
    own?.dkim === 'fail' ? [{ id: 'site-dkim-fail' }] : own?.dkim === 'no-key' ? [{ id: 'dkim-no-key', domain: null }] : [];
  if (!own) return { outcome: 'cant-tell', checkedBy: null, reasons: [{ id: 'no-check', domain }] };
  if (own.dmarc === 'pass' && own.dkim === 'pass')
    return { outcome: 'genuine', checkedBy: by, reasons: [{ id: 'provider-pass', by, domain }] };
  if (own.dmarc === 'pass') return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'site-spf-only', domain }] };
  if (own.dmarc === 'none')
    return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'not-protected', domain }, ...dkimFailed] };
  if (own.dmarc === 'fail' && own.spf === 'fail')
    return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'site-spf-fail', domain }, ...dkimFailed] };
  return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'no-check', domain }, ...dkimFailed] };
}

/** Domains named in one Reply-To reason: a stranger's message may list thousands, each not one more sentence. */
const REPLY_DOMAINS_SHOWN = 3;
/** Reasons given at most: the deciding ones come first, and a real message has under ten. */
export const REASONS_MAX = 12;

/** Writers of an ignored pass named: a forger may write hundreds, and the signs of the sender come after them. */
const IGNORED_NAMED = 3;

/** Every other domain a reply would go to as one reason: free webmail named first, the rest counted. */
function repliesElsewhere(domains: readonly string[]): Reason {
  const free = domains.filter(isFreeMail);
  const shown = [...free, ...domains.filter((domain) => !isFreeMail(domain))].slice(0, REPLY_DOMAINS_SHOWN);
  return {
    id: 'reply-elsewhere',
    header: 'Reply-To',
    domains: shown,
    more: domains.length - shown.length,
    free: free.length > 0,
  };
}

/** Each reason once, at most REASONS_MAX of them, in the order given. */
const fewest = (reasons: readonly Reason[]): Reason[] =>
  [...new Map(reasons.map((reason) => [JSON.stringify(reason), reason])).values()].slice(0, REASONS_MAX);

/** Who the sender is, against who it should be: each sign one reason; those that make it "not from who it claims" say so. */
function senderSigns(reading: Reading, domain: string): { reasons: Reason[]; notFrom: boolean; unproven: boolean } {
  const reasons: Reason[] = [];
  let notFrom = false;
  const from = registrable(domain);
  const claim = reading.from
    ? claimSigns({ from: reading.from, supplier: reading.supplier, recipient: reading.recipient, colleagues: reading.colleagues })
    : { reasons: [], notFrom: false, unproven: false };
  reasons.push(...claim.reasons);
  notFrom ||= claim.notFrom;
  // Begun only where a word begins: from every letter of a long name, the search is quadratic.
  const shown = /(?<![^\s<>"'])[^\s<>"']+@([a-z0-9-]+\.)+[a-z]{2,}/i.exec(reading.from?.name ?? '')?.[0];
  if (shown && registrable(domainOf(shown)) !== from) {
    reasons.push({ id: 'display-address', shown, domain: from });
    notFrom = true;
  }
  const safety = reading.word.trusted?.safety ?? [];
  if (safety.some((value) => value === '9.19' || value === '9.20')) {
    reasons.push({ id: 'impersonation' });
    notFrom = true;
  }
  if (safety.includes('9.25')) reasons.push({ id: 'first-contact' });
  const replies = [...new Set(reading.replyTo.map((address) => registrable(domainOf(address))))].filter(
    (other) => other !== from,
  );
  if (replies.length > 0) reasons.push(repliesElsewhere(replies));
  // A bounce address at another domain is how mailing services send (Xero's, Sage's): only free webmail there is a sign.
  const bounce = reading.returnPath && registrable(domainOf(reading.returnPath));
  if (bounce && bounce !== from && isFreeMail(bounce))
    reasons.push({ id: 'reply-elsewhere', header: 'Return-Path', domains: [bounce], more: 0, free: true });
  if (isFreeMail(from) && reading.asksForMoney) reasons.push({ id: 'free-mail-invoice', domain: from });
  return { reasons, notFrom, unproven: claim.unproven };
}

export function verdictOf(reading: Reading): Verdict {
  if (reading.inlineForward) return { outcome: 'cant-tell', checkedBy: null, reasons: [{ id: 'inline-forward' }] };
  if (!reading.transport && !reading.word.trusted)
    return { outcome: 'cant-tell', checkedBy: null, reasons: [{ id: 'no-headers' }] };
  if (!reading.from) return { outcome: 'cant-tell', checkedBy: null, reasons: [{ id: 'no-sender' }] };
  const domain = domainOf(reading.from.address);
  const checked =
    reading.word.trusted?.by === 'microsoft'
      ? microsoftSays(reading.word, domain)
      : reading.word.trusted
        ? googleSays(reading.word, domain)
        : siteSays(reading.own, domain);
  const signs = senderSigns(reading, domain);
  const outcome: Outcome = signs.notFrom
    ? 'not-from'
    : signs.unproven && checked.outcome === 'genuine'
      ? 'cant-tell'
      : checked.outcome;
  const ignored: Reason[] =
    outcome === 'genuine'
      ? []
      : [...new Set(reading.word.ignoredPasses)].slice(0, IGNORED_NAMED).map((writtenBy) => ({ id: 'ignored-pass', writtenBy }));
  // The reasons that decide first: a look-alike before "Microsoft checked it" when it is the look-alike that decides.
  const reasons =
    signs.notFrom || outcome !== checked.outcome
      ? [...signs.reasons, ...checked.reasons, ...ignored]
      : [...checked.reasons, ...ignored, ...signs.reasons];
  return { outcome, checkedBy: checked.checkedBy, reasons: fewest(reasons) };
}
