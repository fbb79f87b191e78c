/**
 * A name as words, and how a business's name is written as a domain: the words a business's name
 * carries that a person's does not, and the labels its name makes. "Word for word" is the rule
 * that a domain is the name's own (docs/decisions/031): all its words, or its first words where
 * the rest only say what kind of business it is; never a prefix cut inside a word, never a name
 * merely contained in a longer label ("umoyalogistic" is not Umoya Logistics, "absa-notify" not Absa).
 */

/**
 * Words a business's name carries that a person's does not: a free mailbox under one is a
 * business that would not send from it. Also left out when a name is matched to a domain
 * ("Umoya Logistics Accounts" is umoyalogistics.co.za's).
 */
const ROLE_WORDS = new Set(
  [
    'accounts accounting account billing finance financial invoice invoices invoicing payment payments payroll',
    'admin administration team support helpdesk department dept office sales orders debtors creditors receivables',
    'credit control noreply no-reply reply info enquiries notifications notification',
    'pty ltd inc cc llc plc limited group holdings company co corporation',
  ]
    .join(' ')
    .split(' '),
);
const BUSINESS_WORDS = new Set(
  [
    'logistics solutions services trading consulting consultants supplies suppliers enterprises industries',
    'properties projects construction engineering transport systems technologies technology tech bank',
    'agency attorneys auditors traders distributors manufacturing imports exports wholesale',
  ]
    .join(' ')
    .split(' '),
);

export const wordsOf = (name: string): string[] =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+|(?<!\p{L})-|-(?!\p{L})/u)
    .filter(Boolean);

/** Whether a display name is a business's (or its department's) rather than a person's. */
export const namesABusiness = (words: readonly string[]): boolean =>
  words.some((word) => ROLE_WORDS.has(word) || BUSINESS_WORDS.has(word));

const coreOf = (name: string) => wordsOf(name).filter((word) => !ROLE_WORDS.has(word));
const letters = (text: string) => text.replace(/[^a-z0-9]/g, '');

/** The domain labels a business's name is written as, and its first word alone: "Umoya Logistics Accounts" as umoyalogistics, umoya-logistics, umoya. */
export function labelsOf(name: string): string[] {
  const core = coreOf(name);
  if (core.length === 0) return [];
  const labels = [core.join(''), core.join('-'), ...(core[0]!.length >= 4 ? [core[0]!] : [])];
  return [...new Set(labels.map((label) => label.replace(/[^a-z0-9-]/g, '')).filter((label) => label.length >= 3))];
}

/** Whether a domain's label writes `name` word for word. */
export function writesName(label: string, name: string): boolean {
  const core = coreOf(name);
  const flat = letters(label);
  for (let kept = core.length; kept >= 1; kept -= 1) {
    if (flat === letters(core.slice(0, kept).join(''))) return true;
    if (!BUSINESS_WORDS.has(core[kept - 1]!)) return false;
  }
  return false;
}
