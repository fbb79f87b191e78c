/**
 * Who a message claims to be, against who sent it: the display name, the supplier the clerk names
 * (a domain, an e-mail or web address, or a company name) and the recipient's own colleagues. A
 * provider's "pass" proves only the From domain; it is the claim that says whether that domain is
 * the one meant. Free webmail under a business's or a colleague's name, a look-alike of the name
 * shown or given, a colleague's name from outside: each is "not from who it claims" (BEC's
 * commonest forms, GENUINE-EMAIL-NOTES.md). Look-alikes are the domain check's own rules.
 */
import { domainToASCII } from 'node:url';
import { parse } from 'tldts';
import type { Reason, Stake } from '../../shared/genuine-email/answer';
import { lookalikeNames } from '../email-security/lookalike-names';
import { isFreeMail } from './free-mail';
import { claimedInstitution, institutionOf, isInstitutions, KNOWN_DOMAINS, platformOf } from './known-senders';
import { confusableWith, foreignLetters, unicodeOf } from './letters';
import { labelsOf, namesABusiness, wordsOf, writesName } from './name-words';

/** What the clerk typed in "Who should it be from?", read. */
export type SupplierGiven = { domain: string } | { address: string; domain: string } | { name: string } | { unusable: string };

/** A name or a text quoted back in a reason: enough to recognise it, never a page of it. */
const QUOTED_CHARS_MAX = 80;
/** Colleagues' names read from the message's To and Cc: a real message has a handful. */
const COLLEAGUES_MAX = 50;

const quoted = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, QUOTED_CHARS_MAX);

/** A registrable domain, in ASCII (punycode), with its label and suffix; null where it has none. */
function registrableOf(host: string): { domain: string; label: string; suffix: string } | null {
  const ascii = domainToASCII(host.replace(/[>\s]/g, '').replace(/\.$/, '')) || '';
  const { domain, domainWithoutSuffix, publicSuffix, isIcann, isPrivate } = parse(ascii, { allowPrivateDomains: true });
  if (!domain || !domainWithoutSuffix || !publicSuffix || !(isIcann || isPrivate)) return null;
  return { domain, label: domainWithoutSuffix, suffix: publicSuffix };
}

/** Letters (any script), digits, spaces and the marks a company's name carries: "Umoya Logistics (Pty) Ltd", "Smith & Sons". */
const COMPANY_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} &'’.,()-]*$/u;

/** The supplier field as the clerk gave it: a domain, an address or a web address, else a company's name, else said unusable. */
export function supplierOf(given: string | null): SupplierGiven | null {
  const text = (given ?? '').trim().slice(0, 254);
  if (!text) return null;
  const lower = text.toLowerCase();
  if (lower.includes('@')) {
    const domain = registrableOf(lower.slice(lower.lastIndexOf('@') + 1))?.domain;
    return domain ? { address: lower.replace(/^mailto:/, '').replace(/[<>\s]/g, ''), domain } : { unusable: quoted(text) };
  }
  const host = lower.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').split(/[/?#:]/)[0] ?? '';
  if (/^[^\s]+\.[^\s.]+$/.test(host)) {
    const domain = registrableOf(host)?.domain;
    return domain ? { domain } : { unusable: quoted(text) };
  }
  return COMPANY_NAME.test(text) && /\p{L}{2}/u.test(text) ? { name: quoted(text) } : { unusable: quoted(text) };
}

/** Whether a domain is one slip from how `name` is written, under the domain's own suffix. */
const imitatesName = (from: { domain: string; suffix: string }, name: string) =>
  labelsOf(name).some((label) => lookalikeNames(`${label}.${from.suffix}`).names.includes(from.domain));

/** A person's name as words to compare: "Sipho Dlamini", "sipho.dlamini", "DLAMINI, Sipho" alike. */
const personOf = (text: string) => [...wordsOf(text.replace(/[._]/g, ' '))].sort().join(' ');

