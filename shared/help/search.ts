/**
 * Searching the help centre with MiniSearch, on the index made once at build
 * (scripts/build-content.ts): the server answers `/help?q=` in its HTML with it, and the browser's
 * search-as-you-type gives the same ranking, so hydration never changes what the server showed.
 * Fuzzy matching forgives a typo ("tranfer" finds the transfer article); prefixes match words
 * still being typed.
 *
 * A query's cost is bounded, whoever sends it: each word is searched once, at most HELP_WORDS_MAX
 * of them; a word shorter than PREFIX_MIN letters matches only as it is (its prefixes would match
 * most of the index), and a typo is forgiven only in a word of TYPO_MIN letters or more, where one
 * letter wrong is a fifth of the word (in a three-letter word it would be a third: "how" would
 * find "now" and "who"). Measured in the bench (bench/help-search.ts): a 60-word query costs about
 * 2.3 times a one-word one, where it cost 14 times.
 */
import MiniSearch from 'minisearch';
import { helpSearchIndex, helpSearchIndexOptions } from '../generated/help-search-index';
import { findHelpArticle, type HelpArticle } from './articles';
import { normaliseHelpQuery } from './paths';

/** At most this many results are shown. */
const RESULTS_MAX = 10;
/** At most this many different words of a query are searched for. */
export const HELP_WORDS_MAX = 8;
/** Words this long or longer also match as prefixes of longer words. */
const PREFIX_MIN = 3;
/** Words this long or longer forgive one letter wrong in five. */
const TYPO_MIN = 5;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The words searched for: each once (case aside), in the query's order, at most HELP_WORDS_MAX. */
export function helpQueryWords(query: string): string[] {
  const words = new Set<string>();
  for (const word of tokenize(normaliseHelpQuery(query))) {
    if (word) words.add(word.toLowerCase());
    if (words.size === HELP_WORDS_MAX) break;
  }
  return [...words];
}

let index: MiniSearch | undefined;
const loaded = (): MiniSearch => (index ??= MiniSearch.loadJSON(helpSearchIndex, helpSearchIndexOptions));

/** The articles that answer `query`, best first; none for an empty query. */
export function searchHelp(query: string): HelpArticle[] {
  const words = helpQueryWords(query);
  if (words.length === 0) return [];
  return loaded()
    .search(words.join(' '), {
      boost: { title: 3, summary: 2, category: 1.5 },
      fuzzy: (term) => (term.length >= TYPO_MIN ? 0.2 : false),
      prefix: (term) => term.length >= PREFIX_MIN,
    })
    .slice(0, RESULTS_MAX)
    .map((result) => findHelpArticle(String(result.id)))
    .filter((article): article is HelpArticle => article !== undefined);
}
