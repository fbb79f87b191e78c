/**
 * Modules made at build from folders of Markdown files, one file a record with YAML front matter:
 * the help centre's articles (static/help) and the services (static/services). The app imports
 * real modules, each one call of a function here, so the type checker holds it to what the call
 * returns: shared/help/article-list.ts (`articleList`: every article's front matter, and a loader
 * of its page, its HTML and headings rendered by `marked`, in a chunk of its own) and
 * search-index.ts (`searchIndex`: a MiniSearch index of every article, for the server's HTML and
 * the browser's search-as-you-type alike); shared/catalogue/service-icons.ts (`serviceIconList`:
 * each service's icon, all that routing and the header need), service-texts.ts (`serviceTextList`:
 * titles and descriptions) and service-details.ts (`serviceDetailList`: each service page's texts).
 * This module's default export is the one loader that replaces each by what its call returns, made
 * once: webpack's (at build: neither browser nor server parses Markdown) and jest's transform (kept
 * in jest's cache: no test file waits for it). The build's scripts that load the app run the calls
 * as written. Company facts in articles stay `{{company.…}}` placeholders; shared/help fills them
 * from company.ts.
 * Jest loads this file as Node 24 strips its types, webpack through esbuild-register: so it imports
 * only packages and types, and finds the folders from the repository's root, where npm scripts run.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { Lexer, Marked, type MarkedToken } from 'marked';
import MiniSearch from 'minisearch';
import type { LoaderContext } from 'webpack';
import type { IconName } from '../client/ui/icons';
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

/** A service's page: what it is (paragraphs), what is included, who it is for, how engagement works. */
export interface ServiceDetail {
  overview: string[];
  included: string[];
  audience: string[];
  engagement: string[];
}

const HELP_FOLDER = path.resolve('static/help');
const SERVICES_FOLDER = path.resolve('static/services');
/** The icons a service may show: those of client/ui/icons.tsx, named in its `paths`. */
const ICONS_FILE = path.resolve('client/ui/icons.tsx');
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

/**
 * A Markdown file's name (its slug), front matter (each of `strings` a text) and body; a malformed
 * file stops the build, naming itself.
 */
function readMarkdown(source: string, file: string, strings: readonly string[]) {
  const fail = (why: string): never => {
    throw new Error(`${file}: ${why}`);
  };
  const slug = path.basename(file, '.md');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail('the file name must be lower-case words joined by hyphens');
  const normalised = source.replace(/\r\n?/g, '\n');
  const front = FRONT_MATTER.exec(normalised) ?? fail('it must start with front matter between two --- lines');
  const data = YAML.parse(front[1]) ?? {};
  for (const key of strings) {
    if (typeof data[key] !== 'string' || data[key].trim() === '') fail(`front matter needs a ${key}`);
  }
  return { slug, data, body: normalised.slice(front[0].length), fail };
}

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

/** The Markdown files of a folder, by name. */
const markdownFiles = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();

const readArticle = (name: string) => {
  const file = path.join(HELP_FOLDER, name);
  return parseArticle(readFileSync(file, 'utf8'), file);
};

const readArticles = () => markdownFiles(HELP_FOLDER).map(readArticle);

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

/** The names of the icons client/ui/icons.tsx draws: the keys of its `paths`. */
const iconNames = (): ReadonlySet<string> => {
  const paths = /const paths = \{\n([\s\S]*?)\n\} as const;/.exec(readFileSync(ICONS_FILE, 'utf8'))?.[1] ?? '';
  return new Set([...paths.matchAll(/^ {2}(\w+):/gm)].map(([, name]) => name));
};

const SECTIONS = ['overview', 'included', 'audience', 'engagement'] as const;

/**
 * One service's Markdown, its id the file's name: front matter `title`, `icon` (one of
 * client/ui/icons.tsx's), `description` (its card's text and its page's meta description) and
 * `order` (a number: the site lists the services by it); then its page's four sections, each under
 * a `##` heading of its name: `## Overview` in paragraphs, `## Included`, `## Audience` and
 * `## Engagement` each a list. Their texts are shown as written, never as Markdown.
 */
function parseService(source: string, file: string, icons: ReadonlySet<string>) {
  const { slug, data, body, fail } = readMarkdown(source, file, ['title', 'icon', 'description']);
  if (!icons.has(data.icon)) fail(`the icon must be one of client/ui/icons.tsx's: ${[...icons].join(', ')}`);
  if (typeof data.order !== 'number') fail('front matter needs an order: a number, by which the site lists the services');
  const detail: ServiceDetail = { overview: [], included: [], audience: [], engagement: [] };
  let section: string[] | undefined;
  for (const token of Lexer.lex(body) as MarkedToken[]) {
    if (token.type === 'heading' && token.depth === 2) {
      const name = token.text.trim().toLowerCase();
      section = detail[SECTIONS.find((key) => key === name) ?? fail(`"## ${token.text}" is none of ${SECTIONS.join(', ')}`)];
    } else if (token.type === 'paragraph' || token.type === 'list') {
      const texts = token.type === 'list' ? token.items.map((item) => item.text) : [token.text];
      (section ?? fail('the body starts with a ## heading')).push(...texts.map((text) => text.replace(/\s+/g, ' ').trim()));
    } else if (token.type !== 'space') fail(`a section holds paragraphs or a list, not ${token.type}`);
  }
  for (const key of SECTIONS) if (detail[key].length === 0) fail(`it needs a ## ${key} section`);
  const { title, icon, description, order }: { title: string; icon: IconName; description: string; order: number } = data;
  return { id: slug, title: title.trim(), icon, description: description.trim(), order, detail };
}

