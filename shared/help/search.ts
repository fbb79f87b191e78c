/**
 * Searching the help centre with MiniSearch, on the index built once at build
 * (scripts/help-articles.cjs): the server answers `/help?q=` in its HTML with it, and the browser's
 * search-as-you-type gives the same ranking, so hydration never changes what the server showed.
 * Fuzzy matching forgives a typo ("tranfer" finds the transfer article); prefixes match words
 * still being typed.
 */
import MiniSearch from 'minisearch';
import { helpSearchIndex, helpSearchIndexOptions } from '../../static/help/search.index';
import { findHelpArticle, type HelpArticle } from './articles';
import { normaliseHelpQuery } from './paths';

/** At most this many results are shown. */
const RESULTS_MAX = 10;

let index: MiniSearch | undefined;
const loaded = (): MiniSearch => (index ??= MiniSearch.loadJSON(helpSearchIndex, helpSearchIndexOptions));

/** The articles that answer `query`, best first; none for an empty query. */
export function searchHelp(query: string): HelpArticle[] {
  const q = normaliseHelpQuery(query);
  if (!q) return [];
  return loaded()
    .search(q, { boost: { title: 3, summary: 2, category: 1.5 }, fuzzy: 0.2, prefix: true })
    .slice(0, RESULTS_MAX)
    .map((result) => findHelpArticle(String(result.id)))
    .filter((article): article is HelpArticle => article !== undefined);
}
