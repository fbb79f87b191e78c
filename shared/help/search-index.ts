/**
 * The help articles' MiniSearch index and its options, made from static/help/*.md: what this call
 * returns is what webpack and jest bundle, made once (scripts/help-articles.ts).
 */
import { searchIndex } from '../../scripts/help-articles';

export const { helpSearchIndex, helpSearchIndexOptions } = searchIndex();
