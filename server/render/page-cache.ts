import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressText } from '../static/compress-text';
import { inlineHashes, type InlineHashes } from './inline-hashes';

export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number] | 'identity';

interface Representation {
  body: Buffer;
  etag: string;
}

/** A page as it is sent: its bytes (in each coding it is kept in), and its CSP, which allows its own inline scripts and styles. */
export interface Page {
  representations: { identity: Representation } & Partial<Record<Coding, Representation>>;
  policy: string;
}

type Compress = (data: Buffer) => Promise<Partial<Record<Coding, Buffer>>>;

async function compressed(
  html: string,
  policy: (inline: InlineHashes) => string,
  compress: Compress = compressText,
): Promise<Page> {
  const identity = Buffer.from(html, 'utf8');
  const codings = await compress(identity);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const suffix: Record<Coding, string> = { identity: '', br: '-br', gzip: '-gz' };
  const representations: Page['representations'] = { identity: { body: identity, etag: `"${tag}"` } };
  for (const coding of CODINGS) {
    const body = codings[coding];
    if (body) representations[coding] = { body, etag: `"${tag}${suffix[coding]}"` };
  }
  return { policy: policy(inlineHashes(html)), representations };
}

/**
 * Pages by key (path, shown query, theme, year): every visitor with the same key gets the same
 * bytes, so each is rendered, compressed and given its CSP (`policy`, from the page's inline
 * hashes) once and then served from memory. The keys are bounded by the route table and the plan
 * catalogue, never by input (a page made from a visitor's words is an uncachedPage); a failed render
 * is not kept, so the next visitor tries again.
 */
const brotli = promisify(zlib.brotliCompress);
const gzipOf = promisify(zlib.gzip);
/**
 * A page made for one request, in the one coding its client asked for: brotli 5 or gzip 6, a few
 * milliseconds rather than tens.
 */
const quickly =
  (coding: Coding): Compress =>
  async (data) => {
    if (coding === 'br') return { br: await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) };
    if (coding === 'gzip') return { gzip: await gzipOf(data, { level: 6 }) };
    return {};
  };

/**
 * A page that answers one request, made from what a visitor typed (a domain search, whose answer
 * changes by the minute; a help search): rendered each time and never kept, so what a visitor
 * typed never fills the cache.
 */
export const uncachedPage = (html: string, policy: (inline: InlineHashes) => string, coding: Coding): Promise<Page> =>
  compressed(html, policy, quickly(coding));

export class PageCache {
  private readonly pages = new Map<string, Promise<Page>>();

  constructor(
    private readonly policy: (inline: InlineHashes) => string,
    private readonly maxEntries = 500,
  ) {}

  /** Whether the page is kept (or being rendered) already. */
  has(key: string): boolean {
    return this.pages.has(key);
  }

  get(key: string, render: () => Promise<string>): Promise<Page> {
    const kept = this.pages.get(key);
    if (kept) return kept;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
    const page = render().then((html) => compressed(html, this.policy));
    this.pages.set(key, page);
    page.catch(() => this.pages.get(key) === page && this.pages.delete(key));
    return page;
  }
}
