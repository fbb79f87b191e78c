/**
 * Build step: the modules the site makes from its Markdown, written to shared/generated/ (never
 * committed), which webpack, jest, the server and the scripts import as any other module. The npm
 * scripts run it before anything that imports them.
 *
 * - help-article-list.ts: every help article's front matter, and a loader of its page
 *   (help/<slug>.ts: its HTML and headings, in a chunk of its own); help-search-index.ts: the
 *   MiniSearch index of them all (scripts/content/help-articles.ts).
 * - service-icons.ts (all that routing and the header need), service-texts.ts (titles and
 *   descriptions) and service-details.ts (each service page's texts): three modules, so that each
 *   part of the site carries only what it shows (scripts/content/services.ts).
 * - legal-source-list.ts: a loader of each legal document's text as written (legal/<id>.ts, in a
 *   chunk of its own), which its page parses as the PDF build does (shared/legal).
 *
 * A file is written only when its text changes, and one that nothing makes any more is removed, so
 * a watching webpack rebuilds only what changed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { legalDocumentIds, legalSourceChunk } from '../shared/catalogue/legal-document-ids';
import { readArticles, searchIndex } from './content/help-articles';
import { readServices } from './content/services';

const root = path.resolve(__dirname, '..');
const GENERATED = path.join(root, 'shared/generated');

const header = (from: string) => `// Made by \`npm run build:content\` from ${from}: edit those files, not this one.\n`;
const json = (value: unknown) => JSON.stringify(value, null, 2);

/** An object literal of loaders, each `key: () => import(request)` of a default export, in a webpack chunk of its own. */
const loaders = (entries: readonly { key: string; request: string; chunk: string }[]) =>
  `{\n${entries
    .map(
      ({ key, request, chunk }) =>
        `  ${JSON.stringify(key)}: () =>\n    import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(request)}).then((module) => module.default),`,
    )
    .join('\n')}\n}`;

function helpModules(): Record<string, string> {
  const from = header('static/help');
  const articles = readArticles(path.join(root, 'static/help'));
  const files: Record<string, string> = {};
  for (const { meta, html, headings } of articles) {
    files[`help/${meta.slug}.ts`] = `${from}import type { HelpArticleBody } from '../../help/article-types';

const body: HelpArticleBody = ${json({ html, headings })};

export default body;
`;
  }
  const pages = articles.map(({ meta: { slug } }) => ({ key: slug, request: `./help/${slug}`, chunk: `help-${slug}` }));
  files['help-article-list.ts'] = `${from}import type { HelpArticle, HelpArticleBody } from '../help/article-types';

export const helpArticles: readonly HelpArticle[] = ${json(articles.map(({ meta }) => meta))};

export const helpArticleLoaders: Readonly<Record<string, () => Promise<HelpArticleBody>>> = ${loaders(pages)};
`;
  const { helpSearchIndex, helpSearchIndexOptions } = searchIndex(articles);
  files['help-search-index.ts'] = `${from}export const helpSearchIndex = ${JSON.stringify(helpSearchIndex)};

export const helpSearchIndexOptions = ${json(helpSearchIndexOptions)};
`;
  return files;
}

function serviceModules(): Record<string, string> {
  const from = header('static/services');
  const services = readServices(path.join(root, 'static/services'));
  const icons = Object.fromEntries(services.map(({ id, icon }) => [id, icon]));
  const texts = services.map(({ id, title, description }) => ({ id, title, description }));
  const details = Object.fromEntries(services.map(({ id, detail }) => [id, detail]));
  return {
    'service-icons.ts': `${from}const icons = ${json(icons)} as const;

/** One of client/ui/icons.tsx's icons, as the services name them. */
export type ServiceIcon = (typeof icons)[keyof typeof icons];

export const serviceIcons: Readonly<Record<string, ServiceIcon>> = icons;
`,
    'service-texts.ts': `${from}export const serviceTexts: readonly { id: string; title: string; description: string }[] = ${json(texts)};
`,
    'service-details.ts': `${from}import type { ServiceDetail } from '../catalogue/services';

export const serviceDetails: Readonly<Record<string, ServiceDetail>> = ${json(details)};
`,
  };
}

function legalModules(): Record<string, string> {
  const from = header('static/legal');
  const files: Record<string, string> = {};
  for (const id of legalDocumentIds) {
    const text = readFileSync(path.join(root, 'static/legal', `${id}.md`), 'utf8');
    files[`legal/${id}.ts`] = `${from}export default ${JSON.stringify(text)};\n`;
  }
  const texts = legalDocumentIds.map((id) => ({ key: id, request: `./legal/${id}`, chunk: legalSourceChunk(id) }));
  files['legal-source-list.ts'] = `${from}import type { LegalDocumentId } from '../catalogue/legal-document-ids';

export const legalSourceLoaders: Readonly<Record<LegalDocumentId, () => Promise<string>>> = ${loaders(texts)};
`;
  return files;
}

/** The files under GENERATED, by their path in it. */
const generatedFiles = (): string[] =>
  existsSync(GENERATED)
    ? readdirSync(GENERATED, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(GENERATED, path.join(entry.parentPath, entry.name)))
    : [];

function buildContent(): { made: number; written: number } {
  const files = { ...helpModules(), ...serviceModules(), ...legalModules() };
  for (const name of generatedFiles()) if (!Object.hasOwn(files, name)) rmSync(path.join(GENERATED, name));
  let written = 0;
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(GENERATED, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    // Whole or not at all, for a webpack or jest reading it meanwhile.
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
    written += 1;
  }
  return { made: Object.keys(files).length, written };
}

if (require.main === module) {
  const started = performance.now();
  try {
    const { made, written } = buildContent();
    const took = Math.round(performance.now() - started);
    console.log(
      `Made ${made} modules in shared/generated from static/help, services and legal (${written} changed) in ${took} ms`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
