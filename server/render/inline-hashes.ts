import { createHash } from 'node:crypto';
import { SHELL_INLINE_SCRIPTS } from './html-shell';

const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

/** The `'sha256-…'` sources of a page's own inline scripts and styles, for its CSP (security/headers.ts). */
export interface InlineHashes {
  script: string[];
  style: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The scripts are the shell's own, known when the shell is built, never gathered from a rendered
 * page: were something ever to write a <script> into a page's HTML, the browser would refuse it.
 */
const SHELL_SCRIPTS = SHELL_INLINE_SCRIPTS.map(sha256);

/**
 * In the browser Emotion adds each new rule with insertRule to an empty <style> element it made
 * (its speedy mode, client/entry.tsx): the CSP sees that element's text, the empty string.
 */
const EMPTY_STYLE = sha256('');

/** The hashes that allow the shell's inline scripts and exactly the inline styles of one rendered page. */
export function inlineHashes(html: string): InlineHashes {
  const style = new Set<string>([EMPTY_STYLE]);
  for (const [, body = ''] of html.matchAll(INLINE_STYLE)) style.add(sha256(body));
  return { script: [...SHELL_SCRIPTS], style: [...style] };
}
