/**
 * The help centre's articles, read from static/help/*.md: one Markdown file an article, with its
 * title, summary, category and related pages in YAML front matter. The build (webpack, through
 * help-webpack-loader.cjs) and the tests (jest, through test/support/help-jest-transform.cjs) make
 * the same modules from them with this code:
 * - an article's module: its HTML and headings, rendered once at build by `marked`, so neither the
 *   browser nor the server parses Markdown;
 * - `articles.index`: every article's front matter and a loader of its module, so adding an
 *   article is adding a file;
 * - `search.index`: a MiniSearch index of every article, built once at build, which the server's
 *   HTML and the browser's search-as-you-type both load (shared/help/search.ts).
 * Company facts stay `{{company.…}}` placeholders here; shared/help fills them from company.ts.
 * CommonJS because webpack's loaders and jest's transformers are loaded with require().
 */
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { Marked } = require('marked');
const escapeHtml = require('escape-html');
const MiniSearch = require('minisearch');
const YAML = require('yaml');

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const PLACEHOLDER = /\{\{\s*[^{}]*?\s*\}\}/g;

/** The MiniSearch options the index is built with; loadJSON needs the same ones. */
const SEARCH_INDEX_OPTIONS = { idField: 'slug', fields: ['title', 'summary', 'category', 'text'] };

const slugOf = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const plainText = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const isSlug = (text) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text);

/** The addresses an article may link to or show a picture from: the web, e-mail, a phone, or the site's own. */
const LINKABLE = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/**
 * Read as a browser reads it (the URL parser drops tabs, newlines and leading controls, so
 * "java\tscript:" is javascript:); an address with no scheme of its own is relative to the site.
 */
const isLinkable = (href) => {
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
function parseArticle(source, file, warn = (message) => process.stderr.write(`warning: ${message}\n`)) {
  const slug = path.basename(file, '.md');
  const fail = (why) => {
    throw new Error(`${file}: ${why}`);
  };
  if (!isSlug(slug)) fail('the file name must be lower-case words joined by hyphens');
  const normalised = source.replace(/\r\n?/g, '\n');
  const front = FRONT_MATTER.exec(normalised);
  if (!front) fail('it must start with front matter between two --- lines');
  const data = YAML.parse(front[1]) ?? {};
  for (const key of ['title', 'summary', 'category']) {
    if (typeof data[key] !== 'string' || data[key].trim() === '') fail(`front matter needs a ${key}`);
  }
  if (!Array.isArray(data.related) || data.related.some((entry) => typeof entry !== 'string')) {
    fail('front matter needs related: a list of plan kinds, service ids or "support"');
  }
  const headings = [];
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
  const html = marked.parse(normalised.slice(front[0].length));
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

/** The article files of a folder, by name. */
const articleFiles = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();

const readArticles = (dir) =>
  articleFiles(dir).map((name) => parseArticle(readFileSync(path.join(dir, name), 'utf8'), path.join(dir, name)));

/** What a module exports, as ES module or CommonJS source. */
const moduleSource = (exportsByName, format) =>
  Object.entries(exportsByName)
    .map(([name, code]) => (format === 'esm' ? `export const ${name} = ${code};` : `exports.${name} = ${code};`))
    .join('\n');

/** An article's module: its HTML and headings. */
function articleModule(source, file, format) {
  const { html, headings } = parseArticle(source, file);
  const value = JSON.stringify({ html, headings });
  return format === 'esm' ? `export default ${value};` : `module.exports = { __esModule: true, default: ${value} };`;
}

/** `articles.index`: every article's front matter, and a loader of each one's module (its own chunk). */
function articlesIndexModule(dir, format) {
  const articles = readArticles(dir);
  const loaders = articles.map(({ meta }) => {
    const request = JSON.stringify(`./${meta.slug}.md`);
    const load =
      format === 'esm'
        ? `() => import(/* webpackChunkName: "help-${meta.slug}" */ ${request})`
        : `() => Promise.resolve(require(${request}))`;
    return `${JSON.stringify(meta.slug)}: ${load}`;
  });
  return moduleSource(
    { helpArticles: JSON.stringify(articles.map(({ meta }) => meta)), helpArticleLoaders: `{ ${loaders.join(', ')} }` },
    format,
  );
}

/** `search.index`: the MiniSearch index of every article, built once, with the options it was built with. */
function searchIndexModule(dir, format) {
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll(
    readArticles(dir).map(({ meta, text }) => ({
      slug: meta.slug,
      title: meta.title,
      summary: meta.summary,
      category: meta.category,
      text,
    })),
  );
  return moduleSource(
    { helpSearchIndex: JSON.stringify(JSON.stringify(index)), helpSearchIndexOptions: JSON.stringify(SEARCH_INDEX_OPTIONS) },
    format,
  );
}

/** The module for any file of the help folder: an article, or one of the two indexes. */
function helpModule(source, file, format) {
  const name = path.basename(file);
  if (name === 'articles.index') return articlesIndexModule(path.dirname(file), format);
  if (name === 'search.index') return searchIndexModule(path.dirname(file), format);
  return articleModule(source, file, format);
}

/** Everything a help module is made from: the indexes read the whole folder. */
function helpModuleInputs(source, file) {
  const hash = createHash('sha256').update(readFileSync(__filename)).update(file).update(source);
  if (file.endsWith('.index')) {
    const dir = path.dirname(file);
    for (const name of articleFiles(dir)) hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  return hash.digest('hex');
}

module.exports = { helpModule, helpModuleInputs, parseArticle };
