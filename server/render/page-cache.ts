import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressIn } from '../static/compress-text';
import { inlineHashes, type InlineHashes } from './inline-hashes';

export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number] | 'identity';
type Policy = (inline: InlineHashes) => string;

/**
 * A page as it is sent: its CSP, which allows its own inline scripts and styles, its ETag in each
 * coding (known without compressing, so a revisit's 304 costs none), and its bytes in a coding,
 * each coding made the first time a client needs its bytes and then kept with the page (brotli 11
 * takes 50 to 100 ms of a core for a page; gzip 9 about one); a failed one is tried again.
 */
export interface Page {
  policy: string;
  etag(coding: Coding): string;
  body(coding: Coding): Promise<Buffer>;
}

export function pageOf(html: string, policy: Policy, compress: (coding: 'br' | 'gzip', data: Buffer) => Promise<Buffer>): Page {
  const identity = Buffer.from(html, 'utf8');
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const bodies = new Map<Coding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  return {
    policy: policy(inlineHashes(html)),
    etag: (coding) => (coding === 'identity' ? `"${tag}"` : `"${tag}-${coding === 'br' ? 'br' : 'gz'}"`),
    body(coding) {
      const kept = bodies.get(coding);
      if (kept) return kept;
      const made = compress(coding as 'br' | 'gzip', identity);
      bodies.set(coding, made);
      made.catch(() => bodies.delete(coding));
      return made;
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzipOf = promisify(zlib.gzip);

/**
 * A page made for one request (from what a visitor typed or posted), never kept: in the coding its
 * client asks for at brotli 5 or gzip 6, a few milliseconds rather than tens.
 */
export const uncachedPage = (html: string, policy: Policy): Page =>
  pageOf(html, policy, (coding, data) =>
    coding === 'br' ? brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipOf(data, { level: 6 }),
  );

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
    const page = render().then((html) => pageOf(html, this.policy, compressIn));
    this.pages.set(key, page);
    page.catch(() => this.pages.get(key) === page && this.pages.delete(key));
    return page;
  }
}
