/**
 * The help centre's articles, static/help/*.md: each one's front matter, its HTML and headings
 * rendered by `marked`, and the MiniSearch index of them all. Company facts stay `{{company.…}}`
 * placeholders; shared/help fills them from company.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { Marked } from 'marked';
import MiniSearch from 'minisearch';
import type { HelpArticle, HelpArticleBody } from '../../shared/help/article-types';
import { markdownFiles, readMarkdown } from './markdown';

const PLACEHOLDER = /\{\{\s*[^{}]*?\s*\}\}/g;

/** The MiniSearch options the index is built with; loadJSON needs the same ones. */
const SEARCH_INDEX_OPTIONS = { idField: 'slug', fields: ['title', 'summary', 'category', 'text'] };

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The addresses an article may link to or show a picture from: the web, e-mail, a phone, or the site's own. */
const LINKABLE = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/**
 * Read as a browser reads it (the URL parser drops tabs, newlines and leading controls, so
 * "java\tscript:" is javascript:); an address with no scheme of its own is relative to the site.
 */
const isLinkable = (href: string) => {
  try {
    return LINKABLE.has(new URL(href, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
};

/**
 * One article's Markdown to its front matter, HTML, headings and words; a malformed file stops the
 * build, naming itself. A link or picture to any other kind of address (javascript:, data:, …) is
 * shown as its text, and `warn` names the file and the address.
 */
export function parseArticle(
  source: string,
  file: string,
  warn: (message: string) => void = (message) => process.stderr.write(`warning: ${message}\n`),
): HelpArticleBody & { meta: HelpArticle; text: string } {
  const { slug, data, body, fail } = readMarkdown(source, file, ['title', 'summary', 'category']);
  if (!Array.isArray(data.related) || data.related.some((entry: unknown) => typeof entry !== 'string')) {
    fail('front matter needs related: a list of plan kinds, service ids or "support"');
  }
  const headings: { id: string; text: string; level: number }[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        if (depth === 1) fail('the title comes from the front matter: start the body with ## headings');
        const text = this.parser.parseInline(tokens);
        const id = slugOf(plainText(text));
        headings.push({ id, text: plainText(text), level: depth });
        return `<h${depth} id="${id}">${text}</h${depth}>\n`;
      },
      // A command keeps its lines as typed (a wrapped command is easy to mistype); one wider than
      // the screen scrolls sideways in its box, which takes the keyboard's focus so that it can be
      // scrolled without a pointer.
      code({ text, lang, escaped }) {
        const language = /^[a-z0-9-]+/i.exec(lang ?? '')?.[0];
        const attribute = language ? ` class="language-${language}"` : '';
        return `<pre tabindex="0"><code${attribute}>${escaped ? text : escapeHtml(text)}</code></pre>\n`;
      },
      // Articles are prose, Markdown only: any HTML in them is shown as text.
      html({ text }) {
        return escapeHtml(text);
      },
      // The address is checked as written and written escaped whole, so the browser reads in the
      // attribute exactly what was checked (a character reference such as &#106; stays text).
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        if (!isLinkable(href)) {
          warn(`${file}: the link to "${href}" is shown as text: links go to http(s), mailto, tel or the site's own pages`);
          return text;
        }
        return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${text}</a>`;
      },
      image({ href, title, text }) {
        if (!isLinkable(href)) {
          warn(`${file}: the picture "${href}" is shown as its text: pictures come from http(s) or the site's own files`);
          return escapeHtml(text);
        }
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''}>`;
      },
    },
  });
  const html = marked.parse(body, { async: false });
  const text = plainText(html).replace(PLACEHOLDER, ' ');
  return {
    meta: {
      slug,
      title: data.title.trim(),
      summary: data.summary.trim(),
      category: data.category.trim(),
      related: data.related,
      words: text.split(' ').filter(Boolean).length,
    },
    html,
    headings,
    text,
  };
}

/** Every article of a folder, by file name. */
export const readArticles = (folder: string) =>
  markdownFiles(folder).map((name) => {
    const file = path.join(folder, name);
    return parseArticle(readFileSync(file, 'utf8'), file);
  });

/** MiniSearch's JSON of every article, and the options it was built with. */
export function searchIndex(articles: readonly ReturnType<typeof parseArticle>[]) {
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll(articles.map(({ meta: { slug, title, summary, category }, text }) => ({ slug, title, summary, category, text })));
  return { helpSearchIndex: JSON.stringify(index), helpSearchIndexOptions: SEARCH_INDEX_OPTIONS };
}
