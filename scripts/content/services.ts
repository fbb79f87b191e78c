/**
 * The services, static/services/*.md, one file each, its id the file's name: front matter `title`,
 * `icon` (one of client/ui/icons.tsx's), `description` (its card's text and its page's meta
 * description) and `order` (a number: the site lists the services by it); then its page's four
 * sections, each under a `##` heading of its name: `## Overview` in paragraphs, `## Included`,
 * `## Audience` and `## Engagement` each a list. Their texts are shown as written, never as Markdown.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, type MarkedToken } from 'marked';
import type { ServiceDetail } from '../../shared/catalogue/services';
import { markdownFiles, readMarkdown } from './markdown';

/** The icons a service may show: those of client/ui/icons.tsx, the keys of its `paths`. */
const iconNames = (): ReadonlySet<string> => {
  const source = readFileSync(path.resolve(__dirname, '../../client/ui/icons.tsx'), 'utf8');
  const paths = /const paths = \{\n([\s\S]*?)\n\} as const;/.exec(source)?.[1] ?? '';
  return new Set([...paths.matchAll(/^ {2}(\w+):/gm)].map(([, name]) => name));
};

const SECTIONS = ['overview', 'included', 'audience', 'engagement'] as const;

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
  const { title, icon, description, order }: { title: string; icon: string; description: string; order: number } = data;
  return { id: slug, title: title.trim(), icon, description: description.trim(), order, detail };
}

/** Every service of a folder, in the site's order; a malformed file stops the build, naming itself. */
export const readServices = (folder: string) => {
  const icons = iconNames();
  return markdownFiles(folder)
    .map((name) => parseService(readFileSync(path.join(folder, name), 'utf8'), path.join(folder, name), icons))
    .sort((a, b) => a.order - b.order);
};
