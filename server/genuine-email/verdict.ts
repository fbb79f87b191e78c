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
import { lookalikeNames } from '../email-security/lookalike-names';
import { resultOf } from './auth-results';
import { isFreeMail } from './free-mail';
import type { WhoseWord } from './whose-word';

/** The site's own check, where no provider's counts: mailauth's DMARC, SPF for the address that handed the message over, DKIM. */
export interface OwnCheck {
  dmarc: string;
  spf: string;
  dkim: 'pass' | 'fail' | 'none';
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
  /** The supplier's real domain, as the clerk gave it. */
  supplier: string | null;
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

/** Microsoft's composite authentication (compauth result and reason), as its anti-spam headers page lists the reasons. */
function microsoftSays(word: WhoseWord, domain: string): Verdict {
  const results = word.trusted!.results;
  const compauth = resultOf(results, 'compauth');
  const reason = compauth?.props.reason ?? '';
  const by = 'microsoft';
  if (!compauth) return googleSays(word, domain, by);
  if (reason.startsWith('6')) return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'own-domain-spoof', domain }] };
  if (compauth.result === 'pass')
    return {
      outcome: 'genuine',
      checkedBy: by,
      reasons: [reason === '130' ? { id: 'arc-forward', domain } : { id: 'provider-pass', by, domain }],
    };
  if (compauth.result === 'fail' && reason !== '001')
    return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'provider-fail', by, domain }] };
  if (compauth.result === 'softpass') return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'weak-pass', domain }] };
  return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'not-protected', domain }] };
}

/** Gmail's DMARC result; without one, a DKIM signature that passes for the From domain still proves it. */
function googleSays(word: WhoseWord, domain: string, by: CheckedBy = 'google'): Verdict {
  const results = word.trusted!.results;
  const dmarc = resultOf(results, 'dmarc')?.result;
  if (dmarc === 'pass') return { outcome: 'genuine', checkedBy: by, reasons: [{ id: 'provider-pass', by, domain }] };
  if (dmarc === 'fail') return { outcome: 'not-from', checkedBy: by, reasons: [{ id: 'provider-fail', by, domain }] };
  const signed = results.results.some(
    (result) =>
      result.method === 'dkim' && result.result === 'pass' && registrable(result.props['header.d'] ?? '') === registrable(domain),
  );
  if (signed) return { outcome: 'genuine', checkedBy: by, reasons: [{ id: 'provider-pass', by, domain }] };
  return { outcome: 'cant-tell', checkedBy: by, reasons: [{ id: 'not-protected', domain }] };
}

/**
 * The site's own check: only a signature that verifies and lines up with the From domain proves the
 * sender (SPF read from headers is an address a server wrote, never proof alone); its DKIM failure
 * only supports (gateways change bodies, old keys go); only SPF's hard fail decides against.
 */
function siteSays(own: OwnCheck | null, domain: string): Verdict {
  const by = 'site';
  const dkimFailed: Reason[] = own?.dkim === 'fail' ? [{ id: 'site-dkim-fail' }] : [];
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

/** Who the sender is, against who it should be: each sign one reason; those that make it "not from who it claims" say so. */
function senderSigns(reading: Reading, domain: string): { reasons: Reason[]; notFrom: boolean } {
  const reasons: Reason[] = [];
  let notFrom = false;
  const from = registrable(domain);
  const supplier = reading.supplier && registrable(reading.supplier);
  if (supplier && supplier !== from) {
    const lookalike = lookalikeNames(supplier).names.includes(from);
    reasons.push(
      lookalike
        ? { id: 'lookalike', domain: from, of: supplier, whose: 'supplier' }
        : { id: 'other-domain', domain: from, supplier },
    );
    notFrom = true;
  }
  const recipient = reading.recipient && registrable(reading.recipient);
  if (recipient && recipient !== from && lookalikeNames(recipient).names.includes(from)) {
    reasons.push({ id: 'lookalike', domain: from, of: recipient, whose: 'yours' });
    notFrom = true;
  }
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
  for (const address of reading.replyTo) {
    const other = registrable(domainOf(address));
    if (other !== from) reasons.push({ id: 'reply-elsewhere', header: 'Reply-To', domain: other, free: isFreeMail(other) });
  }
  // A bounce address at another domain is how mailing services send (Xero's, Sage's): only free webmail there is a sign.
  const bounce = reading.returnPath && registrable(domainOf(reading.returnPath));
  if (bounce && bounce !== from && isFreeMail(bounce))
    reasons.push({ id: 'reply-elsewhere', header: 'Return-Path', domain: bounce, free: true });
  if (isFreeMail(from) && reading.asksForMoney) reasons.push({ id: 'free-mail-invoice', domain: from });
  return { reasons, notFrom };
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
  const outcome: Outcome = signs.notFrom ? 'not-from' : checked.outcome;
  const ignored: Reason[] =
    outcome === 'genuine' ? [] : [...new Set(reading.word.ignoredPasses)].map((writtenBy) => ({ id: 'ignored-pass', writtenBy }));
  // The reasons that decide first: a look-alike before "Microsoft checked it" when it is the look-alike that decides.
  const reasons = signs.notFrom
    ? [...signs.reasons, ...checked.reasons, ...ignored]
    : [...checked.reasons, ...ignored, ...signs.reasons];
  return { outcome, checkedBy: checked.checkedBy, reasons };
}
