/**
 * An article's page (its HTML, made at build) loads in a chunk of its own; company facts are filled
 * in from company.ts here, so the articles never restate them. Apart from articles.ts (the list),
 * so that a page linking to articles does not carry this (decision 020).
 */
import escapeHtml from 'escape-html';
import { company } from '../catalogue/company';
import { helpArticleLoaders } from '../generated/help-article-list';
import { fillPlaceholders, placeholderValues } from '../legal/placeholders';
import { redirectTarget } from '../redirects';
import type { HelpArticleBody } from './article-types';

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