/** The colleagues a message names: To and Cc mailboxes at the recipient's own domain, by their names and their addresses. */
export function colleaguesOf(mailboxes: readonly { name: string; address: string }[], recipient: string | null): string[] {
  const own = recipient && registrableOf(recipient)?.domain;
  if (!own) return [];
  return mailboxes
    .filter((mailbox) => registrableOf(mailbox.address.slice(mailbox.address.lastIndexOf('@') + 1))?.domain === own)
    .flatMap((mailbox) => [mailbox.name, mailbox.address.slice(0, mailbox.address.lastIndexOf('@'))])
    .map(quoted)
    .filter((name) => name.split(/[\s._]+/).length >= 2)
    .slice(0, COLLEAGUES_MAX);
}

export interface Claimed {
  /** The From address, its display name. */
  from: { name: string; address: string };
  supplier: SupplierGiven | null;
  /** The recipient's own domain, and the colleagues the message names there. */
  recipient: string | null;
  colleagues: readonly string[];
}

export interface ClaimSigns {
  reasons: Reason[];
  /** It is not who it claims to be. */
  notFrom: boolean;
  /** The sender is whom the clerk relies on (docs/decisions/035): without it, a proven sender is "can't tell". */
  relied: boolean;
  /** Whose word is at stake: the steps name them. */
  stake: Stake;
  /** The company name the clerk gave, where the sender's domain spells it: what a forger registers, so it earns nothing. */
  spells: string | null;
}

/**
 * The registrable domain a host's own labels spell in front of its real one
 * (`kopano-it.co.za.pay-secure.com` shows kopano-it.co.za and is pay-secure.com's).
 */
export function underAnother(host: string, domain: string): string | null {
  const front = host
    .toLowerCase()
    .replace(/\.$/, '')
    .slice(0, -(domain.length + 1));
  const shown = front.includes('.') ? registrableOf(front) : null;
  return shown && shown.domain !== domain ? shown.domain : null;
}

/** Titles that put a colleague's word at stake: a request in a director's or partner's name is confirmed with them. */
const TITLES = /\b(director|partner|ceo|cfo|coo|md|chairman|chairperson|owner|founder|president)\b/i;

/** Whose word a message puts at stake, from its name and domain. */
function stakeOf(name: string, sender: string, own: string | undefined): Stake {
  const institution = claimedInstitution(wordsOf(name));
  const platform = platformOf(sender);
  if (institution) return { kind: 'institution', name: institution.name, institution: institution.kind };
  if (platform) return { kind: 'platform', name: platform.name, platform: platform.kind };
  if (name && (TITLES.test(name) || sender === own)) return { kind: 'colleague', name };
  return { kind: 'supplier' };
}

