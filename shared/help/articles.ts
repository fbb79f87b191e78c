/**
 * The help centre's articles: one Markdown file each under static/help, whose front matter the
 * build lists (adding an article is adding a file). Only the list: an article's page is loaded by
 * load-article.ts, which pages that merely link to articles do not carry.
 */
import { helpArticles } from '../generated/help-article-list';
import type { HelpArticle } from './article-types';
import { helpArticlePath } from './paths';

export { helpArticles, type HelpArticle };

export const findHelpArticle = (slug: string | undefined): HelpArticle | undefined =>
  helpArticles.find((article) => article.slug === slug);

/** Every article's page, for the sitemap and the tests. */
export const helpArticlePaths: readonly string[] = helpArticles.map((article) => helpArticlePath(article.slug));

/** The articles that belong with a page: a plan kind, a service id, or 'support'. */
export const articlesRelatedTo = (entry: string): readonly HelpArticle[] =>
  helpArticles.filter((article) => article.related.includes(entry));
