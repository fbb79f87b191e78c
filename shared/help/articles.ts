/**
 * The help centre's articles: one Markdown file each under static/help, whose front matter the
 * build lists (adding an article is adding a file). An article's page (its HTML, made at build)
 * loads in a chunk of its own; company facts are filled in from company.ts here, so the articles
 * never restate them.
 */
import escapeHtml from 'escape-html';
import { company } from '../catalogue/company';
import { helpArticleLoaders, helpArticles } from '../generated/help-article-list';
import { fillPlaceholders, placeholderValues } from '../legal/placeholders';
import { redirectTarget } from '../redirects';
import type { HelpArticle, HelpArticleBody } from './article-types';
import { helpArticlePath } from './paths';

export { helpArticles, type HelpArticle };

export const findHelpArticle = (slug: string | undefined): HelpArticle | undefined =>
  helpArticles.find((article) => article.slug === slug);

/** Every article's page, for the sitemap and the tests. */
export const helpArticlePaths: readonly string[] = helpArticles.map((article) => helpArticlePath(article.slug));

/** The articles that belong with a page: a plan kind, a service id, or 'support'. */
export const articlesRelatedTo = (entry: string): readonly HelpArticle[] =>
  helpArticles.filter((article) => article.related.includes(entry));

/** A phone number reads as one unit: it never breaks across lines (global .phone-number). */
const PHONE_NUMBERS = new Set(['company.phone.display', 'company.whatsapp.display']);

let htmlValues: ReadonlyMap<string, string> | undefined;
/** The company's facts, escaped for HTML, made once. */
const valuesForHtml = (): ReadonlyMap<string, string> =>
  (htmlValues ??= new Map(
    [...placeholderValues(company)].map(([name, value]) => [
      name,
      PHONE_NUMBERS.has(name) ? `<span class="phone-number">${escapeHtml(value)}</span>` : escapeHtml(value),
    ]),
  ));

/** A link to a page's former or short address goes straight to the page (shared/redirects.ts). */
const currentLinks = (html: string): string =>
  html.replace(/href="(\/[^"?#]*)/g, (link, path: string) => {
    const target = redirectTarget(path);
    return target ? `href="${target}` : link;
  });

/** An article's body with the company's facts filled in; an unknown placeholder names the article. */
const fillArticle = (slug: string, body: HelpArticleBody): HelpArticleBody => ({
  html: currentLinks(fillPlaceholders(body.html, valuesForHtml(), `static/help/${slug}.md`)),
  headings: body.headings,
});

/** Each article's page is fetched once; React's `use` needs the same promise on every render. */
const bodies = new Map<string, Promise<HelpArticleBody>>();
export function loadHelpArticle(slug: string): Promise<HelpArticleBody> {
  let body = bodies.get(slug);
  if (!body) {
    const load = helpArticleLoaders[slug];
    body = load ? load().then((built) => fillArticle(slug, built)) : Promise.reject(new Error(`No help article ${slug}`));
    bodies.set(slug, body);
  }
  return body;
}
