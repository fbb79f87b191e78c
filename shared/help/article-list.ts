/**
 * Every help article's front matter and a loader of its page, made from static/help/*.md: what
 * this call returns is what webpack and jest bundle, made once (scripts/markdown-modules.ts).
 */
import { articleList } from '../../scripts/markdown-modules';

export const { helpArticles, helpArticleLoaders } = articleList();
