/**
 * The help centre's articles, made from static/help/*.md: one Markdown file an article, with its
 * title, summary, category and related pages in YAML front matter. The app imports two real
 * modules, each one call of a function here, so the type checker holds it to what they return:
 * shared/help/article-list.ts (`articleList`: every article's front matter, and a loader of its
 * page, its HTML and headings rendered by `marked`, in a chunk of its own) and search-index.ts
 * (`searchIndex`: a MiniSearch index of every article, for the server's HTML and the browser's
 * search-as-you-type alike). This module's default export is the one loader that replaces both by
 * what the calls return, made once: webpack's (at build: neither browser nor server parses
 * Markdown) and jest's transform (kept in jest's cache: no test file waits for it). The build's
 * scripts that load the app run the calls as written. Company facts stay `{{company.…}}`
 * placeholders; shared/help fills them from company.ts.
 * Jest loads this file as Node 24 strips its types, webpack through esbuild-register: so it imports
 * only packages and types, and finds the folder from the repository's root, where npm scripts run.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { Marked } from 'marked';
import MiniSearch from 'minisearch';
import type { LoaderContext } from 'webpack';
import YAML from 'yaml';

export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  category: string;
  /** Plan kinds, service ids, or 'support': the pages that list the article. */
  related: readonly string[];
  words: number;
}

/** An article's page: its HTML, company facts still placeholders, and its headings. */
export interface HelpArticleBody {
  html: string;
  headings: readonly { id: string; text: string; level: number }[];
}

const HELP_FOLDER = path.resolve('static/help');
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
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

const isSlug = (text: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text);

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
  const slug = path.basename(file, '.md');
  const fail = (why: string): never => {
    throw new Error(`${file}: ${why}`);
  };
  if (!isSlug(slug)) fail('the file name must be lower-case words joined by hyphens');
  const normalised = source.replace(/\r\n?/g, '\n');
  const front = FRONT_MATTER.exec(normalised) ?? fail('it must start with front matter between two --- lines');
  const data = YAML.parse(front[1]) ?? {};
  for (const key of ['title', 'summary', 'category']) {
    if (typeof data[key] !== 'string' || data[key].trim() === '') fail(`front matter needs a ${key}`);
  }
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
  const html = marked.parse(normalised.slice(front[0].length), { async: false });
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

/** The article files of the folder, by name. */
const articleFiles = () =>
  readdirSync(HELP_FOLDER)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();

const readArticle = (name: string) => {
  const file = path.join(HELP_FOLDER, name);
  return parseArticle(readFileSync(file, 'utf8'), file);
};

const readArticles = () => articleFiles().map(readArticle);

/** shared/help/article-list.ts: every article's front matter, and a loader of its page. */
export const articleList = (
  articles = readArticles(),
): {
  helpArticles: readonly HelpArticle[];
  helpArticleLoaders: Readonly<Record<string, () => Promise<HelpArticleBody>>>;
} => ({
  helpArticles: articles.map(({ meta }) => meta),
  helpArticleLoaders: Object.fromEntries(
    articles.map(({ meta, html, headings }) => [meta.slug, async (): Promise<HelpArticleBody> => ({ html, headings })]),
  ),
});

/** shared/help/search-index.ts: MiniSearch's JSON of every article, and the options it was built with. */
export function searchIndex(articles = readArticles()) {
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll(articles.map(({ meta: { slug, title, summary, category }, text }) => ({ slug, title, summary, category, text })));
  return { helpSearchIndex: JSON.stringify(index), helpSearchIndexOptions: SEARCH_INDEX_OPTIONS };
}

/** A module exporting what a call returned, as JSON, but where `code` gives an export's source. */
const moduleOf = <T extends object>(made: T, esm: boolean, code: Partial<Record<keyof T, string>> = {}) =>
  Object.entries(made)
    .map(([name, value]) => `${esm ? 'export const ' : 'exports.'}${name} = ${code[name as keyof T] ?? JSON.stringify(value)};`)
    .join('\n');

/**
 * What webpack (`esm`) and jest bundle for each module of shared/help that stands for the folder.
 * Webpack loads an article's page from a chunk of its own (this module, asked for with
 * `?article=<slug>`); jest holds every page.
 */
function madeModule(file: string, esm: boolean): string {
  const name = path.basename(file);
  if (name === 'search-index.ts') return moduleOf(searchIndex(), esm);
  if (name !== 'article-list.ts') throw new Error(`${file} does not stand for the help folder (scripts/help-articles.ts)`);
  const articles = readArticles();
  const loaders = articles.map(({ meta: { slug }, html, headings }) => {
    const request = JSON.stringify(`./${name}?article=${slug}`);
    const load = esm
      ? `() => import(/* webpackChunkName: "help-${slug}" */ ${request}).then((module) => module.default)`
      : `async () => (${JSON.stringify({ html, headings })})`;
    return `${JSON.stringify(slug)}: ${load}`;
  });
  return moduleOf(articleList(articles), esm, { helpArticleLoaders: `{ ${loaders.join(', ')} }` });
}

/** Webpack's loader: a module of the folder, or (`?article=<slug>`) one article's page. */
function helpArticlesLoader(this: LoaderContext<unknown>): string {
  const slug = new URLSearchParams(this.resourceQuery).get('article');
  if (slug === null) {
    // Made from every article: a new, changed or removed file remakes it.
    this.addContextDependency(HELP_FOLDER);
    return madeModule(this.resourcePath, true);
  }
  const { html, headings } = readArticle(`${slug}.md`);
  this.addDependency(path.join(HELP_FOLDER, `${slug}.md`));
  return `export default ${JSON.stringify({ html, headings })};`;
}

/** Jest's transform: the same module as CommonJS. */
helpArticlesLoader.process = (_source: string, file: string) => ({ code: madeModule(file, false) });

/** Jest keeps a made module until this file or an article changes. */
helpArticlesLoader.getCacheKey = (source: string, file: string) => {
  const hash = createHash('sha256')
    .update(readFileSync(path.resolve('scripts/help-articles.ts')))
    .update(file)
    .update(source);
  for (const name of articleFiles()) hash.update(name).update(readFileSync(path.join(HELP_FOLDER, name)));
  return hash.digest('hex');
};

export default helpArticlesLoader;
