import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressText } from '../static/compress-text';
import { inlineHashes, type InlineHashes } from './inline-hashes';

export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number] | 'identity';
type Policy = (inline: InlineHashes) => string;
type Compress = (data: Buffer) => Promise<Partial<Record<Coding, Buffer>>>;

/** A page as it is sent: its bytes and ETag in each coding it is kept in, and its CSP, which allows its own inline scripts and styles. */
export interface Page {
  representations: { identity: { body: Buffer; etag: string } } & Partial<Record<Coding, { body: Buffer; etag: string }>>;
  policy: string;
}

async function compressed(html: string, policy: Policy, compress: Compress): Promise<Page> {
  const identity = Buffer.from(html, 'utf8');
  const codings = await compress(identity);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const representations: Page['representations'] = { identity: { body: identity, etag: `"${tag}"` } };
  for (const coding of CODINGS) {
    const body = codings[coding];
    if (body) representations[coding] = { body, etag: `"${tag}-${coding === 'br' ? 'br' : 'gz'}"` };
  }
  return { policy: policy(inlineHashes(html)), representations };
}

const brotli = promisify(zlib.brotliCompress);
const gzipOf = promisify(zlib.gzip);

/**
 * A page made for one request (from what a visitor typed or posted), never kept: only in the one
 * coding its client asked for, brotli 5 or gzip 6, a few milliseconds rather than tens.
 */
export const uncachedPage = (html: string, policy: Policy, coding: Coding): Promise<Page> =>
  compressed(html, policy, async (data) => {
    if (coding === 'br') return { br: await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) };
    if (coding === 'gzip') return { gzip: await gzipOf(data, { level: 6 }) };
    return {};
  });

/**
 * Pages by key (path, shown query, theme, year): every visitor with the same key gets the same
 * bytes, so each is rendered, compressed and given its CSP once and then served from memory. The
 * keys are bounded by the route table and the plan catalogue, never by input; a failed render is
 * not kept, so the next visitor tries again.
 */
export class PageCache {
  private readonly pages = new Map<string, Promise<Page>>();

  constructor(
    private readonly policy: Policy,
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
    const page = render().then((html) => compressed(html, this.policy, compressText));
    this.pages.set(key, page);
    page.catch(() => this.pages.get(key) === page && this.pages.delete(key));
    return page;
  }
}
