import { randomBytes } from 'node:crypto';
import { PageTemplate } from './page-template';

/**
 * Rendered pages, kept per (page, theme, year). Every page is the same for every visitor apart
 * from the theme, so a page is rendered (and gzipped) once and then served with a fresh nonce
 * written in place of the placeholder each time. The number of keys is bounded by the route
 * table, never by input.
 */
export class RenderCache {
  readonly placeholder = `nonce${randomBytes(12).toString('hex')}`;
  private readonly pages = new Map<string, PageTemplate>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): PageTemplate | undefined {
    return this.pages.get(key);
  }

  /** Keeps the page rendered with the placeholder as its nonce and returns it ready to serve. */
  set(key: string, html: string): PageTemplate {
    const page = new PageTemplate(html, this.placeholder);
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, page);
    return page;
  }

  get size(): number {
    return this.pages.size;
  }
}
