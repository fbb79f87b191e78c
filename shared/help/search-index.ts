/**
 * The help articles' MiniSearch index and its options, made from static/help/*.md: what this call
 * returns is what webpack and jest bundle, made once (scripts/markdown-modules.ts).
 */
import { searchIndex } from '../../scripts/markdown-modules';

export const { helpSearchIndex, helpSearchIndexOptions } = searchIndex();
