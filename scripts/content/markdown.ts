import { readdirSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** The Markdown files of a folder, by name (its README aside). */
export const markdownFiles = (folder: string): string[] =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();

/**
 * A Markdown file's name (its slug), front matter (each of `strings` a text) and body; a malformed
 * file stops the build, naming itself.
 */
export function readMarkdown(source: string, file: string, strings: readonly string[]) {
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