const readServices = () => {
  const icons = iconNames();
  return markdownFiles(SERVICES_FOLDER)
    .map((name) => parseService(readFileSync(path.join(SERVICES_FOLDER, name), 'utf8'), path.join(SERVICES_FOLDER, name), icons))
    .sort((a, b) => a.order - b.order);
};

/** shared/catalogue/service-icons.ts: each service's icon by its id, in the site's order. */
export const serviceIconList = (services = readServices()) => ({
  serviceIcons: Object.fromEntries(services.map(({ id, icon }) => [id, icon])),
});

/** shared/catalogue/service-texts.ts: each service's id, title and description, in the site's order. */
export const serviceTextList = (services = readServices()) => ({
  serviceTexts: services.map(({ id, title, description }) => ({ id, title, description })),
});

/** shared/catalogue/service-details.ts: each service page's texts, by its id. */
export const serviceDetailList = (services = readServices()) => ({
  serviceDetails: Object.fromEntries(services.map(({ id, detail }) => [id, detail])),
});

/** A module exporting what a call returned, as JSON, but where `code` gives an export's source. */
const moduleOf = <T extends object>(made: T, esm: boolean, code: Partial<Record<keyof T, string>> = {}) =>
  Object.entries(made)
    .map(([name, value]) => `${esm ? 'export const ' : 'exports.'}${name} = ${code[name as keyof T] ?? JSON.stringify(value)};`)
    .join('\n');

/**
 * shared/help/article-list.ts as webpack (`esm`) and jest bundle it: webpack loads each article's
 * page from a chunk of its own (this module, asked for with `?article=<slug>`); jest holds every page.
 */
function articleListModule(esm: boolean): string {
  const articles = readArticles();
  const loaders = articles.map(({ meta: { slug }, html, headings }) => {
    const request = JSON.stringify(`./article-list.ts?article=${slug}`);
    const load = esm
      ? `() => import(/* webpackChunkName: "help-${slug}" */ ${request}).then((module) => module.default)`
      : `async () => (${JSON.stringify({ html, headings })})`;
    return `${JSON.stringify(slug)}: ${load}`;
  });
  return moduleOf(articleList(articles), esm, { helpArticleLoaders: `{ ${loaders.join(', ')} }` });
}

interface MadeModule {
  /** The folders (and ICONS_FILE) it is made from. */
  sources: readonly string[];
  make: (esm: boolean) => string;
}

const fromServices = (list: () => object): MadeModule => ({
  sources: [SERVICES_FOLDER, ICONS_FILE],
  make: (esm) => moduleOf(list(), esm),
});

/** Each module that stands for a folder, by its path. */
const MADE_MODULES: Record<string, MadeModule> = {
  'shared/help/article-list.ts': { sources: [HELP_FOLDER], make: articleListModule },
  'shared/help/search-index.ts': { sources: [HELP_FOLDER], make: (esm) => moduleOf(searchIndex(), esm) },
  'shared/catalogue/service-icons.ts': fromServices(serviceIconList),
  'shared/catalogue/service-texts.ts': fromServices(serviceTextList),
  'shared/catalogue/service-details.ts': fromServices(serviceDetailList),
};

function madeModule(file: string): MadeModule {
  const made = MADE_MODULES[path.relative(process.cwd(), file).split(path.sep).join('/')];
  if (!made) throw new Error(`${file} stands for no folder (scripts/markdown-modules.ts)`);
  return made;
}

/** Webpack's loader: a made module, or (`?article=<slug>`) one article's page. */
function markdownModulesLoader(this: LoaderContext<unknown>): string {
  const slug = new URLSearchParams(this.resourceQuery).get('article');
  if (slug === null) {
    // Made from every file of its folder: a new, changed or removed file remakes it.
    const { sources, make } = madeModule(this.resourcePath);
    for (const source of sources) {
      if (source === ICONS_FILE) this.addDependency(source);
      else this.addContextDependency(source);
    }
    return make(true);
  }
  const { html, headings } = readArticle(`${slug}.md`);
  this.addDependency(path.join(HELP_FOLDER, `${slug}.md`));
  return `export default ${JSON.stringify({ html, headings })};`;
}

/** Jest's transform: the same module as CommonJS. */
markdownModulesLoader.process = (_source: string, file: string) => ({ code: madeModule(file).make(false) });

/** Jest keeps a made module until this file or one of its sources changes. */
markdownModulesLoader.getCacheKey = (source: string, file: string) => {
  const hash = createHash('sha256')
    .update(readFileSync(path.resolve('scripts/markdown-modules.ts')))
    .update(file)
    .update(source);
  for (const from of madeModule(file).sources) {
    const files = from === ICONS_FILE ? [from] : markdownFiles(from).map((name) => path.join(from, name));
    for (const name of files) hash.update(name).update(readFileSync(name));
  }
  return hash.digest('hex');
};

export default markdownModulesLoader;