/** The claim's signs, each one reason: those that make it "not from who it claims", then those that leave it unproven. */
export function claimSigns({ from, supplier, recipient, colleagues }: Claimed): ClaimSigns {
  const reasons: Reason[] = [];
  let notFrom = false;
  let relied = false;
  let spells: string | null = null;
  const sender = registrableOf(from.address.slice(from.address.lastIndexOf('@') + 1));
  const name = quoted(from.name);
  const own = recipient ? registrableOf(recipient) : null;
  const stake = stakeOf(name, sender?.domain ?? '', own?.domain);
  if (!sender) return { reasons, notFrom, relied, stake, spells };
  const free = isFreeMail(sender.domain);
  const platform = stake.kind === 'platform' ? platformOf(sender.domain) : undefined;
  const nameWords = wordsOf(name);
  const notFromBecause = (reason: Reason) => {
    reasons.push(reason);
    notFrom = true;
  };

  if (supplier && 'unusable' in supplier) reasons.push({ id: 'supplier-unusable', given: supplier.unusable });
  const institution = stake.kind === 'institution' ? claimedInstitution(nameWords) : undefined;
  if (institution && !isInstitutions(institution, sender.domain))
    notFromBecause({
      id: 'institution',
      name: institution.name,
      domains: institution.domains.slice(0, 2),
      domain: sender.domain,
    });
  const colleagueGiven = supplier && 'address' in supplier && own && supplier.domain === own.domain;
  // The very mailbox the clerk's records name: a free one proves only the mailbox, and that is whom they named.
  const namedMailbox =
    supplier && 'address' in supplier && supplier.address === from.address.toLowerCase() ? supplier.address : null;
  if (colleagueGiven) {
    if (supplier.address === from.address.toLowerCase()) relied = true;
    else notFromBecause({ id: 'colleague-outside', name: supplier.address, domain: sender.domain, yours: own.domain });
  } else if (supplier && 'domain' in supplier) {
    if (supplier.domain === sender.domain) relied = true;
    else if (!platform) {
      const lookalike =
        lookalikeNames(supplier.domain).names.includes(sender.domain) || confusableWith(sender.domain, [supplier.domain]);
      notFromBecause(
        lookalike
          ? { id: 'lookalike', domain: sender.domain, of: supplier.domain, whose: 'supplier' }
          : { id: 'other-domain', domain: sender.domain, supplier: supplier.domain },
      );
    }
  } else if (supplier && 'name' in supplier) {
    // A domain that spells the name given is what its registrant chose: it earns nothing (docs/decisions/035).
    if (free) notFromBecause({ id: 'free-mail-name', domain: sender.domain, name: supplier.name, given: true });
    else if (writesName(sender.label, supplier.name)) spells = supplier.name;
    else if (imitatesName(sender, supplier.name))
      notFromBecause({ id: 'lookalike', domain: sender.domain, of: supplier.name, whose: 'given-name' });
    else if (!platform && !notFrom) reasons.push({ id: 'name-unmatched', domain: sender.domain, name: supplier.name });
  }

  if (own && own.domain === sender.domain) relied = true;
  else if (own) {
    const flat = sender.label.replace(/-/g, '');
    const ownName = own.label.replace(/-/g, '');
    const imitatesYours =
      lookalikeNames(own.domain).names.includes(sender.domain) ||
      confusableWith(sender.domain, [own.domain]) ||
      (ownName.length >= 4 && !free && flat.startsWith(ownName) && flat.length - ownName.length <= 3);
    if (imitatesYours) notFromBecause({ id: 'lookalike', domain: sender.domain, of: own.domain, whose: 'yours' });
    const person = personOf(name);
    const colleague = person.includes(' ') && colleagues.find((known) => personOf(known) === person);
    if (colleague) notFromBecause({ id: 'colleague-outside', name, domain: sender.domain, yours: own.domain });
  }

  const known = !notFrom && confusableWith(sender.domain, KNOWN_DOMAINS);
  if (known) notFromBecause({ id: 'lookalike', domain: sender.domain, of: known, whose: 'known' });

  if (!notFrom && name) {
    const business = namesABusiness(nameWords) || (own !== null && nameWords.some((word) => word === own.label));
    if (free && business) notFromBecause({ id: 'free-mail-name', domain: sender.domain, name, given: false });
    else if (!free && !writesName(sender.label, name) && imitatesName(sender, name))
      notFromBecause({ id: 'lookalike', domain: sender.domain, of: name, whose: 'shown-name' });
  }
  // Nothing named: only an institution's own domain; a display name is the sender's own words.
  if (!supplier || 'unusable' in supplier) relied ||= !!institution || !!institutionOf(sender.domain);
  if (foreignLetters(sender.domain)) {
    reasons.push({ id: 'foreign-letters', domain: unicodeOf(sender.domain), ascii: sender.domain });
    relied = false;
  }
  if (platform) {
    reasons.push({ id: 'platform', platform: platform.name, account: name || null, domain: sender.domain });
    relied = false;
  } else if (!notFrom && free && namedMailbox) {
    reasons.push({ id: 'named-mailbox', address: namedMailbox });
  } else if (!notFrom && free) {
    reasons.push({ id: 'free-mail', domain: sender.domain });
    relied = false;
  }
  const embedded = underAnother(from.address.slice(from.address.lastIndexOf('@') + 1), sender.domain);
  if (embedded) reasons.push({ id: 'under-another', shows: embedded, domain: sender.domain });
  return { reasons, notFrom, relied, stake, spells };
}
