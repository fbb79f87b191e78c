import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
// Not run by the browser, so not the CSP's business: files it loads by src, and data blocks (JSON, JSON-LD).
const NOT_INLINE_CODE = /\ssrc=|\stype="application\/(?:ld\+)?json"/;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

/** The `'sha256-…'` sources of a page's own inline scripts and styles, for its CSP (security/headers.ts). */
export interface InlineHashes {
  script: string[];
  style: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * In the browser Emotion adds each new rule with insertRule to an empty <style> element it made
 * (its speedy mode, client/entry.tsx): the CSP sees that element's text, the empty string.
 */
const EMPTY_STYLE = sha256('');

/** The hashes that allow exactly the inline scripts and styles of one rendered page. */
export function inlineHashes(html: string): InlineHashes {
  const script = new Set<string>();
  const style = new Set<string>([EMPTY_STYLE]);
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!NOT_INLINE_CODE.test(attributes)) script.add(sha256(body));
  }
  for (const [, body = ''] of html.matchAll(INLINE_STYLE)) style.add(sha256(body));
  return { script: [...script], style: [...style] };
}
