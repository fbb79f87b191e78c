/**
 * The three outcomes and their reasons, from the one reading of a message: first whose check says
 * the message is from its From domain (the recipient's provider's, else the site's own), then who
 * the sender is against who it should be, and what earns the green answer (earned.ts). A genuine
 * domain that is one slip from the supplier's, or a display name that carries another address, is
 * "not from who it claims" whatever its checks say: look-alikes pass their own DMARC.
 */
import type { FromUnclear, Outcome, Reason, Stake } from '../../shared/genuine-email/answer';
import { resultOf } from './auth-results';
import { claimSigns, type SupplierGiven } from './claim';
import { earnedOutcome } from './earned';
import type { OwnCheck } from './own-check';
import { isFreeMail } from './free-mail';
import { lookalikeNames } from '../email-security/lookalike-names';
import { confusableWith } from './letters';
import { domainOf, registrable } from './domain-names';
import { googleSays, microsoftSays, type Verdict } from './provider-says';
import { withProof, type WhoseWord } from './whose-word';

export interface Reading {
  /** The one From address, as DMARC reads it, with its display name; null with why where there is none. */
  from: { name: string; address: string } | null;
  fromUnclear?: FromUnclear;
  /** The provider says it was sent from inside the recipient's organisation. */
  internal?: boolean;
  /** The mail gateway in front of the provider, where its own headers name it. */
  gateway?: string | null;
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
/** Reply-To domains compared with the sender's own for a look-alike: a real message names one or two, a stranger's thousands. */
const REPLIES_COMPARED = 10;
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
function senderSigns(reading: Reading & { from: object }, domain: string) {
  const reasons: Reason[] = [];
  let notFrom = false;
  const from = registrable(domain);
  const claim = claimSigns({
    from: reading.from,
    supplier: reading.supplier,
    recipient: reading.recipient,
    colleagues: reading.colleagues,
  });
  reasons.push(...claim.reasons);
  notFrom ||= claim.notFrom;
  // Begun only where a word begins: from every letter of a long name, the search is quadratic.
  const shown = /(?<![^\s<>"'])[^\s<>"']+@([a-z0-9-]+\.)+[a-z]{2,}/i.exec(reading.from?.name ?? '')?.[0];
  if (shown && registrable(domainOf(shown)) !== from) {
    reasons.push({ id: 'display-address', shown, domain: from });
    notFrom = true;
  }
  const safety = reading.word.trusted?.safety ?? [];
  let stake = claim.stake;
  if (safety.some((value) => value === '9.19' || value === '9.20')) {
    reasons.push({ id: 'impersonation' });
    notFrom = true;
  }
  // 9.20 is a protected person's name from outside: that person is whose word is at stake.
  if (safety.includes('9.20') && stake.kind === 'supplier' && reading.from.name.trim())
    stake = { kind: 'colleague', name: reading.from.name.trim().slice(0, 80) };
  if (safety.includes('9.25')) reasons.push({ id: 'first-contact' });
  const replies = [...new Set(reading.replyTo.map((address) => registrable(domainOf(address))))].filter(
    (other) => other !== from,
  );
  // A reply steered to a look-alike of the sender's own domain: the sender's mailbox is in someone else's hands.
  const slips = new Set(lookalikeNames(from).names);
  const steered = replies.slice(0, REPLIES_COMPARED).find((other) => slips.has(other) || confusableWith(other, [from]));
  if (steered) {
    reasons.push({ id: 'reply-lookalike', domain: steered, of: from });
    notFrom = true;
  }
  const elsewhere = replies.filter((other) => other !== steered);
  if (elsewhere.length > 0) reasons.push(repliesElsewhere(elsewhere));
  // A bounce address at another domain is how mailing services send (Xero's, Sage's): only free webmail there is a sign.
  const bounce = reading.returnPath && registrable(domainOf(reading.returnPath));
  if (bounce && bounce !== from && isFreeMail(bounce))
    reasons.push({ id: 'reply-elsewhere', header: 'Return-Path', domains: [bounce], more: 0, free: true });
  const named = claim.reasons.some((reason) => reason.id === 'named-mailbox');
  if (isFreeMail(from) && reading.asksForMoney && !named) reasons.push({ id: 'free-mail-invoice', domain: from });
  return { reasons, notFrom, relied: claim.relied || !!reading.internal, stake, spells: claim.spells };
}

/**
 * Whose check says the From domain sent it: the provider's, read as it means it; where the
 * provider let it through unchecked, the site's own check (its DKIM: SPF saw only the gateway);
 * where the provider's results speak of another domain than the From the page names, nobody's.
 */
function checkOf(reading: Reading, domain: string): Verdict {
  const trusted = reading.word.trusted;
  if (!trusted) return siteSays(reading.own, domain);
  if (reading.internal)
    return { outcome: 'genuine', checkedBy: trusted.by, reasons: [{ id: 'internal', by: trusted.by, domain }] };
  const about = resultOf(trusted.results, 'dmarc')?.props['header.from'];
  if (about && registrable(domainOf(about)) !== registrable(domain))
    return { outcome: 'cant-tell', checkedBy: null, reasons: [{ id: 'results-elsewhere', about: domainOf(about), domain }] };
  const said =
    trusted.by === 'microsoft' ? microsoftSays(reading.word, domain, reading.gateway ?? null) : googleSays(reading.word, domain);
  if (said.reasons[0]?.id !== 'provider-skipped') return said;
  const own = reading.own ? siteSays(reading.own, domain) : null;
  return own ? { ...own, reasons: [...said.reasons, ...own.reasons] } : said;
}

/** The reasons that already say why a proven sender is not the one relied on. */
const UNRELIED = new Set<Reason['id']>([
  'platform',
  'foreign-letters',
  'free-mail',
  'name-unmatched',
  'uncovered-text',
  'text-changed',
]);
const SUPPLIER: Stake = { kind: 'supplier' };
const untold = (reason: Reason): Verdict & { stake: Stake } => ({
  outcome: 'cant-tell',
  checkedBy: null,
  reasons: [reason],
  stake: SUPPLIER,
});

export function verdictOf(reading: Reading): Verdict & { stake: Stake } {
  if (reading.inlineForward) return untold({ id: 'inline-forward' });
  if (!reading.transport && !reading.word.trusted) return untold({ id: 'no-headers' });
  if (!reading.from) return untold({ id: 'from-unclear', why: reading.fromUnclear ?? 'none' });
  const domain = domainOf(reading.from.address);
  const checked = checkOf(reading, domain);
  // How the provider's results were proven, said only where its results are what decided.
  const decided = checked.checkedBy !== null && checked.checkedBy === reading.word.trusted?.by;
  const signs = withProof(senderSigns({ ...reading, from: reading.from }, domain), {
    ...reading.word,
    trusted: decided ? reading.word.trusted : null,
  });
  const outcome: Outcome = earnedOutcome({ checked: checked.outcome, notFrom: signs.notFrom, relied: signs.relied });
  if (outcome !== checked.outcome && !signs.notFrom && !signs.reasons.some((reason) => UNRELIED.has(reason.id)))
    signs.reasons.splice(signs.reasons[0]?.id === 'supplier-unusable' ? 1 : 0, 0, {
      id: 'nobody-named',
      domain,
      ...(signs.spells ? { spells: signs.spells } : {}),
    });
  const ignored: Reason[] =
    outcome === 'genuine'
      ? []
      : [...new Set(reading.word.ignoredPasses)].slice(0, IGNORED_NAMED).map((writtenBy) => ({ id: 'ignored-pass', writtenBy }));
  // The reasons that decide first: a look-alike before "Microsoft checked it" when it is the look-alike that decides.
  const reasons =
    signs.notFrom || outcome !== checked.outcome
      ? [...signs.reasons, ...checked.reasons, ...ignored]
      : [...checked.reasons, ...ignored, ...signs.reasons];
  return { outcome, checkedBy: checked.checkedBy, reasons: fewest(reasons), stake: signs.stake };
}
