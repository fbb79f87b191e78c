import { randomBytes } from 'node:crypto';

/**
 * Rendered pages, kept per (page, theme, year). Every page is the same for every visitor apart
 * from the theme, so a page is rendered once and then served with a fresh nonce put in place of
 * the placeholder each time. The number of keys is bounded by the route table, never by input.
 */
export class RenderCache {
  readonly placeholder = `nonce${randomBytes(12).toString('hex')}`;
  private readonly pages = new Map<string, string>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, nonce: string): string | undefined {
    return this.pages.get(key)?.replaceAll(this.placeholder, nonce);
  }

  set(key: string, html: string): void {
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, html);
  }

  get size(): number {
    return this.pages.size;
  }
}
