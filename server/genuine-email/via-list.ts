/**
 * A message a group or mailing list passed on under its own address. Google Groups rewrites the
 * From of an author whose domain asks receivers to reject what fails DMARC to the group's own
 * ("'Naledi Mokoena' via Accounts Payable <accounts-payable@…>"), puts the author in Reply-To and
 * X-Original-Sender, and marks itself with List-Id and Mailing-list (GENUINE-EMAIL-NOTES.md); lists
 * write X-Original-From. A group relays anyone's mail, so its address, the clerk's own domain
 * included, is not the sender: the author is, judged from the results the group's provider sealed
 * when the group received it (the set below the recipient's provider's newest, which accepts it
 * with `arc=pass` under a seal that signs both), whose DMARC names the author's domain. Where no
 * such seal does, who wrote it is not proven, whatever the group's headers say.
 */
import type { Reason, Stake } from '../../shared/genuine-email/answer';
import { resultOf } from './auth-results';
import type { Header } from './header';
import { domainOf } from './domain-names';
import type { Verdict } from './provider-says';
import { REASONS_MAX, verdictOf, type Reading } from './verdict';
import type { WhoseWord } from './whose-word';

export interface ViaList {
  /** The group's address, as its From shows it. */
  list: string;
  /** The author, where the results the group's provider sealed prove their domain. */
  author: { name: string; address: string } | null;
  /** Who the group says wrote it, where nothing proves it. */
  shown: string | null;
  /** The recipient's provider's word, with the results sealed for the author as its own. */
  word: WhoseWord;
}

const LIST_FIELDS = new Set(['list-id', 'mailing-list']);
/** The providers whose seal below the recipient's is a group's receipt of the message. */
const PROVIDERS = new Set(['google.com', 'microsoft.com']);
/** Google Groups' rewritten name: "'Naledi Mokoena' via Accounts Payable". */
const VIA = /^\s*'?([^']{1,80}?)'?\s+via\s+\S/i;
const ADDRESS = /[^\s<>,;"']{1,64}@[a-z0-9.-]{1,253}/gi;
/** Addresses read from the group's fields: a real one names one or two. */
const ADDRESSES_READ = 5;

const addressesIn = (value: string | undefined) => [...(value ?? '').matchAll(ADDRESS)].map(([found]) => found.toLowerCase());

/** The group's rewrite, where the message carries a list's fields and its From is not its author's; null otherwise. */
export function viaList(
  headers: readonly Header[],
  from: { name: string; address: string } | null,
  word: WhoseWord,
  replyTo: readonly string[],
): ViaList | null {
  if (!from || !headers.some((header) => LIST_FIELDS.has(header.key))) return null;
  const field = (key: string) => headers.find((header) => header.key === key)?.value;
  const via = VIA.exec(from.name)?.[1]?.trim();
  const originalFrom = field('x-original-from');
  const originalSender = addressesIn(field('x-original-sender'));
  const named = [...addressesIn(originalFrom), ...originalSender, ...replyTo.map((to) => to.toLowerCase())]
    .filter((address) => domainOf(address) !== domainOf(from.address))
    .slice(0, ADDRESSES_READ);
  // A list's fields and a Reply-To elsewhere alone are a newsletter's too: the group says it rewrote the From.
  const rewritten = via || originalFrom || originalSender.some((address) => domainOf(address) !== domainOf(from.address));
  if (!rewritten) return null;
  const trusted = word.trusted;
  const beneath = trusted?.beneath && PROVIDERS.has(trusted.beneath.sealer) ? trusted.beneath : null;
  const sealedFor = beneath && resultOf(beneath.results, 'dmarc')?.props['header.from']?.toLowerCase();
  const address = sealedFor && named.find((one) => domainOf(one) === sealedFor);
  const name = via ?? originalFrom?.replace(ADDRESS, '').replace(/[<>"]/g, '').trim() ?? '';
  return {
    list: from.address,
    author: address ? { name, address } : null,
    shown: name || named[0] || null,
    word:
      trusted && beneath ? { ...word, trusted: { ...trusted, results: beneath.results, sealedBy: null, beneath: null } } : word,
  };
}

const SUPPLIER: Stake = { kind: 'supplier' };

/** The answer for the author, the group said first; where no seal proves the author, "can't tell". */
export function listVerdict(reading: Reading, list: ViaList): Verdict & { stake: Stake } {
  if (!list.author || !list.word.trusted)
    return {
      outcome: 'cant-tell',
      checkedBy: null,
      reasons: [{ id: 'via-list', list: list.list, author: list.shown, by: null }],
      stake: SUPPLIER,
    };
  // The group's own sending inside the organisation says nothing of its author.
  const verdict = verdictOf({ ...reading, from: list.author, word: list.word, internal: false });
  const said: Reason = { id: 'via-list', list: list.list, author: list.author.address, by: list.word.trusted.by };
  return { ...verdict, reasons: [said, ...verdict.reasons].slice(0, REASONS_MAX) };
}
